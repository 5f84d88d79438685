// The amount an ingredient line begins with: "2", "1,5", "1 1/2", "1½", "½", "2-3" (the first),
// "one", "a dozen". Reads from the start of the text and says how much of it the amount took.
import { SMALL_NUMBER_WORDS } from "../shared/number-words";

const VULGAR_FRACTIONS: Record<string, number> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅐": 1 / 7,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
  "⅑": 1 / 9,
  "⅒": 1 / 10,
};
const VULGAR = "[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]";

const NUMBER_WORDS: Record<string, number> = {
  ...SMALL_NUMBER_WORDS,
  half: 0.5,
  dozen: 12,
  "a dozen": 12,
  "a half": 0.5,
  "one half": 0.5,
  "a couple": 2,
  "a couple of": 2,
  // Half, as Portuguese and Spanish lines begin: "meia xícara de leite", "medio limón".
  meia: 0.5,
  meio: 0.5,
  medio: 0.5,
};

// A fraction's slash: ASCII, the fraction slash U+2044 or the division slash U+2215.
const SLASH = "\\s*[/\u2044\u2215]\\s*";
const INTEGER = "\\d+";
// 1,000 is a thousand; 1,5 is one and a half; 0,125 is an eighth (no thousands begin with 0).
const DECIMAL = "(?:[1-9]\\d{0,2}(?:,\\d{3})+(?![\\d,])|\\d*[.,]\\d+|\\d+)";
const FRACTION = `${INTEGER}${SLASH}${INTEGER}`;
// A mixed number: "1 1/2", "1-1/2" (an unspaced hyphen; "1 - 2" is a range), "1½", "1 ½".
const NUMBER = `(?:${INTEGER}(?:\\s+|-)(?:${FRACTION}|${VULGAR})|${INTEGER}${VULGAR}|${FRACTION}|${VULGAR}|${DECIMAL})`;
const WORD = `(?:${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
const RANGE_TAIL = `(?:\\s*(?:-|–|—|~)\\s*|\\s+(?:to|or|à|a|bis|tot|til)\\s+)(?:${NUMBER})(?![\\d/])`;

const LEADING_NUMBER = new RegExp(`^(${NUMBER})(?![\\d/\u2044\u2215])(${RANGE_TAIL})?`);
/**
 * A fraction joined to a whole number by "and": "1 and 1/2 cups", "1 and a half", as Portuguese and
 * Spanish write it too: "1 e meia xícara", "0 e 1/2", "2 y medio", "1 y 3/4".
 */
const AND_A_PART = new RegExp(
  `^\\s+(?:and|e|y)\\s+(?:(meia|meio|media|medio|a\\s+half)|(${FRACTION}|${VULGAR}))(?![\\p{L}\\p{N}/\u2044\u2215])`,
  "iu",
);
const LEADING_WORD = new RegExp(`^(${WORD})(?![\\p{L}\\p{N}'’-])(${RANGE_TAIL.replace(NUMBER, WORD)})?`, "iu");

const MIXED = new RegExp(`^(\\d+)(?:(?:\\s+|-)(${FRACTION})|(?:\\s*|-)(${VULGAR}))$`, "u");
const SIMPLE_FRACTION = new RegExp(`^(\\d+)${SLASH}(\\d+)$`);

/** The value of one number as `NUMBER` matches it. */
function numberValue(text: string): number {
  const mixed = MIXED.exec(text);
  if (mixed) return Number(mixed[1]) + numberValue(mixed[2] ?? mixed[3]!);
  const vulgar = VULGAR_FRACTIONS[text];
  if (vulgar !== undefined) return vulgar;
  const fraction = SIMPLE_FRACTION.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  if (/^[1-9]\d{0,2}(,\d{3})+$/.test(text)) return Number(text.replaceAll(",", ""));
  return Number(text.replace(",", "."));
}

interface LeadingAmount {
  /** The amount; the first number of a range. */
  value: number;
  /** A range's last number ("1–2", "3 to 4") and how many characters its first took; absent for one amount. */
  range?: { end: number; startLength: number };
  /** How many characters of the text the amount (with its range) took. */
  length: number;
}

/** What joins a range's two numbers: a dash or a word ("to", "bis", "à"). */
export const RANGE_JOIN = /^(?:\s*(?:-|–|—|~)\s*|\s+(?:to|or|à|a|bis|tot|til)\s+)/i;

/** A range's end, read by `value` from the text after its first number. */
function rangeOf(start: string, tail: string | undefined, value: (text: string) => number | undefined) {
  const end = tail === undefined ? undefined : value(tail.replace(RANGE_JOIN, ""));
  return end !== undefined && Number.isFinite(end) ? { range: { end, startLength: start.length } } : {};
}

/** The amount `text` begins with, or null. Fractions with a zero denominator are not amounts. */
export function readLeadingAmount(text: string): LeadingAmount | null {
  const number = LEADING_NUMBER.exec(text);
  if (number) {
    const value = numberValue(number[1]!);
    if (!Number.isFinite(value)) return null;
    const and =
      number[2] === undefined && /^\d+$/.test(number[1]!) ? AND_A_PART.exec(text.slice(number[0].length)) : null;
    const part = and ? (and[1] ? 0.5 : numberValue(and[2]!.replace(/\s+/g, ""))) : 0;
    return and && part > 0 && part < 1
      ? { value: value + part, length: number[0].length + and[0].length }
      : { value, length: number[0].length, ...rangeOf(number[1]!, number[2], numberValue) };
  }
  const word = LEADING_WORD.exec(text);
  if (!word) return null;
  const value = NUMBER_WORDS[word[1]!.toLowerCase()]!;
  return { value, length: word[0].length, ...rangeOf(word[1]!, word[2], (end) => NUMBER_WORDS[end.toLowerCase()]) };
}
