import { ALLERGENS, DIETS, type Allergen, type Diet } from "@larder/shared/allergen-list";

/** The allergens and diets as a household reads them, in the API's keys' order. */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: "Gluten",
  crustaceans: "Crustaceans",
  eggs: "Eggs",
  fish: "Fish",
  peanuts: "Peanuts",
  soybeans: "Soybeans",
  milk: "Milk",
  nuts: "Nuts",
  celery: "Celery",
  mustard: "Mustard",
  sesame: "Sesame",
  sulphites: "Sulphites",
  lupin: "Lupin",
  molluscs: "Molluscs",
};
export const DIET_NAMES: Record<Diet, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  "gluten-free": "Gluten-free",
};

export const isAllergen = (key: string): key is Allergen => (ALLERGENS as readonly string[]).includes(key);
export const isDiet = (key: string): key is Diet => (DIETS as readonly string[]).includes(key);

/** Keys as their names, in order; a key the app does not know is shown as it is. */
export const allergenNames = (keys: readonly string[]) =>
  keys.map((key) => (isAllergen(key) ? ALLERGEN_NAMES[key] : key));
export const dietNames = (keys: readonly string[]) => keys.map((key) => (isDiet(key) ? DIET_NAMES[key] : key));
