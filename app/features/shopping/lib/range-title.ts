import type { TFunction } from "i18next";
import { DAY_MS, formatDayMonthYear, parseDayMonthYear, rangeTitle } from "@larder/shared/dates";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { formatFor } from "~/i18n/format";

/**
 * The title a list takes from its days, in the page's `language` and its form of a date: "Week of
 * 02/03/2026" in English (the API's own title for a synced list), "Woche ab 2.3.2026" in German.
 * A range that is not a week is its days: "02/03 – 08/03/2026" in English, as the API writes it,
 * "2.3.2026 – 8.3.2026" in German.
 */
export function rangeTitleIn(t: TFunction<"shopping">, startText: string, endText: string, language: string) {
  const start = parseDayMonthYear(startText);
  const end = parseDayMonthYear(endText);
  if (start === null || end === null) return rangeTitle(startText, endText);
  const day = (ms: number) => formatFor(language).date(new Date(ms).toISOString());
  if (end - start === 6 * DAY_MS) return t("listForm.weekOf", { day: day(start) });
  if (language === DEFAULT_LOCALE) return rangeTitle(startText, endText);
  return end === start ? day(start) : `${day(start)} – ${day(end)}`;
}

/** The last day (DD/MM/YYYY) of the week that starts on `startText`; the text itself when it is no day. */
export function weekEndOf(startText: string) {
  const start = parseDayMonthYear(startText);
  return start === null ? startText : formatDayMonthYear(start + 6 * DAY_MS);
}
