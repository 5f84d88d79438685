// An ingredient's name as a cook writes it ("Large Eggs", "plain flour", "courgettes") matched to a
// food of the table: first through a curated table of the common cooking ingredients, then by a
// scorer over every description that prefers the plain, raw form of what the name says. A name
// that no description covers returns null: a wrong food would give a confidently wrong total.
import { remembered } from "../lib/remembered";
import { keyWords, singular } from "../shopping/names";
import { FOOD_ALIASES } from "./food-aliases";
import { allFoods, foodById, type Food } from "./foods";

/**
 * A match: the food, and whether it is sure (the name is one of the curated cooking ingredients,
 * or every word of it is in the food's own name) or the scorer's best reading of a longer name,
 * which a cook may want to check.
 */
export type FoodMatch = { food: Food; sure: boolean };

/** Words that never change which food is meant: "fresh basil" is basil, "kosher salt" is salt. */
const SOFT = new Set([
  "fresh",
  "extra",
  "virgin",
  "free",
  "range",
  "organic",
  "ripe",
  "kosher",
  "sea",
  "flaky",
  "coarse",
  "fine",
  "cold",
  "warm",
  "lukewarm",
  "boiling",
  "filtered",
  "cracked",
  "unwaxed",
  "boneless",
  "skinless",
  "skin",
  "bone",
  "on",
  "in",
  "of",
  "the",
  "a",
  "for",
  "your",
  "favorite",
  "favourite",
  "homemade",
  "store",
  "bought",
  "optional",
  "to",
  "taste",
  "handful",
  "pinch",
  "few",
  "some",
  "new",
  "baby",
]);

/** British and other spellings in the words the food descriptions use. */
const SYNONYMS: Record<string, string> = Object.assign(Object.create(null), {
  courgette: "zucchini",
  aubergine: "eggplant",
  prawn: "shrimp",
  rocket: "arugula",
  beetroot: "beet",
  yoghurt: "yogurt",
  chilli: "chili",
  chile: "chili",
  capsicum: "pepper",
  swede: "rutabaga",
  sultana: "raisin",
  mince: "ground",
  minced: "ground",
  caster: "granulated",
  icing: "powdered",
  confectioner: "powdered",
  cornflour: "cornstarch",
  flavour: "flavor",
  colour: "color",
  wholemeal: "whole",
  garbanzo: "chickpea",
});

/** Words of a description's first part that only name a category: the second part says the food. */
const CATEGORY = new Set([
  "spice",
  "nut",
  "seed",
  "oil",
  "cheese",
  "fish",
  "mollusk",
  "crustacean",
  "beverage",
  "alcoholic",
  "candy",
  "cereal",
  "leavening",
  "agent",
  "sugar",
  "syrup",
  "sauce",
  "soup",
  "vinegar",
  "salad",
  "dressing",
  "pasta",
  "rice",
  "bread",
  "flour",
  "milk",
  "cream",
  "yogurt",
  "beef",
  "pork",
  "lamb",
  "chicken",
  "turkey",
  "fresh",
  "pepper",
  "bean",
  "game",
  "meat",
  "veal",
  "egg",
]);

/** Words that say a food was cooked or processed: a name means the plain food unless it says so. */
const PROCESSED = new Set([
  "canned",
  "frozen",
  "cooked",
  "boiled",
  "roasted",
  "fried",
  "baked",
  "braised",
  "broiled",
  "grilled",
  "stewed",
  "simmered",
  "dehydrated",
  "prepared",
  "microwaved",
  "drained",
  "sweetened",
  "reduced",
  "low",
  "lowfat",
  "nonfat",
  "imitation",
  "breaded",
  "batter",
  "pickled",
  "smoked",
  "cured",
  "substitute",
  "mix",
  "instant",
  "condensed",
  "enriched",
  "fortified",
  "added",
  "vitamin",
  "dry",
  "powder",
  "juice",
  "spread",
  "unenriched",
  "diluted",
  "commercial",
  "pudding",
  "industrial",
  "heated",
  "scalloped",
  "stuffed",
  "glazed",
  "toasted",
  "dried",
  "salted",
  "unsalted",
  "light",
  "lite",
  "nutrition",
]);

/** Words that say a food is as it comes: raw, fresh, plain. */
const PLAIN = new Set(["raw", "fresh", "plain", "unprepared", "regular", "whole", "table"]);

/** A text's words for matching: lower case, no accents, singular, in the descriptions' spelling. */
function tokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => singular(word));
}

/** What a name is looked up by: its key words without soft words, in the descriptions' spelling. */
export function foodKey(name: string): string {
  const words = keyWords(name.replace(/&/g, " and ")).flatMap((word) => tokens(word));
  const kept = words.filter((word) => !SOFT.has(word));
  return (kept.length ? kept : words).map((word) => SYNONYMS[word] ?? word).join(" ");
}

/**
 * A food's words for scoring: `head` its main name, `core` the main name without category words
 * ("cinnamon" of "Spices, cinnamon, ground"), `words` all of its description.
 */
type Indexed = {
  food: Food;
  head: ReadonlySet<string>;
  core: ReadonlySet<string>;
  words: ReadonlySet<string>;
  length: number;
};

let index: { foods: Indexed[]; postings: Map<string, number[]>; aliases: Map<string, number> } | null = null;

/** Each description's words and main name (its first part, or two when the first is a category), once per isolate. */
function foodIndex() {
  if (index) return index;
  const foods: Indexed[] = [];
  const postings = new Map<string, number[]>();
  for (const food of allFoods()) {
    const parts = food.description.split(",").map(tokens);
    const first = parts[0] ?? [];
    const categorised = first.every((word) => CATEGORY.has(word)) && parts[1] !== undefined;
    const head = new Set(categorised ? [...first, ...parts[1]!] : first);
    const core = new Set(categorised ? parts[1] : first);
    const words = new Set(parts.flat());
    const position = foods.push({ food, head, core, words, length: words.size }) - 1;
    for (const word of words) {
      const list = postings.get(word);
      if (list) list.push(position);
      else postings.set(word, [position]);
    }
  }
  const aliases = new Map(FOOD_ALIASES.map(([alias, id]) => [foodKey(alias), id]));
  index = { foods, postings, aliases };
  return index;
}

/** How well a food's description reads as the name's words; higher is better. */
function score(entry: Indexed, query: readonly string[]): number {
  let total = 0;
  for (const word of query) total += entry.head.has(word) ? 3 : 1;
  for (const word of entry.core) if (!query.includes(word)) total -= 1.5;
  for (const word of entry.words) {
    if (entry.core.has(word) || entry.head.has(word) || query.includes(word)) continue;
    if (PROCESSED.has(word)) total -= 2;
    else if (PLAIN.has(word)) total += 1;
    else total -= 0.3;
  }
  return total;
}

/**
 * The least score a match needs: the name's words in the food's main name, with little beside
 * them ("topping" alone is not "Toppings, strawberry").
 */
const MIN_SCORE = 2.5;

/** The best food whose description holds every word of the name, with at least one in its main name. */
function scoreMatch(key: string): FoodMatch | null {
  const query = key.split(" ").filter(Boolean);
  if (!query.length) return null;
  const { foods, postings } = foodIndex();
  const lists = query.map((word) => postings.get(word));
  if (lists.some((list) => !list)) return null;
  const rarest = (lists as number[][]).reduce((a, b) => (b.length < a.length ? b : a));
  let best: { entry: Indexed; score: number } | null = null;
  for (const position of rarest) {
    const entry = foods[position]!;
    if (!query.every((word) => entry.words.has(word))) continue;
    if (!query.some((word) => entry.head.has(word))) continue;
    const value = score(entry, query);
    if (!best || value > best.score || (value === best.score && entry.length < best.entry.length))
      best = { entry, score: value };
  }
  if (!best || best.score < MIN_SCORE) return null;
  return { food: best.entry.food, sure: query.every((word) => best.entry.head.has(word)) };
}

/** Names remembered: a week's recipes name the same ingredients again and again. */
const NAMES_REMEMBERED = 5_000;

/**
 * The food an ingredient name means ("plain flour" → wheat flour, white, all-purpose; "Large Eggs"
 * → egg, whole, raw; "courgette" → zucchini, raw), or null when no food fits with confidence. Water
 * and ice are water. Case, plurals, sizes and preparations ("chopped", "softened") do not matter.
 */
export const matchFood = remembered((name: string): FoodMatch | null => {
  const key = foodKey(name);
  if (!key) return null;
  const aliased = foodIndex().aliases.get(key);
  if (aliased !== undefined) {
    const food = foodById(aliased);
    return food ? { food, sure: true } : null;
  }
  return scoreMatch(key);
}, NAMES_REMEMBERED);
