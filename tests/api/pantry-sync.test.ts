import { describe, expect, it } from "vitest";
import { kitchen, type Ask } from "./kitchen";

// Syncing a list asks only for what the pantry does not hold, on real D1: part held is bought
// less and says so, all held is not asked for, a cooked meal needs nothing more, and a re-sync
// follows the pantry as it changes.

const DAY = { s: "05/12/2026", e: "05/12/2026" };

const sync = async (ask: Ask) =>
  (
    await ask(
      `mutation($s: String!, $e: String!) { syncShoppingList(title: "Saturday", start_date: $s, end_date: $e) { id items { id name quantity unit needed have is_bought } } }`,
      DAY,
    )
  ).syncShoppingList as {
    id: number;
    items: {
      id: number;
      name: string;
      quantity: number;
      unit: string;
      needed: number | null;
      have: number | null;
      is_bought: boolean;
    }[];
  };

const lines = (list: Awaited<ReturnType<typeof sync>>) =>
  list.items
    .map(({ name, quantity, unit, needed, have, is_bought }) => ({ name, quantity, unit, needed, have, is_bought }))
    .sort((a, b) => a.name.localeCompare(b.name) || Number(b.is_bought) - Number(a.is_bought));

describe("a sync less what the pantry holds", () => {
  it("buys the rest of what is held in part, and leaves out what is held in full", async () => {
    const { ask, meal, stock } = await kitchen();
    await meal([
      { name: "Flour", quantity: 500, unit: "g" },
      { name: "Eggs", quantity: 3, unit: "pcs" },
      { name: "Lemon", quantity: 3, unit: "pcs" },
      { name: "Butter", quantity: 1, unit: "cup" },
      { name: "Milk", quantity: 1, unit: "l" },
    ]);
    await stock("Flour", 200, "g");
    await stock("Eggs", 6, "pcs");
    await stock("Lemon", 1, "pcs");
    // A cup of butter is about 228 g by its density: 250 g covers it.
    await stock("Butter", 250, "g");

    const list = await sync(ask);
    expect(lines(list)).toEqual([
      { name: "Flour", quantity: 300, unit: "g", needed: null, have: 200, is_bought: false },
      { name: "Lemon", quantity: 2, unit: "pcs", needed: null, have: 1, is_bought: false },
      { name: "Milk", quantity: 1, unit: "l", needed: null, have: null, is_bought: false },
    ]);
    // What the sync dialog shows before a sync says the same.
    const { findIngredientsByDateRange } = await ask(
      `query($s: String!, $e: String!) { findIngredientsByDateRange(start_date: $s, end_date: $e) { name quantity have } }`,
      DAY,
    );
    expect(findIngredientsByDateRange).toEqual([
      { name: "Flour", quantity: 300, have: 200 },
      { name: "Lemon", quantity: 2, have: 1 },
      { name: "Milk", quantity: 1, have: null },
    ]);
  });

  it("follows the pantry on a re-sync, keeps bought lines and drops a cooked meal's needs", async () => {
    const { ask, meal, stock, cook } = await kitchen();
    const supper = await meal([
      { name: "Rice", quantity: 400, unit: "g" },
      { name: "Onion", quantity: 2, unit: "pcs" },
    ]);
    await stock("Rice", 100, "g");
    const first = await sync(ask);
    expect(lines(first).map(({ name, quantity, have }) => [name, quantity, have])).toEqual([
      ["Onion", 2, null],
      ["Rice", 300, 100],
    ]);

    // The rice is bought (and stocked by the tick); an onion turns up in the cupboard.
    const rice = first.items.find((item) => item.name === "Rice")!;
    await ask(`mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, { id: rice.id });
    await stock("Onion", 1, "pcs");
    expect(
      lines(await sync(ask)).map(({ name, quantity, have, is_bought }) => [name, quantity, have, is_bought]),
    ).toEqual([
      ["Onion", 1, 1, false],
      ["Rice", 300, 100, true],
    ]);

    // Cooked: the meal needs nothing more; the bought line stays as a record of the shop.
    await cook(supper);
    expect(lines(await sync(ask)).map(({ name, is_bought }) => [name, is_bought])).toEqual([["Rice", true]]);
  });

  it("counts what a list that does not stock the pantry bought, and puts the rest on a line of its own", async () => {
    const { ask, meal, pantry } = await kitchen();
    await meal([{ name: "Oats", quantity: 500, unit: "g" }]);
    const first = await sync(ask);
    await ask(`mutation($id: Int!) { updateShoppingList(id: $id, stocks_pantry: false) { id } }`, { id: first.id });
    await ask(`mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, {
      id: first.items[0]!.id,
    });
    expect(await pantry()).toEqual([]);

    // A second bowl of porridge in the week: 500 g more, the 500 g bought count.
    await meal([{ name: "Oats", quantity: 500, unit: "g" }]);
    expect(lines(await sync(ask))).toEqual([
      { name: "Oats", quantity: 500, unit: "g", needed: null, have: null, is_bought: true },
      { name: "Oats", quantity: 500, unit: "g", needed: null, have: 500, is_bought: false },
    ]);
  });
});
