// What a list will cost in a store: the prices on its lines, and for a line without one the last
// price the household paid for that thing there, scaled to the amount needed.
import { inBaseUnit, unitSpelling, type Amount } from "../lib/units";

/** A price the household paid in a store, for this amount. */
export type PaidPrice = Amount & { priceCents: number };

type Line = Amount & { id: number; priceCents: number };

type Estimate = {
  /** The sum, in cents: the lines' own prices and the remembered ones. */
  cents: number;
  /** How many lines have a price, their own or a remembered one. */
  pricedLines: number;
  lines: number;
};

/** How many times `paid`'s amount the line needs; 1 when the two cannot be compared. */
function scale(line: Amount, paid: Amount): number {
  const need = inBaseUnit(line);
  const bought = inBaseUnit(paid);
  if (need && bought && need.family === bought.family && bought.base > 0) return need.base / bought.base;
  if (unitSpelling(line.unit) === unitSpelling(paid.unit) && paid.quantity > 0) return line.quantity / paid.quantity;
  // Another kind of amount ("1 bunch" against "200 g"): the price of what was bought last time.
  return 1;
}

/**
 * The estimate of a list's total in a store. A line without an amount (salt to taste) is one to
 * check at home: it counts only when it has a price of its own.
 */
export function estimateList(lines: readonly Line[], paid: ReadonlyMap<number, PaidPrice>): Estimate {
  let cents = 0;
  let pricedLines = 0;
  for (const line of lines) {
    const last = paid.get(line.id);
    if (line.priceCents > 0) cents += line.priceCents;
    else if (last && line.quantity > 0) cents += Math.round(last.priceCents * scale(line, last));
    else continue;
    pricedLines++;
  }
  return { cents, pricedLines, lines: lines.length };
}
