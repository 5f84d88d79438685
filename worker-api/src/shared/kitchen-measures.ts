/**
 * The measures amounts are shown in, and how each rounds: grams and millilitres in kitchen steps,
 * cups and spoons in quarters (thirds of a cup where meant), pounds and ounces.
 */
import { inBaseUnit } from "../lib/units";

export const ML_PER = { tsp: 5, tbsp: 15, cup: 240 };
export const GRAMS_PER_LB = inBaseUnit({ quantity: 1, unit: "lb" })!.base;
export const GRAMS_PER_OZ = inBaseUnit({ quantity: 1, unit: "oz" })!.base;
/** Volumes sold in units other than millilitres and litres, each as millilitres. */
export const VOLUME_BUYING_UNITS = ["gallon", "quart", "pint", "fl oz"].map((unit) => ({
  unit,
  ml: inBaseUnit({ quantity: 1, unit })!.base,
}));

const FRACTION_SIGNS: Record<number, string> = { 1: "¼", 2: "½", 3: "¾" };
const THIRD_SIGNS: Record<number, string> = { 1: "⅓", 2: "⅔" };

/** How close to a whole number a stored amount must be to be taken as one (floating-point noise only). */
const EXACT = 1e-6;
export const isWhole = (value: number) => Math.abs(value - Math.round(value)) < EXACT;

/** A decimal without trailing zeros: 1.45, 2, 0.5. */
const decimal = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A number in quarters, as fractions: 1.5 → "1 ½", 0.7 → "¾". Thirds stay thirds where they
 * are meant (⅓ and ⅔ cup are measures of their own); below ¼ the least is ⅛ where `eighth`
 * allows it, else ¼: an amount there is never shown as none.
 */
export function inQuarters(value: number, { thirds = false, eighth = false } = {}): string {
  const whole = Math.floor(value);
  const rest = value - whole;
  if (thirds) {
    const third = Math.round(rest * 3);
    if (third % 3 !== 0 && Math.abs(rest - third / 3) < 0.02) return joined(whole, THIRD_SIGNS[third]!);
  }
  if (eighth && value < 3 / 16) return "⅛";
  const quarters = Math.round(value * 4);
  if (quarters === 0) return "¼";
  return joined(Math.floor(quarters / 4), FRACTION_SIGNS[quarters % 4] ?? "");
}

const joined = (whole: number, fraction: string) =>
  whole && fraction ? `${whole} ${fraction}` : fraction || String(whole);

/** An amount shown: its number as text and its unit word ("" for whole things counted). */
export type Shown = { number: string; unit: string };

/** Grams in kitchen steps: whole under 100 g, 5 g to 1 kg, then kg by 0.05 (mg under a gram). */
export function metric(base: number, small: string, large: string): Shown {
  if (small === "g" && base < 1) return { number: String(Math.max(1, Math.round(base * 1000))), unit: "mg" };
  const step = base < 100 ? 1 : base < 1000 ? 5 : 50;
  const rounded = Math.max(1, Math.round(base / step) * step);
  return rounded >= 1000 ? { number: decimal(rounded / 1000), unit: large } : { number: String(rounded), unit: small };
}

/** A volume by the spoon: teaspoons under a tablespoon, tablespoons under ¼ cup, then cups. */
export function bySpoonAndCup(ml: number): Shown {
  if (ml < ML_PER.tbsp) return { number: inQuarters(ml / ML_PER.tsp, { eighth: true }), unit: "tsp" };
  if (ml < ML_PER.cup / 4) return { number: inQuarters(ml / ML_PER.tbsp), unit: "tbsp" };
  return cups(ml / ML_PER.cup);
}

/** Whether an amount shown in quarters is more than one of its unit (1 ¼ cups, but 1 cup). */
export const moreThanOne = (value: number) => Math.round(value * 4) > 4;

export const cups = (count: number): Shown => ({
  number: inQuarters(count, { thirds: true }),
  unit: moreThanOne(count) ? "cups" : "cup",
});
