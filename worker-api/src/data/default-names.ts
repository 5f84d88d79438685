import { DEFAULT_LOCALE, type Locale } from "../shared/locales";

/**
 * What Larder names for a new account or group, in each language Larder speaks: the personal
 * group, the meal types, the store and the pantry's places a household starts with. They are
 * named once, in the language of the person who makes the group, and are the household's own
 * words from then on (renamed, kept or deleted as theirs), so nothing translates them later.
 */
type DefaultNames = {
  personalGroup: string;
  mealTypes: { breakfast: string; lunch: string; dinner: string; snack: string };
  store: string;
  pantryPlaces: PantryPlaceNames;
};

/** The places a household's pantry starts with, in their order. */
export const PANTRY_PLACE_KINDS = ["fridge", "freezer", "cupboard"] as const;
type PantryPlaceKind = (typeof PANTRY_PLACE_KINDS)[number];
type PantryPlaceNames = Record<PantryPlaceKind, string>;

const NAMES: Record<Locale, DefaultNames> = {
  en: {
    personalGroup: "Personal",
    mealTypes: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" },
    store: "My store",
    pantryPlaces: { fridge: "Fridge", freezer: "Freezer", cupboard: "Cupboard" },
  },
  de: {
    personalGroup: "Persönlich",
    mealTypes: { breakfast: "Frühstück", lunch: "Mittagessen", dinner: "Abendessen", snack: "Snack" },
    store: "Mein Geschäft",
    pantryPlaces: { fridge: "Kühlschrank", freezer: "Gefrierschrank", cupboard: "Vorratsschrank" },
  },
  fr: {
    personalGroup: "Personnel",
    mealTypes: { breakfast: "Petit-déjeuner", lunch: "Déjeuner", dinner: "Dîner", snack: "Goûter" },
    store: "Mon magasin",
    pantryPlaces: { fridge: "Réfrigérateur", freezer: "Congélateur", cupboard: "Placard" },
  },
  es: {
    personalGroup: "Personal",
    mealTypes: { breakfast: "Desayuno", lunch: "Almuerzo", dinner: "Cena", snack: "Merienda" },
    store: "Mi tienda",
    pantryPlaces: { fridge: "Nevera", freezer: "Congelador", cupboard: "Armario" },
  },
  it: {
    personalGroup: "Personale",
    mealTypes: { breakfast: "Colazione", lunch: "Pranzo", dinner: "Cena", snack: "Merenda" },
    store: "Il mio negozio",
    pantryPlaces: { fridge: "Frigorifero", freezer: "Congelatore", cupboard: "Credenza" },
  },
  nl: {
    personalGroup: "Persoonlijk",
    mealTypes: { breakfast: "Ontbijt", lunch: "Lunch", dinner: "Avondeten", snack: "Tussendoortje" },
    store: "Mijn winkel",
    pantryPlaces: { fridge: "Koelkast", freezer: "Vriezer", cupboard: "Keukenkast" },
  },
  pl: {
    personalGroup: "Osobista",
    mealTypes: { breakfast: "Śniadanie", lunch: "Obiad", dinner: "Kolacja", snack: "Przekąska" },
    store: "Mój sklep",
    pantryPlaces: { fridge: "Lodówka", freezer: "Zamrażarka", cupboard: "Szafka" },
  },
  ar: {
    personalGroup: "شخصية",
    mealTypes: { breakfast: "الفطور", lunch: "الغداء", dinner: "العشاء", snack: "وجبة خفيفة" },
    store: "متجري",
    pantryPlaces: { fridge: "الثلاجة", freezer: "الفريزر", cupboard: "الخزانة" },
  },
};

/** The names a new group is given in `locale`; English without one. */
export const defaultNamesIn = (locale: Locale | null | undefined) => NAMES[locale ?? DEFAULT_LOCALE];

/** SQLite's lower(): ASCII letters only, so "Réfrigérateur" and lower('Réfrigérateur') agree. */
const asciiLowerCase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * Each pantry place's name in every language, lower-cased as SQLite's lower() does (ASCII letters
 * only), with the kind of place it names: how a bought line finds the fridge of a household
 * whose places were named in German.
 */
export const PANTRY_PLACE_KINDS_BY_NAME: ReadonlyMap<string, PantryPlaceKind> = new Map(
  Object.values(NAMES).flatMap(({ pantryPlaces }) =>
    PANTRY_PLACE_KINDS.map((kind) => [asciiLowerCase(pantryPlaces[kind]), kind] as const),
  ),
);
