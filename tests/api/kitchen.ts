import { expect } from "vitest";
import { testDb } from "../shared/test-db";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

// A household with recipes, meals, a pantry and cooking, for the pantry's tests.

export type Ask = (query: string, variables?: Record<string, unknown>) => Promise<any>;

export async function kitchen() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const ask: Ask = async (query, variables = {}) => {
    const answer = await gql(user.token, query, variables);
    expect(answer.body.errors, query).toBeUndefined();
    return answer.body.data;
  };
  const [dinner] = (await ask(`{ mealTypes { id } }`)).mealTypes as { id: number }[];
  /** A recipe for 4 and a meal of it (for `servings`, or the recipe's). */
  const meal = async (lines: { name: string; quantity: number; unit: string }[], servings: number | null = null) => {
    const { createRecipe } = await ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title: `Supper ${crypto.randomUUID()}`,
        description: "A weeknight supper",
        category: "Mains",
        servings: 4,
        ingredients: lines,
      },
    });
    const { createMeal } = await ask(
      `mutation($r: Int!, $t: Int!, $s: Int) { createMeal(title: "Supper", recipe_id: $r, type_id: $t, servings: $s, scheduled_date: "2026-12-05T18:00:00.000Z") { id } }`,
      { r: createRecipe.id, t: dinner!.id, s: servings },
    );
    return createMeal.id as number;
  };
  const ingredientId = async (name: string) =>
    ((await ask(`{ getAllIngredients { id name } }`)).getAllIngredients as { id: number; name: string }[]).find(
      (ingredient) => ingredient.name === name,
    )!.id;
  const stock = async (name: string, quantity: number, unit: string, bestBefore: string | null = null) =>
    ask(
      `mutation($i: Int!, $q: Float!, $u: String, $b: String) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: $u, best_before: $b) { id } }`,
      { i: await ingredientId(name), q: quantity, u: unit, b: bestBefore },
    );
  const cook = (mealId: number, servings: number | null = null, change: string | null = null) =>
    ask(
      `mutation($m: Int!, $s: Int, $c: String) { markMealCooked(meal_id: $m, servings: $s, change_id: $c) { id cooked_at cooked_servings } }`,
      { m: mealId, s: servings, c: change },
    );
  const undo = (mealId: number, change: string | null = null) =>
    ask(`mutation($m: Int!, $c: String) { undoMealCooked(meal_id: $m, change_id: $c) { id cooked_at } }`, {
      m: mealId,
      c: change,
    });
  const pantry = async () =>
    (
      await rows<{ name: string; quantity: number; unit: string; best_before: string | null }>(
        "SELECT i.name, p.quantity, p.unit, p.best_before FROM pantry_items p JOIN ingredients i ON i.id = p.ingredient_id WHERE p.group_id = ? ORDER BY i.name, p.best_before",
        groupId,
      )
    ).map((line) => ({ ...line, quantity: Math.round(line.quantity * 100) / 100 }));
  return { user, groupId, ask, meal, stock, cook, undo, pantry };
}

/** A recipe of rice and nori for two, through the API. */
export const riceBowl = (ask: Ask) =>
  ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
    data: {
      title: "Rice bowl",
      description: "Rice and nori",
      category: "Mains",
      servings: 2,
      ingredients: [
        { name: "Rice", quantity: 100, unit: "g" },
        { name: "Nori", quantity: 1, unit: "pcs" },
      ],
    },
  });

/**
 * `count` recipes titled "`title` 1"… each of one line, `grams` g of the group's food `food`
 * (already in its catalogue), written straight to D1: many at once, as an import would.
 */
export async function dishesOfOneFood(groupId: number, food: string, count: number, title: string, grams: number) {
  const [ingredient] = await rows<{ id: number }>(
    "SELECT id FROM ingredients WHERE group_id = ? AND name = ?",
    groupId,
    food,
  );
  const dishes = Array.from({ length: count }, (_, i) => i + 1);
  const slug = (i: number) => `${title.toLowerCase().replace(/\W+/g, "-")}-${i}`;
  await testDb.batch(
    dishes.map((i) =>
      testDb
        .prepare("INSERT INTO recipes (group_id, slug, title, description) VALUES (?, ?, ?, ?)")
        .bind(groupId, slug(i), `${title} ${i}`, title),
    ),
  );
  await testDb.batch(
    dishes.map((i) =>
      testDb
        .prepare(
          "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit) SELECT id, ?, ?, 'g' FROM recipes WHERE group_id = ? AND slug = ?",
        )
        .bind(ingredient!.id, grams, groupId, slug(i)),
    ),
  );
  return ingredient!.id;
}
