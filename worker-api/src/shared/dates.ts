// Calendar dates as people type and read them (DD/MM/YYYY), without zod so the browser can use them.

const DAY_MS = 86_400_000;

/** True when the calendar has this day (31/02 and 29/02 of a common year do not exist). */
export function isCalendarDay(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Milliseconds at 00:00 UTC of a DD/MM/YYYY date, or null for anything else (31/02/2026 included). */
export function parseDayMonthYear(text: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match.map(Number) as [number, number, number, number];
  if (yyyy < 1900 || yyyy > 2999 || !isCalendarDay(yyyy, mm, dd)) return null;
  return Date.UTC(yyyy, mm - 1, dd);
}

/** DD/MM/YYYY of a moment, in UTC. */
export function formatDayMonthYear(ms: number): string {
  const date = new Date(ms);
  return `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
}

/** `YYYY-MM-DD` (the form of `<input type="date">` and of stored list dates) ↔ DD/MM/YYYY. */
export const isoDayToDayMonthYear = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
};
export const dayMonthYearToIsoDay = (text: string) => {
  const ms = parseDayMonthYear(text);
  return ms === null ? null : new Date(ms).toISOString().slice(0, 10);
};

/** An inclusive range of whole days: [start 00:00, end + 1 day 00:00) in UTC ms. */
export function dayRange(startText: string, endText: string): { from: number; to: number } | { error: string } {
  const start = parseDayMonthYear(startText);
  const end = parseDayMonthYear(endText);
  if (start === null) return { error: `start_date must be a real date as DD/MM/YYYY, got "${startText}"` };
  if (end === null) return { error: `end_date must be a real date as DD/MM/YYYY, got "${endText}"` };
  if (end < start) return { error: "End date must be after start date" };
  return { from: start, to: end + DAY_MS };
}

/**
 * The title of a list made from the meals of a range of DD/MM/YYYY days: "Week of 30/11/2026"
 * for seven days from the first, "30/11 – 03/12/2026" for another range in one year (the year
 * written on both days when the range crosses one), "30/11/2026" for one day.
 */
export function rangeTitle(startText: string, endText: string): string {
  const start = parseDayMonthYear(startText);
  const end = parseDayMonthYear(endText);
  if (start === null || end === null) return `${startText} – ${endText}`;
  if (end === start) return startText;
  if (end - start === 6 * DAY_MS) return `Week of ${startText}`;
  const sameYear = startText.slice(6) === endText.slice(6);
  return `${sameYear ? startText.slice(0, 5) : startText} – ${endText}`;
}

export { DAY_MS };

/** Month names, January first, for dates written out in words. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Weekdays as ISO numbers them: 1 is Monday, 7 is Sunday. */
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The UTC calendar day of an instant, as SQL and the API's ISO fields write it ("2026-11-30"). */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
