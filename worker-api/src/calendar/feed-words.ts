import { DEFAULT_LOCALE, isLocale, type Locale } from "../shared/locales";

/**
 * The calendar feed's own words in each language Larder speaks: the feed is read in a calendar
 * app, away from any page, so it is worded here, in the language the person chose for their
 * account (English when they chose none). The meals' titles, types and recipes are the
 * household's own words and stay as written.
 */
type FeedWordsTable = {
  calendarName: string;
  recipe: string;
  /** "Serves {n}" by the language's plural forms (Intl.PluralRules); `other` for any form not listed. */
  serves: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  ingredients: string;
  meal: string;
};

const WORDS: Record<Locale, FeedWordsTable> = {
  en: {
    calendarName: "Larder meals",
    recipe: "Recipe",
    serves: { other: "Serves {n}" },
    ingredients: "Ingredients",
    meal: "Meal",
  },
  de: {
    calendarName: "Larder-Mahlzeiten",
    recipe: "Rezept",
    serves: { one: "Für {n} Person", other: "Für {n} Personen" },
    ingredients: "Zutaten",
    meal: "Mahlzeit",
  },
  fr: {
    calendarName: "Repas Larder",
    recipe: "Recette",
    serves: { one: "Pour {n} personne", other: "Pour {n} personnes" },
    ingredients: "Ingrédients",
    meal: "Repas",
  },
  es: {
    calendarName: "Comidas de Larder",
    recipe: "Receta",
    serves: { one: "Para {n} persona", other: "Para {n} personas" },
    ingredients: "Ingredientes",
    meal: "Comida",
  },
  it: {
    calendarName: "Pasti di Larder",
    recipe: "Ricetta",
    serves: { one: "Per {n} persona", other: "Per {n} persone" },
    ingredients: "Ingredienti",
    meal: "Pasto",
  },
  nl: {
    calendarName: "Larder-maaltijden",
    recipe: "Recept",
    serves: { one: "Voor {n} persoon", other: "Voor {n} personen" },
    ingredients: "Ingrediënten",
    meal: "Maaltijd",
  },
  pl: {
    calendarName: "Posiłki Larder",
    recipe: "Przepis",
    serves: { one: "Dla {n} osoby", other: "Dla {n} osób" },
    ingredients: "Składniki",
    meal: "Posiłek",
  },
  ar: {
    calendarName: "وجبات Larder",
    recipe: "الوصفة",
    serves: { one: "لشخص واحد", two: "لشخصين", few: "لـ {n} أشخاص", many: "لـ {n} شخصًا", other: "لـ {n} شخص" },
    ingredients: "المكوّنات",
    meal: "الوجبة",
  },
};

/** The feed's words in `locale` (the account's choice; English for none or an unknown one). */
export function feedWords(locale: string | null | undefined) {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const words = WORDS[language];
  const plurals = new Intl.PluralRules(language);
  return {
    /** The language the feed is read in: its amounts are written in it too ("1,5 kg", "2 EL"). */
    language,
    calendarName: words.calendarName,
    /** "Recipe: Lentil soup https://…" */
    recipe: (title: string) => `${words.recipe}: ${title}`,
    /** "Serves 4" */
    serves: (count: number) =>
      (words.serves[plurals.select(count)] ?? words.serves.other).replace("{n}", String(count)),
    /** "Ingredients:" above the list. */
    ingredients: `${words.ingredients}:`,
    /** "Meal: https://…" */
    meal: (url: string) => `${words.meal}: ${url}`,
  };
}

export type FeedWords = ReturnType<typeof feedWords>;
