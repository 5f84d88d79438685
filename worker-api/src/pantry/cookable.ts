// What the household can cook from what it has: each recipe's lines held against the pantry, by
// name as the shopping list merges names, and by amount where amounts compare.
import type { Amount } from "../lib/units";
import { mergeKey } from "../shopping/names";
import { amountIn, inStockUnit, SOME } from "./stock-units";

/** A pantry line as the ranking reads it. */
export type Stock = Amount & { name: string; useSoon: boolean };

/** A recipe line: its ingredient's name and its amount for the recipe's servings. */
export type RecipeLine = Amount & { name: string };

/** How much of a recipe the pantry covers. */
export type Cover = {
  /** Lines the pantry holds enough of. */
  have: number;
  total: number;
  /** The names of the lines it does not hold enough of, in the recipe's order. */
  missing: string[];
  /** Lines that use food to use soon. */
  useSoon: number;
};

/** The pantry by merge key, for `coverOf`. */
export function stockByKey(stock: readonly Stock[]) {
  const byKey = new Map<string, Stock[]>();
  for (const line of stock) {
    const key = mergeKey(line.name);
    byKey.set(key, [...(byKey.get(key) ?? []), line]);
  }
  return byKey;
}

/**
 * Whether `held` covers a recipe line: enough of it where the amounts compare, and any of it
 * where they cannot (food kept as "some", or a can against grams), since someone keeping it knows
 * better than the arithmetic.
 */
function holdsEnough(line: RecipeLine, held: readonly Stock[]) {
  const need = inStockUnit(line);
  if (need.unit === SOME) return true;
  let comparable = false;
  let total = 0;
  for (const stock of held) {
    const amount = amountIn(line.name, stock, need.unit);
    if (amount === null) continue;
    comparable = true;
    total += amount;
  }
  return !comparable || total >= need.quantity - 1e-9;
}

/** How much of a recipe of `lines` the pantry (`byKey`, from `stockByKey`) covers. */
export function coverOf(lines: readonly RecipeLine[], byKey: ReadonlyMap<string, readonly Stock[]>): Cover {
  const missing: string[] = [];
  let useSoon = 0;
  for (const line of lines) {
    const held = byKey.get(mergeKey(line.name)) ?? [];
    if (held.some((stock) => stock.useSoon)) useSoon++;
    if (!held.length || !holdsEnough(line, held)) missing.push(line.name);
  }
  return { have: lines.length - missing.length, total: lines.length, missing, useSoon };
}

/**
 * Recipes best covered first: by the share of their lines held, then by how much food to use
 * soon they use, then by fewer lines missing, then by title.
 */
export const byCover = <R extends { title: string; cover: Cover }>(a: R, b: R) =>
  b.cover.have / Math.max(1, b.cover.total) - a.cover.have / Math.max(1, a.cover.total) ||
  b.cover.useSoon - a.cover.useSoon ||
  a.cover.missing.length - b.cover.missing.length ||
  a.title.localeCompare(b.title);
