// An ingredient's name as a cook writes it ("Large Eggs", "plain flour", "courgettes") matched to a
// food of the table: first through a curated table of the common cooking ingredients, then by a
// scorer over every description that prefers the plain, raw form of what the name says. A name
// that no description covers returns null: a wrong food would give a confidently wrong total.
import { remembered } from "../lib/remembered";
import { singular, singularWords } from "../shopping/names";
import { FOOD_ALIASES } from "./food-aliases";
import { CATEGORY, COOKING, NEUTRAL, PLAIN, PREPARATION, PROCESSED, SOFT, SYNONYMS } from "./food-words";
import { TRANSLATIONS_TEXT } from "./food-translations";
import { foodAtPlace, foodById, foodDescriptions, type Food } from "./foods";
import { DESCRIPTIONS_TEXT } from "./foods.data";

/**
 * A match: the food, and whether it is sure (the name is one of the curated cooking ingredients,
 * or every word of it is in the food's own name) or the scorer's best reading of a longer name,
 * which a cook may want to check.
 */
type FoodMatch = { food: Food; sure: boolean };

/** Each word's singular, once: the descriptions use a few thousand words tens of thousands of times. */
const singulars = new Map<string, string>();

function singularOf(word: string): string {
  let one = singulars.get(word);
  if (one === undefined) {
    one = singular(word);
    singulars.set(word, one);
  }
  return one;
}

/** Letters that no accent mark makes: "smør", "æg", "œuf", "Weiß". */
const LIGATURES: Readonly<Record<string, string>> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", Ø: "o", Æ: "ae", Œ: "oe" };

/** A text's words for matching: lower case, no accents, singular. */
function tokens(text: string): string[] {
  // eslint-disable-next-line no-control-regex -- plain ASCII needs no accents taken off
  const plain = /^[\x00-\x7f]*$/.test(text)
    ? text
    : text
        .normalize("NFKD")
        .replace(/\p{M}/gu, "")
        .replace(/[øæœßØÆŒ]/g, (letter) => LIGATURES[letter]!);
  const words: string[] = [];
  for (const word of plain.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) words.push(singularOf(word));
  return words;
}

/** A weight and its pack before the name: "10-13 oz bag", "400 g tin of". */
const PACK_WEIGHT =
  /^\s*\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s*(?:g|kg|oz|ounces?|lbs?|pounds?)\.?\s+(?:(?:bag|box|can|carton|jar|pack|package|packet|tin|tub)s?\s+)?(?:of\s+)?/i;

/** A list without repeats, in its order (lists of a description's words are short). */
function unique(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (const word of words) if (!kept.includes(word)) kept.push(word);
  return kept;
}

/**
 * The keys a name is looked up by, most particular first: its words in the singular and the
 * descriptions' spelling, without soft words; then also without sizes and preparations.
 */
function foodKeys(name: string): string[] {
  const named = name
    // A label before the name: "To garnish: thyme sprigs".
    .replace(/^[^:]{1,30}:\s*(?=\S)/, "")
    // An amount in other units left before the name: "/ 30-45 ml olive oil", "/ 14 oz can of tomatoes",
    // or a pack's weight: "10-13 oz bag tortilla chips" (gramsOf reads it).
    .replace(/^\s*\/\s*[\d.,/½¼¾⅓⅔\s-]+\s*(?:ml|l|g|kg|oz|lb|cups?|tbsp|tsp)\b\.?/i, "")
    .replace(PACK_WEIGHT, "")
    .replace(/^\s*(?:can|tin)s?\s+of\s+/i, "canned ")
    // A fat content before the name is the kind of butter or cream, not another food: "82% fat butter".
    .replace(/\b\d+(?:[.,]\d+)?\s*%\s*(?:milk)?fat\b/i, "")
    // "q.b." (quanto basta, as much as needed) before a Portuguese or Italian name.
    .replace(/^\s*q\.\s*b\.\s*/i, "")
    .replace(/&/g, " and ")
    // What the ingredient is for is not what it is: "flour for dredging", "oil for frying".
    .replace(/\s+for\s+.*$/is, "")
    // Peppers, plural, are sweet peppers unless the word before says which hot ones; pepper, the spice, is never counted.
    .replace(
      /(^|\s)(?<!\b(?:chil[ie]s?|chilli|hot|jalape[nñ]o|black|white|pink|szechuan|sichuan|cayenne|bell|sweet|banana|habanero|serrano|poblano|piquillo|bonnet|thai|eye|shishito|padron|cherry)\s)peppers\b/i,
      "$1bell peppers",
    );
  const words = singularWords(named)
    .flatMap((word) => tokens(word))
    .flatMap((word) => translated().get(word) ?? [word]);
  const spell = (kept: string[]) => kept.map((word) => SYNONYMS[word] ?? word).join(" ");
  const firm = words.filter((word) => !SOFT.has(word));
  const plain = firm.filter((word) => !PREPARATION.has(word));
  // A name of nothing but sizes keeps them ("large" may be an alias); one of only soft words names no food.
  if (!plain.length) return firm.length ? [spell(firm)] : [];
  return firm.length === plain.length ? [spell(plain)] : [spell(firm), spell(plain)];
}

/**
 * A food's words for scoring: `head` its main name, `core` the main name without category words
 * ("cinnamon" of "Spices, cinnamon, ground"), `variety` the part after the main name ("strawberry"
 * of "Toppings, strawberry"), `described` the words outside brackets, `words` all of them, other
 * names in brackets included.
 */
type Indexed = {
  place: number;
  head: readonly string[];
  core: readonly string[];
  variety: readonly string[];
  described: readonly string[];
  words: readonly string[];
};

let translations: Map<string, string[]> | null = null;

/** Other languages' words by their lookup form, each with the English words it stands for, in theirs. */
function translated(): Map<string, string[]> {
  if (translations) return translations;
  translations = new Map();
  for (const line of TRANSLATIONS_TEXT.split("\n")) {
    if (line.startsWith("#")) continue;
    for (const entry of line.split(" ")) {
      const [word, english] = entry.split("=");
      if (!word || !english) continue;
      const meaning = english.split("_").flatMap(tokens);
      for (const key of tokens(word)) translations.set(key, meaning);
    }
  }
  return translations;
}

/** The curated names, written as their own lookup keys, once per isolate. */
let aliases: Map<string, number> | null = null;
const aliasIndex = () => (aliases ??= new Map(FOOD_ALIASES));

/**
 * Which foods' descriptions hold each word (by their place in the table), found when a name first
 * asks for a word: the words starting with its letter are read out of all descriptions at once (a
 * singular keeps its plural's first letter: "geese", "goose"), so the first scored match of an
 * isolate reads the letters its words start with, not every word of every food.
 */
let index: {
  /** Every description, lower case and without what the food is without, one a line. */
  text: string;
  /** Where each description's line starts in `text`. */
  starts: number[];
  postings: Map<string, number[]>;
  letters: Set<string>;
  read: (Indexed | undefined)[];
} | null = null;

/** What a food is without ("without salt") never matches a name: "pink salt" is not pink beans. */
const WITHOUT = /\bwithout\b[^,()\n]*/g;
const withoutWithout = (description: string) => description.replace(WITHOUT, " ");

function foodIndex() {
  if (index) return index;
  // The descriptions are plain ASCII (the table's script makes sure), so lower case is all `tokens` does to them.
  const text = withoutWithout(DESCRIPTIONS_TEXT).toLowerCase();
  const starts = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  index = { text, starts, postings: new Map(), letters: new Set(), read: [] };
  return index;
}

/** The places of the foods whose descriptions hold a word (in the singular, as `tokens` writes it). */
function postingsOf(word: string): readonly number[] | undefined {
  const found = foodIndex();
  const letter = word[0]!;
  if (!found.letters.has(letter)) {
    found.letters.add(letter);
    if (/^[a-z0-9]$/.test(letter)) {
      const words = new RegExp(`(?<![a-z0-9])${letter}[a-z0-9]*`, "g");
      // The words come in the text's order: the description holding each is found by walking on.
      let place = 0;
      for (const match of found.text.matchAll(words)) {
        const one = singularOf(match[0]);
        while (found.starts[place + 1]! <= match.index) place++;
        const list = found.postings.get(one);
        if (!list) found.postings.set(one, [place]);
        else if (list.at(-1) !== place) list.push(place);
      }
    }
  }
  return found.postings.get(word);
}

/** A food's words and main name (its first part, or two when the first is a category), once per isolate. */
function indexed(place: number): Indexed {
  const { read } = foodIndex();
  const known = read[place];
  if (known) return known;
  // Other names in brackets ("Coriander (cilantro) leaves") are found, but are not the main name.
  const described = withoutWithout(foodDescriptions()[place]!);
  const parts = described
    .replace(/\([^()]*\)/g, " ")
    .split(",")
    .map(tokens);
  const first = parts[0] ?? [];
  const categorised = first.every((word) => CATEGORY.has(word)) && parts[1] !== undefined;
  const entry: Indexed = {
    place,
    head: categorised ? [...first, ...parts[1]!] : first,
    core: categorised ? parts[1]!.filter((word) => !first.includes(word)) : first,
    variety: parts[categorised ? 2 : 1] ?? [],
    described: unique(parts.flat()),
    words: unique(tokens(described)),
  };
  read[place] = entry;
  return entry;
}

/**
 * How well a food's description reads as the name: `identity`, how surely it is the food the
 * name says (its words in the main name, little else named beside them); `form`, how plain a form
 * of it (raw and whole rather than canned, cooked or sweetened, unless the name says so).
 */
function score(entry: Indexed, query: readonly string[]): { identity: number; form: number } {
  const cooked = query.some((word) => COOKING.has(word));
  let identity = 0;
  let form = 0;
  for (const word of query) identity += entry.head.includes(word) ? 3 : 1;
  for (const word of entry.core) if (!query.includes(word) && !NEUTRAL.has(word)) identity -= 1.5;
  let otherVariety = false;
  for (const word of entry.described) {
    if (entry.head.includes(word) || query.includes(word) || NEUTRAL.has(word)) continue;
    if (PROCESSED.has(word)) form -= cooked && COOKING.has(word) ? 0.3 : 2;
    else if (PLAIN.has(word)) form += 1;
    else if (entry.variety.includes(word)) otherVariety = true;
    else identity -= 0.3;
  }
  // A variety the name does not say ("strawberry" of "Toppings, strawberry") is another food.
  return { identity: otherVariety ? identity - 1 : identity, form };
}

/**
 * How sure a match must be that the food is the one named: the name's words in the food's main
 * name, with little beside them ("topping" alone is not "Toppings, strawberry").
 */
const MIN_IDENTITY = 2.6;

/** The places in both of two ascending lists. */
function intersection(a: readonly number[], b: readonly number[]): number[] {
  if (a === b) return [...a];
  const both: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      both.push(a[i]!);
      i++;
      j++;
    }
  }
  return both;
}

/** The best food whose description holds every word of the name, with at least one in its main name. */
function scoreMatch(key: string): FoodMatch | null {
  const query = key.split(" ").filter(Boolean);
  if (!query.length) return null;
  const lists = query.map(postingsOf);
  if (lists.some((list) => !list)) return null;
  // The foods whose descriptions hold every word: the lists are in table order, so walked together.
  const candidates = (lists as number[][]).reduce(intersection);
  let best: { entry: Indexed; identity: number; total: number } | null = null;
  for (const position of candidates) {
    const entry = indexed(position);
    // One word that only names the category ("nuts" of "Nuts, acorns, raw") does not say which food.
    const named =
      query.some((word) => entry.core.includes(word)) ||
      (query.length > 1 && query.some((word) => entry.head.includes(word)));
    if (!named) continue;
    const { identity, form } = score(entry, query);
    const total = identity + form;
    if (!best || total > best.total || (total === best.total && entry.words.length < best.entry.words.length))
      best = { entry, identity, total };
  }
  if (!best || best.identity < MIN_IDENTITY) return null;
  return { food: foodAtPlace(best.entry.place), sure: query.every((word) => best.entry.head.includes(word)) };
}

/** Names remembered: a week's recipes name the same ingredients again and again. */
const NAMES_REMEMBERED = 5_000;

/**
 * The food an ingredient name means ("plain flour" → wheat flour, white, all-purpose; "Large Eggs"
 * → egg, whole, raw; "courgette" → zucchini, raw), or null when no food fits with confidence. Water
 * and ice are water. Case, plurals, sizes and preparations ("chopped", "softened") do not matter.
 */
export const matchFood = remembered((name: string): FoodMatch | null => {
  const match = matchOne(name);
  if (match) return match;
  // "cream cheese with garlic", "flødeost m. hvidløg": the food before what it is made with; never sure.
  const base = name.split(WITH)[0]!;
  const chosen = (base !== name ? matchOne(base) : null) ?? matchChoice(base) ?? matchTail(base);
  return chosen && { food: chosen.food, sure: false };
}, NAMES_REMEMBERED);

/**
 * The last words of a name that name a food, at least two: "sweet rice short grain glutinous rice"
 * is glutinous rice, "hot cooked egg noodles" cooked egg noodles. One word alone is not trusted:
 * "vegan sausages" are not sausages.
 */
function matchTail(name: string): FoodMatch | null {
  const words = name.trim().split(/\s+/);
  for (let start = 1; start <= words.length - 2; start++) {
    const tail = words.slice(start).join(" ");
    // Two words that say which food: "de tomate" is one.
    if ((foodKeys(tail)[0]?.split(" ").length ?? 0) < 2) break;
    const found = matchOne(tail);
    if (found) return found;
  }
  return null;
}

/** " with " and its words in the languages the matcher reads. */
const WITH = /\s+(?:with|w\/|m\.|med|mit|avec|con|com)\s+/i;

/** "or" and "and" in the languages the matcher reads, and "&", "+": a name of two foods. */
const CHOICE = /\s+(?:or|and|og|eller|och|oder|und|ou|o|y|e|et|of|en)\s+|\s*[&+/]\s*/i;

/**
 * "cotija or queso fresco", "yellow or white onion", "salt og peber", "peppers & onions": the first
 * choice that names a food, a one-word choice with the last choice's noun ("yellow onion"). Two foods
 * of one line are weighed as the first: the line says how much of both, not of each.
 */
function matchChoice(name: string): FoodMatch | null {
  const choices = name.split(CHOICE).filter((choice) => choice.trim());
  if (choices.length < 2) return null;
  const noun = choices.at(-1)!.trim().split(/\s+/).at(-1)!;
  for (const choice of choices) {
    const readings = /^\S+$/.test(choice.trim()) ? [`${choice} ${noun}`, choice] : [choice];
    for (const reading of readings) {
      const chosen = matchOne(reading);
      if (chosen) return chosen;
    }
  }
  return null;
}

/** The food one name means: a curated name first, then the scorer, each with preparations kept, then without. */
function matchOne(name: string): FoodMatch | null {
  const keys = foodKeys(name);
  for (const key of keys) {
    const aliased = aliasIndex().get(key);
    const food = aliased === undefined ? null : foodById(aliased);
    if (food) return { food, sure: true };
  }
  for (const key of keys) {
    const scored = scoreMatch(key);
    if (scored) return scored;
  }
  return null;
}
