// Why a synced line asks for food the pantry has: "400 g at home are for Tuesday's Salmon". A sync
// keeps what the note says (`heldAtHome`); the note is worded when read, in the reader's language.
import type { HeldAtHome } from "../../../drizzle/schema/shopping";
import { foodText, isCounted, kitchenAmount, type Food } from "../shared/kitchen-amount";
import { DAY_MS, MONTH_NAMES } from "../shared/dates";
import type { Locale } from "../shared/locales";
import type { Hold } from "../pantry/planned-holds";
import { heldForWords } from "./held-for-words";

export type { HeldAtHome };

type HeldFood = Food & { name: string };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Meals named at most, then "and N more". */
const MEALS_NAMED = 2;

/** A meal as the note knows it: its title and when it is planned, in milliseconds. */
type NamedMeal = { title: string; at: number };

/** Whether a meal is named by its weekday: in the six days before the list's first day (no other day of that name is nearer). */
const byWeekday = (meal: NamedMeal, listStart: number) => listStart - meal.at <= 6 * DAY_MS;

/**
 * A meal as the line names it: by its weekday when it is in the six days before the list's first
 * day (no other day of that name is nearer), else by its date.
 */
function mealName(meal: NamedMeal, listStart: number) {
  const day = new Date(meal.at);
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
function noteIn(language: Exclude<Locale, "en">, amounts: string[], meals: NamedMeal[], listStart: number) {
  const words = heldForWords(language);
  const names = meals.map((meal) =>
    byWeekday(meal, listStart)
      ? words.onWeekday(meal.title, new Date(meal.at))
      : words.onDate(meal.title, new Date(meal.at)),
  );
  const named = names.slice(0, MEALS_NAMED);
  const more = names.length - named.length;
  return words.note(amounts.join(" + "), words.list(more ? [...named, words.more(more)] : named));
}

/** An amount held, as a cook writes it: whole things say what they are ("2 lemons"), else the amount alone. */
const amountText = (quantity: number, unit: string, food: HeldFood, language: Locale) =>
  isCounted(quantity, unit) ? foodText(quantity, unit, food, language) : kitchenAmount(quantity, unit, food, language);

/**
 * What meals planned before a list's days (starting at `listStart`, ms) hold of one thing to
 * buy: the amounts summed per unit, and each meal holding some, in date order. Null when they
 * hold none of it, or nothing a note would show (an amount too small to write).
 */
export function heldAtHome(holds: readonly Hold[], listStart: number, food: HeldFood): HeldAtHome | null {
  const byUnit = new Map<string, number>();
  const meals = new Map<number, Hold["meal"]>();
  for (const hold of holds) {
    byUnit.set(hold.unit, (byUnit.get(hold.unit) ?? 0) + hold.quantity);
    meals.set(hold.meal.id, hold.meal);
  }
  // Whether an amount is written at all does not depend on the language: English decides.
  const amounts = [...byUnit]
    .map(([unit, quantity]) => ({ quantity, unit }))
    .filter(({ quantity, unit }) => amountText(quantity, unit, food, "en"));
  if (!amounts.length) return null;
  return {
    from: new Date(listStart).toISOString().slice(0, 10),
    amounts,
    meals: [...meals.values()].map((meal) => ({ title: meal.title, at: new Date(meal.scheduledAt).toISOString() })),
  };
}

/**
 * The held-for note of a line whose food is `food` (its name and section), in `language`, the
 * reader's: its amounts as a cook writes them ("2 lemons at home are for…"); null when it holds
 * nothing to write.
 */
function heldForText(held: HeldAtHome, food: HeldFood, language: Locale = "en"): string | null {
  const amounts = held.amounts.map(({ quantity, unit }) => amountText(quantity, unit, food, language)).filter(Boolean);
  if (!amounts.length) return null;
  const listStart = Date.parse(`${held.from}T00:00:00Z`);
  const meals = held.meals.map((meal) => ({ title: meal.title, at: Date.parse(meal.at) }));
  if (language !== "en") return noteIn(language, amounts, meals, listStart);
  const one = held.amounts.length === 1 && Math.abs(held.amounts[0]!.quantity - 1) < 1e-9;
  return `${amounts.join(" + ")} at home ${one ? "is" : "are"} for ${sayList(meals.map((meal) => mealName(meal, listStart)))}`;
}

/**
 * A synced line's held-for note as `language` reads it: worded from what it holds, or, for a line
 * written before notes were kept as facts, the note as it was written then.
 */
export const heldForNote = (
  line: { name: string; section: string; heldAtHome: HeldAtHome | null; heldFor: string | null },
  language: Locale,
) => (line.heldAtHome ? heldForText(line.heldAtHome, line, language) : line.heldFor);
