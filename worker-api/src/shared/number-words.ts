/**
 * Small numbers as cooks write them in words ("one onion", "a minute", "twelve eggs"): what the
 * importer's amounts and cook mode's timers both read, each adding words of its own.
 */
export const SMALL_NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
