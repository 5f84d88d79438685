import { describe, expect, it } from "vitest";
import { gql } from "./helpers";
import { kitchen, type Ask } from "./kitchen";

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
    // Within 15 minutes: the recipe without a time cannot promise to fit.
    expect((await cookable(ask, { m: 15 })).map((row) => row.title)).toEqual(["Omelette"]);
    expect((await cookable(ask, { c: risotto.category.id })).map((row) => row.title)).toEqual(["Risotto"]);
    expect((await cookable(ask, { l: 1 })).map((row) => row.title)).toEqual(["Pancakes"]);
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
});
