import type { TFunction } from "i18next";
import { DAY_MS, parseDayMonthYear, rangeTitle } from "@larder/shared/dates";

/**
 * The title a list takes from its days, in the page's language: "Week of 02/03/2026" in English
 * (the API's own title for a synced list), "Woche ab 02/03/2026" in German. A range that is not a
 * week is its days, as in every language.
 */
export function rangeTitleIn(t: TFunction<"shopping">, startText: string, endText: string) {
  const start = parseDayMonthYear(startText);
  const end = parseDayMonthYear(endText);
  if (start !== null && end !== null && end - start === 6 * DAY_MS) return t("listForm.weekOf", { day: startText });
  return rangeTitle(startText, endText);
}
