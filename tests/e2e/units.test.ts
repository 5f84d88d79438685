import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, sessionOf, signedInPage } from "./accounts";
import { apiURL, PHONE_AND_DESKTOP, WITH_AND_WITHOUT_JAVASCRIPT } from "./browser";

/**
 * The units a person reads: chosen on the settings page as a person does it (a click on a radio
 * button and Save), then read on the recipe page, the shopping list and the pantry, in US
 * customary and then in metric; while the stored amounts stay as the cooks wrote them.
 */

async function household() {
  const account = await registerAccount("Una", "Units");
  const gql = await graphqlAs(account);
  const { createRecipe: recipe } = await gql(
    `mutation($data: RecipeInput!) { createRecipe(data: $data) { id slug } }`,
    {
      data: {
        title: "Cheese scones",
        description: "Scones for tea",
        category: "Baking",
        servings: 4,
        ingredients: [
          { name: "Plain flour", quantity: 1, unit: "cup" },
          { name: "Cheddar", quantity: 200, unit: "g" },
          { name: "Whole milk", quantity: 300, unit: "ml" },
          { name: "Grandma's secret", quantity: 1, unit: "cup" },
          { name: "Eggs", quantity: 2, unit: "pcs" },
        ],
      },
    },
  );
  const { getAllIngredients } = await gql(`{ getAllIngredients { id name } }`);
  const idOf = (name: string) =>
    (getAllIngredients as { id: number; name: string }[]).find((one) => one.name === name)!.id;
  const { createShoppingList: list } = await gql(
    `mutation { createShoppingList(title: "Baking day", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
  );
  for (const [name, quantity] of [
    ["Plain flour", 250],
    ["Cheddar", 200],
  ] as const)
    await gql(
      `mutation($l: Int!, $i: Int!, $n: String!, $q: Float!) { createShoppingItem(list_id: $l, ingredient_id: $i, name: $n, quantity: $q, unit: "g") { id } }`,
      { l: list.id, i: idOf(name), n: name, q: quantity },
    );
  for (const [name, quantity] of [
    ["Plain flour", 500],
    ["Cheddar", 100],
  ] as const)
    await gql(
      `mutation($i: Int!, $q: Float!) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: "g") { id } }`,
      {
        i: idOf(name),
        q: quantity,
      },
    );
  /** What the API holds of every amount: it must not change whatever the person reads. */
  const stored = async () => {
    const read = await gql(
      `query($slug: String!, $list: Int!) {
        recipeBySlug(slug: $slug) { ingredients { name quantity unit } }
        shoppingList(id: $list) { items { name quantity unit } }
        pantryItems { name quantity unit }
      }`,
      { slug: recipe.slug, list: list.id },
    );
    return JSON.stringify(read);
  };
  return {
    account,
    recipePath: `/recipes/${recipe.slug}?tab=ingredients`,
    listPath: `/shopping-lists/${list.id}`,
    stored,
  };
}

const text = (value: string) => value.replace(/\s+/g, " ").trim();

async function chooseUnits(page: Page, label: RegExp, saved: string) {
  await page.goto("/user");
  const choice = page.getByRole("radio", { name: label });
  await choice.check();
  await page.getByRole("button", { name: "Save units" }).click();
  const toast = page.getByText(/Amounts now read/).first();
  await toast.waitFor();
  expect(text(await toast.innerText())).toBe(saved);
  await page.goto("/user");
  expect(await page.getByRole("radio", { name: label }).isChecked()).toBe(true);
}

async function recipeRow(page: Page, name: string) {
  return text(await page.locator(".recipe-ingredients tbody tr", { hasText: name }).first().innerText());
}
async function listRow(page: Page, name: string) {
  return text(await page.locator(".item-row", { hasText: name }).first().innerText());
}
async function pantryRow(page: Page, name: string) {
  return text(await page.locator(".pantry-row", { hasText: name }).first().locator(".pantry-line").innerText());
}

async function unitsOnRecord(account: Parameters<typeof sessionOf>[0]) {
  const { access_token } = await sessionOf(account);
  const response = await fetch(`${apiURL()}/v1/user/profile`, { headers: { Authorization: `Bearer ${access_token}` } });
  return ((await response.json()) as { user: { units: string } }).user.units;
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(PHONE_AND_DESKTOP)("units at %s", (_width, viewport) => {
  describe.each(WITH_AND_WITHOUT_JAVASCRIPT)("%s", (_scripts, javaScript) => {
    it("reads the recipe, the list and the pantry in US customary, then in metric, changing nothing stored", async () => {
      const home = await household();
      const before = await home.stored();
      const page = await signedInPage(home.account, viewport, { javaScript });
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));

      // A new account reads amounts as written.
      await page.goto("/user");
      expect(await page.getByRole("radio", { name: /As written/ }).isChecked()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);

      await chooseUnits(page, /US customary/, "Amounts now read in US customary (cups, oz).");
      expect(await unitsOnRecord(home.account)).toBe("us");
      await page.goto(home.recipePath);
      expect(await recipeRow(page, "Plain flour")).toBe("Plain flour 1 cup");
      expect(await recipeRow(page, "Cheddar")).toBe("Cheddar 7 oz");
      expect(await recipeRow(page, "Whole milk")).toBe("Whole milk 1 ¼ cups");
      expect(await recipeRow(page, "Grandma's secret")).toBe("Grandma's secret 1 cup");
      expect(await recipeRow(page, "Eggs")).toBe("Eggs 2");
      expect(await horizontalOverflow(page)).toBe(0);
      await page.goto(home.listPath);
      expect(await listRow(page, "Plain flour")).toContain("2 cups");
      expect(await listRow(page, "Cheddar")).toContain("7 oz");
      await page.goto("/pantry");
      expect(await pantryRow(page, "Plain flour")).toContain("4 cups");
      expect(await pantryRow(page, "Cheddar")).toContain("4 oz");

      await chooseUnits(page, /Metric/, "Amounts now read in metric (g, ml).");
      expect(await unitsOnRecord(home.account)).toBe("metric");
      await page.goto(home.recipePath);
      expect(await recipeRow(page, "Plain flour")).toBe("Plain flour 125 g");
      expect(await recipeRow(page, "Cheddar")).toBe("Cheddar 200 g");
      expect(await recipeRow(page, "Whole milk")).toBe("Whole milk 300 ml");
      // A food no table knows keeps its cook's cup: its weight would be a guess.
      expect(await recipeRow(page, "Grandma's secret")).toBe("Grandma's secret 1 cup");
      await page.goto(home.listPath);
      expect(await listRow(page, "Plain flour")).toContain("250 g");
      await page.goto("/pantry");
      expect(await pantryRow(page, "Plain flour")).toContain("500 g");
      expect(await pantryRow(page, "Cheddar")).toContain("100 g");

      expect(await home.stored()).toBe(before);
      expect(consoleErrors).toEqual([]);
    });
  });
});
