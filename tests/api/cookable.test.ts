import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { gql } from "./helpers";
import { dishesOfOneFood, kitchen, riceBowl, type Ask } from "./kitchen";

// What to cook, on real D1: recipes ranked by how much of them the pantry holds (enough of, where
// amounts compare), then by the food to use soon they use, with what is missing; filtered by time
// and category.

const COOKABLE = `query($l: Int, $m: Int, $c: Int) { cookable(limit: $l, max_minutes: $m, category_id: $c) { recipe { title } have_count total_count missing use_soon_count } }`;

const cookable = async (ask: Ask, variables: Record<string, unknown> = {}) =>
  ((await ask(COOKABLE, variables)).cookable as { recipe: { title: string } }[]).map(({ recipe, ...cover }) => ({
    title: recipe.title,
    ...cover,
  }));

const soon = () => {
  const day = new Date(Date.now() + 86_400_000);
  return `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;
};

describe("what to cook", () => {
  it("ranks recipes by what the pantry covers, then by food to use soon, and says what is missing", async () => {
    const { ask, stock } = await kitchen();
    const recipe = async (title: string, minutes: number | null, category: string, ingredients: object[]) =>
      (
        await ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id category { id } } }`, {
          data: { title, description: title, category, servings: 2, total_time_minutes: minutes, ingredients },
        })
      ).createRecipe as { id: number; category: { id: number } };
    await recipe("Pancakes", 20, "Breakfast", [
      { name: "Flour", quantity: 1, unit: "cup" },
      { name: "Milk", quantity: 300, unit: "ml" },
      { name: "Eggs", quantity: 2, unit: "pcs" },
    ]);
    await recipe("Omelette", 10, "Breakfast", [
      { name: "Eggs", quantity: 3, unit: "pcs" },
      { name: "Cheese", quantity: 50, unit: "g" },
    ]);
    const risotto = await recipe("Risotto", 45, "Mains", [
      { name: "Rice", quantity: 300, unit: "g" },
      { name: "Stock", quantity: 1, unit: "l" },
      { name: "Parmesan", quantity: 50, unit: "g" },
    ]);
    await recipe("Toast", null, "Breakfast", [{ name: "Bread", quantity: 2, unit: "slice" }]);
    await stock("Flour", 1, "kg");
    await stock("Milk", 1, "l");
    await stock("Eggs", 2, "pcs", soon());
    await stock("Cheese", 0, "");
    await stock("Bread", 1, "loaf");

    expect(await cookable(ask)).toEqual([
      { title: "Pancakes", have_count: 3, total_count: 3, missing: [], use_soon_count: 1 },
      // "Some" cheese counts, and so does a loaf against slices: no one can weigh them.
      { title: "Toast", have_count: 1, total_count: 1, missing: [], use_soon_count: 0 },
      { title: "Omelette", have_count: 1, total_count: 2, missing: ["Eggs"], use_soon_count: 1 },
      { title: "Risotto", have_count: 0, total_count: 3, missing: ["Rice", "Stock", "Parmesan"], use_soon_count: 0 },
    ]);
    // What is lacking: the shortfall where the pantry holds too little, the whole line where it holds none.
    const lacking = await ask(`{ cookable { recipe { title } missing_lines { name quantity unit } } }`);
    expect(
      Object.fromEntries(
        (lacking.cookable as { recipe: { title: string }; missing_lines: unknown[] }[]).map((row) => [
          row.recipe.title,
          row.missing_lines,
        ]),
      ),
    ).toEqual({
      Pancakes: [],
      Toast: [],
      Omelette: [{ name: "Eggs", quantity: 1, unit: "pcs" }],
      Risotto: [
        { name: "Rice", quantity: 300, unit: "g" },
        { name: "Stock", quantity: 1, unit: "l" },
        { name: "Parmesan", quantity: 50, unit: "g" },
      ],
    });
    // Within 15 minutes: the recipe without a time cannot promise to fit.
    expect((await cookable(ask, { m: 15 })).map((row) => row.title)).toEqual(["Omelette"]);
    expect((await cookable(ask, { c: risotto.category.id })).map((row) => row.title)).toEqual(["Risotto"]);
    expect((await cookable(ask, { l: 1 })).map((row) => row.title)).toEqual(["Pancakes"]);
    // Free of milk (the pancakes' milk, the omelette's cheese, the risotto's parmesan), or vegetarian
    // (the risotto's stock may be meat): the recipes are left out in the same read.
    const titlesFor = async (variables: Record<string, unknown>) =>
      (
        (
          await ask(
            `query($f: [String!], $d: [String!]) { cookable(free_of: $f, diets: $d) { recipe { title } } }`,
            variables,
          )
        ).cookable as { recipe: { title: string } }[]
      ).map((row) => row.recipe.title);
    expect(await titlesFor({ f: ["milk"] })).toEqual(["Toast"]);
    expect(await titlesFor({ d: ["vegetarian"] })).toEqual(["Pancakes", "Toast", "Omelette"]);
  });

  it("answers every recipe at nothing covered for an empty pantry, and refuses a bad limit", async () => {
    const { ask, meal, user } = await kitchen();
    await meal([{ name: "Oats", quantity: 100, unit: "g" }]);
    expect(await cookable(ask)).toEqual([
      { title: expect.stringMatching(/^Supper /), have_count: 0, total_count: 1, missing: ["Oats"], use_soon_count: 0 },
    ]);
    for (const limit of [0, 101]) {
      const answer = await gql(user.token, COOKABLE, { l: limit });
      expect(answer.body.errors?.[0]?.message).toContain("limit must be from 1 to 100");
    }
  });

  it("matches food by its merge key, whatever the catalogue calls it", async () => {
    const { ask, stock } = await kitchen();
    await ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title: "Eggs on toast",
        description: "Breakfast",
        category: "Breakfast",
        servings: 1,
        ingredients: [
          { name: "Large eggs*", quantity: 2, unit: "pcs" },
          { name: "Bread", quantity: 1, unit: "slice" },
        ],
      },
    });
    await ask(`mutation { createIngredient(name: "egg", type: "food") { id } }`);
    await stock("egg", 6, "pcs");
    expect(await cookable(ask)).toEqual([
      { title: "Eggs on toast", have_count: 1, total_count: 2, missing: ["Bread"], use_soon_count: 0 },
    ]);
  });

  it("weighs every recipe when the best-held recipes are short of what they hold", async () => {
    // 150 recipes ask for more flour than the pantry holds: each ranks first by what SQL counts
    // (all its lines held) and last once weighed. The one recipe that is half covered must win,
    // though it is not among the recipes SQL sends first.
    const { ask, stock, groupId } = await kitchen();
    await riceBowl(ask);
    await ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title: "Flour cake 0",
        description: "Cake",
        category: "Baking",
        servings: 2,
        ingredients: [{ name: "Flour", quantity: 500, unit: "g" }],
      },
    });
    await dishesOfOneFood(groupId, "Flour", 150, "Flour cake", 500);
    await stock("Flour", 10, "g");
    await stock("Rice", 1, "kg");

    const [best, next] = await cookable(ask, { l: 2 });
    expect(best).toEqual({ title: "Rice bowl", have_count: 1, total_count: 2, missing: ["Nori"], use_soon_count: 0 });
    expect(next).toEqual({
      title: "Flour cake 0",
      have_count: 0,
      total_count: 1,
      missing: ["Flour"],
      use_soon_count: 0,
    });
    // With enough flour, the cakes are covered and come first, A to Z (and "Flour cake 10" after "Flour cake 1").
    await stock("Flour", 100, "kg");
    expect((await cookable(ask, { l: 3 })).map((row) => row.title)).toEqual([
      "Flour cake 0",
      "Flour cake 1",
      "Flour cake 10",
    ]);
  });

  it("sends first the recipes with the largest share of their lines held, not the most lines", async () => {
    // 30 stews hold 6 of their 10 lines; toast holds its one. SQL must rank its first read by the
    // share, or the stews fill it and toast, the only recipe fully covered, is never read.
    const { ask, stock, groupId } = await kitchen();
    const held = ["Onion", "Carrot", "Celery", "Garlic", "Potato", "Leek"];
    const lacking = ["Beef", "Wine", "Thyme", "Bay"];
    const stew = (
      await ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
        data: {
          title: "Stew 0",
          description: "Stew",
          category: "Mains",
          servings: 2,
          ingredients: [...held, ...lacking].map((name) => ({ name, quantity: 1, unit: "pcs" })),
        },
      })
    ).createRecipe as { id: number };
    await ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title: "Toast",
        description: "Toast",
        category: "Breakfast",
        servings: 2,
        ingredients: [{ name: "Bread", quantity: 2, unit: "pcs" }],
      },
    });
    const stews = Array.from({ length: 29 }, (_, i) => i + 1);
    await testDb.batch(
      stews.map((i) =>
        testDb
          .prepare("INSERT INTO recipes (group_id, slug, title, description) VALUES (?, ?, ?, 'Stew')")
          .bind(groupId, `stew-${i}`, `Stew ${i}`),
      ),
    );
    await testDb.batch(
      stews.map((i) =>
        testDb
          .prepare(
            `INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit)
             SELECT r.id, ri.ingredient_id, ri.quantity, ri.unit FROM recipes r, recipe_ingredients ri
             WHERE r.group_id = ? AND r.slug = ? AND ri.recipe_id = ?`,
          )
          .bind(groupId, `stew-${i}`, stew.id),
      ),
    );
    for (const name of held) await stock(name, 5, "pcs");
    await stock("Bread", 10, "pcs");

    const [best, next] = await cookable(ask, { l: 2 });
    expect(best).toEqual({ title: "Toast", have_count: 1, total_count: 1, missing: [], use_soon_count: 0 });
    expect(next).toEqual({ title: "Stew 0", have_count: 6, total_count: 10, missing: lacking, use_soon_count: 0 });
  });
});
