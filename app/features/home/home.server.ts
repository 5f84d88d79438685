import { DAY_MS } from "@larder/shared/dates";
import type { MealData } from "~/graphql/meals.server";
import { hourMinute, isoDay, toWallClock } from "~/utils/date-ranges";

/** The days the home page leads with: today and the three after it. */
const COMING_DAYS = 4;

/** A meal as the home page's lead shows it: what, when, its recipe's photo and page. */
export type ComingMeal = {
  id: number;
  title: string;
  typeName: string | null;
  time: string;
  image: string | null;
  recipe: { slug: string; title: string } | null;
};

/** One of the coming days (`YYYY-MM-DD`, `ahead` days from today), and its meals by time. */
export type ComingDay = { iso: string; ahead: number; today: boolean; meals: ComingMeal[] };

/** Wall-clock ms of 00:00 on the day holding a wall-clock moment. */
export const startOfWallDay = (wall: number) => wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);

/**
 * The range of API days (UTC days, `YYYY-MM-DD`) to ask for so that both this Monday–Sunday week
 * and the coming days of the visitor's wall clock are covered, whatever their zone: one UTC day
 * more on either side of the coming days, where a meal near midnight may fall.
 */
export function homeRange(week: { start: string; end: string }, todayWall: number) {
  const before = isoDay(todayWall - DAY_MS);
  const after = isoDay(todayWall + COMING_DAYS * DAY_MS);
  return { start: before < week.start ? before : week.start, end: after > week.end ? after : week.end };
}

/** Today and the days after it on the visitor's wall clock, each with the meals planned on it. */
export function comingDays(meals: MealData[], todayWall: number, offsetMinutes: number): ComingDay[] {
  const days: ComingDay[] = Array.from({ length: COMING_DAYS }, (_, index) => {
    const wall = todayWall + index * DAY_MS;
    return {
      iso: isoDay(wall),
      ahead: index,
      today: index === 0,
      meals: [],
    };
  });
  const byTime: { wall: number; day: ComingDay; meal: ComingMeal }[] = [];
  for (const meal of meals) {
    if (!meal.scheduled_date) continue;
    const wall = toWallClock(Date.parse(meal.scheduled_date), offsetMinutes);
    const day = days[Math.floor((wall - todayWall) / DAY_MS)];
    if (!day || wall < todayWall) continue;
    byTime.push({
      wall,
      day,
      meal: {
        id: meal.id,
        title: meal.title,
        typeName: meal.type?.name ?? null,
        time: hourMinute(wall),
        image: meal.recipe?.image ?? null,
        recipe: meal.recipe ? { slug: meal.recipe.slug, title: meal.recipe.title } : null,
      },
    });
  }
  byTime.sort((a, b) => a.wall - b.wall || a.meal.id - b.meal.id);
  for (const { day, meal } of byTime) day.meals.push(meal);
  return days;
}
