import { describe, expect, it } from "vitest";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

/** A 20-digit amount: a number, but no kitchen's. */
const HUGE = Number("12345678901234567890");

describe("one amount rule for lists, recipes and the pantry", () => {
  it("calls a 20-digit amount too large, never too small, and writes nothing", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const list = (
      await gql(
        user.token,
        `mutation { createShoppingList(title: "Week", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
      )
    ).body.data.createShoppingList.id as number;
    const item = await gql(
      user.token,
      `mutation($l: Int!, $q: Float!) { createShoppingItem(list_id: $l, name: "Milk", quantity: $q, unit: "l") { id } }`,
      { l: list, q: HUGE },
    );
    expect(item.body.errors?.[0]).toMatchObject({
      message: "Quantity is too large: at most 1,000,000",
      extensions: { code: "BAD_USER_INPUT" },
    });

    const recipe = await gql(user.token, `mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title: "Huge soup",
        description: "d",
        category: "Mains",
        servings: 2,
        ingredients: [{ name: "Salt", quantity: HUGE, unit: "g" }],
      },
    });
    expect(recipe.body.errors?.[0]).toMatchObject({
      message: "Quantity is too large: at most 1,000,000",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const oats = (await gql(user.token, `mutation { createIngredient(name: "Oats", type: "Grain") { id } }`)).body.data
      .createIngredient.id as number;
    const pantry = await gql(
      user.token,
      `mutation($i: Int!, $q: Float!) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: "g") { id } }`,
      { i: oats, q: HUGE },
    );
    expect(pantry.body.errors?.[0]?.message).toBe("Amount is too large: at most 1,000,000");

    expect(await rows("SELECT count(*) AS n FROM shopping_items WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*) AS n FROM pantry_items WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
  });
});
