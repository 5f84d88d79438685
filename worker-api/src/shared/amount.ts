import { RANGE_JOIN, readLeadingAmount } from "../recipe-import/amount";
import { westernDigits } from "./digits";
import { isLocale, type Locale } from "./locales";

/**
 * Amounts as cooks write them, read and shown the same way by the API, the forms and every page
 * that shows one. A stored amount is a number; an ingredient line without one ("salt, to taste")
 * stores 0 and shows no number. Pages import this module, so it holds no zod: the schemas built on
 * these rules are in contract/amount-fields.ts.
 */

/** Whether a language Larder speaks writes a decimal with a comma (1,5), by its Intl; kept per language. */
const commaDecimals = new Map<Locale, boolean>();
function writesDecimalComma(language: string) {
  if (!isLocale(language)) return false;
  let comma = commaDecimals.get(language);
  if (comma === undefined) {
    const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === "decimal");
    commaDecimals.set(language, (comma = decimal?.value === ","));
  }
  return comma;
}

/**
 * An amount typed in a form: "2", "0.25", "0,25", "1/3", "¼", "1½", "1 1/2", "١٫٥" (the importer's
 * reading of an amount, which must take the whole text). Null when blank, NaN when the text is not an amount.
 * In a `language` that writes decimals with a comma (the page's), a comma is always its decimal
 * sign: "1,250" is one and a quarter there, a thousand two hundred and fifty in English.
 */
export function parseAmount(text: string, language?: string): number | null {
  const typed = westernDigits(text.trim());
  if (!typed) return null;
  if (language && /^\d+,\d+$/.test(typed) && writesDecimalComma(language)) return Number(typed.replace(",", "."));
  const read = readLeadingAmount(typed);
  return read && read.length === typed.length ? read.value : Number.NaN;
}

/**
 * An amount or a range typed in a recipe's form: "2", "1–2", "1-2", "½ to 1", "2 bis 3" (each end
 * read as `parseAmount` reads it, in `language`). `to` is the range's end, null for one amount; a
 * descending range keeps its end for the rule to refuse ("3-2").
 */
export function parseAmountRange(text: string, language?: string): { from: number | null; to: number | null } {
  const typed = westernDigits(text.trim());
  const read = readLeadingAmount(typed);
  if (!read?.range || read.length !== typed.length) return { from: parseAmount(typed, language), to: null };
  const start = typed.slice(0, read.range.startLength);
  return {
    from: parseAmount(start, language),
    to: parseAmount(typed.slice(start.length).replace(RANGE_JOIN, ""), language),
  };
}

/** The most any amount may be: a recipe's line, a list's line, what the pantry holds. */
const MAX_AMOUNT = 1_000_000;

export type AmountRule = {
  /** What the message calls the amount: "Quantity", "Amount", "Quantity of Flour". */
  label?: string;
  /** Zero is an amount too (a pantry line of food no one weighed); else it must be above 0. */
  zero?: boolean;
};

/**
 * What is wrong with an amount, or null when it may be stored: the one rule every form and the
 * API apply. NaN is text that reads as no amount ("abc", "1/0"); a number too large for any
 * kitchen (a 20-digit one) says so rather than being called too small.
 */
export function amountProblem(amount: number, { label = "Quantity", zero = false }: AmountRule = {}): string | null {
  if (Number.isNaN(amount)) return `${label} must be a number, such as 2, 0.5 or ½`;
  if (amount > MAX_AMOUNT) return `${label} is too large: at most 1,000,000`;
  if (zero ? amount < 0 : amount <= 0) return `${label} must be ${zero ? "0 or more" : "greater than 0"}`;
  return null;
}

/** The fractions cooks write, by value; eighths are as close as kitchen measures go. */
const FRACTIONS: [number, string][] = [
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [3 / 8, "⅜"],
  [1 / 2, "½"],
  [5 / 8, "⅝"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [7 / 8, "⅞"],
];
/** How far from a fraction an amount may be and still be shown as it: 0.33 is ⅓, 0.3 is not. */
const NEAR = 0.01;

/** Metric amounts read as decimals (1.25 kg, 0.5 l); spoons, cups, pieces and the rest as fractions. */
const METRIC =
  /^(?:mg|g|gr|grams?|kg|kgs|kilos?|ml|cl|dl|l|lt|ltr|lit(?:er|re)s?|(?:milli|centi|deci|kilo)?(?:gram|lit(?:er|re))s?)$/i;

/** At most `places` decimals; an amount too small for them keeps 2 significant digits rather than reading 0. */
const decimal = (value: number, places = 2) =>
  String(Math.round(value * 10 ** places) / 10 ** places || Number(value.toPrecision(2)));

/** Whether `unit` is a metric weight or volume ("g", "Grams", "kg", "ml", "l"), in any spelling. */
export const isMetricUnit = (unit: string) => METRIC.test(unit.trim().replace(/\.$/, ""));

/**
 * An amount as a cook writes it: `0.25` → "¼", `1.5` → "1½", `0.3333` → "⅓" (any unit but a
 * metric one); otherwise at most 2 decimals, never "0.333333". Metric amounts are decimals with
 * up to 3 (1.25 kg, 0.125 kg: grams are not lost). No amount (0) is "".
 */
export function formatAmount(quantity: number, unit = ""): string {
  if (!Number.isFinite(quantity) || quantity <= 0) return "";
  if (isMetricUnit(unit)) return decimal(quantity, 3);
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < NEAR) return whole ? String(whole) : decimal(quantity);
  if (1 - rest < NEAR) return String(whole + 1);
  const fraction = FRACTIONS.find(([value]) => Math.abs(rest - value) < NEAR);
  if (!fraction) return decimal(quantity);
  return `${whole || ""}${fraction[1]}`;
}

/**
 * An amount as a form's field holds it, to be read or typed again: as `formatAmount` writes it,
 * with the decimal sign of the page's `language` ("1,25" kg and "1½" cups in German). Western
 * digits, no grouping: what a keyboard types, and what `parseAmount` reads back to the same number.
 */
export function typedAmountText(quantity: number, unit: string, language?: string): string {
  const text = formatAmount(quantity, unit);
  return language && writesDecimalComma(language) ? text.replace(".", ",") : text;
}

/** An amount or a range ("1–2") as a form's field holds it, each end as `typedAmountText` writes it. */
export function typedRangeText(quantity: number, quantityMax: number | null, unit: string, language?: string): string {
  const start = typedAmountText(quantity, unit, language);
  return quantityMax === null ? start : `${start}–${typedAmountText(quantityMax, unit, language)}`;
}

/** A decimal number (a price) as a form's field holds it, with `places` decimals: "1.50", "1,50" in German. */
export function typedDecimalText(value: number, places: number, language?: string): string {
  const text = value.toFixed(places);
  return language && writesDecimalComma(language) ? text.replace(".", ",") : text;
}

/** A line without an amount (quantity 0, no unit: "salt to taste"): one to check at home, not to buy by weight or count. */
export const isCheckYouHave = (line: { quantity: number; unit: string }) => line.quantity === 0 && line.unit === "";

/** An amount with its unit ("¼ cup", "1.25 kg"); nothing when there is no amount. */
export function formatAmountWithUnit(quantity: number, unit: string): string {
  const amount = formatAmount(quantity, unit);
  return amount ? `${amount} ${unit}`.trim() : "";
}
