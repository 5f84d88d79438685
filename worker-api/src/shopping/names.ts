// Ingredient names as a shopping list merges them: "Large eggs*", "egg" and "EGGS" are one thing
// to buy, while "red onion" and "onion", or "peanut butter" and "butter", stay two.
//
// Only words that never change what is bought are dropped: a size ("large", "medium"), how the
// cook prepares it ("chopped", "finely diced", "softened") and quality talk ("good quality",
// "pure"). Words that name another product stay: a colour or variety ("red onion"), salted or
// unsalted, fresh or dried, ground or whole, frozen or canned.
import { remembered } from "../lib/remembered";

/** Footnote marks and superscript digits a page puts after a name: "sugar*", "flour†", "salt¹". */
const FOOTNOTES = /[*†‡§¹²³⁰⁴-⁹]+/g;

/** Letters that no Unicode decomposition takes apart: "smør" is looked up as "smor". */
const FOLDED: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss" };

/** Words that say how big a piece is or how it is prepared, never what to buy. */
export const DROPPED = new Set([
  "large",
  "small",
  "medium",
  "sized",
  "big",
  "jumbo",
  "extra",
  "xl",
  "chopped",
  "diced",
  "minced",
  "sliced",
  "grated",
  "shredded",
  "crushed",
  "peeled",
  "cubed",
  "halved",
  "quartered",
  "trimmed",
  "finely",
  "roughly",
  "coarsely",
  "thinly",
  "freshly",
  "softened",
  "melted",
  "beaten",
  "sifted",
  "packed",
  "lightly",
  "loosely",
  "firmly",
  "room",
  "temperature",
  "quality",
  "good",
  "best",
  "pure",
  "organic",
  "plus",
  "more",
]);

/** Plurals no rule spells: "leaves" is "leaf", "cookies" is "cookie", "molasses" is itself. */
const IRREGULAR: Record<string, string> = Object.assign(Object.create(null), {
  leaves: "leaf",
  loaves: "loaf",
  halves: "half",
  knives: "knife",
  calves: "calf",
  wolves: "wolf",
  cookies: "cookie",
  brownies: "brownie",
  smoothies: "smoothie",
  veggies: "veggie",
  pies: "pie",
  chilies: "chili",
  chillies: "chilli",
  chilis: "chili",
  geese: "goose",
  mice: "mouse",
  teeth: "tooth",
  feet: "foot",
  children: "child",
  dice: "dice",
});

/** Words that end like a plural and are not one (the list is checked after IRREGULAR). */
const INVARIANT = new Set([
  "molasses",
  "swiss",
  "hummus",
  "couscous",
  "asparagus",
  "citrus",
  "octopus",
  "gas",
  "series",
  "species",
  "grits",
  "bass",
  "schnapps",
  "anis",
  "ananas",
  "kiwis",
  "lens",
  "haricots",
]);

/** One word in its singular: "tomatoes" → "tomato", "berries" → "berry", "radishes" → "radish". */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (INVARIANT.has(word) || word.length <= 3) return word;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/[^aeiou]oes$/.test(word)) return word.slice(0, -2);
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/**
 * Names remembered: a list's lines look each name up five times (its merge key, section, density,
 * piece weight and display name), and a household's names repeat from list to list.
 */
export const byName = <T>(compute: (name: string) => T) => remembered(compute, 5_000);

/**
 * A name's words, lower-cased, without accents ("crème fraîche" is "creme fraiche"), footnote
 * marks or brackets.
 */
const words = byName((name: string): readonly string[] =>
  name
    .replace(FOOTNOTES, " ")
    .replace(/\([^()]*\)/g, " ")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæœß]/g, (letter) => FOLDED[letter]!)
    .replace(/[’']s\b/g, "")
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean),
);

/** A name's words in the singular, all kept: what the section dictionaries are looked up by. */
export const singularWords = byName((name: string): readonly string[] => words(name).map(singular));

/** The words a name is merged by: singular, without sizes and preparations. */
export const keyWords = byName((name: string): readonly string[] => {
  const kept = words(name)
    .filter((word) => !DROPPED.has(word))
    .map(singular);
  // A name that was nothing but dropped words ("large") keeps its own words.
  return kept.length ? kept : singularWords(name);
});

/** The key lines merge by: "Large Eggs*" and "egg" both give "egg"; "red onion" stays "red onion". */
export const mergeKey = byName((name: string): string => keyWords(name).join(" "));

/** Things grouped by the merge key of their names, each group in the order given. */
export function byMergeKey<T extends { name: string }>(things: Iterable<T>): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const thing of things) {
    const key = mergeKey(thing.name);
    const group = groups.get(key);
    if (group) group.push(thing);
    else groups.set(key, [thing]);
  }
  return groups;
}

/** A spelling as a list shows it: footnote marks and stray spaces gone, the first letter capital. */
export const tidyName = byName((name: string): string => {
  const tidy = name.replace(FOOTNOTES, "").normalize("NFC").replace(/\s+/g, " ").trim();
  return tidy.charAt(0).toLocaleUpperCase() + tidy.slice(1);
});

/** Spellings that differ only in case count as one. */
const spellingKey = byName((name: string): string => name.toLocaleLowerCase());

/**
 * The name a merged line shows: the spelling most of its lines used (tidied), the first of them
 * when two are as common.
 */
export function displayName(spellings: readonly string[]): string {
  if (spellings.length === 1) return tidyName(spellings[0]!);
  const counts = new Map<string, { name: string; count: number; first: number }>();
  spellings.forEach((spelling, index) => {
    const name = tidyName(spelling);
    const key = spellingKey(name);
    const seen = counts.get(key);
    if (seen) seen.count++;
    else counts.set(key, { name, count: 1, first: index });
  });
  let best: { name: string; count: number; first: number } | undefined;
  for (const candidate of counts.values()) {
    if (!best || candidate.count > best.count || (candidate.count === best.count && candidate.first < best.first))
      best = candidate;
  }
  return best?.name ?? "";
}
