// What the household can cook from what it has: each recipe's lines held against the pantry, by
// the catalogue's merge keys (names as the shopping list merges them), and by amount where
// amounts compare.
import type { Amount } from "../lib/units";
import { amountIn, inStockUnit, SOME } from "./stock-units";

/** A pantry line as the ranking reads it, with its ingredient's merge key. */
export type Stock = Amount & { key: string; useSoon: boolean };

/** A recipe line: its ingredient (id and name) and its amount for the recipe's servings. */
type RecipeLine = Amount & { id: number; name: string };

/** A line the pantry lacks: the whole line, or the shortfall in the pantry's unit. */
type Missing = Amount & { name: string };

/** How much of a recipe the pantry covers. */
export type Cover = {
  /** Lines the pantry holds enough of. */
  have: number;
  total: number;
  /** The lines it does not hold enough of, in the recipe's order, with what is lacking. */
  missing: Missing[];
  /** Lines that use food to use soon. */
  useSoon: number;
};

/** The pantry by merge key, for `coverOf`. */
export function stockByKey(stock: readonly Stock[]) {
  const byKey = new Map<string, Stock[]>();
  for (const line of stock) {
    const held = byKey.get(line.key);
    if (held) held.push(line);
    else byKey.set(line.key, [line]);
  }
  return byKey;
}

/**
 * What `held` lacks of a recipe line: nothing where it holds enough, or any of it where amounts
 * cannot compare (food kept as "some", or a can against grams: someone keeping it knows better
 * than the arithmetic); the shortfall in the pantry's unit where it holds too little; the whole
 * line where it holds none.
 */
function shortOf(line: RecipeLine, held: readonly Stock[]): Amount | null {
  if (!held.length) return { quantity: line.quantity, unit: line.unit };
  const need = inStockUnit(line);
  if (need.unit === SOME) return null;
  let comparable = false;
  let total = 0;
  for (const stock of held) {
    const amount = amountIn(line.name, stock, need.unit);
    if (amount === null) continue;
    comparable = true;
    total += amount;
  }
  return comparable && total < need.quantity - 1e-9 ? { quantity: need.quantity - total, unit: need.unit } : null;
}

/**
 * How much of a recipe of `lines` the pantry (`byKey`, from `stockByKey`) covers; `keyOf` gives
 * the merge key of the ingredients whose key the pantry holds (undefined for the others).
 */
export function coverOf(
  lines: readonly RecipeLine[],
  byKey: ReadonlyMap<string, readonly Stock[]>,
  keyOf: ReadonlyMap<number, string>,
): Cover {
  const missing: Missing[] = [];
  let useSoon = 0;
  for (const line of lines) {
    const key = keyOf.get(line.id);
    const held = (key !== undefined && byKey.get(key)) || [];
    if (held.some((stock) => stock.useSoon)) useSoon++;
    const short = shortOf(line, held);
    if (short) missing.push({ name: line.name, ...short });
  }
  return { have: lines.length - missing.length, total: lines.length, missing, useSoon };
}

/** A recipe as ranked: its id, its title folded as SQLite's NOCASE folds it (`titleKey`), and its cover. */
export type Ranked = { recipe: { id: number }; titleKey: string; cover: Pick<Cover, "have" | "total" | "useSoon"> };

/** Letters A–Z folded to a–z and nothing else, as SQLite's NOCASE compares. */
export const titleKey = (title: string) => title.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * Recipes best covered first: by the share of their lines held, then by how much food to use
 * soon they use, then by fewer lines missing, then by title (A–Z, as SQLite's NOCASE orders
 * it, so that SQL and the worker agree on ties) and id.
 */
export function byCover(a: Ranked, b: Ranked): number {
  const share = (row: Ranked) => row.cover.have / Math.max(1, row.cover.total);
  const lacking = (row: Ranked) => row.cover.total - row.cover.have;
  return (
    share(b) - share(a) ||
    b.cover.useSoon - a.cover.useSoon ||
    lacking(a) - lacking(b) ||
    (a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : 0) ||
    a.recipe.id - b.recipe.id
  );
}

/** Whether `a` ranks with or before `b`. */
export const atLeastAsGood = (a: Ranked, b: Ranked) => byCover(a, b) <= 0;
