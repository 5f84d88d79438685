// The 14 allergens a label in the EU must name, and the three diets Larder computes, each with a
// stable key and a fixed bit, so that a recipe's allergens and diets fit in one integer column each
// and SQL filters them with `&`. Bits are stored: never reorder these lists, only append.

/**
 * The allergens in their fixed order; the allergen at index i is bit `1 << i`:
 * gluten 1, crustaceans 2, eggs 4, fish 8, peanuts 16, soybeans 32, milk 64, nuts 128, celery 256,
 * mustard 512, sesame 1024, sulphites 2048, lupin 4096, molluscs 8192.
 */
export const ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;

export type Allergen = (typeof ALLERGENS)[number];

/** The diets in their fixed order; the diet at index i is bit `1 << i`: vegetarian 1, vegan 2, gluten-free 4. */
export const DIETS = ["vegetarian", "vegan", "gluten-free"] as const;

export type Diet = (typeof DIETS)[number];

/** One allergen's bit: `allergenBit("milk")` is 64. */
export const allergenBit = (allergen: Allergen): number => 1 << ALLERGENS.indexOf(allergen);

/** One diet's bit: `dietBit("vegan")` is 2. */
export const dietBit = (diet: Diet): number => 1 << DIETS.indexOf(diet);

/** The bitmask of some allergens, e.g. the ones a household marks a line free of. */
export function allergenMask(allergens: Iterable<Allergen>): number {
  let mask = 0;
  for (const allergen of allergens) mask |= allergenBit(allergen);
  return mask;
}

/** The bitmask of some diets, e.g. the ones a search asks every line to allow. */
export function dietMask(diets: Iterable<Diet>): number {
  let mask = 0;
  for (const diet of diets) mask |= dietBit(diet);
  return mask;
}

/** The allergens of a bitmask in their fixed order, as the API lists them: 65 is ["gluten", "milk"]. */
export const allergenKeys = (mask: number): Allergen[] => ALLERGENS.filter((_, bit) => mask & (1 << bit));

/** The diets of a bitmask in their fixed order: 5 is ["vegetarian", "gluten-free"]. */
export const dietKeys = (mask: number): Diet[] => DIETS.filter((_, bit) => mask & (1 << bit));
