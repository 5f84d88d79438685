// The foods a household can choose from for an ingredient: those whose description holds every
// word of the ingredient's name (or its singular), the ones naming it first ("Onions, raw" for
// "onion" before "Soup, onion, dry"), then the shorter.
import { singularWords } from "../shopping/names";
import { allFoods, type Food } from "./foods";

/** At most this many words of a name are looked for: a name is short, a pasted paragraph is not. */
const MAX_WORDS = 6;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Up to `limit` foods for a name, best first; none for a name without a word. */
export function foodsFor(name: string, limit: number): Food[] {
  const wanted = [...new Set(singularWords(name).flatMap(wordsOf))].slice(0, MAX_WORDS);
  if (!wanted.length) return [];
  const ranked: { food: Food; rank: number }[] = [];
  for (const food of allFoods()) {
    const words = wordsOf(food.description);
    const has = (word: string) => words.some((own) => own === word || own === `${word}s` || own === `${word}es`);
    if (!wanted.every(has)) continue;
    const head = wordsOf(food.description.split(",")[0]!);
    const first = wanted.every((word) => head.some((own) => own === word || own === `${word}s` || own === `${word}es`));
    ranked.push({ food, rank: (first ? 0 : 1000) + food.description.length });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((entry) => entry.food);
}
