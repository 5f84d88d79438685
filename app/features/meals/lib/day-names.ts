import { useTranslation } from "react-i18next";
import { DAY_MS, MONTH_NAMES, WEEKDAY_NAMES } from "@larder/shared/dates";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@larder/shared/locales";
import { useFormat } from "~/i18n/format";

/** A Monday, from which the weekdays' names are read (weekday 1 is Monday, 7 Sunday). */
const A_MONDAY = Date.UTC(2024, 0, 1);

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The words of the planner's, the meals' and the home page's days in a language: weekday names
 * and short dates. English keeps the words the pages always showed ("Mon 2 Mar", "Monday");
 * every other language has Intl's own ("Mo., 2. März", "Montag").
 */
function namesOf(locale: Locale) {
  const english = locale === DEFAULT_LOCALE;
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  const weekdayFormat = intl({ weekday: "long" });
  const shortFormat = intl({ weekday: "short", day: "numeric", month: "short" });
  const dayMonthFormat = intl({ day: "numeric", month: "short" });
  const englishWeekday = (date: Date) => WEEKDAY_NAMES[(date.getUTCDay() + 6) % 7]!;
  const englishMonth = (date: Date) => MONTH_NAMES[date.getUTCMonth()]!.slice(0, 3);
  return {
    /** A weekday by its ISO number, 1 (Monday) to 7 (Sunday). */
    weekdayNumbered(weekday: number) {
      return english ? WEEKDAY_NAMES[weekday - 1]! : weekdayFormat.format(new Date(A_MONDAY + (weekday - 1) * DAY_MS));
    },
    /** The weekday of a `YYYY-MM-DD` day: "Monday", "Montag". */
    weekday(iso: string) {
      return english ? englishWeekday(dayOf(iso)) : weekdayFormat.format(dayOf(iso));
    },
    /** A day in a few letters: "Mon 2 Mar", "Mo., 2. März". */
    short(iso: string) {
      const date = dayOf(iso);
      return english
        ? `${englishWeekday(date).slice(0, 3)} ${date.getUTCDate()} ${englishMonth(date)}`
        : shortFormat.format(date);
    },
    /** A day of the month and its month: "2 Mar", "2. März". */
    dayMonth(iso: string) {
      const date = dayOf(iso);
      return english ? `${date.getUTCDate()} ${englishMonth(date)}` : dayMonthFormat.format(date);
    },
    /** A day beyond next week's, as the meals' labels write it: "Mar 2", "2. März". */
    monthDay(iso: string) {
      const date = dayOf(iso);
      return english ? `${englishMonth(date)} ${date.getUTCDate()}` : dayMonthFormat.format(date);
    },
  };
}

/** Each language's day names, made once (their Intl formatters cost more to make than to use). */
const keptNames = new Map<Locale, ReturnType<typeof namesOf>>();

export function dayNames(locale: Locale) {
  let names = keptNames.get(locale);
  if (!names) keptNames.set(locale, (names = namesOf(locale)));
  return names;
}

/** The page's day names (its language's), with the long day ("Monday 2 March") from useFormat. */
export function useDayNames() {
  const { i18n } = useTranslation();
  const format = useFormat();
  const names = dayNames(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return { ...names, long: format.day, date: format.date };
}
