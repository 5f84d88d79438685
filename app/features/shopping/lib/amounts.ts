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
