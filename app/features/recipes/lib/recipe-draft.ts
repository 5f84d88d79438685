import type { TFunction } from "i18next";
import { foodText } from "@larder/shared/kitchen-amount";
import { formatAmount, parseAmountRange } from "@larder/shared/amount";
import type { IngredientLine } from "./ingredient-lines";

/** A recipe as the create wizard and the edit dialog hold it: every value as typed. */
export type RecipeDraft = {
  title: string;
  description: string;
  category: string;
  servings: string;
  prep_time: string;
  cook_time: string;
  total_time: string;
  image: string;
  source_url: string;
  /** The method, one step per line. */
  method: string;
  lines: IngredientLine[];
};

export const EMPTY_DRAFT: RecipeDraft = {
  title: "",
  description: "",
  category: "",
  servings: "4",
  prep_time: "",
  cook_time: "",
  total_time: "",
  image: "",
  source_url: "",
  method: "",
  lines: [],
};

/** The form fields of a draft besides its lines, in the order the forms carry them. */
export const DRAFT_TEXT_FIELDS = [
  "title",
  "description",
  "category",
  "servings",
  "prep_time",
  "cook_time",
  "total_time",
  "image",
  "source_url",
  "method",
] as const satisfies readonly Exclude<keyof RecipeDraft, "lines">[];

/** "1 h 15 min" for 75, "40 min" for 40 (in the page's language). */
export function formatMinutes(t: TFunction<"recipes">, minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return t("time.minutes", { minutes: rest });
  return rest ? t("time.hoursMinutes", { hours, minutes: rest }) : t("time.hours", { hours });
}

/** A quantity scaled from the recipe's servings to `servings`, as a cook writes it ("¾", "1.25"); "" for no amount. */
export function scaleQuantity(quantity: number, unit: string, from: number, to: number) {
  return formatAmount((quantity * to) / from, unit);
}

/**
 * A line as typed, read as a cook writes it ("1 1/2" cup flour → "1½ cup Flour", 4 pcs burger
 * buns → "4 burger buns", "1-2" tbsp → "1–2 tbsp"), in `language`, the reader's; an amount that is
 * no number (or a range that does not rise) stays as typed before the name.
 */
export function typedLine(quantity: string, unit: string, name: string, language?: string) {
  const { from, to } = parseAmountRange(quantity, language);
  if (from === null) return name;
  if (Number.isNaN(from) || (to !== null && !(to > from)))
    return [`${quantity.trim()} ${unit}`.trim(), name].filter(Boolean).join(" ");
  return foodText(from, unit, { name, asWritten: true }, language, to);
}
