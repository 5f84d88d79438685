import { createInstance } from "i18next";
import recipes from "~/locales/en/recipes.json";

/** The recipes area's English words, for the helpers that are handed the page's `t`. */
const english = createInstance({
  lng: "en",
  resources: { en: { recipes } },
  fallbackLng: false,
  compatibilityJSON: "v4",
  interpolation: { escapeValue: false },
  initImmediate: false,
});
await english.init();

export const englishRecipes = english.getFixedT("en", "recipes");
