import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { createRecipe, graphqlAs, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, PHONE, PHONE_AND_DESKTOP, typeInto } from "./browser";
import { localDay } from "./days";

/**
 * The plan and home as a household opens them every day. On a phone the plan lists each day's
 * meals with one 'Add meal' per day (the empty meal types fold away), with JavaScript and
 * without; on a desktop the week stays a grid of slots. Home leads with today and the next days,
 * or with one first step when nothing is planned. Any page script error fails a test (setup.ts).
 */

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const SLOT_ADD = /^Add (Breakfast|Lunch|Dinner|Snack) on /;

/** A 1×1 PNG, for a recipe's photo. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const)("the plan at 375 px %s", (name, javaScript) => {
  it("folds the empty meal types, has one Add meal per day, and adds a meal from it", async () => {
    const account = await registerAccount("Folded", javaScript ? "Script" : "Plain");
    const gql = await graphqlAs(account);
    const leek = `Leek soup ${name}`;
    await createRecipe(gql, leek, [{ name: "Leek", quantity: 2, unit: "pcs" }]);
    await createRecipe(gql, `Tomato tart ${name}`, [{ name: "Tomato", quantity: 4, unit: "pcs" }]);
    const page = await signedInPage(account, PHONE, { javaScript });
    await page.goto("/plan");
    await page.getByRole("heading", { level: 1, name: "Plan" }).waitFor();
    const days = await page
      .locator("section.plan-day")
      .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-day")!));
    expect(days).toHaveLength(7);

    // Nothing planned: no meal-type slot on screen, no slot's '+', one 'Add meal' in each day.
    expect(await page.locator(".plan-slot:visible").count()).toBe(0);
    expect(await page.getByRole("link", { name: SLOT_ADD }).count()).toBe(0);
    for (const day of days) {
      const section = page.locator(`section.plan-day[data-day="${day}"]`);
      const add = section.getByRole("link", { name: /^Add meal on / });
      expect(await add.count(), day).toBe(1);
      expect(await add.isVisible(), day).toBe(true);
    }
    expect(await noHorizontalOverflow(page)).toBe(true);
    // axe-core runs on the page's timers, which never fire with JavaScript off: the markup it
    // checks is the same server-rendered one either way.
    if (javaScript) expect(await axeViolations(page)).toEqual([]);

    // Wednesday's 'Add meal': the day is filled in, the type is chosen in the dialog.
    const wednesday = days[2]!;
    const label = (await page.locator(`#day-${wednesday} .visually-hidden`).textContent())!;
    await page.getByRole("link", { name: `Add meal on ${label}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Create Meal" });
    await dialog.waitFor();
    const [year, month, day] = wednesday.split("-");
    expect(await dialog.getByLabel("Date (optional)").inputValue()).toBe(`${day}/${month}/${year}`);
    expect(await dialog.getByLabel("Meal Type").locator("option:checked").textContent()).toBe("Select a meal type");
    await typeInto(dialog.getByLabel("Search recipes"), "Leek");
    await dialog.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "Leek");
    await dialog.locator("label.recipe-option", { hasText: `Tomato tart ${name}` }).waitFor({ state: "detached" });
    await dialog.locator("label.recipe-option strong", { hasText: leek }).click();
    await dialog.getByLabel("Meal Type").selectOption({ label: "Lunch" });
    expect(await noHorizontalOverflow(page)).toBe(true);
    await dialog.getByRole("button", { name: "Create Meal" }).click();
    await page.getByText("Meal created successfully!").waitFor();
    await dialog.waitFor({ state: "detached" });

    // Wednesday shows its Lunch; every other meal type, and every other day, stays folded.
    const wednesdaySection = page.locator(`section.plan-day[data-day="${wednesday}"]`);
    await wednesdaySection.locator("article.plan-meal", { hasText: leek }).waitFor();
    expect(await page.locator(".plan-slot:visible").count()).toBe(1);
    expect(await wednesdaySection.locator(".plan-slot:visible .plan-slot-type").textContent()).toBe("Lunch");
    expect(await page.getByRole("link", { name: /^Add meal on / }).count()).toBe(7);
    expect(await noHorizontalOverflow(page)).toBe(true);
    if (javaScript) expect(await axeViolations(page)).toEqual([]);

    // What the API holds: one meal, the recipe's, a Lunch on Wednesday.
    const { meals } = await gql(`{ meals { title scheduled_date type { name } recipe { title } } }`);
    expect(meals).toHaveLength(1);
    expect(meals[0].title).toBe(leek);
    expect(meals[0].recipe.title).toBe(leek);
    expect(meals[0].type.name).toBe("Lunch");
    expect(localDay(new Date(meals[0].scheduled_date))).toBe(wednesday);
  });
});

describe("the plan at 1280 px", () => {
  it("keeps the week a grid: every meal type a row, a '+' in each empty slot, no per-day Add meal", async () => {
    const account = await registerAccount("Grid", "Desktop");
    const page = await signedInPage(account, DESKTOP);
    await page.goto("/plan");
    await page.getByRole("heading", { level: 1, name: "Plan" }).waitFor();
    expect(await page.locator(".plan-slot:visible").count()).toBe(28);
    expect(await page.getByRole("link", { name: SLOT_ADD }).count()).toBe(28);
    expect(await page.getByRole("link", { name: /^Add meal on / }).count()).toBe(0);
    // The seven days side by side.
    const tops = await page
      .locator("section.plan-day")
      .evaluateAll((days) => days.map((day) => (day as HTMLElement).offsetTop));
    expect(new Set(tops).size).toBe(1);
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Noon-ish on the day `days` after today, on this machine's clock (the browser's too). */
const dayAfter = (days: number, hour: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date;
};

describe.each(PHONE_AND_DESKTOP)("home at %s width", (name, viewport) => {
  it("leads with a first step, then with today's and the next days' meals, photos and links", async () => {
    const account = await registerAccount("Home", name);
    const gql = await graphqlAs(account);
    const page = await signedInPage(account, viewport);
    const lead = page.getByRole("heading", { level: 2 }).first();

    // A new household: no recipe, nothing planned; the first step is a recipe.
    expect(await lead.textContent()).toBe("Start with a recipe");
    await page.getByRole("link", { name: "Add your first recipe" }).waitFor();
    expect(await page.getByRole("heading", { name: "On the menu" }).count()).toBe(0);
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // A recipe, with a photo, and another without: still nothing planned, so the plan is the step.
    const soup = `Pumpkin soup ${name}`;
    const pie = `Fish pie ${name}`;
    const soupId = await createRecipe(gql, soup, [{ name: "Pumpkin", quantity: 1, unit: "pcs" }]);
    const pieId = await createRecipe(gql, pie, [{ name: "Cod", quantity: 400, unit: "g" }]);
    const { recipe } = await gql(`query($id: Int!) { recipe(id: $id) { slug } }`, { id: soupId });
    await page.goto(`/recipes/${recipe.slug}`);
    await page.getByLabel("Photo").setInputFiles({ name: "soup.png", mimeType: "image/png", buffer: PIXEL });
    await page.getByRole("button", { name: "Upload Photo" }).click();
    await page.getByText("Photo updated.").waitFor();
    await page.goto("/home");
    expect(await lead.textContent()).toBe("Nothing planned for the next days");
    await page.getByRole("link", { name: "Plan the next days" }).waitFor();

    // Meals today, tomorrow, the day after and in six days.
    const { mealTypes } = await gql(`{ mealTypes { id name } }`);
    const typeId = (type: string) => mealTypes.find((candidate: { name: string }) => candidate.name === type).id;
    const plan = async (title: string, recipeId: number, type: string, when: Date) =>
      (
        await gql(
          `mutation($title: String!, $recipe: Int, $type: Int!, $date: String) { createMeal(title: $title, recipe_id: $recipe, type_id: $type, scheduled_date: $date) { id } }`,
          { title, recipe: recipeId, type: typeId(type), date: when.toISOString() },
        )
      ).createMeal.id as number;
    const today = await plan(soup, soupId, "Dinner", dayAfter(0, 19));
    await plan(pie, pieId, "Lunch", dayAfter(1, 12));
    await plan(`${pie} again`, pieId, "Breakfast", dayAfter(2, 8));
    await plan(`${soup} later`, soupId, "Dinner", dayAfter(6, 19));

    await page.goto("/home");
    expect(await lead.textContent()).toBe("On the menu");
    // The lead comes before the spec's cards and figures.
    const top = async (text: string) => (await page.getByRole("heading", { name: text, exact: true }).boundingBox())!.y;
    expect(await top("On the menu")).toBeLessThan(await top("Upcoming Meals"));
    expect(await top("On the menu")).toBeLessThan(await top("Quick Actions"));
    const figures = (await page.locator(".stat").first().boundingBox())!.y;
    expect(await top("On the menu")).toBeLessThan(figures);

    // Today, tomorrow and the day after; the empty fourth day folds away, six days on is not here.
    const shown = await page.locator("section.coming-day").evaluateAll((days) => days.map((day) => day.dataset.day));
    expect(shown).toEqual([0, 1, 2].map((days) => localDay(dayAfter(days, 12))));
    const todays = page.locator("section.coming-day").first();
    expect(await todays.getByRole("heading").textContent()).toMatch(/^Today /);
    const title = todays.getByRole("link", { name: soup, exact: true });
    expect(await title.getAttribute("href")).toBe(`/meals/${today}`);
    expect(await todays.getByRole("link", { name: `Recipe: ${soup}` }).getAttribute("href")).toBe(
      `/recipes/${recipe.slug}`,
    );
    const photo = todays.locator("img.coming-meal-photo");
    await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
    expect(await photo.getAttribute("src")).toMatch(/^\/photos\//);
    // A meal whose recipe has no photo shows none.
    const tomorrows = page.locator("section.coming-day").nth(1);
    expect(await tomorrows.getByRole("heading").textContent()).toMatch(/^Tomorrow /);
    await tomorrows.getByRole("link", { name: pie, exact: true }).waitFor();
    expect(await tomorrows.locator("img").count()).toBe(0);
    // The spec's Upcoming Meals card below may list it (on a Monday, six days on is this week).
    expect(await page.locator("section.coming-day").getByText(`${soup} later`).count()).toBe(0);
    // On a phone, today's meal is on the first screen.
    const box = (await title.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    await title.click();
    await page.waitForURL(`**/meals/${today}`);
    await page.goto("/home");
    await lead.waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
