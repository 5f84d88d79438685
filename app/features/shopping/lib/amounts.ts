import { foodLabel, kitchenAmount } from "@larder/shared/kitchen-amount";

type Amount = { quantity: number; unit: string };
type Line = Amount & { name: string; section?: string | null; more_amounts?: readonly Amount[] };

/**
 * A line's name and amounts as its row shows them: whole things counted are named with their
 * number ("4 burger buns"); any other amount stands beside the name, with those that could not
 * merge with it ("200 g + 2"); nothing for a line without an amount.
 */
export function lineLabel(line: Line) {
  const first = foodLabel(line.quantity, line.unit, line);
  const more = (line.more_amounts ?? []).map((amount) => kitchenAmount(amount.quantity, amount.unit, line));
  return { name: first.name, amount: [first.amount, ...more].filter(Boolean).join(" + ") };
}

/** A line's amounts as one text beside its name ("200 g + 2", "1 ½ cups"); "" when it has none. */
export const lineAmountText = (line: Line) =>
  [line, ...(line.more_amounts ?? [])]
    .map((amount) => kitchenAmount(amount.quantity, amount.unit, line))
    .filter(Boolean)
    .join(" + ");

/** Where a list gathers the lines without an amount, once each. */
export const CHECK_YOU_HAVE = "Check you have";

/**
 * What the pantry held of a line, beside what is left to buy: "need 500 g, have 200 g" on a line
 * of 300 g.
 */
export const heldText = (line: Line & { needed: number | null; have: number }) =>
  `need ${kitchenAmount((line.needed ?? line.quantity) + line.have, line.unit, line)}, have ${kitchenAmount(line.have, line.unit, line)}`;

/** The exact need beside pieces rounded up to whole ones: "1.5" (needed) for 2 lemons. */
export const neededText = (needed: number) => String(Math.round(needed * 100) / 100);
