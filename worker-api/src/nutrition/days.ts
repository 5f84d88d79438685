// A plan's days as nutrition reads them: per person, a serving of each meal's recipe, added up.
import type { WeighedLine } from "../data/recipe-reads";
import { formatDayMonthYear } from "../shared/dates";
import { recipeNutrition, sumNutrients, type Nutrients } from "./recipe-nutrition";

type PlannedMeal = { recipeId: number | null; scheduledDate: Date | null };
type PlannedRecipe = { id: number; servings: number };

type DayNutrition = { date: string; per_person: Nutrients; meals_counted: number; meals_total: number };

/**
 * Each day of the meals (on the clock `offsetMs` east of UTC) with what a serving of each meal's
 * recipe adds up to; a meal without a recipe, or whose recipe has no line counted, adds nothing
 * and is not counted. Days come in date order, as the meals do.
 */
export function nutritionOfDays(
  read: { meals: readonly PlannedMeal[]; recipes: readonly PlannedRecipe[]; lines: readonly WeighedLine[] | null },
  offsetMs: number,
): DayNutrition[] {
  const linesOf = new Map<number, WeighedLine[]>(read.recipes.map((recipe) => [recipe.id, []]));
  for (const line of read.lines ?? []) linesOf.get(line.recipeId)?.push(line);
  const perServing = new Map(
    read.recipes.map((recipe) => [recipe.id, recipeNutrition(linesOf.get(recipe.id) ?? [], recipe.servings)]),
  );
  const days = new Map<string, { servings: Nutrients[]; total: number }>();
  for (const meal of read.meals) {
    if (!meal.scheduledDate) continue;
    const date = formatDayMonthYear(meal.scheduledDate.getTime() + offsetMs);
    const day = days.get(date) ?? { servings: [], total: 0 };
    days.set(date, day);
    day.total += 1;
    const nutrition = meal.recipeId === null ? undefined : perServing.get(meal.recipeId);
    if (nutrition && nutrition.lines_matched > 0) day.servings.push(nutrition.per_serving);
  }
  return [...days].map(([date, day]) => ({
    date,
    per_person: sumNutrients(day.servings),
    meals_counted: day.servings.length,
    meals_total: day.total,
  }));
}
