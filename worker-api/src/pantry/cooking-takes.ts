// What cooking a recipe takes out of the pantry: each of its amounts from the lines of the same
// thing (matched by name as the shopping list merges them, so eggs bought stock the "large egg" a
// recipe uses), the food to use soonest first, converted between units as the list converts
// them, and never more than a line holds.
import type { Amount } from "../lib/units";
import { byMergeKey, mergeKey } from "../shopping/names";
import { amountIn, SOME } from "./stock-units";

/** A pantry line as cooking reads it. */
export type StockLine = {
  id: number;
  ingredientId: number;
  name: string;
  quantity: number;
  unit: string;
  placeId: number | null;
  /** ISO day, or null when it keeps. */
  bestBefore: string | null;
};

/** What taking from a line reads of it. */
type Takeable = Pick<StockLine, "id" | "name" | "quantity" | "unit" | "bestBefore">;

/** How much of a line cooking takes, in the line's unit. */
type Take<L extends Takeable> = { line: L; quantity: number };

/** Use soon first: by best-before day (lines that keep last), then the oldest line. */
const useSoonFirst = (a: Takeable, b: Takeable) =>
  (a.bestBefore ?? "\uffff").localeCompare(b.bestBefore ?? "\uffff") || a.id - b.id;

/**
 * A taker from `stock`: each call returns the takes that cover its `needs` (each named, in any
 * unit) as far as what earlier calls left allows. A need the pantry holds only part of takes that
 * part; "some" (no amount kept) is never taken, since no one knows how much is left of it. The
 * stock is keyed and ordered once for every call.
 */
export function takerFrom<L extends Takeable>(stock: readonly L[]) {
  const byKey = byMergeKey(stock.filter((line) => line.unit !== SOME && line.quantity > 0));
  for (const lines of byKey.values()) lines.sort(useSoonFirst);
  const left = new Map(stock.map((line) => [line.id, line.quantity]));

  return (needs: readonly (Amount & { name: string })[]): Take<L>[] => {
    const taken = new Map<number, Take<L>>();
    for (const need of needs) {
      if (!(need.quantity > 0)) continue;
      // The share of the need still to find, so that lines in different units add up.
      let share = 1;
      for (const line of byKey.get(mergeKey(need.name)) ?? []) {
        const needInLine = amountIn(need.name, need, line.unit);
        if (!needInLine) continue;
        const take = Math.min(left.get(line.id)!, needInLine * share);
        if (!(take > 0)) continue;
        left.set(line.id, left.get(line.id)! - take);
        share -= take / needInLine;
        const before = taken.get(line.id);
        taken.set(line.id, { line, quantity: (before?.quantity ?? 0) + take });
        if (share <= 1e-9) break;
      }
    }
    return [...taken.values()];
  };
}

/** The takes that cover `needs` from `stock`, as `takerFrom` takes them in one call. */
export const takesFor = <L extends Takeable>(needs: readonly (Amount & { name: string })[], stock: readonly L[]) =>
  takerFrom(stock)(needs);
