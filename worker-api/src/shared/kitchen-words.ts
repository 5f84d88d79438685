import { unitSpelling } from "../lib/units";
import { parseAmountRange } from "./amount";
import { inNumber } from "./plural";
import { COUNT_WORDS, type CountWord, type WordForms } from "./count-words";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/**
 * The measures Larder writes itself, in each language Larder speaks, and the language's own way
 * of writing a number with a decimal. Both workers show amounts (pages, list lines, the held-for
 * notes, the calendar feed), so the words are here, in one table both read, as the feed's words
 * and the names a new group starts with are. Metric symbols (g, kg, ml, l) and pounds and ounces
 * (lb, oz, fl oz) are written the same in every language and are not listed. Count words ("clove",
 * "can") are in `count-words.ts`. A unit a household typed that Larder does not know ("Dose",
 * "Prise") is theirs and is shown as typed.
 */

/** Larder's own measure words, by the unit it keeps them in. */
type KitchenMeasure = "tsp" | "tbsp" | "cup" | "pint" | "quart" | "gallon" | "pinch";

const WORDS: Record<Exclude<Locale, "en">, Record<KitchenMeasure, WordForms>> = {
  de: {
    tsp: { other: "TL" },
    tbsp: { other: "EL" },
    cup: { one: "Tasse", other: "Tassen" },
    pint: { other: "Pint" },
    quart: { other: "Quart" },
    gallon: { one: "Gallone", other: "Gallonen" },
    pinch: { one: "Prise", other: "Prisen" },
  },
  fr: {
    tsp: { other: "c. à c." },
    tbsp: { other: "c. à s." },
    cup: { one: "tasse", other: "tasses" },
    pint: { one: "pinte", other: "pintes" },
    quart: { one: "quart US", other: "quarts US" },
    gallon: { one: "gallon", other: "gallons" },
    pinch: { one: "pincée", other: "pincées" },
  },
  es: {
    tsp: { other: "cdta." },
    tbsp: { other: "cda." },
    cup: { one: "taza", other: "tazas" },
    pint: { one: "pinta", other: "pintas" },
    quart: { one: "cuarto de galón", other: "cuartos de galón" },
    gallon: { one: "galón", other: "galones" },
    pinch: { one: "pizca", other: "pizcas" },
  },
  it: {
    tsp: { one: "cucchiaino", other: "cucchiaini" },
    tbsp: { one: "cucchiaio", other: "cucchiai" },
    cup: { one: "tazza", other: "tazze" },
    pint: { one: "pinta", other: "pinte" },
    quart: { one: "quarto di gallone", other: "quarti di gallone" },
    gallon: { one: "gallone", other: "galloni" },
    pinch: { one: "pizzico", other: "pizzichi" },
  },
  nl: {
    tsp: { other: "tl" },
    tbsp: { other: "el" },
    cup: { one: "kopje", other: "kopjes" },
    pint: { other: "pint" },
    quart: { other: "quart" },
    gallon: { other: "gallon" },
    pinch: { one: "snufje", other: "snufjes" },
  },
  pl: {
    tsp: { one: "łyżeczka", few: "łyżeczki", many: "łyżeczek", fraction: "łyżeczki", other: "łyżeczki" },
    tbsp: { one: "łyżka", few: "łyżki", many: "łyżek", fraction: "łyżki", other: "łyżki" },
    cup: { one: "szklanka", few: "szklanki", many: "szklanek", fraction: "szklanki", other: "szklanki" },
    pint: { one: "pinta", few: "pinty", many: "pint", fraction: "pinty", other: "pinty" },
    quart: { one: "kwarta", few: "kwarty", many: "kwart", fraction: "kwarty", other: "kwarty" },
    gallon: { one: "galon", few: "galony", many: "galonów", fraction: "galona", other: "galona" },
    pinch: { one: "szczypta", few: "szczypty", many: "szczypt", fraction: "szczypty", other: "szczypty" },
  },
  ar: {
    tsp: { other: "ملعقة صغيرة" },
    tbsp: { other: "ملعقة كبيرة" },
    cup: { few: "أكواب", other: "كوب" },
    pint: { other: "باينت" },
    quart: { other: "كوارت" },
    gallon: { few: "غالونات", other: "غالون" },
    pinch: { other: "رشة" },
  },
};

/**
 * Every word Larder writes for its measures and counts, in every language and form, with the unit
 * it means ("Tassen" → "cup", "Zehen" → "clove").
 */
export const kitchenWordSpellings = (): [string, string][] =>
  [...Object.values(WORDS), ...Object.values(COUNT_WORDS)].flatMap((words) =>
    Object.entries(words).flatMap(([unit, forms]) =>
      Object.values(forms).map((word): [string, string] => [word, unit]),
    ),
  );

/** Larder's measure for a unit word in any spelling it knows ("cups", "teaspoon"), or null for any other unit. */
function measureOf(unit: string): KitchenMeasure | null {
  const spelling = unitSpelling(unit);
  return Object.hasOwn(WORDS.de, spelling) ? (spelling as KitchenMeasure) : null;
}

/** Intl objects made once per language (and number of decimals): one costs more to make than to use. */
const keptPlurals = new Map<Locale, Intl.PluralRules>();
const keptNumbers = new Map<string, Intl.NumberFormat>();

function pluralsOf(language: Locale) {
  let plurals = keptPlurals.get(language);
  if (!plurals) keptPlurals.set(language, (plurals = new Intl.PluralRules(language)));
  return plurals;
}

/** A format with exactly `places` decimals, no grouping (English amounts have none): the number keeps its digits. */
function numbersOf(language: Locale, places: number) {
  const key = `${language} ${places}`;
  let numbers = keptNumbers.get(key);
  if (!numbers) {
    numbers = new Intl.NumberFormat(language, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      useGrouping: false,
    });
    keptNumbers.set(key, numbers);
  }
  return numbers;
}

/** The language an amount is written in: one Larder speaks, else English. */
export const amountLanguage = (language: string | null | undefined): Locale =>
  isLocale(language) ? language : DEFAULT_LOCALE;

type OtherLanguage = Exclude<Locale, "en">;

/**
 * A number as the language writes it, through the same Intl the pages format numbers with: "1,5"
 * in German. Fraction signs and spaces stay as they are ("1 ½").
 */
function numberIn(language: OtherLanguage, number: string): string {
  return number.replace(/\d+(?:\.(\d+))?/g, (digits, decimals?: string) =>
    numbersOf(language, decimals?.length ?? 0).format(Number(digits)),
  );
}

/**
 * A unit word as the language writes it after `number` (an amount as shown): Larder's own
 * measures and count words in the language's words ("2 EL", "1 ½ Tassen", "3 Zehen"), any other
 * unit as it is.
 */
function measureIn(language: OtherLanguage, unit: string, number: string): string {
  // A range's word is in the number of its end: "1–2 Tassen".
  const { from, to } = parseAmountRange(number);
  const value = to ?? from ?? 1;
  const measure = measureOf(unit);
  if (measure) return formFor(WORDS[language][measure], language, value);
  return countWordIn(language, inNumber(unit.toLowerCase(), 1), value) ?? unit;
}

/** The form of `word` the language writes after an amount of `value` (the form for one under one). */
function formFor(word: WordForms, language: OtherLanguage, value: number): string {
  const form = Number.isNaN(value)
    ? "other"
    : value < 1 && word.fraction
      ? "fraction"
      : pluralsOf(language).select(value <= 1 ? 1 : value);
  return word[form] ?? word.other;
}

/**
 * A count word Larder keeps in English ("clove", "can") as `language` writes it after `quantity`
 * ("3 Zehen", "½ ząbka"); null for a word the language has none for.
 */
function countWordIn(language: OtherLanguage, singular: string, quantity: number): string | null {
  const word = Object.hasOwn(COUNT_WORDS[language], singular) ? COUNT_WORDS[language][singular as CountWord] : null;
  return word ? formFor(word, language, quantity) : null;
}

/**
 * An amount's number and unit (as English writes them: "1.5", "1 ½", "cups") as `language` writes
 * them: "1,5", "1 ½", "Tassen" in German. Any language Larder does not speak reads English.
 */
export function amountIn(language: string | null | undefined, amount: { number: string; unit: string }) {
  const reader = amountLanguage(language);
  // English is the language the amount was worked out in: Larder's own spellings.
  if (reader === "en") return amount;
  return { number: numberIn(reader, amount.number), unit: measureIn(reader, amount.unit, amount.number) };
}
