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

/**
 * A page's HTML as a reader sees its words: without the markers React writes between the parts of
 * a sentence it put together (a sentence that is one message has none).
 */
export const asRead = (html: string) => html.replaceAll("<!-- -->", "");
