import { formatAmountWithUnit } from "@larder/shared/amount";

type Amount = { quantity: number; unit: string };

/**
 * A line's amounts as one text: its first amount and those that could not merge with it
 * ("200 g + 2 pcs"); nothing for a line without an amount.
 */
export const lineAmountText = (line: Amount & { more_amounts: readonly Amount[] }) =>
  [line, ...line.more_amounts]
    .map((amount) => formatAmountWithUnit(amount.quantity, amount.unit))
    .filter(Boolean)
    .join(" + ");

/** Where a list gathers the lines without an amount, once each. */
export const CHECK_YOU_HAVE = "Check you have";

/**
 * What the pantry held of a line, beside what is left to buy: "need 500 g, have 200 g" on a line
 * of 300 g.
 */
export const heldText = (line: Amount & { needed: number | null; have: number }) =>
  `need ${formatAmountWithUnit((line.needed ?? line.quantity) + line.have, line.unit)}, have ${formatAmountWithUnit(line.have, line.unit)}`;

/** The exact need beside pieces rounded up to whole ones: "1.5" (needed) for 2 lemons. */
export const neededText = (needed: number) => String(Math.round(needed * 100) / 100);
