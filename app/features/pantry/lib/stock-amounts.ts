import { typedAmountText } from "@larder/shared/amount";
import { foodLabel, kitchenAmount, type Food } from "@larder/shared/kitchen-amount";

/**
 * How a pantry amount reads. The pantry keeps weights in grams, volumes in millilitres and whole
 * things in pieces; a cook writes a kilo and more as kg and a litre and more as l, and food no one
 * weighed (unit "") as "some".
 */

/** Larder's unit for food no one weighed ("salt", "oil for frying"). */
export const SOME = "";

/** The amount in the unit the edit form shows it in, exactly: 1500 g as 1.5 kg, 250 ml as it is. */
function cookAmount(quantity: number, unit: string): { quantity: number; unit: string } {
  if (unit === "g" && quantity >= 1000) return { quantity: quantity / 1000, unit: "kg" };
  if (unit === "ml" && quantity >= 1000) return { quantity: quantity / 1000, unit: "l" };
  return { quantity, unit };
}

/**
 * "1.5 kg", "250 ml", "2 lb", "¾ tsp", "2 cans", "3" (pieces); `some` (the page's word, "some" in
 * English) for food no one weighed.
 */
export const stockAmountText = (quantity: number, unit: string, food: Food = {}, some = "some", language?: string) =>
  kitchenAmount(quantity, unit, food, language) || some;

type StockLine = Food & { name: string; quantity: number; unit: string };

/**
 * What a line holds, in one text: "3 lemons", "2 lb", "some" (`some` being the page's word), in
 * `language`, the reader's.
 */
export function stockText(line: StockLine, some: string, language?: string) {
  const label = stockLabel(line, some, language);
  return label.amount || label.name;
}

/** A pantry line's name and amount as its row shows them: "1 lemon", or "ground beef" and "2 lb". */
export function stockLabel(line: StockLine, some: string, language?: string) {
  const label = foodLabel(line.quantity, line.unit, line, language);
  return { name: label.name, amount: label.amount || (line.unit === SOME ? some : "") };
}

/**
 * The amount and unit as the edit form shows them, typed back as they are shown in `language`
 * ("1.5" and "kg", "1,5" and "kg" in German).
 */
export function stockAmountFields(quantity: number, unit: string, language?: string) {
  const amount = cookAmount(quantity, unit);
  return { quantity: typedAmountText(amount.quantity, amount.unit, language), unit: amount.unit };
}
