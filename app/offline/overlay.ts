import type { ListChange } from "./changes";

type LoadedItem = {
  id: number;
  name: string;
  quantity: number;
  unit: string;
  price: number;
  type: string;
  is_bought: boolean;
  /** The store section the line is filed under. */
  section: string;
  /** The exact need when the quantity was rounded up to whole pieces. */
  needed: number | null;
  /** What the pantry held of the need when the list was synced, in the line's unit. */
  have: number | null;
  /** For a synced line: what food at home meals planned before the list's days hold. */
  held_for: string | null;
  /** Amounts that could not merge with the first one. */
  more_amounts: readonly { quantity: number; unit: string }[];
};

/** An item as the list page shows it: what the API has, with the changes not yet saved applied. */
export type ShownItem = Omit<LoadedItem, "id"> & {
  /** React's key: the item's id, or the id of the add that made it. */
  key: string;
  /** Null while the item is only an add in the outbox. */
  id: number | null;
  /** The add that made the item, while it has no id. */
  ref?: string;
  /** Changed on this device and not saved yet. */
  waiting: boolean;
};

const DEFAULT_TYPE = "Other";

const isAbout = (change: ListChange) => (item: ShownItem) =>
  change.item_id !== undefined ? item.id === change.item_id : item.ref !== undefined && item.ref === change.item_ref;

/**
 * The items shown: `changes` applied in order over the loaded ones. Several taps on one item
 * end as the last one left it; a change about an item that is gone changes nothing.
 */
export function withChanges(
  items: readonly (LoadedItem | ShownItem)[],
  changes: readonly ListChange[],
  waiting: boolean,
) {
  const shown: ShownItem[] = items.map((item) =>
    "key" in item ? item : { ...item, key: String(item.id), waiting: false },
  );
  for (const change of changes) {
    const { values } = change;
    if (change.kind === "add") {
      // Saved into a line the list has (the same name added again): that line shows it once read.
      if (change.item_id !== undefined && shown.some((item) => item.id === change.item_id)) continue;
      shown.push({
        key: change.id,
        id: change.item_id ?? null,
        ref: change.id,
        name: values.name ?? "",
        quantity: values.quantity ?? 1,
        unit: values.unit ?? "",
        price: values.price ?? 0,
        type: values.type || DEFAULT_TYPE,
        is_bought: false,
        // Filed by the API once saved; until then with the lines of no known section.
        section: DEFAULT_TYPE,
        needed: null,
        have: null,
        held_for: null,
        more_amounts: [],
        waiting,
      });
      continue;
    }
    const index = shown.findIndex(isAbout(change));
    if (index < 0) continue;
    if (change.kind === "delete") shown.splice(index, 1);
    else {
      const item = shown[index]!;
      // An amount typed replaces the one worked out, as the API's edit does.
      const amountTyped =
        (values.quantity !== undefined && values.quantity !== item.quantity) ||
        (values.unit !== undefined && values.unit !== item.unit);
      shown[index] = {
        ...item,
        ...values,
        ...(amountTyped && { needed: null, have: null, held_for: null, more_amounts: [] }),
        waiting: waiting || item.waiting,
      };
    }
  }
  return shown;
}

export type Totals = { itemCount: number; boughtCount: number; itemsTotal: number; spent: number };

/** Counts and sums of the items shown, in cents so that 0.1 + 0.2 is 0.30. */
export function totalsOf(items: readonly ShownItem[]): Totals {
  const cents = (list: readonly ShownItem[]) => list.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
  const bought = items.filter((item) => item.is_bought);
  return {
    itemCount: items.length,
    boughtCount: bought.length,
    itemsTotal: cents(items) / 100,
    spent: cents(bought) / 100,
  };
}
