// How the pantry keeps amounts: one unit per kind, so that stock bought in kilos, used in grams
// and cooked by the cup adds up. Weights are kept in grams, volumes in millilitres, whole things
// in pieces, any other count in its own unit ("can", "clove"); food without an amount ("salt",
// "oil for frying") is kept as "some": quantity 0, unit "".
import { inBaseUnit, unitSpelling, type Amount } from "../lib/units";
import { densityOf, pieceWeightOf, PIECE_UNITS } from "../shopping/amounts";

/** The unit "some" is kept in: there is food, of no amount anyone weighed. */
export const SOME = "";

/** An amount as the pantry keeps it. */
export function inStockUnit(amount: Amount): Amount {
  if (!(amount.quantity > 0)) return { quantity: 0, unit: SOME };
  const base = inBaseUnit(amount);
  if (base) return { quantity: base.base, unit: base.family === "mass" ? "g" : "ml" };
  const unit = unitSpelling(amount.unit);
  return { quantity: amount.quantity, unit: PIECE_UNITS.has(unit) ? "pcs" : unit };
}

/**
 * How much of a pantry line's `unit` an amount of the ingredient `name` is: directly within a
 * kind; between volume and weight through the ingredient's density, and between pieces and
 * weight through its weight per piece, as a shopping list merges them. Null when the two cannot
 * be compared honestly (a can against grams, anything against "some").
 */
export function amountIn(name: string, amount: Amount, unit: string): number | null {
  const stock = inStockUnit(amount);
  if (stock.unit === SOME || unit === SOME) return null;
  if (stock.unit === unit) return stock.quantity;
  const grams = asGrams(name, stock);
  if (grams === null) return null;
  if (unit === "g") return grams;
  if (unit === "ml") {
    const density = densityOf(name);
    return density ? grams / density.gramsPerMl : null;
  }
  if (unit === "pcs") {
    const piece = pieceWeightOf(name);
    return piece ? grams / piece.grams : null;
  }
  return null;
}

/** A stock amount as grams, where the ingredient's density or weight per piece allows it. */
function asGrams(name: string, stock: Amount): number | null {
  if (stock.unit === "g") return stock.quantity;
  if (stock.unit === "ml") {
    const density = densityOf(name);
    return density ? stock.quantity * density.gramsPerMl : null;
  }
  if (stock.unit === "pcs") {
    const piece = pieceWeightOf(name);
    return piece ? stock.quantity * piece.grams : null;
  }
  return null;
}
