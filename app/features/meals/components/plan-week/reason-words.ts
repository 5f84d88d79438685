import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { lowerFirst, type ReasonCode } from "@larder/shared/week-reasons";
import { useFormat } from "~/i18n/format";
import { useDayNames } from "../../lib/day-names";

/** A reason of a proposal as the API answers it: a code and the values its words name. */
export type ProposalReason = {
  code: ReasonCode;
  food: string | null;
  date: string | null;
  weekday: number | null;
  weeks: number | null;
  minutes: number | null;
};

/**
 * The words of Plan my week's reasons in the page's language: "uses the spinach due Tuesday",
 * "verbraucht Spinat, fällig Dienstag". English says what the API's `reasons` say.
 */
export function useReasonWords() {
  const { t, i18n } = useTranslation("meals");
  const names = useDayNames();
  const format = useFormat();
  const english = i18n.language === DEFAULT_LOCALE;
  return (reason: ProposalReason): string => {
    // A food inside an English sentence is lower case ("the spinach"); other languages keep the
    // household's name as it was typed (German nouns keep their capital).
    const food = english ? lowerFirst(reason.food ?? "") : (reason.food ?? "");
    const weekday = reason.weekday ? names.weekdayNumbered(reason.weekday) : "";
    const weeks = reason.weeks ?? 0;
    const minutes = reason.minutes ?? 0;
    switch (reason.code) {
      case "USES_FOOD_PAST_ITS_DATE":
        return t("reasons.usesFoodPastItsDate", { food });
      case "USES_FOOD_DUE_ON_WEEKDAY":
        return t("reasons.usesFoodDueOnWeekday", { food, weekday });
      case "USES_FOOD_DUE_ON_DATE": {
        // English has always written the day as the API gives it (2026-03-20).
        const date = english ? (reason.date ?? "") : format.date(reason.date ?? "");
        return t("reasons.usesFoodDueOnDate", { food, date });
      }
      case "SHARES_FRESH_FOOD":
        return t("reasons.sharesFreshFood", { food, weekday });
      case "NOT_COOKED_FOR_MONTHS":
        return t("reasons.notCookedForMonths");
      case "NOT_COOKED_FOR_WEEKS":
        return t("reasons.notCookedForWeeks", { count: weeks });
      case "WEEKDAY_MINUTES":
        return t("reasons.weekdayMinutes", { count: minutes });
      case "FAVOURITE":
        return t("reasons.favourite");
      case "EVERY_WEEKDAY":
        return t("reasons.everyWeekday", { weekday });
      case "NONE_LEFT_UNPLANNED_THIS_WEEK":
        return t("reasons.noneLeftUnplannedThisWeek");
      case "NONE_LEFT_NOT_PLANNED_RECENTLY":
        return t("reasons.noneLeftNotPlannedRecently", { count: weeks });
      case "NONE_LEFT_QUICK_ENOUGH":
        return t("reasons.noneLeftQuickEnough", { count: minutes });
      case "NONE_LEFT_UNDER_CATEGORY_LIMIT":
        return t("reasons.noneLeftUnderCategoryLimit");
      case "NONE_LEFT_OTHER_CATEGORY":
        return t("reasons.noneLeftOtherCategory");
      case "NONE_LEFT_NOT_SWAPPED":
        return t("reasons.noneLeftNotSwapped");
      case "NONE_FITS_THE_WEEK":
        return t("reasons.noneFitsTheWeek");
      case "NO_RECIPES":
        return t("reasons.noRecipes");
    }
  };
}
