import type { TFunction } from "i18next";
import { ALLERGENS, DIETS, type Allergen, type Diet } from "@larder/shared/allergen-list";

export const isAllergen = (key: string): key is Allergen => (ALLERGENS as readonly string[]).includes(key);
export const isDiet = (key: string): key is Diet => (DIETS as readonly string[]).includes(key);

/** The allergens and diets as a household reads them, in the page's language. */
export const allergenName = (t: TFunction<"recipes">, key: Allergen) => t(`allergens.${key}`);
export const dietName = (t: TFunction<"recipes">, key: Diet) => t(`diets.${key}`);

/** Keys as their names, in order; a key the app does not know is shown as it is. */
export const allergenNames = (t: TFunction<"recipes">, keys: readonly string[]) =>
  keys.map((key) => (isAllergen(key) ? allergenName(t, key) : key));
export const dietNames = (t: TFunction<"recipes">, keys: readonly string[]) =>
  keys.map((key) => (isDiet(key) ? dietName(t, key) : key));
