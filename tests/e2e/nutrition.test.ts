import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { WITH_AND_WITHOUT_JAVASCRIPT } from "./browser";
import { axeViolations } from "./axe";

/**
 * What is in the food, where a household reads it: a recipe's nutrition per serving, what it rests
 * on, its allergens and diets on the recipe page, and each day's energy on the plan; at a phone's
 * and a laptop's width, with and without JavaScript.
 */
const SCREENS = [
  ["375 px", { width: 375, height: 812 }],
  ["1280 px", { width: 1280, height: 800 }],
] as const;

/** A household of its own with pancakes for four, planned twice today. */
async function pancakeHousehold() {
  const account = await registerAccount("Nutri", "Tion");
  const gql = await graphqlAs(account);
  const { createRecipe: recipe } = await gql(
    `mutation($data: RecipeInput!) { createRecipe(data: $data) { id slug nutrition { per_serving { energy_kcal } } } }`,
    {
      data: {
        title: "Pancakes",
        description: "Thin pancakes",
        category: "Breakfast",
        servings: 4,
        ingredients: [
          { name: "Plain flour", quantity: 200, unit: "g" },
          { name: "Eggs", quantity: 2, unit: "pcs" },
          { name: "Whole milk", quantity: 300, unit: "ml" },
          { name: "Salt", quantity: null, unit: "", note: "a pinch" },
          { name: "Grandma's secret", quantity: 1, unit: "tsp" },
        ],
      },
    },
  );
  const { mealTypes } = await gql(`{ mealTypes { id } }`);
  const today = new Date().toISOString().slice(0, 10);
  for (const hour of ["08", "12"])
    await gql(
      `mutation($r: Int!, $t: Int!, $d: String!) { createMeal(title: "Pancakes", recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
      {
        r: recipe.id,
        t: mealTypes[0].id,
        d: `${today}T${hour}:00:00.000Z`,
      },
    );
  await gql(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
    data: {
      title: "Plain rice",
      description: "Rice for the side",
      category: "Sides",
      ingredients: [
        { name: "Basmati rice", quantity: 200, unit: "g" },
        { name: "Water", quantity: 400, unit: "ml" },
      ],
    },
  });
  const kcal = recipe.nutrition.per_serving.energy_kcal as number;
  const { getAllIngredients } = await gql(`{ getAllIngredients { id name } }`);
  const flourId = (getAllIngredients as { id: number; name: string }[]).find((one) => one.name === "Plain flour")!.id;
  return { account, gql, path: `/recipes/${recipe.slug}`, kcal, today, flourId };
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(SCREENS)("nutrition at %s", (_width, screen) => {
  describe.each(WITH_AND_WITHOUT_JAVASCRIPT)("%s", (_scripts, javaScript) => {
    it("shows a serving's nutrition, what it rests on and the allergens on the recipe, and a day's energy on the plan", async () => {
      const household = await pancakeHousehold();
      const page = await signedInPage(household.account, screen, { javaScript });
      await page.goto(household.path);
      const facts = page.getByRole("region", { name: "Nutrition per serving" });
      await facts.scrollIntoViewIfNeeded();
      expect(await facts.isVisible()).toBe(true);
      expect(await facts.locator("dt").allTextContents()).toEqual([
        "Energy",
        "Protein",
        "Fat",
        "of which saturates",
        "Carbohydrate",
        "of which sugars",
        "Fibre",
        "Salt",
      ]);
      expect(await facts.locator("dd").first().textContent()).toBe(`${Math.round(household.kcal)} kcal`);
      expect(await facts.textContent()).toContain("From 4 of 5 lines. Not counted: Grandma's secret.");
      expect(await facts.textContent()).toContain("Allergens: Gluten, Eggs, Milk · Vegetarian");
      expect(await horizontalOverflow(page)).toBe(0);
      if (javaScript) expect(await axeViolations(page)).toEqual([]);

      // Two servings planned today: the day's energy for one person is twice the serving's.
      await page.goto("/plan");
      const day = page.locator(`[data-day="${household.today}"]`);
      expect(await day.locator(".plan-day-energy").textContent()).toBe(
        `${Math.round(2 * household.kcal).toLocaleString("en-GB")} kcal a person`,
      );
      expect(await horizontalOverflow(page)).toBe(0);
      if (javaScript) expect(await axeViolations(page)).toEqual([]);
    });
  });
});

describe.each(SCREENS)("the recipe grid's allergen and diet filters at %s", (_width, screen) => {
  describe.each(WITH_AND_WITHOUT_JAVASCRIPT)("%s", (_scripts, javaScript) => {
    it("leaves out the recipes holding the allergen, and keeps those of the diet", async () => {
      const household = await pancakeHousehold();
      const page = await signedInPage(household.account, screen, { javaScript });
      await page.goto("/recipes");
      const titles = () => page.locator(".recipe-card h2").allTextContents();
      expect((await titles()).sort()).toEqual(["Pancakes", "Plain rice"]);
      // On a phone the filters wait behind their button.
      const toggle = page.locator(".filter-toggle-button");
      if (await toggle.isVisible()) await toggle.click();
      await page.getByLabel("Free of").selectOption({ label: "Gluten" });
      if (!javaScript) await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/free=gluten/);
      await expect.poll(titles).toEqual(["Plain rice"]);
      await page.goto("/recipes?diet=vegetarian&free=milk");
      expect(await titles()).toEqual(["Plain rice"]);
      expect(await page.getByLabel("Diet").inputValue()).toBe("vegetarian");
      if (javaScript) expect(await axeViolations(page)).toEqual([]);
    });
  });
});

describe.each(SCREENS)("an ingredient's food at %s", (_width, screen) => {
  describe.each(WITH_AND_WITHOUT_JAVASCRIPT)("%s", (_scripts, javaScript) => {
    it("is chosen on the ingredient's dialog, and the recipe counts by it", async () => {
      const household = await pancakeHousehold();
      const page = await signedInPage(household.account, screen, { javaScript });
      await page.goto(`/ingredients?action=edit&id=${household.flourId}`);
      const food = page.getByLabel("Food, for nutrition");
      expect(await food.inputValue()).toBe("auto");
      expect(await food.locator("option").first().textContent()).toMatch(
        /^Found by its name: Wheat flour, white, all-purpose/,
      );
      await food.selectOption("0");
      // The dialog asks for a type and a group too (a line's new ingredient has neither): the
      // household has no group yet, so it names a new one.
      await page.getByLabel("Type").pressSequentially("baking");
      await page.getByLabel("New group name").pressSequentially("Baking");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.waitForURL((url) => !url.search.includes("action=edit"));
      expect(
        (
          await household.gql(`query($id: Int!) { getIngredientByID(id: $id) { food_chosen food { id } } }`, {
            id: household.flourId,
          })
        ).getIngredientByID,
      ).toEqual({ food_chosen: true, food: null });
      await page.goto(household.path);
      const facts = page.getByRole("region", { name: "Nutrition per serving" });
      expect(await facts.textContent()).toContain("From 3 of 5 lines. Not counted: Plain flour, Grandma's secret.");
      expect(await horizontalOverflow(page)).toBe(0);

      // Back to the food its name finds.
      await page.goto(`/ingredients?action=edit&id=${household.flourId}`);
      expect(await page.getByLabel("Food, for nutrition").inputValue()).toBe("0");
      await page.getByLabel("Food, for nutrition").selectOption("auto");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.waitForURL((url) => !url.search.includes("action=edit"));
      await page.goto(household.path);
      expect(await page.getByRole("region", { name: "Nutrition per serving" }).textContent()).toContain(
        "From 4 of 5 lines.",
      );
      if (javaScript) expect(await axeViolations(page)).toEqual([]);
    });
  });
});
