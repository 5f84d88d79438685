// What an ingredient line holds for someone with an allergy or a diet, read from its name with a
// cook's knowledge: "plain flour" is gluten, "butter" is milk, "peanut butter" is peanuts and not
// milk, "butternut squash" and "cream of tartar" are neither. Names are read word by word, longest
// phrase first (see allergen-words/en.ts), in every language Larder's recipes come in.
//
// What a line is free of may be said three ways, and each takes the allergen away: in its name
// ("gluten-free flour", "vegan mayonnaise"), in its note ("flour, gluten-free") and by the
// household's mark on the line (a bitmask of allergens, see allergen-list.ts). A note that only
// offers a choice ("or gluten-free flour if needed") promises nothing and takes nothing away.
//
// A name nothing is known of holds nothing: a diet is allowed unless a word says otherwise.
import { ALLERGENS, allergenBit, dietBit } from "../shared/allergen-list";
import { english } from "./allergen-words/en";
import { otherLanguages } from "./allergen-words/other";
import { FREE_FROM, type AllergenWords } from "./allergen-words/words";
import { byName, singularWords } from "../shopping/names";

const ALL_ALLERGENS = (1 << ALLERGENS.length) - 1;
/** Above the allergens' bits, what a phrase says about diets (never stored). */
const NOT_VEGETARIAN = 1 << ALLERGENS.length;
const NOT_VEGAN = 1 << (ALLERGENS.length + 1);
const SEAFOOD = allergenBit("fish") | allergenBit("crustaceans") | allergenBit("molluscs");
const MILK_AND_EGGS = allergenBit("milk") | allergenBit("eggs");

/** A phrase's reading: what it holds, and what it says the line is free of. */
interface Reading {
  holds: number;
  frees: number;
}

const WHAT_A_FREE_FROM_PHRASE_FREES: Record<keyof typeof FREE_FROM, number> = {
  gluten: allergenBit("gluten"),
  milk: allergenBit("milk"),
  eggs: allergenBit("eggs"),
  nuts: allergenBit("nuts"),
  peanuts: allergenBit("peanuts"),
  soybeans: allergenBit("soybeans"),
  sesame: allergenBit("sesame"),
  mustard: allergenBit("mustard"),
  celery: allergenBit("celery"),
  vegetarian: NOT_VEGETARIAN | SEAFOOD,
  vegan: NOT_VEGETARIAN | NOT_VEGAN | SEAFOOD | MILK_AND_EGGS,
};

function bitOfHeading(heading: keyof AllergenWords): number {
  if (heading === "notVegetarian") return NOT_VEGETARIAN;
  if (heading === "notVegan") return NOT_VEGAN;
  if (heading === "nothing") return 0;
  return allergenBit(heading);
}

const phraseWords = (phrase: string) => singularWords(phrase).join(" ");

let readings: Map<string, Reading> | undefined;
let longestPhrase = 1;

/** Built on first use: a worker that never reads a line never parses the dictionaries. */
function phraseReadings(): Map<string, Reading> {
  if (readings) return readings;
  const built = new Map<string, Reading>();
  const add = (phrases: string, reading: Reading) => {
    for (const phrase of phrases.split(",")) {
      const key = phraseWords(phrase);
      if (!key) continue;
      const known = built.get(key) ?? { holds: 0, frees: 0 };
      built.set(key, { holds: known.holds | reading.holds, frees: known.frees | reading.frees });
      longestPhrase = Math.max(longestPhrase, key.split(" ").length);
    }
  };
  for (const words of [english, otherLanguages]) {
    for (const [heading, phrases] of Object.entries(words) as [keyof AllergenWords, string][]) {
      add(phrases, { holds: bitOfHeading(heading), frees: 0 });
    }
  }
  for (const [diet, phrases] of Object.entries(FREE_FROM) as [keyof typeof FREE_FROM, string][]) {
    add(phrases, { holds: 0, frees: WHAT_A_FREE_FROM_PHRASE_FREES[diet] });
  }
  readings = built;
  return built;
}

/**
 * A text's reading: the longest known phrases first, each word read once, so "peanut butter"
 * is not also "butter" and "gluten free" is not also "gluten".
 */
function readWords(words: readonly string[]): Reading {
  const known = phraseReadings();
  const read = new Array<boolean>(words.length).fill(false);
  let holds = 0;
  let frees = 0;
  for (let length = Math.min(longestPhrase, words.length); length > 0; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      if (read.slice(start, start + length).some(Boolean)) continue;
      const reading = known.get(words.slice(start, start + length).join(" "));
      if (!reading) continue;
      holds |= reading.holds;
      frees |= reading.frees;
      read.fill(true, start, start + length);
    }
  }
  return { holds, frees };
}

/** Words by which a name or note offers a choice rather than says what the line is. */
const CHOICE =
  /\b(?:or|if|instead|substitute|swap|alternative(?:ly)?|version|optional|can|could|may|ideally|preferably)\b/i;

/**
 * A name's or note's reading. Brackets are read too ("oats (gluten-free)"), and what a text says
 * the line is free of counts only when it promises it: not in "butter or vegan butter".
 */
const readText = byName((text: string): Reading => {
  const { holds, frees } = readWords(singularWords(text.replace(/[()[\]]/g, " ")));
  return { holds, frees: CHOICE.test(text) ? 0 : frees };
});

/** What a name's ingredient is used for, which is not in it: "oil for frying the eggs". */
const USED_FOR = /\s+for\s.*$/is;

/**
 * What a note says the line is free of. A note naming meat or fish beside "plant based" lists
 * choices ("beef, pork, turkey, plant based"), and frees nothing.
 */
function freedByTheNote(note: string): number {
  const { holds, frees } = readText(note);
  return holds & frees & (NOT_VEGETARIAN | NOT_VEGAN | SEAFOOD) ? 0 : frees;
}

/** The line's allergen bits and diet flags, after what it is said to be free of (a note only frees). */
function lineHolds(name: string, note: string | null | undefined, freeFrom: number): number {
  const { holds, frees } = readText(name.replace(USED_FOR, ""));
  const freedByNote = note ? freedByTheNote(note) : 0;
  return holds & ~frees & ~freedByNote & ~(freeFrom & ALL_ALLERGENS);
}

/**
 * The allergens of one ingredient line, as a bitmask (see `ALLERGENS` for the bits).
 * @param name the ingredient's name as the line gives it ("plain flour", "gluten-free oats")
 * @param note the line's note, if any ("sifted", "gluten-free")
 * @param freeFrom the allergens the household marked this line free of (a bitmask); taken away
 */
export function allergensOfLine(name: string, note?: string | null, freeFrom = 0): number {
  return lineHolds(name, note, freeFrom) & ALL_ALLERGENS;
}

function dietsOfHolds(holds: number): number {
  let diets = 0;
  const vegetarian = !(holds & (NOT_VEGETARIAN | SEAFOOD));
  if (vegetarian) diets |= dietBit("vegetarian");
  if (vegetarian && !(holds & (NOT_VEGAN | MILK_AND_EGGS))) diets |= dietBit("vegan");
  if (!(holds & allergenBit("gluten"))) diets |= dietBit("gluten-free");
  return diets;
}

/**
 * The diets one ingredient line allows, as a bitmask (see `DIETS` for the bits): meat, fish,
 * shellfish, gelatine, stock not said to be vegetable, and cheese made with animal rennet
 * (parmesan, pecorino) are not vegetarian; milk, eggs and honey are vegetarian but not vegan;
 * gluten-free is no gluten. Same parameters as `allergensOfLine`.
 */
export function dietsOfLine(name: string, note?: string | null, freeFrom = 0): number {
  return dietsOfHolds(lineHolds(name, note, freeFrom));
}

/** One line of a recipe as its allergens and diets are read from. */
export interface RecipeLine {
  name: string;
  note?: string | null;
  /** Allergens the household marked the line free of (a bitmask); none when absent. */
  freeFrom?: number;
}

/**
 * A recipe's allergens (every line's, together) and diets (those every line allows), as bitmasks.
 * A recipe without lines allows no diet: nothing is known of it.
 */
export function ofRecipe(lines: Iterable<RecipeLine>): { allergens: number; diets: number } {
  let holds = 0;
  let any = false;
  for (const line of lines) {
    holds |= lineHolds(line.name, line.note, line.freeFrom ?? 0);
    any = true;
  }
  return { allergens: holds & ALL_ALLERGENS, diets: any ? dietsOfHolds(holds) : 0 };
}
