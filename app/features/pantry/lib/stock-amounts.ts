import { formatAmount, formatAmountWithUnit } from "@larder/shared/amount";

/**
 * How a pantry amount reads. The pantry keeps weights in grams, volumes in millilitres and whole
 * things in pieces; a cook writes a kilo and more as kg and a litre and more as l, and food no one
 * weighed (unit "") as "some".
 */

/** Larder's unit for food no one weighed ("salt", "oil for frying"). */
export const SOME = "";

/** The amount in the unit a cook would write it in: 1500 g as 1.5 kg, 250 ml as it is. */
function cookAmount(quantity: number, unit: string): { quantity: number; unit: string } {
  if (unit === "g" && quantity >= 1000) return { quantity: quantity / 1000, unit: "kg" };
  if (unit === "ml" && quantity >= 1000) return { quantity: quantity / 1000, unit: "l" };
  return { quantity, unit };
}

/** "1.5 kg", "250 ml", "1½ pcs", "2 cans"; "some" for food no one weighed. */
export function stockAmountText(quantity: number, unit: string) {
  const amount = cookAmount(quantity, unit);
  return formatAmountWithUnit(amount.quantity, amount.unit) || "some";
}

/** The amount and unit as the edit form shows them, typed back as they are shown ("1.5", "kg"). */
export function stockAmountFields(quantity: number, unit: string) {
  const amount = cookAmount(quantity, unit);
  return { quantity: formatAmount(amount.quantity, amount.unit), unit: amount.unit };
}
