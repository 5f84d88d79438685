/**
 * Amounts in the units the person reading chose (docs/decisions/0046): metric or US customary,
 * converting between volume and weight through what a cup of the food weighs where the food is
 * known, and keeping the cook's unit where it is not. Only the text changes.
 */
import { inBaseUnit } from "../lib/units";
import {
  bySpoonAndCup,
  cups,
  GRAMS_PER_LB,
  GRAMS_PER_OZ,
  inQuarters,
  isWhole,
  metric,
  ML_PER,
  VOLUME_BUYING_UNITS,
  type Shown,
} from "./kitchen-measures";
import type { UnitSystem } from "./unit-systems";

/**
 * How a cook measures a food: by the cup even when a page weighs it (flour, sugar, rice, butter),
 * by volume as a liquid (milk, oil, stock), or by weight (meat, cheese, vegetables).
 */
export type FoodMeasure = "CUP" | "VOLUME" | "WEIGHT";

/**
 * The reader's choice and what is known of the food: the grams in one US cup of it (null when the
 * food or its cup is not known) and how it is measured.
 */
export type ReadersUnits = {
  units?: UnitSystem;
  cup_grams?: number | null;
  measured_by?: FoodMeasure | null;
  /** The amount is its author's own (a recipe at its servings): kept wherever it is already in the units read. */
  asWritten?: boolean;
};

const METRIC_MASS = new Set(["mg", "g", "dkg", "kg"]);
const METRIC_VOLUME = new Set(["ml", "cl", "dl", "l"]);

/** A US cook measures up to about 4 cups of flour; more is a bag, bought by the pound. */
const MOST_CUPS = 4;

/** Under half an ounce, a known food is measured by the spoon (a teaspoon of salt, not ¼ oz). */
const SPOON_GRAMS = 14;

/** A volume measured out: cups from what rounds to ¼ cup (3 ¾ tbsp is ¼ cup), spoons below. */
const measuredOut = (ml: number): Shown =>
  ml >= (ML_PER.cup * 7) / 32 ? nearestCups(ml / ML_PER.cup) : bySpoonAndCup(ml);

/** The measuring cups a cook has: quarters and thirds. */
const CUP_MEASURES = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

/**
 * Cups converted from a weight or millilitres, to the nearest measuring cup: 0.37 cup of butter is
 * ⅓ cup, not ¼ (the rule for cups as written keeps thirds only where they were meant).
 */
function nearestCups(count: number): Shown {
  const whole = Math.floor(count);
  const rest = count - whole;
  const measure = CUP_MEASURES.reduce((best, next) => (Math.abs(next - rest) < Math.abs(best - rest) ? next : best));
  return cups(whole + measure);
}

/** A weight a US cook writes: ounces under a pound (quarters under 2 oz), then pounds in quarters. */
function poundsAndOunces(grams: number): Shown {
  const ounces = grams / GRAMS_PER_OZ;
  if (Math.round(ounces) >= 16) return { number: inQuarters(grams / GRAMS_PER_LB), unit: "lb" };
  return { number: ounces < 2 ? inQuarters(ounces) : String(Math.round(ounces)), unit: "oz" };
}

/** Whether a volume in ml is exactly (but for the pantry's rounding) a buying unit: a pint kept as 473.176 ml. */
const isBuyingVolume = (ml: number) =>
  !isWhole(ml) && VOLUME_BUYING_UNITS.some((buying) => isWhole(ml / buying.ml) || isWhole((ml / buying.ml) * 4));

function inUs(unit: string, family: "mass" | "volume", base: number, food: ReadersUnits): Shown | null {
  const cupGrams = food.cup_grams ?? null;
  if (family === "mass") {
    const scooped = food.measured_by === "CUP" || food.measured_by === "VOLUME";
    if (cupGrams && scooped && base / cupGrams <= MOST_CUPS) return measuredOut((base / cupGrams) * ML_PER.cup);
    if (cupGrams && base < SPOON_GRAMS) return measuredOut((base / cupGrams) * ML_PER.cup);
    // Pounds and ounces as written stay as the rule for them shows them.
    return METRIC_MASS.has(unit) ? poundsAndOunces(base) : null;
  }
  // A pint the pantry keeps in ml already reads "1 pint".
  return METRIC_VOLUME.has(unit) && !isBuyingVolume(base) ? measuredOut(base) : null;
}

function inMetric(unit: string, family: "mass" | "volume", base: number, quantity: number, food: ReadersUnits) {
  // Grams the pantry keeps for a pound pack read in grams, not found again as "2 lb".
  if (family === "mass") return METRIC_MASS.has(unit) && food.asWritten ? null : metric(base, "g", "kg");
  if (METRIC_VOLUME.has(unit)) return food.asWritten || !isBuyingVolume(base) ? null : metric(base, "ml", "l");
  // Spoons are metric measures too (5 and 15 ml).
  if (unit === "tsp" || unit === "tbsp") return null;
  if (unit === "cup") {
    const cupGrams = food.cup_grams ?? null;
    if (food.measured_by === "VOLUME") return metric(base, "ml", "l");
    // A cup of a food not known stays a cup: its weight would be a guess.
    return cupGrams ? metric(quantity * cupGrams, "g", "kg") : null;
  }
  // Fluid ounces, pints, quarts and gallons are volumes of liquid whatever the food.
  return metric(base, "ml", "l");
}

/**
 * An amount in the units the reader chose, or null where the amount is shown by the rule for
 * amounts as written: no choice made, an amount already in those units, pieces and other counts.
 */
export function inReadersUnits(quantity: number, unit: string, food: ReadersUnits): Shown | null {
  if (!food.units || food.units === "as_written") return null;
  const base = inBaseUnit({ quantity, unit });
  if (!base) return null;
  return food.units === "us"
    ? inUs(unit, base.family, base.base, food)
    : inMetric(unit, base.family, base.base, quantity, food);
}
