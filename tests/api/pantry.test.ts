import { describe, expect, it } from "vitest";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

// The pantry through the API on real D1: places every group starts with, lines kept in one unit
// per kind, stock that arrives joining its line (also when two writes race), use that never goes
// below nothing, and another group's lines and places out of reach.

const ITEM_FIELDS = "id ingredient_id name quantity unit place_id best_before";

async function household() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await gql(user.token, query, variables);
    expect(answer.body.errors, query).toBeUndefined();
    return answer.body.data;
  };
  const ingredient = async (name: string) =>
    (await ask(`mutation($n: String!) { createIngredient(name: $n, type: "food") { id } }`, { n: name }))
      .createIngredient.id as number;
  const places = async () =>
    (await ask(`{ pantryPlaces { id name position } }`)).pantryPlaces as { id: number; name: string }[];
  return { user, groupId, ask, ingredient, places };
}

const stored = (groupId: number) =>
  rows<{ ingredient_id: number; quantity: number; unit: string; place_id: number | null; best_before: string | null }>(
    "SELECT ingredient_id, quantity, unit, place_id, best_before FROM pantry_items WHERE group_id = ? ORDER BY id",
    groupId,
  );

describe("the pantry", () => {
  it("starts every group with a fridge, a freezer and a cupboard", async () => {
    const { places } = await household();
    expect((await places()).map((place) => place.name)).toEqual(["Fridge", "Freezer", "Cupboard"]);
  });

  it("keeps amounts in one unit per kind and adds stock that arrives to its line", async () => {
    const { ask, ingredient, groupId, places } = await household();
    const milk = await ingredient("Milk");
    const [fridge] = await places();
    const add = (quantity: number, unit: string) =>
      ask(
        `mutation($i: Int!, $q: Float!, $u: String) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: $u) { ${ITEM_FIELDS} } }`,
        { i: milk, q: quantity, u: unit },
      );
    const first = (await add(1, "l")).updatePantryItem;
    expect(first).toMatchObject({ name: "Milk", quantity: 1000, unit: "ml", place_id: fridge!.id, best_before: null });
    // Two phones add at once: both arrive, on one line.
    await Promise.all([add(500, "ml"), add(2, "tbsp")]);
    expect(await stored(groupId)).toEqual([
      { ingredient_id: milk, quantity: 1530, unit: "ml", place_id: fridge!.id, best_before: null },
    ]);
  });

  it("lists what to use soon first, and uses a line down to nothing, never below", async () => {
    const { ask, ingredient, groupId } = await household();
    const [rice, yogurt, cheese] = [await ingredient("Rice"), await ingredient("Yogurt"), await ingredient("Cheese")];
    const save = (i: number, q: number, u: string, b: string | null) =>
      ask(
        `mutation($i: Int!, $q: Float!, $u: String, $b: String) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: $u, best_before: $b) { id } }`,
        { i, q, u, b },
      );
    await save(rice, 1, "kg", null);
    await save(cheese, 200, "g", "12/12/2026");
    const { updatePantryItem: yog } = await save(yogurt, 500, "g", "02/12/2026");
    const { pantryItems } = await ask(`{ pantryItems { name best_before } }`);
    expect(pantryItems).toEqual([
      { name: "Yogurt", best_before: "02/12/2026" },
      { name: "Cheese", best_before: "12/12/2026" },
      { name: "Rice", best_before: null },
    ]);

    const use = (q: number | null) =>
      ask(`mutation($id: Int!, $q: Float) { usePantryItem(id: $id, quantity: $q) { quantity } }`, { id: yog.id, q });
    expect((await use(150)).usePantryItem).toEqual({ quantity: 350 });
    expect((await use(1000)).usePantryItem).toBeNull();
    expect((await stored(groupId)).map((row) => row.ingredient_id)).toEqual([rice, cheese]);
  });

  it("refuses bad amounts and days with the form's words, writing nothing", async () => {
    const { user, ingredient, groupId } = await household();
    const oats = await ingredient("Oats");
    for (const [variables, message] of [
      [{ q: -1, b: null }, "Amount must be 0 or more"],
      [{ q: 1, b: "31/02/2026" }, "Best before must be a real day, as DD/MM/YYYY"],
    ] as const) {
      const answer = await gql(
        user.token,
        `mutation($i: Int!, $q: Float!, $b: String) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: "g", best_before: $b) { id } }`,
        { i: oats, ...variables },
      );
      expect(answer.body.errors?.[0]?.message).toContain(message);
    }
    expect(await stored(groupId)).toEqual([]);
  });

  it("keeps another group's lines, ingredients and places out of reach", async () => {
    const owner = await household();
    const milk = await owner.ingredient("Milk");
    const { updatePantryItem: line } = await owner.ask(
      `mutation($i: Int!) { updatePantryItem(ingredient_id: $i, quantity: 1, unit: "l") { id } }`,
      { i: milk },
    );
    const [fridge] = await owner.places();
    const stranger = await household();
    const flour = await stranger.ingredient("Flour");
    for (const [query, variables] of [
      [`mutation($id: Int!) { usePantryItem(id: $id, quantity: 1) { id } }`, { id: line.id }],
      [`mutation($id: Int!) { deletePantryItem(id: $id) }`, { id: line.id }],
      [`mutation($i: Int!) { updatePantryItem(ingredient_id: $i, quantity: 1, unit: "g") { id } }`, { i: milk }],
      [
        `mutation($i: Int!, $p: Int!) { updatePantryItem(ingredient_id: $i, quantity: 1, unit: "g", place_id: $p) { id } }`,
        { i: flour, p: fridge!.id },
      ],
    ] as const) {
      const answer = await gql(stranger.user.token, query, variables);
      expect(answer.body.errors?.[0]?.extensions?.code, query).toBe("NOT_FOUND");
    }
    expect(await stored(owner.groupId)).toEqual([
      { ingredient_id: milk, quantity: 1000, unit: "ml", place_id: fridge!.id, best_before: null },
    ]);
    expect(await stored(stranger.groupId)).toEqual([]);
  });
});
