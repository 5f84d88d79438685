// Why a synced line asks for food the pantry has: "400 g at home are for Tuesday's Salmon".
import { foodText, isCounted, kitchenAmount, type Food } from "../shared/kitchen-amount";
import { DAY_MS, MONTH_NAMES } from "../shared/dates";
import type { Locale } from "../shared/locales";
import type { Hold, PlannedMeal } from "../pantry/planned-holds";
import { heldForWords } from "./held-for-words";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Meals named at most, then "and N more". */
const MEALS_NAMED = 2;

/** Whether a meal is named by its weekday: in the six days before the list's first day (no other day of that name is nearer). */
const byWeekday = (meal: PlannedMeal, listStart: number) => listStart - meal.scheduledAt <= 6 * DAY_MS;

/**
 * A meal as the line names it: by its weekday when it is in the six days before the list's first
 * day (no other day of that name is nearer), else by its date.
 */
function mealName(meal: PlannedMeal, listStart: number) {
  const day = new Date(meal.scheduledAt);
  if (byWeekday(meal, listStart)) return `${WEEKDAYS[day.getUTCDay()]}'s ${meal.title}`;
  return `${meal.title} on ${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]}`;
}

/** Names joined as a sentence says them: "a", "a and b", "a, b and 2 more". */
function sayList(names: string[]) {
  const named = names.slice(0, MEALS_NAMED);
  const more = names.length - named.length;
  const parts = more ? [...named, `${more} more`] : named;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The note in a language other than English, its words from held-for-words.ts. */
function noteIn(language: Exclude<Locale, "en">, amounts: string[], meals: PlannedMeal[], listStart: number) {
  const words = heldForWords(language);
  const names = meals.map((meal) =>
    byWeekday(meal, listStart)
      ? words.onWeekday(meal.title, new Date(meal.scheduledAt))
      : words.onDate(meal.title, new Date(meal.scheduledAt)),
  );
  const named = names.slice(0, MEALS_NAMED);
  const more = names.length - named.length;
  return words.note(amounts.join(" + "), words.list(more ? [...named, words.more(more)] : named));
}

/**
 * What meals planned before a list's days (starting at `listStart`) hold of one thing to buy, as
 * the list's line says it, its amounts as a cook writes them ("2 lemons at home are for…"), in
 * `language` (the page's that synced the list); null when they hold none of it.
 */
export function heldForText(
  holds: readonly Hold[],
  listStart: number,
  food: Food & { name: string },
  language: Locale = "en",
): string | null {
  const byUnit = new Map<string, number>();
  const meals = new Map<number, PlannedMeal>();
  for (const hold of holds) {
    byUnit.set(hold.unit, (byUnit.get(hold.unit) ?? 0) + hold.quantity);
    meals.set(hold.meal.id, hold.meal);
  }
  // Whole things say what they are ("2 lemons"); the line's name is beside a weight or volume.
  const amounts = [...byUnit]
    .map(([unit, quantity]) =>
      isCounted(quantity, unit)
        ? foodText(quantity, unit, food, language)
        : kitchenAmount(quantity, unit, food, language),
    )
    .filter(Boolean);
  if (!amounts.length) return null;
  if (language !== "en") return noteIn(language, amounts, [...meals.values()], listStart);
  const one = byUnit.size === 1 && Math.abs([...byUnit.values()][0]! - 1) < 1e-9;
  const names = [...meals.values()].map((meal) => mealName(meal, listStart));
  return `${amounts.join(" + ")} at home ${one ? "is" : "are"} for ${sayList(names)}`;
}
