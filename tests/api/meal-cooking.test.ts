import { describe, expect, it } from "vitest";
import { gql, rows, signedInUser } from "./helpers";
import { kitchen } from "./kitchen";

// Cooking a meal through the API on real D1: the recipe's amounts, scaled to the servings cooked,
// leave the pantry (converted between units, the food to use soonest first, never below
// nothing); a cook sent twice takes once; the undo gives back exactly what was taken.

describe("cooking a meal", () => {
  it("takes the recipe's amounts for the servings cooked, converted, and the undo gives them back", async () => {
    const { meal, stock, cook, undo, pantry } = await kitchen();
    const mealId = await meal(
      [
        { name: "Flour", quantity: 2, unit: "cup" },
        { name: "Milk", quantity: 500, unit: "ml" },
        { name: "Eggs", quantity: 2, unit: "pcs" },
        { name: "Salt", quantity: 1, unit: "pinch" },
      ],
      2,
    );
    await stock("Flour", 1, "kg");
    await stock("Milk", 1, "l");
    await stock("Eggs", 6, "pcs");
    await stock("Salt", 0, "");
    const before = await pantry();

    const cooked = (await cook(mealId)).markMealCooked;
    expect(cooked.cooked_servings).toBe(2);
    expect(cooked.cooked_at).toEqual(expect.any(String));
    // Half the recipe: a cup of flour (240 ml, 127.2 g by its density), 250 ml of milk, one egg;
    // the salt stays "some", of which no one knows how much is left.
    expect(await pantry()).toEqual([
      { name: "Eggs", quantity: 5, unit: "pcs", best_before: null },
      { name: "Flour", quantity: 872.8, unit: "g", best_before: null },
      { name: "Milk", quantity: 750, unit: "ml", best_before: null },
      { name: "Salt", quantity: 0, unit: "", best_before: null },
    ]);
    expect((await undo(mealId)).undoMealCooked.cooked_at).toBeNull();
    expect(await pantry()).toEqual(before);
  });

  it("uses the food to use soonest first and never takes more than there is", async () => {
    const { meal, stock, cook, undo, pantry } = await kitchen();
    const mealId = await meal([
      { name: "Yogurt", quantity: 500, unit: "g" },
      { name: "Butter", quantity: 250, unit: "g" },
    ]);
    await stock("Yogurt", 300, "g", "20/12/2026");
    await stock("Yogurt", 300, "g", "01/12/2026");
    await stock("Butter", 100, "g");
    await cook(mealId, 4);
    // The yogurt of 1 December goes first; the butter runs out, and its line leaves the pantry.
    expect(await pantry()).toEqual([{ name: "Yogurt", quantity: 100, unit: "g", best_before: "2026-12-20" }]);
    await undo(mealId);
    expect(await pantry()).toEqual([
      { name: "Butter", quantity: 100, unit: "g", best_before: null },
      { name: "Yogurt", quantity: 300, unit: "g", best_before: "2026-12-01" },
      { name: "Yogurt", quantity: 300, unit: "g", best_before: "2026-12-20" },
    ]);
  });

  it("takes once however often the cook is sent, also at once, and a replayed change after its undo", async () => {
    const { meal, stock, cook, undo, pantry, groupId } = await kitchen();
    const mealId = await meal([{ name: "Rice", quantity: 400, unit: "g" }]);
    await stock("Rice", 1, "kg");
    // Three at once: one takes. Then a cook of other servings takes nothing more. (Sent at once,
    // the 2-servings cook could land first and take 200 g: the three are the same cook.)
    await Promise.all([cook(mealId), cook(mealId), cook(mealId)]);
    await cook(mealId, 2);
    await cook(mealId, 8);
    expect(await pantry()).toEqual([{ name: "Rice", quantity: 600, unit: "g", best_before: null }]);
    expect(await rows("SELECT reason, delta FROM pantry_moves WHERE group_id = ?", groupId)).toEqual([
      { reason: "cooked", delta: -400 },
    ]);

    await undo(mealId);
    await cook(mealId, null, "cook-1");
    await undo(mealId, "undo-1");
    // An outbox sends both again: neither applies a second time.
    await cook(mealId, null, "cook-1");
    await undo(mealId, "undo-1");
    expect(await pantry()).toEqual([{ name: "Rice", quantity: 1000, unit: "g", best_before: null }]);
    expect(await rows("SELECT cooked_at FROM meals WHERE id = ?", mealId)).toEqual([{ cooked_at: null }]);
  });

  it("cooks a meal without a recipe or with nothing in the pantry, taking nothing", async () => {
    const { ask, meal, cook, pantry, groupId } = await kitchen();
    const mealId = await meal([{ name: "Pasta", quantity: 500, unit: "g" }]);
    expect((await cook(mealId)).markMealCooked.cooked_servings).toBe(4);
    const { mealTypes } = await ask(`{ mealTypes { id } }`);
    const { createMeal } = await ask(`mutation($t: Int!) { createMeal(title: "Takeaway", type_id: $t) { id } }`, {
      t: mealTypes[0].id,
    });
    expect((await cook(createMeal.id)).markMealCooked.cooked_servings).toBeNull();
    expect(await pantry()).toEqual([]);
    expect(await rows("SELECT id FROM pantry_moves WHERE group_id = ?", groupId)).toEqual([]);
  });

  it("keeps another group's meals out of reach and refuses bad servings, writing nothing", async () => {
    const owner = await kitchen();
    const mealId = await owner.meal([{ name: "Rice", quantity: 400, unit: "g" }]);
    await owner.stock("Rice", 1, "kg");
    const stranger = await signedInUser();
    for (const query of [
      `mutation($m: Int!) { markMealCooked(meal_id: $m) { id } }`,
      `mutation($m: Int!) { undoMealCooked(meal_id: $m) { id } }`,
    ]) {
      const answer = await gql(stranger.token, query, { m: mealId });
      expect(answer.body.errors?.[0]?.extensions?.code, query).toBe("NOT_FOUND");
    }
    const bad = await gql(owner.user.token, `mutation($m: Int!) { markMealCooked(meal_id: $m, servings: 0) { id } }`, {
      m: mealId,
    });
    expect(bad.body.errors?.[0]?.message).toContain("Servings must be at least 1");
    expect(await owner.pantry()).toEqual([{ name: "Rice", quantity: 1000, unit: "g", best_before: null }]);
    expect(await rows("SELECT cooked_at FROM meals WHERE id = ?", mealId)).toEqual([{ cooked_at: null }]);
  });

  // A recipe holds at most 100 lines; its takes travel as one JSON parameter, whatever their number.
  it.each([1, 100])("takes all %i lines of a recipe in one statement, and gives them all back", async (count) => {
    const { meal, ask, cook, undo, pantry, groupId } = await kitchen();
    const lines = Array.from({ length: count }, (_, i) => ({ name: `Spice ${i}`, quantity: 10, unit: "g" }));
    const mealId = await meal(lines);
    const { getAllIngredients } = await ask(`{ getAllIngredients { id name } }`);
    for (const { id } of getAllIngredients as { id: number }[])
      await ask(`mutation($i: Int!) { updatePantryItem(ingredient_id: $i, quantity: 25, unit: "g") { id } }`, {
        i: id,
      });
    const before = await pantry();
    await cook(mealId);
    expect(
      await rows("SELECT count(*) AS n, sum(delta) AS total FROM pantry_moves WHERE group_id = ?", groupId),
    ).toEqual([{ n: count, total: -10 * count }]);
    expect((await pantry()).every((line) => line.quantity === 15)).toBe(true);
    await undo(mealId);
    expect(await pantry()).toEqual(before);
  });
});
