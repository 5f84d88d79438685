/**
 * Food words in the number an amount asks for: "1 lemon", "4 burger buns", "2 bay leaves",
 * "3 cans". Only the last word of a name changes ("burger bun" → "burger buns").
 */
import { singular } from "../shopping/names";

/** Plurals no rule spells (the reverse of the name normaliser's table), and words with "-oes". */
const IRREGULAR_PLURALS: Record<string, string> = Object.assign(Object.create(null), {
  leaf: "leaves",
  loaf: "loaves",
  half: "halves",
  knife: "knives",
  tomato: "tomatoes",
  potato: "potatoes",
  mango: "mangoes",
  goose: "geese",
});

/** Words that read the same in both numbers: "3 garlic", "2 fish", "2 parsley" (bunches). */
const SAME_IN_BOTH = new Set(
  "rice fish salmon cod tuna trout shrimp squid dice garlic ginger celery spinach kale bread parsley coriander cilantro basil mint dill thyme rosemary".split(
    " ",
  ),
);

/** One lower-case word in the plural: "bun" → "buns", "berry" → "berries", "radish" → "radishes". */
function plural(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (SAME_IN_BOTH.has(word) || !/[a-z]$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The last word of `text` as `change` gives it back for its lower-case form, in the case it was written. */
function changeLastWord(text: string, change: (word: string) => string): string {
  const match = /([\p{L}']+)(\W*)$/u.exec(text);
  if (!match) return text;
  const word = match[1]!;
  const lower = word.toLowerCase();
  if (lower !== word && word.slice(1) !== word.slice(1).toLowerCase()) return text; // "BBQ", "XL": left alone
  const changed = change(lower);
  if (changed === lower) return text;
  const cased = lower === word ? changed : changed.charAt(0).toUpperCase() + changed.slice(1);
  return text.slice(0, match.index) + cased + match[2];
}

/**
 * A name or unit word for `count` of it: the singular for one or less ("lemons" → "lemon"), the
 * plural for more, when the word was written in the singular ("bun" → "buns"). What follows a
 * comma ("tomatoes, chopped") is left as it is; the words before it change.
 */
export function inNumber(words: string, count: number): string {
  const comma = words.indexOf(",");
  const head = comma < 0 ? words : words.slice(0, comma);
  const tail = comma < 0 ? "" : words.slice(comma);
  const changed = changeLastWord(head, (word) => {
    if (count <= 1) return singular(word);
    return singular(word) === word ? plural(word) : word;
  });
  return changed + tail;
}
