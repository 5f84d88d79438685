import { DAY_MS, isCalendarDay, isoDay, isoDayToDayMonthYear } from "@larder/shared/dates";
import { westernDigits } from "@larder/shared/digits";

// Calendar arithmetic for the meals screens, on "wall-clock" milliseconds: a moment shifted by
// the user's UTC offset, so getUTC* read the user's local date and time.

/** A moment as the user's wall clock (offset: minutes east of UTC, i.e. -getTimezoneOffset()). */
export const toWallClock = (ms: number, offsetMinutes: number) => ms + offsetMinutes * 60_000;
export const fromWallClock = (ms: number, offsetMinutes: number) => ms - offsetMinutes * 60_000;

const startOfDay = (ms: number) => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);

/** `YYYY-MM-DD` of a wall-clock moment: the value of an `<input type="date">`. */
export { isoDay };

export type DayRange = { start: string; end: string };

export const PRESETS = ["Today", "Tomorrow", "This Week", "Last Week", "This Month", "Last Month"] as const;
type Preset = (typeof PRESETS)[number];

/** Monday-to-Sunday week holding a wall-clock moment (weeks start on Monday). */
export function weekOf(ms: number): DayRange {
  const day = startOfDay(ms);
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return { start: isoDay(monday), end: isoDay(monday + 6 * DAY_MS) };
}

function monthOf(year: number, month: number): DayRange {
  return { start: isoDay(Date.UTC(year, month, 1)), end: isoDay(Date.UTC(year, month + 1, 0)) };
}

/** The range a preset stands for at a wall-clock moment. */
export function presetRange(preset: Preset, nowWall: number): DayRange {
  const today = startOfDay(nowWall);
  const date = new Date(today);
  switch (preset) {
    case "Today":
      return { start: isoDay(today), end: isoDay(today) };
    case "Tomorrow":
      return { start: isoDay(today + DAY_MS), end: isoDay(today + DAY_MS) };
    case "This Week":
      return weekOf(today);
    case "Last Week":
      return weekOf(today - 7 * DAY_MS);
    case "This Month":
      return monthOf(date.getUTCFullYear(), date.getUTCMonth());
    case "Last Month":
      return monthOf(date.getUTCFullYear(), date.getUTCMonth() - 1);
  }
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Today, Tomorrow, the weekday within 7 days, otherwise 'MMM D': how the home screen dates upcoming meals. */
export function relativeDayLabel(mealWall: number, nowWall: number) {
  const days = Math.round((startOfDay(mealWall) - startOfDay(nowWall)) / DAY_MS);
  const date = new Date(mealWall);
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  if (days > 1 && days < 7) return WEEKDAYS[date.getUTCDay()]!;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** DD/MM/YYYY of a wall-clock moment. */
export function dayMonthYear(wallMs: number) {
  const date = new Date(wallMs);
  return `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
}

/** HH:MM of a wall-clock moment. */
export function hourMinute(wallMs: number) {
  const date = new Date(wallMs);
  return `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")}`;
}

/** A date as typed in any digits, the marks that keep a date's order in Arabic text dropped. */
const dateText = (text: string) => westernDigits(text).replace(/[\u200e\u200f\u061c]/g, "");

/**
 * A day as a person types it, day first, in any of the languages' forms: 02/03/2026, 2.3.2026,
 * 02-03-2026 (in Arabic-Indic digits too), or as a link carries it, YYYY-MM-DD: its
 * `YYYY-MM-DD`, or null when it is not a day of the calendar (31/02/2026 and the like).
 */
export function parseDay(text: string): string | null {
  const trimmed = dateText(text.trim());
  const typed = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/.exec(trimmed);
  const linked = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = typed ? [typed[4], typed[3], typed[1]] : linked ? [linked[1], linked[2], linked[3]] : [];
  if (!year || !isCalendarDay(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

/** `YYYY-MM-DD` → DD/MM/YYYY, the way every date is shown and typed; anything else as it is. */
export const displayDay = (iso: string) => isoDayToDayMonthYear(iso) ?? iso;

/** The ISO timestamp of a local day (DD/MM/YYYY or YYYY-MM-DD) and time for a user at `offsetMinutes`. */
export function localToIso(dayText: string, hour: number, minute: number, offsetMinutes: number) {
  const day = parseDay(dayText);
  if (
    !day ||
    !Number.isInteger(hour) ||
    !Number.isInteger(minute) ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59
  )
    return null;
  const wall = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hour, minute);
  return new Date(fromWallClock(wall, offsetMinutes)).toISOString();
}

/** A typed or linked day → DD/MM/YYYY for the API, or null when it is not a day. */
export const toApiDay = (text: string) => {
  const day = parseDay(text);
  return day ? displayDay(day) : null;
};
