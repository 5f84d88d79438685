const DAY_MS = 86_400_000;

/** English keeps the American long and short dates the groups screens have always shown. */
const dateLocale = (locale: string) => (locale === "en" ? "en-US" : locale);

/**
 * How the groups screens say when something was made, in the page's language: today, yesterday,
 * 'N days ago' (<7), 'N weeks ago' (<30), 'N months ago' (<365), then a date.
 */
export function relativeAge(iso: string, now = Date.now(), locale = "en") {
  const days = Math.floor((now - Date.parse(iso)) / DAY_MS);
  if (days >= 365) return longDate(iso, locale);
  // "auto" says today and yesterday; weeks and months keep their number ("1 week ago", not "last week").
  if (days < 7) return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-Math.max(days, 0), "day");
  const counted = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  if (days < 30) return counted.format(-Math.floor(days / 7), "week");
  return counted.format(-Math.floor(days / 30), "month");
}

/** 'November 21, 2026' in English, '21. November 2026' in German: the long date of the groups screens. */
export const longDate = (iso: string, locale = "en") =>
  new Date(iso).toLocaleDateString(dateLocale(locale), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** '11/21/2026' in English, '21.11.2026' in German. */
export const shortDate = (iso: string, locale = "en") =>
  new Date(iso).toLocaleDateString(dateLocale(locale), { timeZone: "UTC" });
