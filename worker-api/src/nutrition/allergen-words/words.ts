import type { Allergen } from "../../shared/allergen-list";

/**
 * A language's phrases by what they hold, comma-separated, each in the singular (any case, any
 * accents). Besides the allergens: `notVegetarian` (meat, gelatine, cheese made with animal
 * rennet; fish and shellfish are known by their allergens), `notVegan` (honey; milk and eggs are
 * known by their allergens) and `nothing` (a phrase that only keeps its words from being read
 * alone: "butter bean" is not butter).
 */
export type AllergenWords = Partial<Record<Allergen | "notVegetarian" | "notVegan" | "nothing", string>>;

/**
 * Phrases that say a line is free of something, in every language at once: "gluten-free flour",
 * "dairy-free butter", "vegan mayonnaise". Lactose-free milk is still milk, so "lactose free" is
 * not here.
 */
export const FREE_FROM = {
  gluten: `gluten free, without gluten, no gluten, glutenfrei, glutenvrij, glutenfri, sans gluten, senza glutine,
    sin gluten, sem gluten`,
  milk: `dairy free, non dairy, milk free, no dairy, milchfrei, zuivelvrij, sans lait, senza latte,
    sin lacteo, mejerifri`,
  eggs: `egg free, eggless, no egg, without egg, eivrij, eifrei, sans oeuf, senza uova, sin huevo`,
  nuts: `nut free, tree nut free`,
  peanuts: `peanut free`,
  soybeans: `soy free, soya free`,
  sesame: `sesame free`,
  mustard: `mustard free`,
  celery: `celery free`,
  vegetarian: `vegetarian, meatless, meat free, vegetarisch, vegetarier, vegetarien, vegetariano, vegetariana,
    vegetarisk`,
  vegan: `vegan, plant based, vegano, vegana, vegansk, veganistisch, vegetalien, vegetalienne`,
};
