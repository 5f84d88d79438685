import { describe, expect, it } from "vitest";
import { foodById } from "../../worker-api/src/nutrition/foods";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

const CUP = "cup_grams measured_by";
const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { id slug } }`;
const PAGE = `query($slug: String!) { recipeBySlug(slug: $slug) { id ingredients { name quantity unit ${CUP} } } }`;
const CHOOSE = `mutation($id: Int!, $food: Int) { updateIngredient(id: $id, food_id: $food) { id } }`;
const WHOLE_WHEAT_FLOUR = 20080;

const bread = {
  title: "Soda bread",
  description: "Quick bread",
  category: "Baking",
  servings: 8,
  ingredients: [
    { name: "Plain flour", quantity: 1, unit: "cup" },
    { name: "Whole milk", quantity: 300, unit: "ml" },
    { name: "Grandma's secret", quantity: 1, unit: "tsp" },
  ],
};

async function household() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const created = await gql(user.token, CREATE, { data: bread });
  expect(created.body.errors).toBeUndefined();
  const { slug } = created.body.data.createRecipe as { slug: string };
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await gql(user.token, query, variables);
    expect(answer.body.errors).toBeUndefined();
    return { ...answer.body.data, trips: answer.trips };
  };
  const flourId = (
    await rows<{ id: number }>("SELECT id FROM ingredients WHERE group_id = ? AND name = 'Plain flour'", groupId)
  )[0]!.id;
  const storedLines = () =>
    rows("SELECT ingredient_id, quantity, unit FROM recipe_ingredients ORDER BY id").then((all) => all);
  return { user, groupId, slug, run, flourId, storedLines };
}

type Line = { name: string; cup_grams: number | null; measured_by: string | null };
const byName = (lines: Line[], name: string) => lines.find((line) => line.name === name)!;

describe("what a cup of a line's food weighs, for the units a person reads", () => {
  it("is known for a matched food on the recipe page, null for an unknown one, in the page's one round trip", async () => {
    const { slug, run, storedLines } = await household();
    const before = await storedLines();
    const page = await run(PAGE, { slug });
    const lines = page.recipeBySlug.ingredients;
    expect(byName(lines, "Plain flour")).toMatchObject({ cup_grams: 125, measured_by: "CUP" });
    expect(byName(lines, "Whole milk")).toMatchObject({ measured_by: "VOLUME" });
    expect(byName(lines, "Whole milk").cup_grams).toBeGreaterThan(230);
    expect(byName(lines, "Grandma's secret")).toMatchObject({ cup_grams: null, measured_by: null });
    const bare = await run(`query($slug: String!) { recipeBySlug(slug: $slug) { id ingredients { name } } }`, { slug });
    expect(page.trips).toBe(bare.trips);
    // Reading converts nothing that is stored.
    expect(await storedLines()).toEqual(before);
  });

  it("follows the food the group chose for the ingredient, and none when it chose none", async () => {
    const { slug, run, flourId } = await household();
    await run(CHOOSE, { id: flourId, food: WHOLE_WHEAT_FLOUR });
    const chosen = byName((await run(PAGE, { slug })).recipeBySlug.ingredients, "Plain flour");
    expect(chosen.cup_grams).toBe(foodById(WHOLE_WHEAT_FLOUR)!.portions.cup);
    expect(chosen.cup_grams).not.toBe(125);
    await run(CHOOSE, { id: flourId, food: 0 });
    expect(byName((await run(PAGE, { slug })).recipeBySlug.ingredients, "Plain flour")).toMatchObject({
      cup_grams: null,
      measured_by: null,
    });
  });

  it("is answered for list lines and pantry lines, with the list's and the pantry's own read", async () => {
    const { run, flourId } = await household();
    const list = await run(
      `mutation { createShoppingList(title: "Week", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
    );
    const listId = list.createShoppingList.id as number;
    await run(
      `mutation($list: Int!, $flour: Int!) {
        a: createShoppingItem(list_id: $list, ingredient_id: $flour, name: "Plain flour", quantity: 500, unit: "g") { id }
        b: createShoppingItem(list_id: $list, name: "Caster sugar", quantity: 1, unit: "cup") { id }
        c: createShoppingItem(list_id: $list, name: "Zorbleberry", quantity: 2, unit: "cup") { id }
      }`,
      { list: listId, flour: flourId },
    );
    const LIST = (fields: string) => `query($id: Int!) { shoppingList(id: $id) { id items { name ${fields} } } }`;
    const read = await run(LIST(CUP), { id: listId });
    expect(byName(read.shoppingList.items, "Plain flour")).toMatchObject({ cup_grams: 125, measured_by: "CUP" });
    expect(byName(read.shoppingList.items, "Caster sugar")).toMatchObject({ cup_grams: 200, measured_by: "CUP" });
    expect(byName(read.shoppingList.items, "Zorbleberry")).toMatchObject({ cup_grams: null, measured_by: null });
    expect(read.trips).toBe((await run(LIST("quantity"), { id: listId })).trips);

    await run(CHOOSE, { id: flourId, food: WHOLE_WHEAT_FLOUR });
    const chosen = await run(LIST(CUP), { id: listId });
    expect(byName(chosen.shoppingList.items, "Plain flour").cup_grams).toBe(foodById(WHOLE_WHEAT_FLOUR)!.portions.cup);

    await run(`mutation($flour: Int!) { updatePantryItem(ingredient_id: $flour, quantity: 1000, unit: "g") { id } }`, {
      flour: flourId,
    });
    const pantry = await run(`{ pantryItems { name quantity unit ${CUP} } }`);
    expect(pantry.pantryItems).toEqual([
      {
        name: "Plain flour",
        quantity: 1000,
        unit: "g",
        cup_grams: foodById(WHOLE_WHEAT_FLOUR)!.portions.cup,
        measured_by: "CUP",
      },
    ]);
    expect(pantry.trips).toBe((await run(`{ pantryItems { name quantity unit } }`)).trips);
  });
});
