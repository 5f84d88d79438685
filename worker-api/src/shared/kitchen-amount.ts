/**
 * Amounts as a cook writes them, for every page, list line and note that shows one to a person.
 * Only what is shown is rounded; stored amounts stay exact. The rule (docs/decisions/0041):
 * whole grams and millilitres under 100, steps of 5 up to 1000, then kg and l in steps of 0.05;
 * cups and spoons in quarters written as fractions ("1 ½ cups", "¾ tsp", "⅛ tsp" at the least);
 * pounds, ounces and other buying units kept, found again in the grams a pantry keeps them in
 * (907.184 g is "2 lb"); volumes of spices, baking goods and produce by the spoon and cup; whole
 * pieces, counted without a unit word ("4 burger buns", "1 lemon").
 */
import { inBaseUnit, unitSpelling } from "../lib/units";
import { formatAmount } from "./amount";
import {
  bySpoonAndCup,
  cups,
  GRAMS_PER_LB,
  GRAMS_PER_OZ,
  inQuarters,
  isWhole,
  metric,
  ML_PER,
  moreThanOne,
  VOLUME_BUYING_UNITS,
  type Shown,
} from "./kitchen-measures";
import { inNumber } from "./plural";
import { singular } from "../shopping/names";
import { inReadersUnits, type ReadersUnits } from "./readers-units";
import { amountIn, amountLanguage } from "./kitchen-words";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * What is known of the food an amount is of: its name, and the store section it is filed under.
 * `asWritten` keeps a recipe's own numbers (its author's "113 g"), only counted things losing
 * their unit word: the rounding is for amounts Larder worked out (scaled, merged, converted).
 */
export type Food = ReadersUnits & {
  name?: string;
  section?: string | null;
  asWritten?: boolean;
  /**
   * Whole pieces in quarters, not rounded to whole ones: what the pantry holds of a lemon beside
   * what is bought ("have 2 ½" where 3 would read as nothing left to buy).
   */
  piecesInQuarters?: boolean;
};

/** Units that count whole things: an amount of them is a number before the food's name. */
const PIECES = new Set(["pcs", "", "whole"]);

/** Sections whose food is measured by the spoon and the cup when it is measured by volume. */
const SPOON_AND_CUP_SECTIONS = new Set(["Spices & baking", "Produce"]);

/** Count words written in the plural for more than one: "2 cans", "3 cloves". */
const COUNT_WORDS = new Set(
  "can tin jar bottle carton tub bag box pack packet package sachet envelope clove bunch sprig stalk stick head bulb slice sheet fillet rasher loaf block cube knob pinch dash drop handful leaf serving scoop wedge strip rib pod ear".split(
    " ",
  ),
);

/** A weight: in the pounds or ounces it was bought in (as typed, or found again in grams), else metric. */
function mass(unit: string, grams: number): Shown {
  const pounds = grams / GRAMS_PER_LB;
  const ounces = grams / GRAMS_PER_OZ;
  const boughtIn =
    unit === "g" && !isWhole(grams) ? (isWhole(pounds * 4) ? "lb" : isWhole(ounces) ? "oz" : null) : null;
  if (unit === "lb" || boughtIn === "lb") return { number: inQuarters(pounds), unit: "lb" };
  if (unit === "oz" || boughtIn === "oz")
    return { number: ounces < 2 ? inQuarters(ounces) : String(Math.round(ounces)), unit: "oz" };
  return metric(grams, "g", "kg");
}

/** A volume: in the kitchen measure written, the unit it was bought in, by the spoon, or metric. */
function volume(unit: string, ml: number, food: Food): Shown {
  if (unit === "tsp" || unit === "tbsp") return { number: inQuarters(ml / ML_PER[unit], { eighth: true }), unit };
  if (unit === "cup") return cups(ml / ML_PER.cup);
  const typedBuyingUnit = VOLUME_BUYING_UNITS.find((buying) => buying.unit === unit);
  // A whole number of a unit before quarters of a larger one: 8 fl oz, not ½ pint.
  const foundBuyingUnit = isWhole(ml)
    ? undefined
    : (VOLUME_BUYING_UNITS.find((buying) => isWhole(ml / buying.ml)) ??
      VOLUME_BUYING_UNITS.find((buying) => isWhole((ml / buying.ml) * 4)));
  const buying = typedBuyingUnit ?? foundBuyingUnit;
  if (buying) return { number: inQuarters(ml / buying.ml), unit: buying.unit };
  if (food.section && SPOON_AND_CUP_SECTIONS.has(food.section)) return bySpoonAndCup(ml);
  // Nobody measures 2 ml: under a teaspoon any food is spooned.
  if (ml < ML_PER.tsp) return bySpoonAndCup(ml);
  return metric(ml, "ml", "l");
}

/**
 * The amount shown in the reader's language, or null for no amount: its number with the
 * language's decimal sign ("1,5 kg") and Larder's own measures in the language's words ("2 EL").
 * With `upTo`, a range's end: "1–2 tbsp", "½–1 cup", its unit in the end's number; ends that read
 * in different units each keep theirs ("900 g – 1.2 kg").
 */
function shown(quantity: number, typedUnit: string, food: Food, language: Locale, upTo: number | null): Shown | null {
  const start = shownInEnglish(quantity, typedUnit, food, language);
  const end = start && upTo !== null ? shownInEnglish(upTo, typedUnit, food, language) : null;
  if (!start || !end) return start && amountIn(language, start);
  const [from, to] = [amountIn(language, start), amountIn(language, end)];
  const oneUnit = singular(start.unit.toLowerCase()) === singular(end.unit.toLowerCase());
  return {
    number: oneUnit ? `${from.number}–${to.number}` : `${from.number} ${from.unit} – ${to.number}`,
    unit: to.unit,
  };
}

/** The amount shown as English writes it, or null for no amount (quantity 0: "salt to taste", "some"). */
function shownInEnglish(quantity: number, typedUnit: string, food: Food, language: Locale): Shown | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  const unit = unitSpelling(typedUnit);
  const converted = inReadersUnits(quantity, unit, food);
  if (converted) return converted;
  if (food.asWritten)
    return {
      number: formatAmount(quantity, unit),
      unit: PIECES.has(unit) ? "" : unitInNumber(typedUnit.trim(), quantity, language),
    };
  if (PIECES.has(unit))
    return {
      number: quantity < 1 || food.piecesInQuarters ? inQuarters(quantity) : String(Math.round(quantity)),
      unit: "",
    };
  const base = inBaseUnit({ quantity, unit });
  if (base?.family === "mass") return mass(unit, base.base);
  if (base?.family === "volume") return volume(unit, base.base, food);
  // Any other count ("can", "clove", "bunch") in quarters, its word in the number shown.
  return { number: inQuarters(quantity, { thirds: true }), unit: unitInNumber(typedUnit.trim(), quantity, language) };
}

/**
 * A unit word in the number of `quantity` ("2 cans", "1 ½ cups", "1 clove"). The household's own
 * word is put in the plural by English rules only for a reader of English; other words (tbsp, oz,
 * "Dose") stay as they are, and `amountIn` writes Larder's own in the reader's language.
 */
function unitInNumber(word: string, quantity: number, language: Locale): string {
  if (language !== DEFAULT_LOCALE) return word;
  const count = moreThanOne(quantity) ? 2 : 1;
  if (/^cups?$/i.test(word)) return count > 1 ? "cups" : "cup";
  return COUNT_WORDS.has(inNumber(word.toLowerCase(), 1)) ? inNumber(word, count) : word;
}

/** Whether an amount counts whole things ("4 burger buns"): shown as a number before the name. */
export const isCounted = (quantity: number, unit: string) => quantity > 0 && PIECES.has(unitSpelling(unit));

/**
 * An amount with its unit as a cook writes it: "1 ½ cups", "¾ tsp", "2 lb", "120 g", "4" (whole
 * things, whose name says what they are); "" when there is no amount. In `language` (the reader's,
 * English by default): "1 ½ Tassen", "¾ TL", "1,5 kg" in German.
 */
export function kitchenAmount(
  quantity: number,
  unit: string,
  food: Food = {},
  language?: string | null,
  upTo: number | null = null,
): string {
  const amount = shown(quantity, unit, food, amountLanguage(language), upTo);
  return amount ? `${amount.number} ${amount.unit}`.trim() : "";
}

/** An amount's number and unit word apart, for a table with a column of each: "1 ½" and "cups". */
export function kitchenAmountParts(
  quantity: number,
  unit: string,
  food: Food = {},
  language?: string | null,
  upTo: number | null = null,
): Shown {
  return shown(quantity, unit, food, amountLanguage(language), upTo) ?? { number: "", unit: "" };
}

/**
 * A line of food for a row that shows a name and an amount apart: whole things counted are named
 * with their number ("4 burger buns", "1 lemon") and no amount beside; anything else keeps its name
 * and reads its amount as `kitchenAmount` does. The name is the household's own: put in the
 * number counted by English rules for a reader of English only ("2 Lauch" stays so in German).
 */
export function foodLabel(
  quantity: number,
  unit: string,
  food: Food & { name: string },
  language?: string | null,
  upTo: number | null = null,
) {
  const reader = amountLanguage(language);
  const amount = shown(quantity, unit, food, reader, upTo);
  if (amount && amount.unit === "" && isCounted(quantity, unit)) {
    // "3–4 eggs": the name in the number of the range's end.
    const most = upTo ?? quantity;
    const count = most < 1 ? 1 : Math.round(most);
    const name = reader === DEFAULT_LOCALE ? lowerFirst(inNumber(food.name, count)) : food.name;
    return { name: `${amount.number} ${name}`, amount: "" };
  }
  return { name: food.name, amount: amount ? `${amount.number} ${amount.unit}`.trim() : "" };
}

/** A line of food in one text: "4 burger buns", "200 g salmon", "⅛ tsp cloves", "salt". */
export function foodText(
  quantity: number,
  unit: string,
  food: Food & { name: string },
  language?: string | null,
  upTo: number | null = null,
): string {
  const label = foodLabel(quantity, unit, food, language, upTo);
  return [label.amount, label.name].filter(Boolean).join(" ");
}

/** "Burger buns" after a number reads "burger buns"; a name in capitals ("BBQ sauce") keeps them. */
const lowerFirst = (name: string) =>
  /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
