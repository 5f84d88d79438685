import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { axeViolations } from "./axe";
import { typeInto, WITH_AND_WITHOUT_JAVASCRIPT } from "./browser";

/**
 * Plan my week as a household uses it: from the plan, a proposal for every day; another recipe
 * for one day, a day dropped, a time limit for weekdays saved and remembered, Keep all, then undo.
 * At a phone's and a laptop's width, with and without JavaScript.
 */
const SCREENS = [
  ["375 px", { width: 375, height: 812 }],
  ["1280 px", { width: 1280, height: 800 }],
] as const;

/** Ten dinners by category and total time. */
const DINNERS: [title: string, category: string, minutes: number][] = [
  ["Lentil soup", "Soup", 40],
  ["Beef stew", "Beef", 150],
  ["Beef tacos", "Beef", 25],
  ["Pasta al pomodoro", "Pasta", 20],
  ["Mushroom risotto", "Rice", 45],
  ["Chicken curry", "Chicken", 50],
  ["Roast chicken", "Chicken", 95],
  ["Fish pie", "Fish", 60],
  ["Omelette", "Eggs", 10],
  ["Pizza", "Pizza", 30],
];

/** A Monday three weeks from now: all of its days are still to come, whatever today is. */
function futureMonday() {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 21 - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

async function household() {
  const account = await registerAccount("Plan", "Week");
  const gql = await graphqlAs(account);
  for (const [title, category, minutes] of DINNERS)
    await gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }`, {
      d: {
        title,
        description: title,
        category,
        total_time_minutes: minutes,
        ingredients: [{ name: `${title} base`, quantity: 1, unit: "pcs" }],
      },
    });
  const monday = futureMonday();
  const sunday = new Date(Date.parse(monday) + 6 * 86_400_000).toISOString().slice(0, 10);
  const dmy = (iso: string) => iso.split("-").reverse().join("/");
  const plannedTitles = async () =>
    (
      (
        await gql(`query($s: String!, $e: String!) { mealsByDateRange(start_date: $s, end_date: $e) { title } }`, {
          s: dmy(monday),
          e: dmy(sunday),
        })
      ).mealsByDateRange as { title: string }[]
    ).map((meal) => meal.title);
  return { account, gql, monday, plannedTitles };
}

const cards = (page: Page) => page.locator(".proposal");
const recipeOf = (page: Page, index: number) => cards(page).nth(index).locator(".proposal-recipe").innerText();
/** Opens the rules, unless they are open already (a page updated in place keeps them as they were). */
async function openRules(page: Page) {
  const rules = page.locator(".plan-week-rules");
  if (!(await rules.evaluate((details: HTMLDetailsElement) => details.open))) await rules.locator("summary").click();
}
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(SCREENS)("Plan my week at %s", (_width, screen) => {
  describe.each(WITH_AND_WITHOUT_JAVASCRIPT)("%s", (_scripts, javaScript) => {
    it("proposes, swaps, drops, keeps all and undoes; the rules are remembered", async () => {
      const h = await household();
      const page = await signedInPage(h.account, screen, { javaScript });
      await page.goto(`/plan?week=${h.monday}`);
      await page.getByRole("link", { name: "Plan my week" }).click();
      await page.waitForURL(/\/plan\/week\?week=/);
      await expect.poll(() => cards(page).count()).toBe(7);
      const first = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((i) => recipeOf(page, i)));
      expect(new Set(first).size).toBe(7);
      for (const title of first) expect(DINNERS.map(([name]) => name)).toContain(title);
      expect(await cards(page).first().locator(".proposal-reasons").innerText()).not.toBe("");
      expect(await horizontalOverflow(page)).toBe(0);
      if (javaScript) expect(await axeViolations(page)).toEqual([]);

      // Another recipe for Monday; the other days keep theirs.
      await cards(page)
        .first()
        .getByRole("link", { name: /^Another recipe for Monday/ })
        .click();
      await expect.poll(() => recipeOf(page, 0)).not.toBe(first[0]);
      const swapped = await recipeOf(page, 0);
      expect(await Promise.all([1, 2, 3, 4, 5, 6].map((i) => recipeOf(page, i)))).toEqual(first.slice(1));

      // Sunday dropped.
      await cards(page)
        .nth(6)
        .getByRole("link", { name: /^Drop Sunday/ })
        .click();
      await expect.poll(() => cards(page).count()).toBe(6);
      expect(await recipeOf(page, 0)).toBe(swapped);

      // Weekdays at most 40 minutes, saved for the household and remembered.
      await openRules(page);
      const rules = page.getByRole("form", { name: "Rules" });
      await rules.getByLabel("Monday to Friday, at most").check();
      await typeInto(rules.locator("input[name=weekday_minutes]"), "40");
      await rules.getByRole("button", { name: "Save rules" }).click();
      await page.getByText("Rules saved.").waitFor();
      await expect.poll(() => cards(page).count()).toBe(6);
      const quick = new Map(DINNERS.map(([title, , minutes]) => [title, minutes]));
      for (const i of [0, 1, 2, 3, 4]) {
        const title = await recipeOf(page, i);
        expect(quick.get(title), title).toBeLessThanOrEqual(40);
        expect(await cards(page).nth(i).locator(".proposal-reasons").innerText()).toContain(" min on a weekday");
      }
      const saved = (await h.gql(`{ weekPlanRules { weekday_limit weekday_minutes } }`)).weekPlanRules;
      expect(saved).toEqual({ weekday_limit: true, weekday_minutes: 40 });
      await page.reload();
      await openRules(page);
      expect(await rules.getByLabel("Monday to Friday, at most").isChecked()).toBe(true);
      const kept = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => recipeOf(page, i)));

      // Saturday's recipe, every Saturday: listed under the rules, and proposed there again.
      await cards(page)
        .nth(5)
        .getByRole("button", { name: `${kept[5]} every Saturday` })
        .click();
      await page.getByText("Every Saturday keeps this recipe now.").waitFor();
      await openRules(page);
      await rules.getByText(`Saturday: ${kept[5]}`).waitFor();
      expect(await recipeOf(page, 5)).toBe(kept[5]);
      expect(await cards(page).nth(5).locator(".proposal-reasons").innerText()).toBe("Every Saturday");
      expect((await h.gql(`{ weekPlanRules { fixed_days { weekday } } }`)).weekPlanRules.fixed_days).toEqual([
        { weekday: 6 },
      ]);

      // Keep all plans the six days; the plan offers to take them back, and undo does.
      await page.getByRole("button", { name: "Keep all" }).click();
      await page.waitForURL(/\/plan\?week=.*planned=/);
      await page.getByText("Planned 6 meals with Plan my week.").waitFor();
      expect((await h.plannedTitles()).sort()).toEqual([...kept].sort());
      expect(await horizontalOverflow(page)).toBe(0);
      await page.getByRole("form", { name: "Undo Plan my week" }).getByRole("button", { name: "Undo" }).click();
      await page.getByText("Took back 6 meals.").waitFor();
      expect(await page.getByRole("form", { name: "Undo Plan my week" }).count()).toBe(0);
      expect(await h.plannedTitles()).toEqual([]);
    });
  });
});
