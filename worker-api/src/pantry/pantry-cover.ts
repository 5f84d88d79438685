// A week's lines less what the pantry holds: "need 500 g, have 200 g: buy 300 g". Pantry lines
// count for a shopping line when their names merge as the list merges names (eggs in the pantry
// cover the "large egg" a recipe asks for), converted between units as the list converts them.
import { inBaseUnit, sumAmounts } from "../lib/units";
import { wholePieces, type BuyAmount } from "../shopping/amounts";
import type { ShoppingLine } from "../shopping/lines";
import { byMergeKey } from "../shopping/names";
import { amountIn, inStockUnit, SOME } from "./stock-units";

/** What the pantry holds of something, in its stock unit (unit "" is some, unweighed). */
export type Held = { name: string; quantity: number; unit: string };

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The amount left to buy of `amount` once `share` (0–1 excluded) of it is in the pantry, and what
 * is held in the unit of what is left (1 kg less 500 g held reads 500 g, have 500 g).
 */
function leftToBuy(amount: BuyAmount, share: number): { amount: BuyAmount; have: number } {
  const need = amount.needed ?? amount.quantity;
  const left = need * (1 - share);
  const held = need * share;
  // Counted things (pieces, cans, cloves) are bought whole, as the list buys them.
  if (!inBaseUnit(amount)) return { amount: wholePieces(left, amount.unit), have: round(held) };
  const shown = sumAmounts([{ quantity: left, unit: amount.unit }]);
  return { amount: { ...shown, needed: null }, have: round((held * shown.quantity) / left) };
}

/**
 * The lines less what the pantry holds. A line the pantry covers in full is left out (the list
 * never asks to buy what is at home), and so is a line to check at home ("salt to taste") when
 * the pantry has any of it; a line it covers in part asks for the rest and says what is there
 * (`have`, in the line's unit). Amounts that could not merge into the line's first are kept.
 */
export function lessWhatIsHeld(lines: ShoppingLine[], held: readonly Held[]): ShoppingLine[] {
  if (!held.length) return lines;
  const byKey = byMergeKey(held);
  return lines.flatMap((line) => {
    const stock = byKey.get(line.key);
    if (!stock) return [line];
    if (!line.amount) return [];
    const need = line.amount.needed ?? line.amount.quantity;
    const needStock = inStockUnit({ quantity: need, unit: line.amount.unit });
    if (needStock.unit === SOME) return [line];
    const have = stock.reduce(
      (sum, { quantity, unit }) => sum + (amountIn(line.name, { quantity, unit }, needStock.unit) ?? 0),
      0,
    );
    if (!(have > 0)) return [line];
    const share = Math.min(1, have / needStock.quantity);
    if (share > 1 - 1e-9) {
      const [first, ...more] = line.more;
      return first ? [{ ...line, amount: first, more }] : [];
    }
    return [{ ...line, ...leftToBuy(line.amount, share) }];
  });
}
