import { describe, expect, it } from "vitest";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

// The pantry through the API on real D1: places every group starts with, lines kept in one unit
// per kind, stock that arrives joining its line (also when two writes race), use that never goes
// below nothing, and another group's lines and places out of reach.

const ITEM_FIELDS = "id ingredient_id name quantity unit place_id best_before";

async function household(account: Parameters<typeof signedInUser>[0] = {}) {
  const user = await signedInUser(account);
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

describe("ticks stock the pantry", () => {
  async function listWith(
    ask: (q: string, v?: Record<string, unknown>) => Promise<any>,
    lines: [number | null, string, number, string][],
  ) {
    const { createShoppingList } = await ask(
      `mutation { createShoppingList(title: "Saturday", start_date: "05/12/2026", end_date: "05/12/2026") { id } }`,
    );
    const ids: number[] = [];
    for (const [ingredient, name, quantity, unit] of lines) {
      const { createShoppingItem } = await ask(
        `mutation($l: Int!, $i: Int, $n: String!, $q: Float!, $u: String!) { createShoppingItem(list_id: $l, ingredient_id: $i, name: $n, quantity: $q, unit: $u) { id } }`,
        { l: createShoppingList.id, i: ingredient, n: name, q: quantity, u: unit },
      );
      ids.push(createShoppingItem.id);
    }
    return { listId: createShoppingList.id as number, ids };
  }
  const tick = (
    ask: (q: string, v?: Record<string, unknown>) => Promise<any>,
    id: number,
    bought = true,
    change?: string,
  ) =>
    ask(
      `mutation($id: Int!, $b: Boolean!, $c: String) { updateShoppingItem(id: $id, is_bought: $b, change_id: $c) { id } }`,
      {
        id,
        b: bought,
        c: change ?? null,
      },
    );

  it("adds a bought line's amount to its ingredient, once, and takes it back on an untick", async () => {
    const { ask, ingredient, groupId, places } = await household();
    const [milk, flour] = [await ingredient("Milk"), await ingredient("Flour")];
    const [fridge, , cupboard] = await places();
    await ask(
      `mutation($i: Int!, $p: Int!) { updatePantryItem(ingredient_id: $i, quantity: 200, unit: "g", place_id: $p) { id } }`,
      {
        i: flour,
        p: cupboard!.id,
      },
    );
    const { ids } = await listWith(ask, [
      [milk, "Milk", 1.5, "Litres"],
      [flour, "Flour", 0.5, "kg"],
      [null, "Birthday candles", 1, "pcs"],
    ]);
    for (const id of ids) await tick(ask, id);
    // The tick sent again (an outbox replay, a second phone) adds nothing more.
    await tick(ask, ids[0]!, true, "replayed-tick");
    await tick(ask, ids[0]!, true);
    // Each where its section keeps it: the flour joins the cupboard's, the milk goes in the fridge,
    // and the candles, added without an ingredient, as the catalogue's new food of their name.
    const [candles] = await rows<{ id: number }>(
      "SELECT id FROM ingredients WHERE group_id = ? AND name = 'Birthday candles'",
      groupId,
    );
    const candlesStocked = {
      ingredient_id: candles!.id,
      quantity: 1,
      unit: "pcs",
      place_id: cupboard!.id,
      best_before: null,
    };
    expect(await stored(groupId)).toEqual([
      { ingredient_id: flour, quantity: 700, unit: "g", place_id: cupboard!.id, best_before: null },
      { ingredient_id: milk, quantity: 1500, unit: "ml", place_id: fridge!.id, best_before: null },
      candlesStocked,
    ]);
    await tick(ask, ids[1]!, false);
    await tick(ask, ids[0]!, false);
    expect(await stored(groupId)).toEqual([
      { ingredient_id: flour, quantity: 200, unit: "g", place_id: cupboard!.id, best_before: null },
      candlesStocked,
    ]);
  });

  it("stocks what a bought line says after its amount, unit or food is edited, once however often the edit is sent", async () => {
    const { ask, ingredient, groupId, places } = await household();
    const [milk, cream, flour] = [await ingredient("Milk"), await ingredient("Cream"), await ingredient("Flour")];
    const [fridge, , cupboard] = await places();
    await ask(
      `mutation($i: Int!, $p: Int!) { updatePantryItem(ingredient_id: $i, quantity: 200, unit: "g", place_id: $p) { id } }`,
      { i: flour, p: cupboard!.id },
    );
    const { ids } = await listWith(ask, [
      [milk, "Milk", 1, "l"],
      [flour, "Flour", 500, "g"],
      [milk, "Milk", 2, "l"],
    ]);
    const [bottle, bag, notBought] = ids as [number, number, number];
    await tick(ask, bottle);
    await tick(ask, bag);
    const edit = (id: number, fields: string, change?: string) =>
      ask(
        `mutation($id: Int!, $c: String) { updateShoppingItem(id: $id, ${fields}, change_id: $c) { id quantity unit } }`,
        { id, c: change ?? null },
      );
    const pantry = async () =>
      (await stored(groupId)).map(({ ingredient_id, quantity, unit, place_id }) => [
        ingredient_id,
        quantity,
        unit,
        place_id,
      ]);

    // The flour joins what the cupboard had: 200 g and the bag's 1 kg, not its first 500 g.
    await edit(bag, "quantity: 1000");
    await edit(bottle, "quantity: 2");
    expect(await pantry()).toEqual([
      [flour, 1200, "g", cupboard!.id],
      [milk, 2000, "ml", fridge!.id],
    ]);
    // A unit changed with its amount, sent twice as one change (an outbox replayed): stocked once.
    await edit(bottle, `quantity: 750, unit: "ml"`, "edit-bottle");
    await edit(bottle, `quantity: 750, unit: "ml"`, "edit-bottle");
    expect(await pantry()).toEqual([
      [flour, 1200, "g", cupboard!.id],
      [milk, 750, "ml", fridge!.id],
    ]);
    // Another food: the milk it was goes, the cream it is comes.
    await edit(bottle, "ingredient_id: " + cream);
    expect(await pantry()).toEqual([
      [flour, 1200, "g", cupboard!.id],
      [cream, 750, "ml", fridge!.id],
    ]);
    // An edit that leaves the food and amount as they were (a price, the same amount sent again by
    // Edit Item) leaves the pantry alone, though some of the cream was used since the tick.
    const { pantryItems } = await ask(`{ pantryItems { id name } }`);
    const creamLine = pantryItems.find((line: { name: string }) => line.name === "Cream").id;
    await ask(`mutation($id: Int!) { usePantryItem(id: $id, quantity: 500) { quantity } }`, { id: creamLine });
    await edit(bottle, `quantity: 750, unit: "ml", price: 2.5`);
    await edit(bottle, "ingredient_id: " + cream);
    expect(await pantry()).toEqual([
      [flour, 1200, "g", cupboard!.id],
      [cream, 250, "ml", fridge!.id],
    ]);
    // A line not bought stocks nothing when edited; an untick takes back what the line says now.
    await edit(notBought, "quantity: 3");
    await tick(ask, bottle, false);
    await tick(ask, bag, false);
    expect(await pantry()).toEqual([[flour, 200, "g", cupboard!.id]]);
  });

  it("keeps what a bought line stocked when its list stopped stocking the pantry before the edit", async () => {
    const { ask, ingredient, groupId } = await household();
    const eggs = await ingredient("Eggs");
    const { listId, ids } = await listWith(ask, [[eggs, "Eggs", 6, "pcs"]]);
    await tick(ask, ids[0]!);
    await ask(`mutation($id: Int!) { updateShoppingList(id: $id, stocks_pantry: false) { id } }`, { id: listId });
    await ask(`mutation($id: Int!) { updateShoppingItem(id: $id, quantity: 12) { id } }`, { id: ids[0] });
    expect((await stored(groupId)).map(({ quantity, unit }) => [quantity, unit])).toEqual([[6, "pcs"]]);
  });

  it("finds the fridge, the freezer and the cupboard by the names Larder gave them in the household's language", async () => {
    const { ask, ingredient, groupId, places } = await household({ locale: "de" });
    const [fridge, freezer, cupboard] = await places();
    expect([fridge, freezer, cupboard].map((place) => place!.name)).toEqual([
      "Kühlschrank",
      "Gefrierschrank",
      "Vorratsschrank",
    ]);
    const [flour, peas, milk] = [await ingredient("Flour"), await ingredient("Frozen peas"), await ingredient("Milk")];
    const { ids } = await listWith(ask, [
      [flour, "Flour", 1, "kg"],
      [peas, "Frozen peas", 500, "g"],
      [milk, "Milk", 1, "Litres"],
    ]);
    for (const id of ids) await tick(ask, id);
    expect((await stored(groupId)).map(({ ingredient_id, place_id }) => [ingredient_id, place_id])).toEqual([
      [flour, cupboard!.id],
      [peas, freezer!.id],
      [milk, fridge!.id],
    ]);
  });

  it("leaves the pantry alone for a list that does not stock it, and after a bought list is deleted", async () => {
    const { ask, ingredient, groupId } = await household();
    const eggs = await ingredient("Eggs");
    const off = await listWith(ask, [[eggs, "Eggs", 6, "pcs"]]);
    const { updateShoppingList } = await ask(
      `mutation($id: Int!) { updateShoppingList(id: $id, stocks_pantry: false) { stocks_pantry } }`,
      { id: off.listId },
    );
    expect(updateShoppingList).toEqual({ stocks_pantry: false });
    await tick(ask, off.ids[0]!);
    expect(await stored(groupId)).toEqual([]);

    const on = await listWith(ask, [[eggs, "Eggs", 6, "Pieces"]]);
    await tick(ask, on.ids[0]!);
    await ask(`mutation($id: Int!) { deleteShoppingList(id: $id) }`, { id: on.listId });
    expect((await stored(groupId)).map(({ quantity, unit }) => [quantity, unit])).toEqual([[6, "pcs"]]);
  });
});
