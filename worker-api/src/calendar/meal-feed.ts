import type { FeedMeal } from "../data/calendar-feed";
import { foodText } from "../shared/kitchen-amount";
import { feedWords, type FeedWords } from "./feed-words";
import { icsCalendar, type IcsEvent } from "./ics";

/** A meal without a recipe time is this long in the calendar. */
const DEFAULT_MEAL_MINUTES = 30;

/** The ingredient line as the recipe page shows it, scaled to the meal's servings, in the feed's language. */
function lineText(
  { name, quantity, quantityMax, unit, note }: FeedMeal["lines"][number],
  scale: number,
  language: string,
) {
  const most = quantityMax === null ? null : quantityMax * scale;
  return foodText(quantity * scale, unit, { name, asWritten: scale === 1 }, language, most) + (note ? `, ${note}` : "");
}

/**
 * The person's meals as a calendar: each at its time, as long as its recipe takes, with the
 * recipe's link and its ingredients (for the meal's servings) in the description, in `words`
 * (the person's language). `webOrigin` makes the links; UIDs are the meals' own, so an edited
 * meal moves instead of doubling.
 */
export function mealCalendar(
  meals: FeedMeal[],
  webOrigin: string,
  words: FeedWords = feedWords(null),
  now = new Date(),
) {
  const events = meals.map((meal): IcsEvent => {
    const servings = meal.servings ?? meal.recipeServings;
    const scale = meal.servings && meal.recipeServings ? meal.servings / meal.recipeServings : 1;
    const minutes = meal.totalMinutes ?? ((meal.prepMinutes ?? 0) + (meal.cookMinutes ?? 0) || DEFAULT_MEAL_MINUTES);
    const recipeUrl = meal.recipeSlug ? `${webOrigin}/recipes/${encodeURIComponent(meal.recipeSlug)}` : null;
    const description = [
      meal.description,
      meal.recipeTitle ? words.recipe(`${meal.recipeTitle}${recipeUrl ? ` ${recipeUrl}` : ""}`) : "",
      servings ? words.serves(servings) : "",
      meal.lines.length
        ? `${words.ingredients}\n${meal.lines.map((line) => `- ${lineText(line, scale, words.language)}`).join("\n")}`
        : "",
      words.meal(`${webOrigin}/meals/${meal.id}`),
    ].filter(Boolean);
    return {
      uid: `meal-${meal.id}@larder.app`,
      stamp: now,
      created: meal.createdAt,
      modified: meal.updatedAt,
      start: meal.scheduledDate,
      minutes,
      summary: meal.type ? `${meal.type}: ${meal.title}` : meal.title,
      description: description.join("\n\n"),
      url: recipeUrl ?? `${webOrigin}/meals/${meal.id}`,
      categories: [meal.group],
    };
  });
  return icsCalendar(words.calendarName, events);
}
