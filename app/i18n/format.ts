import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@larder/shared/locales";

/**
 * Dates, numbers and amounts of money in a language's own form, through Intl: 2.3.2026 and 1,5 in
 * German, 02/03/2026 and 1.5 in English (the order dates have always been shown in). Every page
 * formats through this one helper, so the pages agree.
 */
function formatsOf(locale: Locale) {
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options);
    let format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format;
  };
  const dates = new Intl.DateTimeFormat(
    locale === DEFAULT_LOCALE ? "en-GB" : locale,
    locale === DEFAULT_LOCALE
      ? { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }
      : { day: "numeric", month: "numeric", year: "numeric", timeZone: "UTC" },
  );
  const longDates = new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? "en-GB" : locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  // A typed day: two-digit day and month, the year in full, Western digits (what a keyboard types),
  // joined by the language's own separator (02.03.2026 in German, 02-03-2026 in Dutch).
  const typedDays = new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? "en-GB" : locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    numberingSystem: "latn",
    timeZone: "UTC",
  });
  return {
    /** A day as the language types it into a day field (`YYYY-MM-DD`): 02/03/2026, 02.03.2026, 02-03-2026. */
    typedDay(iso: string) {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      const part = (type: string) => typedDays.formatToParts(date).find((p) => p.type === type)?.value ?? "";
      const separator = part("literal").replace(/[\u200e\u200f\u061c\s]/g, "") || "/";
      return [part("day"), part("month"), part("year")].join(separator);
    },
    /** A calendar date (an ISO date or timestamp, read in UTC): 02/03/2026, 2.3.2026, 02/03/2026. */
    date(iso: string) {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : dates.format(date);
    },
    /** A day with its names: "Monday 2 March", "Montag, 2. März". */
    day(iso: string) {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : longDates.format(date);
    },
    /** A number as the language writes it: 1.5, 1,5, 1 234,5. */
    number(value: number, options?: Intl.NumberFormatOptions) {
      return numberFormat(options ?? {}).format(value);
    },
    /** An amount of money in a currency (ISO 4217): €1.50, 1,50 €. */
    money(value: number, currency: string) {
      return numberFormat({ style: "currency", currency }).format(value);
    },
  };
}

/**
 * Each language's formats, made once: an Intl formatter costs far more to make than to use, and
 * a page formats in every row (a list of 50 lines made 150 date formatters per render).
 * `KEEP_FORMATS = false` makes them on every call, as before.
 */
const KEEP_FORMATS = true;
const keptFormats = new Map<Locale, ReturnType<typeof formatsOf>>();

function formatsIn(locale: Locale) {
  if (!KEEP_FORMATS) return formatsOf(locale);
  let formats = keptFormats.get(locale);
  if (!formats) keptFormats.set(locale, (formats = formatsOf(locale)));
  return formats;
}

/** A language's formats, outside a component (a loader, a title worked out from days). */
export const formatFor = (language: string) => formatsIn(isLocale(language) ? language : DEFAULT_LOCALE);

/** The page's own formats: its language's, the same on the server and in the browser. */
export function useFormat() {
  const { i18n } = useTranslation();
  return formatFor(i18n.language);
}
