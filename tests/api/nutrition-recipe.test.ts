import { describe, expect, it } from "vitest";
import { foodOfLine, recipeNutrition } from "../../worker-api/src/nutrition/recipe-nutrition";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { id slug } }`;
const NUTRITION = `nutrition {
  per_serving { energy_kcal protein_g fat_g saturated_fat_g carbohydrate_g sugars_g fiber_g sodium_mg salt_g }
  lines_matched lines_total unmatched allergens diets
}`;
const PAGE = `query($slug: String!) {
  recipeBySlug(slug: $slug) { id title servings category { name } ingredients { id name quantity unit note free_of } ${NUTRITION} }
}`;

/**
 * Pancakes for four, as a cook writes them: three lines with a weight, salt without an amount
 * (known, it adds nothing), and a line of a food no table knows.
 */
const pancakes = {
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
};

async function household() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const created = await gql(user.token, CREATE, { data: pancakes });
  expect(created.body.errors).toBeUndefined();
  const { id, slug } = created.body.data.createRecipe as { id: number; slug: string };
  const page = async () => {
    const read = await gql(user.token, PAGE, { slug });
    expect(read.body.errors).toBeUndefined();
    return { ...read.body.data.recipeBySlug, trips: read.trips };
  };
  const ingredientId = async (name: string) =>
    (await rows<{ id: number }>("SELECT id FROM ingredients WHERE group_id = ? AND name = ?", groupId, name))[0]!.id;
  return { user, groupId, id, slug, page, ingredientId };
}

describe("a recipe's nutrition", () => {
  it("is computed per serving from the lines' foods and weights, naming the line it could not count", async () => {
    const { page } = await household();
    const recipe = await page();
    // Flour 364 kcal/100 g × 200 g, two eggs (~100 g at 143), 300 ml of whole milk (~305 g at 61):
    // about 1,060 kcal for four.
    expect(recipe.nutrition.per_serving.energy_kcal).toBeGreaterThan(240);
    expect(recipe.nutrition.per_serving.energy_kcal).toBeLessThan(290);
    expect(recipe.nutrition.per_serving.protein_g).toBeGreaterThan(8);
    expect(recipe.nutrition.per_serving.protein_g).toBeLessThan(12);
    expect(recipe.nutrition.per_serving.salt_g).toBeCloseTo((recipe.nutrition.per_serving.sodium_mg * 2.5) / 1000, 6);
    expect(recipe.nutrition).toMatchObject({
      lines_matched: 4,
      lines_total: 5,
      unmatched: ["Grandma's secret"],
      allergens: ["gluten", "eggs", "milk"],
      diets: ["vegetarian"],
    });
  });

  it("is read with the recipe, its lines and its category in the recipe's one round trip", async () => {
    const { user, slug, page } = await household();
    const bare = await gql(user.token, `query($slug: String!) { recipeBySlug(slug: $slug) { id } }`, { slug });
    const full = await page();
    expect(full.ingredients).toHaveLength(5);
    expect(full.category).toEqual({ name: "Breakfast" });
    expect(full.trips).toBe(bare.trips);
  });

  it("keeps a line's allergen marks through an update that leaves them out", async () => {
    const { user, id, page, ingredientId } = await household();
    const marked = pancakes.ingredients.map((line) =>
      line.name === "Plain flour" ? { ...line, free_of: ["gluten"] } : line,
    );
    const update = `mutation($id: Int!, $lines: [RecipeIngredientInput!]) { updateRecipe(id: $id, ingredients: $lines) { id } }`;
    expect((await gql(user.token, update, { id, lines: marked })).body.errors).toBeUndefined();
    let recipe = await page();
    expect(recipe.nutrition.allergens).toEqual(["eggs", "milk"]);
    expect(recipe.nutrition.diets).toEqual(["vegetarian", "gluten-free"]);
    expect(recipe.ingredients.find((line: { name: string }) => line.name === "Plain flour").free_of).toEqual([
      "gluten",
    ]);

    // The edit form sends the lines again without marks: the flour keeps its own.
    const renamed = pancakes.ingredients.map((line) => (line.name === "Eggs" ? { ...line, quantity: 3 } : line));
    expect((await gql(user.token, update, { id, lines: renamed })).body.errors).toBeUndefined();
    recipe = await page();
    expect(recipe.nutrition.allergens).toEqual(["eggs", "milk"]);
    const flour = await ingredientId("Plain flour");
    expect(
      await rows("SELECT free_of FROM recipe_ingredients WHERE recipe_id = ? AND ingredient_id = ?", id, flour),
    ).toEqual([{ free_of: 1 }]);
  });

  it("refuses a mark that is not an allergen and writes nothing", async () => {
    const { user, id } = await household();
    const lines = pancakes.ingredients.map((line) =>
      line.name === "Plain flour" ? { ...line, free_of: ["gluten", "plutonium"] } : line,
    );
    const update = await gql(
      user.token,
      `mutation($id: Int!, $lines: [RecipeIngredientInput!]) { updateRecipe(id: $id, ingredients: $lines) { id } }`,
      { id, lines },
    );
    expect(update.body.errors?.[0]?.message).toMatch(/An allergen is one of gluten, crustaceans/);
    expect(
      await rows("SELECT count(*) AS marked FROM recipe_ingredients WHERE recipe_id = ? AND free_of != 0", id),
    ).toEqual([{ marked: 0 }]);
  });
});

describe("an ingredient's food", () => {
  const FOOD = `query($id: Int!) { getIngredientByID(id: $id) { name food { id description group per_100g { energy_kcal } } food_chosen calories_per_100g calories_from_food } }`;
  const CHOOSE = `mutation($id: Int!, $food: Int, $kcal: Float) { updateIngredient(id: $id, food_id: $food, calories_per_100g: $kcal) { id } }`;

  it("is found by the name, fills the calories unless typed, and can be chosen, or refused as none", async () => {
    const { user, page, ingredientId } = await household();
    const flour = await ingredientId("Plain flour");
    const found = (await gql(user.token, FOOD, { id: flour })).body.data.getIngredientByID;
    expect(found.food.description).toMatch(/^Wheat flour, white, all-purpose/);
    expect(found).toMatchObject({ food_chosen: false, calories_from_food: true });
    expect(found.calories_per_100g).toBe(found.food.per_100g.energy_kcal);

    // The household says none of the foods is its flour: the line is no longer counted.
    expect((await gql(user.token, CHOOSE, { id: flour, food: 0 })).body.errors).toBeUndefined();
    let recipe = await page();
    expect(recipe.nutrition).toMatchObject({ lines_matched: 3, unmatched: ["Plain flour", "Grandma's secret"] });
    let stored = (await gql(user.token, FOOD, { id: flour })).body.data.getIngredientByID;
    expect(stored).toMatchObject({ food: null, food_chosen: true, calories_per_100g: null, calories_from_food: false });

    // Its own figure wins over the food's, and a number that is no food is refused, changing nothing.
    expect((await gql(user.token, CHOOSE, { id: flour, food: null, kcal: 350 })).body.errors).toBeUndefined();
    stored = (await gql(user.token, FOOD, { id: flour })).body.data.getIngredientByID;
    expect(stored).toMatchObject({ food_chosen: false, calories_per_100g: 350, calories_from_food: false });
    const refused = await gql(user.token, CHOOSE, { id: flour, food: 99_999_999 });
    expect(refused.body.errors?.[0]?.message).toBe("No food has the number 99999999");
    expect(await rows("SELECT food_id, calories_per_100g FROM ingredients WHERE id = ?", flour)).toEqual([
      { food_id: null, calories_per_100g: 350 },
    ]);
    recipe = await page();
    expect(recipe.nutrition.lines_matched).toBe(4);
  });
});

describe("a plan's days", () => {
  const DAYS = `query($from: String!, $to: String!, $offset: Int) {
    nutritionByDay(start_date: $from, end_date: $to, utc_offset_minutes: $offset) {
      date meals_counted meals_total per_person { energy_kcal salt_g }
    }
  }`;

  it("add up a serving of each meal planned, on the asker's clock", async () => {
    const { user, id, page } = await household();
    const [{ id: typeId }] = (await gql(user.token, "{ mealTypes { id } }")).body.data.mealTypes;
    const plan = `mutation($t: String!, $d: String, $r: Int, $type: Int!) { createMeal(title: $t, scheduled_date: $d, recipe_id: $r, type_id: $type) { id } }`;
    for (const [title, date, recipe] of [
      ["Breakfast", "2026-06-02T08:00:00.000Z", id],
      ["Supper", "2026-06-02T18:00:00.000Z", id],
      ["Out", "2026-06-02T12:00:00.000Z", null],
      // 23:30 UTC on the 3rd is the 4th two hours east of UTC.
      ["Late", "2026-06-03T23:30:00.000Z", id],
    ] as const)
      expect((await gql(user.token, plan, { t: title, d: date, r: recipe, type: typeId })).body.errors).toBeUndefined();
    const serving = (await page()).nutrition.per_serving.energy_kcal;

    const utc = (await gql(user.token, DAYS, { from: "01/06/2026", to: "07/06/2026" })).body.data.nutritionByDay;
    expect(utc.map((day: { date: string }) => day.date)).toEqual(["02/06/2026", "03/06/2026"]);
    expect(utc[0]).toMatchObject({ meals_counted: 2, meals_total: 3 });
    expect(utc[0].per_person.energy_kcal).toBeCloseTo(2 * serving, 6);

    const east = (await gql(user.token, DAYS, { from: "01/06/2026", to: "07/06/2026", offset: 120 })).body.data
      .nutritionByDay;
    expect(east.map((day: { date: string }) => day.date)).toEqual(["02/06/2026", "04/06/2026"]);

    const refused = await gql(user.token, DAYS, { from: "01/06/2026", to: "07/06/2026", offset: 24 * 60 });
    expect(refused.body.errors?.[0]?.message).toBe("utc_offset_minutes must be between -840 and 840");
  });
});

describe("a search leaving allergens out", () => {
  const SEARCH = `query($free: [String!], $diets: [String!]) {
    recipes(free_of: $free, diets: $diets) { title }
    recipeCount(free_of: $free, diets: $diets)
  }`;
  const titles = async (token: string, variables: Record<string, unknown>) => {
    const found = await gql(token, SEARCH, variables);
    expect(found.body.errors).toBeUndefined();
    const recipes = (found.body.data.recipes as { title: string }[]).map((recipe) => recipe.title).sort();
    expect(found.body.data.recipeCount).toBe(recipes.length);
    return recipes;
  };

  it("keeps recipes free of them and those every line of which allows the diets", async () => {
    const { user } = await household();
    const rice = {
      title: "Plain rice",
      description: "Rice",
      category: "Sides",
      ingredients: [
        { name: "Basmati rice", quantity: 200, unit: "g" },
        { name: "Water", quantity: 400, unit: "ml" },
        { name: "Salt", quantity: 1, unit: "tsp" },
      ],
    };
    expect((await gql(user.token, CREATE, { data: rice })).body.errors).toBeUndefined();
    expect(await titles(user.token, {})).toEqual(["Pancakes", "Plain rice"]);
    expect(await titles(user.token, { free: ["gluten"] })).toEqual(["Plain rice"]);
    expect(await titles(user.token, { free: ["peanuts"] })).toEqual(["Pancakes", "Plain rice"]);
    expect(await titles(user.token, { diets: ["vegetarian"] })).toEqual(["Pancakes", "Plain rice"]);
    expect(await titles(user.token, { diets: ["vegan", "gluten-free"] })).toEqual(["Plain rice"]);
    const refused = await gql(user.token, SEARCH, { free: ["gluten", "kryptonite"] });
    expect(refused.body.errors?.[0]?.message).toBe(
      'free_of takes gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs; "kryptonite" is none of them',
    );
  });

  it("reads a renamed ingredient's lines again", async () => {
    const { user, ingredientId } = await household();
    const flour = await ingredientId("Plain flour");
    const rename = `mutation($id: Int!) { updateIngredient(id: $id, name: "Rice flour") { id } }`;
    expect((await gql(user.token, rename, { id: flour })).body.errors).toBeUndefined();
    expect(await rows("SELECT allergens FROM recipe_ingredients WHERE ingredient_id = ?", flour)).toEqual([
      { allergens: 0 },
    ]);
    expect(await titles(user.token, { free: ["gluten"] })).toEqual(["Pancakes"]);
  });

  it("analyses the lines written without an analysis before it answers", async () => {
    const { user, id } = await household();
    // As an archive's import writes them: lines with no analysis.
    await rows("UPDATE recipe_ingredients SET allergens = NULL, diets = NULL WHERE recipe_id = ?", id);
    expect(await titles(user.token, { free: ["peanuts"] })).toEqual(["Pancakes"]);
    expect(await titles(user.token, { free: ["milk"] })).toEqual([]);
    expect(
      await rows("SELECT count(*) AS pending FROM recipe_ingredients WHERE recipe_id = ? AND allergens IS NULL", id),
    ).toEqual([{ pending: 0 }]);
  });
});

describe("lines as pages write them", () => {
  const line = (name: string, quantity: number, unit: string, note = "") => ({
    name,
    quantity,
    unit,
    note,
    foodId: null,
    freeOf: 0,
  });

  it("leaves a heading kept as a line out of the lines it counts", () => {
    const result = recipeNutrition([line("Toppings:", 0, ""), line("butter", 100, "g")], 1);
    expect(result).toMatchObject({ lines_matched: 1, lines_total: 1, unmatched: [] });
  });

  it("counts a line to taste at nothing, though an amount was read for it", () => {
    const result = recipeNutrition([line("q.b. coentros", 1, "pcs"), line("salt", 1, "pcs", "to taste")], 1);
    expect(result).toMatchObject({ lines_matched: 2, lines_total: 2 });
    expect(result.per_serving.energy_kcal).toBe(0);
    expect(result.per_serving.sodium_mg).toBe(0);
  });

  it("reads the juice or zest of a counted fruit written as the name", () => {
    const result = recipeNutrition([line("Juice from 2 lemons", 0, ""), line("Zest of 1 lemon", 0, "")], 1);
    expect(result).toMatchObject({ lines_matched: 2, lines_total: 2 });
    // Two lemons' juice (48 g each, 22 kcal/100 g) and a tablespoon of peel (6 g, 47 kcal/100 g).
    expect(result.per_serving.energy_kcal).toBeCloseTo(0.96 * 22 + 0.06 * 47, 1);
  });

  it("weighs a counted line by the weight its note states", () => {
    const result = recipeNutrition([line("pork shoulder roast", 1, "pcs", "about 1.8 kg")], 1);
    expect(result.lines_matched).toBe(1);
    expect(result.per_serving.energy_kcal).toBeGreaterThan(2500);
  });
});

describe("a line's food at the grade of fat it states", () => {
  const food = (name: string, note = "", foodId: number | null = null) =>
    foodOfLine({ name, note, foodId })?.description;

  it("reads ground beef at the lean or fat percentage of its name or note", () => {
    expect(food("ground beef")).toBe("Beef, ground, 80% lean meat / 20% fat, raw");
    expect(food("90% lean ground beef")).toBe("Beef, ground, 90% lean meat / 10% fat, raw");
    expect(food("ground beef", "(lean, 90%)")).toBe("Beef, ground, 90% lean meat / 10% fat, raw");
    expect(food("ground beef", "85/15")).toBe("Beef, ground, 85% lean meat / 15% fat, raw");
    expect(food("ground beef", "(7-20 % fat)")).toBe("Beef, ground, 85% lean meat / 15% fat, raw");
    // The household's choice, and foods without grades, stay as they are.
    expect(food("ground beef", "90% lean", 23572)).toBe("Beef, ground, 80% lean meat / 20% fat, raw");
    expect(food("whole milk", "3.25% fat")).toMatch(/^Milk, whole/);
  });
});
