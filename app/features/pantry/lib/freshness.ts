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

/** What the row says of its day: past it, today, tomorrow, within days, or the day itself. */
export function freshnessText(bestBefore: string | null, days: number | null) {
  if (bestBefore === null || days === null) return null;
  if (days < 0) return `Past best before (${bestBefore})`;
  if (days === 0) return "Use today";
  if (days === 1) return "Use by tomorrow";
  if (days <= USE_SOON_DAYS) return `Use within ${days} days`;
  return `Best before ${bestBefore}`;
}
