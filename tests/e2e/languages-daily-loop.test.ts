import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, PASSWORD, uniqueEmail } from "./accounts";
import { newPage, PHONE, typeInto } from "./browser";
import { englishOnPage, englishPhrasesFor } from "./untranslated";

/**
 * The daily loop in German and in Arabic on a 375 px phone, as a person there does it: sign up
 * on a page in their browser's language, plan a dinner from a recipe on the planner, sync the
 * week's shopping list, tick a line, find it in the pantry, and cook the recipe in cook mode.
 * Every screen on the way is in the language (no English interface phrase), laid out in its
 * direction, and no wider than the phone; a script error fails the test (setup.ts).
 */
const LOOPS = [
  {
    locale: "de",
    dir: "ltr",
    dateSeparator: ".",
    person: ["Greta", "Koch"],
    recipe: "Linsensuppe",
    lines: [
      { name: "Rote Linsen", quantity: 200, unit: "g" },
      { name: "Karotten", quantity: 300, unit: "g" },
      { name: "Gemüsebrühe", quantity: 1, unit: "l" },
    ],
    steps: ["Die Karotten würfeln.", "Linsen und Karotten in der Brühe 20 Minuten köcheln lassen."],
  },
  {
    locale: "ar",
    dir: "rtl",
    dateSeparator: "/",
    person: ["أمل", "حداد"],
    recipe: "شوربة عدس",
    lines: [
      { name: "عدس أحمر", quantity: 200, unit: "g" },
      { name: "جزر", quantity: 300, unit: "g" },
      { name: "مرق خضار", quantity: 1, unit: "l" },
    ],
    steps: ["قطّع الجزر مكعبات.", "اطبخ العدس والجزر في المرق 20 دقيقة."],
  },
] as const;

const LOCALES_DIR = join(import.meta.dirname, "../../app/locales");

/** A message of the language by its area and key ("meals:form.create"), as the page words it. */
function wordsOf(locale: string) {
  const areas = new Map<string, Record<string, unknown>>();
  return (key: string) => {
    const [area, path] = key.split(":") as [string, string];
    if (!areas.has(area)) areas.set(area, JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${area}.json`), "utf8")));
    const value = path
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], areas.get(area));
    if (typeof value !== "string") throw new Error(`No message ${key} in ${locale}`);
    return value.replaceAll("\u00ad", "");
  };
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(LOOPS)("the daily loop in $locale at 375 px", (loop) => {
  it("signs up, plans, syncs, ticks, finds the pantry and cooks, all in the language", async () => {
    const word = wordsOf(loop.locale);
    const english = englishPhrasesFor(loop.locale);
    const page = await newPage(PHONE);
    await page.setExtraHTTPHeaders({ "Accept-Language": loop.locale });
    const screens: string[] = [];
    /** The screen as it stands: the language's, in its direction, within the phone's width. */
    const expectScreen = async (name: string) => {
      screens.push(name);
      expect(
        {
          name,
          language: await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
          english: await englishOnPage(page, english),
          overflow: await horizontalOverflow(page),
        },
        name,
      ).toEqual({ name, language: [loop.locale, loop.dir], english: [], overflow: 0 });
    };

    // Sign up on the page the browser's language gives, key by key.
    const email = uniqueEmail(`loop-${loop.locale}`);
    await page.goto("/register");
    await expectScreen("register");
    await typeInto(page.getByLabel(word("accounts:register.email")), email);
    await typeInto(page.getByLabel(word("accounts:register.password"), { exact: true }), PASSWORD);
    await typeInto(page.getByLabel(word("accounts:register.firstName")), loop.person[0]);
    await typeInto(page.getByLabel(word("accounts:register.lastName")), loop.person[1]);
    await page.getByRole("button", { name: word("accounts:register.submit") }).click();
    await page.waitForURL(/\/home$/);
    await expectScreen("home");

    // The household's recipe, in its own words, with the steps cook mode reads.
    const gql = await graphqlAs({ email, password: PASSWORD });
    const { createRecipe: recipe } = await gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id slug } }`, {
      d: {
        title: loop.recipe,
        description: loop.recipe,
        category: loop.recipe,
        servings: 2,
        ingredients: loop.lines,
        instructions: loop.steps,
      },
    });

    // Plan it for tomorrow from the planner: the day's "Add meal", the dinner type, the recipe.
    await page.goto("/plan");
    await expectScreen("plan");
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = await page
      .locator(".plan-day")
      .evaluateAll(
        (days, wanted) => days.map((element) => element.getAttribute("data-day")).find((iso) => iso === wanted) ?? null,
        tomorrow.toISOString().slice(0, 10),
      );
    if (day === null) await page.getByRole("link", { name: word("meals:plan.nextWeek") }).click();
    const target = tomorrow.toISOString().slice(0, 10);
    await page.locator(`.plan-day[data-day="${target}"] a.plan-day-add`).click();
    const dialog = page.getByRole("dialog", { name: word("meals:form.createTitle") });
    await dialog.waitFor();
    await expectScreen("plan: a new meal");
    const types = dialog.locator('select[name="type_id"] option:not([value=""])');
    expect(await types.count()).toBeGreaterThan(0);
    await dialog.locator('select[name="type_id"]').selectOption({ index: 1 });
    await dialog.getByText(loop.recipe, { exact: true }).first().click();
    await dialog.getByRole("button", { name: word("meals:form.create") }).click();
    await dialog.waitFor({ state: "detached" });
    await page.locator(`.plan-day[data-day="${target}"] article.plan-meal`, { hasText: loop.recipe }).waitFor();
    await expectScreen("plan: planned");
    const { meals } = await gql(`{ meals { recipe_id } }`);
    expect(meals).toEqual([{ recipe_id: recipe.id }]);

    // Sync the coming days' list through its three steps.
    await page.goto("/shopping-lists");
    await expectScreen("shopping lists");
    await page.getByRole("link", { name: word("shopping:sync.title") }).click();
    const sync = page.getByRole("dialog", { name: word("shopping:sync.title") });
    await sync.waitFor();
    // The day typed as the field asks for it: day, month and year, in the language's order and marks.
    const [year, month, date] = target.split("-");
    const typedTomorrow = [date, month, year].join(loop.dateSeparator);
    await typeInto(sync.locator('input[name="start"]'), typedTomorrow);
    await typeInto(sync.locator('input[name="end"]'), typedTomorrow);
    await expectScreen("sync: step 1");
    await sync.getByRole("button", { name: word("shopping:sync.next") }).click();
    await sync.getByText(loop.recipe).first().waitFor();
    await expectScreen("sync: step 2");
    await sync.getByRole("link", { name: word("shopping:sync.next") }).click();
    await sync.getByText(loop.lines[0].name).waitFor();
    await expectScreen("sync: step 3");
    await sync.getByRole("button", { name: word("shopping:actions.createList") }).click();
    await page.waitForURL(/\/shopping-lists\/\d+$/);
    await expectScreen("a list");

    // Tick the lentils: bought, and stocked in the pantry.
    const lentils = page.getByRole("checkbox", { name: loop.lines[0].name, exact: true });
    await lentils.click();
    await expect.poll(() => lentils.getAttribute("aria-checked")).toBe("true");
    await expectScreen("a list: ticked");
    await expect
      .poll(async () => ((await gql(`{ pantryItems { name } }`)).pantryItems as { name: string }[]).map((i) => i.name))
      .toContain(loop.lines[0].name);
    await page.goto("/pantry");
    await page.getByText(loop.lines[0].name).first().waitFor();
    await expectScreen("pantry");

    // Cook it: cook mode's first step, then the next.
    await page.goto(`/recipes/${recipe.slug}/cook`);
    await page.getByText(loop.steps[0]).first().waitFor();
    await expectScreen("cook mode");
    await page.getByRole("button", { name: word("recipes:cook.next") }).click();
    await page.getByText(loop.steps[1]).first().waitFor();
    await expectScreen("cook mode: step 2");
    expect(screens).toHaveLength(14);
  });
});
