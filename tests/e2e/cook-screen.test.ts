import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, PHONE } from "./browser";
import { typedDay } from "./days";

/**
 * What can I cook (/cook) as a household uses it: a pantry stocked through the API, the recipes
 * ranked by how much of them it covers, filtered by time and category with JavaScript and without
 * it on a phone, a recipe planned for tonight and its missing food put on a list, once. What D1
 * holds is read back through the API.
 */

type Gql = Awaited<ReturnType<typeof graphqlAs>>;

const RECIPES = [
  {
    title: "Garden Omelette",
    category: "Breakfast",
    total_time_minutes: 10,
    ingredients: [
      { name: "Eggs", quantity: 3, unit: "pcs" },
      { name: "Spinach", quantity: 50, unit: "g" },
      { name: "Butter", quantity: 10, unit: "g" },
    ],
  },
  {
    title: "Lentil Soup",
    category: "Mains",
    total_time_minutes: 40,
    ingredients: [
      { name: "Lentils", quantity: 200, unit: "g" },
      { name: "Carrot", quantity: 2, unit: "pcs" },
      { name: "Onion", quantity: 1, unit: "pcs" },
      { name: "Stock", quantity: 1, unit: "l" },
    ],
  },
  {
    title: "Feta Salad",
    category: "Salads",
    total_time_minutes: 15,
    ingredients: [
      { name: "Feta", quantity: 100, unit: "g" },
      { name: "Cucumber", quantity: 1, unit: "pcs" },
      { name: "Tomato", quantity: 2, unit: "pcs" },
      { name: "Olive oil", quantity: 10, unit: "ml" },
    ],
  },
];

/** What the pantry holds: all of the omelette (its eggs to use soon), half the soup, the salad's oil. */
const PANTRY: [name: string, quantity: number, unit: string, soon?: boolean][] = [
  ["Eggs", 6, "pcs", true],
  ["Spinach", 200, "g"],
  ["Butter", 250, "g"],
  ["Lentils", 500, "g"],
  ["Onion", 3, "pcs"],
  ["Olive oil", 500, "ml"],
];

/** A new household with the three recipes and the pantry above; no shopping list. */
async function household() {
  const account = await registerAccount("Cooper", "Cook");
  const gql = await graphqlAs(account);
  const recipeIds: Record<string, number> = {};
  for (const recipe of RECIPES) {
    const { createRecipe } = await gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }`, {
      d: { ...recipe, description: recipe.title, servings: 2 },
    });
    recipeIds[recipe.title] = createRecipe.id;
  }
  const { getAllIngredients } = await gql(`{ getAllIngredients { id name } }`);
  const tomorrow = typedDay(new Date(Date.now() + 86_400_000));
  for (const [name, quantity, unit, soon] of PANTRY)
    await gql(
      `mutation($i: Int!, $q: Float!, $u: String, $b: String) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: $u, best_before: $b) { id } }`,
      {
        i: getAllIngredients.find((ingredient: { name: string }) => ingredient.name === name).id,
        q: quantity,
        u: unit,
        b: soon ? tomorrow : null,
      },
    );
  return { account, gql, recipeIds };
}

const card = (page: Page, title: string) => page.locator(".cook-card", { hasText: title });
const titles = (page: Page) => page.locator(".cook-card h2").allTextContents();
const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

type ListItem = { name: string; quantity: number; unit: string; is_bought: boolean };

/** The group's lists and their items (by name: a list's own order is its store's walk), as D1 holds them. */
const listsOf = async (gql: Gql) =>
  (
    (await gql(`{ shoppingLists { title items { name quantity unit is_bought } } }`)).shoppingLists as {
      title: string;
      items: ListItem[];
    }[]
  ).map((list) => ({ ...list, items: list.items.sort((a, b) => a.name.localeCompare(b.name)) }));

describe("what can I cook", () => {
  it("ranks what the pantry covers first, and filters by time and category as they are chosen", async () => {
    const { account } = await household();
    const page = await signedInPage(account, DESKTOP);
    await page.goto("/pantry");
    await page.getByRole("link", { name: "What can I cook?" }).click();
    await page.waitForURL(/\/cook$/);
    // The URL changes as the page's data arrives, a moment before the page shows it.
    await expect.poll(() => titles(page)).toEqual(["Garden Omelette", "Lentil Soup", "Feta Salad"]);
    const omelette = await card(page, "Garden Omelette").textContent();
    expect(omelette).toContain("You have 3 of 3");
    expect(omelette).toContain("Uses 1 thing to use soon");
    expect(omelette).toContain("Nothing missing");
    const soup = await card(page, "Lentil Soup").textContent();
    expect(soup).toContain("You have 2 of 4");
    expect(soup).toContain("Missing: Carrot, Stock");
    expect(soup).not.toContain("to use soon");
    expect(await card(page, "Feta Salad").textContent()).toContain("Missing: Feta, Cucumber, Tomato");

    // With JavaScript each choice applies at once, and the URL says it.
    const filters = page.getByRole("region", { name: "Filter recipes" });
    await filters.getByLabel("Time").selectOption({ label: "15 min or less" });
    await page.waitForURL(/\/cook\?time=15/);
    await expect.poll(() => titles(page)).toEqual(["Garden Omelette", "Feta Salad"]);
    await filters.getByLabel("Category").selectOption({ label: "Salads" });
    await page.waitForURL(/category=\d+/);
    await expect.poll(() => titles(page)).toEqual(["Feta Salad"]);
    await filters.getByLabel("Category").selectOption({ label: "Mains" });
    await page.getByText("No recipe matches").waitFor();
    await page.getByRole("link", { name: "Clear filters" }).first().click();
    await page.waitForURL(/\/cook$/);
    await expect.poll(() => titles(page)).toEqual(["Garden Omelette", "Lentil Soup", "Feta Salad"]);
  });

  it("filters without JavaScript on a phone", async () => {
    const { account } = await household();
    const page = await signedInPage(account, PHONE, { javaScript: false });
    await page.goto("/cook");
    expect(await titles(page)).toEqual(["Garden Omelette", "Lentil Soup", "Feta Salad"]);
    expect(await noSideways(page)).toBe(true);
    const filters = page.getByRole("region", { name: "Filter recipes" });
    await filters.getByText("Filters", { exact: true }).click();
    await filters.getByLabel("Category").selectOption({ label: "Mains" });
    await filters.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/\/cook\?time=&category=\d+$/);
    expect(await titles(page)).toEqual(["Lentil Soup"]);
    await filters.getByText("Filters", { exact: true }).click();
    // The page's filters are kept in the form: the time is added to the category.
    await filters.getByLabel("Time").selectOption({ label: "30 min or less" });
    await filters.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/\/cook\?time=30&category=\d+$/);
    await page.getByText("No recipe matches").waitFor();
    expect(await noSideways(page)).toBe(true);
  });

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("plans a recipe for tonight and puts its missing food on a list once, %s", async (_mode, javaScript) => {
    const { account, gql, recipeIds } = await household();
    const page = await signedInPage(account, PHONE, { javaScript });
    await page.goto("/cook?time=45");
    if (javaScript) await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

    await card(page, "Lentil Soup").getByRole("button", { name: "Plan for tonight" }).click();
    await page.getByText('Planned "Lentil Soup" for tonight: Dinner at 19:00.').waitFor();
    expect(page.url()).toMatch(/\/cook\?time=45$/);
    expect(await page.getByRole("link", { name: "See the plan" }).getAttribute("href")).toBe("/plan");
    const { meals } = await gql(`{ meals { recipe_id scheduled_date type { name } } }`);
    // Tonight in this machine's zone (the browser's), at the Dinner type's time.
    const tonight = new Date();
    tonight.setHours(19, 0, 0, 0);
    expect(meals).toEqual([
      { recipe_id: recipeIds["Lentil Soup"], scheduled_date: tonight.toISOString(), type: { name: "Dinner" } },
    ]);

    const addMissing = card(page, "Lentil Soup").getByRole("button", { name: "Add missing to list" });
    await addMissing.click();
    await page.getByText("Added 2 items to Shopping.").waitFor();
    const once = [
      {
        title: "Shopping",
        items: [
          { name: "Carrot", quantity: 2, unit: "pcs", is_bought: false },
          { name: "Stock", quantity: 1, unit: "l", is_bought: false },
        ],
      },
    ];
    expect(await listsOf(gql)).toEqual(once);
    // A second tap finds it all on the list already.
    await addMissing.click();
    await page.getByText("Nothing added: Shopping has all of it already.").waitFor();
    expect(await listsOf(gql)).toEqual(once);
    expect(page.url()).toMatch(/\/cook\?time=45$/);
    expect(await noSideways(page)).toBe(true);
    if (javaScript) expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
  });
});
