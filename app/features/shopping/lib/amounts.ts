import type { TFunction } from "i18next";
import { foodLabel, isCounted, kitchenAmount, type Food } from "@larder/shared/kitchen-amount";

type Amount = { quantity: number; unit: string };
/** A list line with what its amounts are read by: its food's section and cup, and the reader's units. */
type Line = Amount & Food & { name: string; more_amounts?: readonly Amount[] };

/**
 * An amount that could not merge with a line's first one: whole things say what they are, since
 * the name beside is not theirs alone ("200 g + 1 piece").
 */
function moreAmount(t: TFunction<"shopping">, amount: Amount, line: Line, language?: string) {
  const text = kitchenAmount(amount.quantity, amount.unit, line, language);
  if (!text || !isCounted(amount.quantity, amount.unit)) return text;
  // One piece, or a part of one, reads as one; the number keeps its kitchen form ("½ piece").
  const count = text === "1" || amount.quantity < 1 ? 1 : Math.ceil(amount.quantity);
  return t("amounts.pieces", { count, amount: text });
}

/**
 * A line's name and amounts as its row shows them: whole things counted are named with their
 * number ("4 burger buns"); any other amount stands beside the name, with those that could not
 * merge with it ("200 g + 1 piece"); nothing for a line without an amount. In `language`, the
 * reader's (English without one).
 */
export function lineLabel(t: TFunction<"shopping">, line: Line, language?: string) {
  const first = foodLabel(line.quantity, line.unit, line, language);
  const more = (line.more_amounts ?? []).map((amount) => moreAmount(t, amount, line, language));
  return { name: first.name, amount: [first.amount, ...more].filter(Boolean).join(" + ") };
}

/** A line's amounts as one text beside its name ("200 g + 1 piece", "1 ½ cups"); "" when it has none. */
export const lineAmountText = (t: TFunction<"shopping">, line: Line, language?: string) =>
  [
    kitchenAmount(line.quantity, line.unit, line, language),
    ...(line.more_amounts ?? []).map((amount) => moreAmount(t, amount, line, language)),
  ]
    .filter(Boolean)
    .join(" + ");

/**
 * What the pantry held of a line, beside what is left to buy: "need 500 g, have 200 g" on a line
 * of 300 g. Pieces in quarters: "need 3, have 2 ½" beside 1 to buy, where whole numbers would say
 * "have 3".
 */
export const heldText = (
  t: TFunction<"shopping">,
  line: Line & { needed: number | null; have: number },
  language?: string,
) => {
  const food = { ...line, piecesInQuarters: true };
  return t("amounts.held", {
    need: kitchenAmount((line.needed ?? line.quantity) + line.have, line.unit, food, language),
    have: kitchenAmount(line.have, line.unit, food, language),
  });
};
