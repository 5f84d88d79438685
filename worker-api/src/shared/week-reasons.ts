/**
 * Why Plan my week gave a day its recipe, or none, as a code and the values its words name. The
 * planner builds these; the API answers each in English (`englishReason`, the product's words)
 * and as it is, so a page words it in its own language and the two can never disagree.
 */
import { WEEKDAY_NAMES } from "./dates";

/** The codes, as the API's `MealSuggestionReasonCode` lists them. */
export const REASON_CODES = [
  "USES_FOOD_PAST_ITS_DATE",
  "USES_FOOD_DUE_ON_WEEKDAY",
  "USES_FOOD_DUE_ON_DATE",
  "SHARES_FRESH_FOOD",
  "NOT_COOKED_FOR_MONTHS",
  "NOT_COOKED_FOR_WEEKS",
  "WEEKDAY_MINUTES",
  "FAVOURITE",
  "EVERY_WEEKDAY",
  "NONE_LEFT_UNPLANNED_THIS_WEEK",
  "NONE_LEFT_NOT_PLANNED_RECENTLY",
  "NONE_LEFT_QUICK_ENOUGH",
  "NONE_LEFT_UNDER_CATEGORY_LIMIT",
  "NONE_LEFT_OTHER_CATEGORY",
  "NONE_LEFT_NOT_SWAPPED",
  "NONE_FITS_THE_WEEK",
  "NO_RECIPES",
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * One reason. `food` is the food as the household names it ("Spinach"); `date` a day,
 * `YYYY-MM-DD`, and `weekday` its weekday, 1 (Monday) to 7 (Sunday); `weeks` and `minutes` the
 * numbers the words say.
 */
export type WeekReason =
  | { code: "USES_FOOD_PAST_ITS_DATE"; food: string }
  | {
      code: "USES_FOOD_DUE_ON_WEEKDAY" | "USES_FOOD_DUE_ON_DATE" | "SHARES_FRESH_FOOD";
      food: string;
      date: string;
      weekday: number;
    }
  | { code: "NOT_COOKED_FOR_WEEKS" | "NONE_LEFT_NOT_PLANNED_RECENTLY"; weeks: number }
  | { code: "WEEKDAY_MINUTES" | "NONE_LEFT_QUICK_ENOUGH"; minutes: number }
  | { code: "EVERY_WEEKDAY"; weekday: number }
  | {
      code:
        | "NOT_COOKED_FOR_MONTHS"
        | "FAVOURITE"
        | "NONE_LEFT_UNPLANNED_THIS_WEEK"
        | "NONE_LEFT_UNDER_CATEGORY_LIMIT"
        | "NONE_LEFT_OTHER_CATEGORY"
        | "NONE_LEFT_NOT_SWAPPED"
        | "NONE_FITS_THE_WEEK"
        | "NO_RECIPES";
    };

/** 1 (Monday) to 7 (Sunday) of a `YYYY-MM-DD` day. */
export const weekdayOfDay = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** "spinach" from "Spinach", but "BBQ sauce" stays: a food's name inside an English sentence. */
export const lowerFirst = (name: string) =>
  /^\p{Lu}\p{Ll}/u.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;

const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday - 1]!;

/** A reason in the words the API has always answered: "uses the spinach due Tuesday". */
export function englishReason(reason: WeekReason): string {
  switch (reason.code) {
    case "USES_FOOD_PAST_ITS_DATE":
      return `uses the ${lowerFirst(reason.food)} past its date`;
    case "USES_FOOD_DUE_ON_WEEKDAY":
      return `uses the ${lowerFirst(reason.food)} due ${weekdayName(reason.weekday)}`;
    case "USES_FOOD_DUE_ON_DATE":
      return `uses the ${lowerFirst(reason.food)} due ${reason.date}`;
    case "SHARES_FRESH_FOOD":
      return `shares the ${lowerFirst(reason.food)} with ${weekdayName(reason.weekday)}'s dinner`;
    case "NOT_COOKED_FOR_MONTHS":
      return "not cooked for over 6 months";
    case "NOT_COOKED_FOR_WEEKS":
      return `not cooked for ${reason.weeks} weeks`;
    case "WEEKDAY_MINUTES":
      return `${reason.minutes} min on a weekday`;
    case "FAVOURITE":
      return "a favourite";
    case "EVERY_WEEKDAY":
      return `every ${weekdayName(reason.weekday)}`;
    case "NONE_LEFT_UNPLANNED_THIS_WEEK":
      return "Nothing proposed: every recipe is planned this week already";
    case "NONE_LEFT_NOT_PLANNED_RECENTLY":
      return `Nothing proposed: every recipe left was planned in the last ${reason.weeks} week${reason.weeks === 1 ? "" : "s"}`;
    case "NONE_LEFT_QUICK_ENOUGH":
      return `Nothing proposed: no recipe left takes ${reason.minutes} min or less on a weekday`;
    case "NONE_LEFT_UNDER_CATEGORY_LIMIT":
      return "Nothing proposed: every recipe left is in a category at its limit for the week";
    case "NONE_LEFT_OTHER_CATEGORY":
      return "Nothing proposed: every recipe left is in the same category as the day before or after";
    case "NONE_LEFT_NOT_SWAPPED":
      return "Nothing proposed: no other recipe is left for it";
    case "NONE_FITS_THE_WEEK":
      return "Nothing proposed: no recipe left fits beside the rest of the week";
    case "NO_RECIPES":
      return "Nothing proposed: the household has no recipes yet";
  }
}
