/**
 * The languages Larder speaks, by BCP 47 tag: English (the default), German, French, Spanish,
 * Italian, Dutch, Polish and Arabic. A person may choose one on the settings page; without a
 * choice, pages follow the browser's Accept-Language.
 */
export const LOCALES = ["en", "de", "fr", "es", "it", "nl", "pl", "ar"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Each language in its own words, as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  nl: "Nederlands",
  pl: "Polski",
  ar: "العربية",
};

/** Languages written right to left: their pages are laid out mirrored. */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(["ar"]);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: Locale) => (RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr");

/**
 * The language a caller asks for in an `Accept-Language` header when it is one Larder speaks, by
 * its first tag ("de-AT, en;q=0.5" reads German); English otherwise. The web sends its page's
 * language this way, so what the API words (a list's notes) is in the language of the page.
 */
export function askedLocale(header: string | null | undefined): Locale {
  const first = header?.split(",")[0]?.split(";")[0]?.trim().toLowerCase().split("-")[0];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
