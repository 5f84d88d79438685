import { describe, expect, it } from "vitest";
import type { ListChange } from "~/offline/changes";
import { totalsOf, withChanges } from "~/offline/overlay";

const filed = (section: string) => ({ section, needed: null, have: null, held_for: null, more_amounts: [] });
const loaded = [
  { id: 1, name: "Bread", quantity: 1, unit: "pcs", price: 2.5, type: "Bakery", is_bought: false, ...filed("Bakery") },
  { id: 2, name: "Milk", quantity: 2, unit: "l", price: 0.1, type: "Dairy", is_bought: true, ...filed("Dairy & eggs") },
];

let made = 0;
const change = (kind: ListChange["kind"], fields: Partial<ListChange>): ListChange => ({
  id: `change-${++made}`,
  list_id: 7,
  kind,
  item_name: "",
  values: {},
  created_at: made,
  ...fields,
});

describe("the outbox over the loaded items", () => {
  it("ends several taps on one item as the last one left it, and marks it waiting", () => {
    const taps = [true, false, true].map((is_bought) => change("tick", { item_id: 1, values: { is_bought } }));
    const [bread, milk] = withChanges(loaded, taps, true);
    expect(bread).toMatchObject({ key: "1", id: 1, is_bought: true, waiting: true });
    expect(milk).toMatchObject({ key: "2", id: 2, is_bought: true, waiting: false });
  });

  it("shows an add at once, ticks and edits it by the add's id, and deletes what is deleted", () => {
    const add = change("add", { values: { name: "Eggs", quantity: 6, unit: "pcs", price: 0.2, type: "Other" } });
    const shown = withChanges(
      loaded,
      [
        add,
        change("tick", { item_ref: add.id, values: { is_bought: true } }),
        change("edit", { item_id: 1, values: { name: "Rye bread", price: 3 } }),
        change("delete", { item_id: 2 }),
        // About an item that is gone: changes nothing.
        change("tick", { item_id: 99, values: { is_bought: true } }),
      ],
      true,
    );
    expect(shown).toEqual([
      {
        key: "1",
        id: 1,
        name: "Rye bread",
        quantity: 1,
        unit: "pcs",
        price: 3,
        type: "Bakery",
        is_bought: false,
        ...filed("Bakery"),
        waiting: true,
      },
      {
        key: add.id,
        id: null,
        ref: add.id,
        name: "Eggs",
        quantity: 6,
        unit: "pcs",
        price: 0.2,
        type: "Other",
        is_bought: true,
        // Filed by the API once saved.
        ...filed("Other"),
        waiting: true,
      },
    ]);
    expect(totalsOf(shown)).toEqual({ itemCount: 2, boughtCount: 1, itemsTotal: 3.2, spent: 0.2 });
  });

  it("drops the worked-out amounts of a line whose amount is typed, as the API does", () => {
    const lemons = {
      id: 3,
      name: "Lemons",
      quantity: 2,
      unit: "pcs",
      price: 0,
      type: "Other",
      is_bought: false,
      section: "Produce",
      needed: 1.5,
      have: 1,
      held_for: "1 pcs at home is for Monday's Fish",
      more_amounts: [{ quantity: 100, unit: "g" }],
    };
    const [renamed] = withChanges(
      [lemons],
      [change("edit", { item_id: 3, values: { name: "Lemon", quantity: 2 } })],
      true,
    );
    expect(renamed).toMatchObject({
      name: "Lemon",
      needed: 1.5,
      have: 1,
      held_for: "1 pcs at home is for Monday's Fish",
      more_amounts: [{ quantity: 100, unit: "g" }],
    });
    const [typed] = withChanges([lemons], [change("edit", { item_id: 3, values: { quantity: 3 } })], true);
    expect(typed).toMatchObject({
      quantity: 3,
      needed: null,
      have: null,
      held_for: null,
      more_amounts: [],
      section: "Produce",
    });
  });

  it("layers saved changes under waiting ones, and counts money in cents", () => {
    const saved = withChanges(loaded, [change("tick", { item_id: 1, values: { is_bought: true } })], false);
    const shown = withChanges(saved, [change("edit", { item_id: 2, values: { price: 0.2 } })], true);
    expect(shown.map((item) => [item.name, item.is_bought, item.waiting])).toEqual([
      ["Bread", true, false],
      ["Milk", true, true],
    ]);
    expect(totalsOf(shown)).toEqual({ itemCount: 2, boughtCount: 2, itemsTotal: 2.7, spent: 2.7 });
  });
});
