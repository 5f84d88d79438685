import type { TFunction } from "i18next";
import { DAY_MS, parseDayMonthYear } from "@larder/shared/dates";

/** A line whose best-before day is this many days away, or fewer, or past, is one to use soon. */
const USE_SOON_DAYS = 3;

/**
 * Whole days from the viewer's today to a DD/MM/YYYY best-before day (0 today, -1 yesterday);
 * null for a line that keeps. `todayMs` is 00:00 UTC of the viewer's own calendar day.
 */
export function daysLeft(bestBefore: string | null, todayMs: number): number | null {
  const day = bestBefore ? parseDayMonthYear(bestBefore) : null;
  return day === null ? null : Math.round((day - todayMs) / DAY_MS);
}

export const isUseSoon = (days: number | null) => days !== null && days <= USE_SOON_DAYS;

/**
 * What the row says of its day, in the page's words: past it, today, tomorrow, within days, or the
 * day itself, written by `formatDay` (the page's date format).
 */
export function freshnessText(
  bestBefore: string | null,
  days: number | null,
  t: TFunction<"pantry">,
  formatDay: (bestBefore: string) => string,
) {
  if (bestBefore === null || days === null) return null;
  if (days < 0) return t("freshness.past", { day: formatDay(bestBefore) });
  if (days === 0) return t("freshness.today");
  if (days === 1) return t("freshness.tomorrow");
  if (days <= USE_SOON_DAYS) return t("freshness.within", { count: days });
  return t("freshness.bestBefore", { day: formatDay(bestBefore) });
}
