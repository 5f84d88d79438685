// The checks of `npm run sim:household -- --planner=week` on the weeks "Plan my week" planned:
// every rule the household set kept in every week, and its recipes spread over the weeks.

const DAY_MS = 86_400_000;
const dayNumber = (day) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isWeekday = (day) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 <= 5;
/** With this many recipes or more, none may come more than `MOST_TIMES` in the weeks. */
export const SPREAD_FROM = 30;
export const MOST_TIMES = 2;

/**
 * Each broken rule as a sentence: a day left empty, a recipe twice in a week or again within
 * `repeat_weeks` of a meal of it still planned (a skipped dinner is dropped from the plan, so it
 * does not count), a weekday recipe over the time limit or of no time, two days running of one
 * category. `recipeOf` gives a recipe's minutes and category by id.
 */
export function brokenRules(plans, rules, recipeOf) {
  const broken = [];
  /** The planned meals that stayed planned, by day, as the planner reads them. */
  const stayed = [];
  for (const plan of plans) {
    const start = dayNumber(plan.days[0].date);
    const seen = new Set();
    for (const [index, day] of plan.days.entries()) {
      const where = `week ${plan.week}, ${day.date}`;
      if (day.recipeId === null) {
        broken.push(`${where}: no dinner proposed (${day.reasons.join("; ")})`);
        continue;
      }
      const recipe = recipeOf(day.recipeId);
      if (rules.no_repeat) {
        if (seen.has(day.recipeId)) broken.push(`${where}: recipe ${day.recipeId} twice in the week`);
        const earlier = stayed.find(
          (meal) => meal.recipeId === day.recipeId && dayNumber(meal.date) >= start - 7 * rules.repeat_weeks,
        );
        if (earlier)
          broken.push(
            `${where}: recipe ${day.recipeId} planned on ${earlier.date}, within ${rules.repeat_weeks} weeks`,
          );
      }
      seen.add(day.recipeId);
      if (
        rules.weekday_limit &&
        isWeekday(day.date) &&
        !(recipe.minutes !== null && recipe.minutes <= rules.weekday_minutes)
      )
        broken.push(`${where}: recipe ${day.recipeId} takes ${recipe.minutes ?? "an unknown time"} on a weekday`);
      const before = plan.days[index - 1];
      if (rules.variety && before?.recipeId && recipe.categoryId !== null)
        if (recipeOf(before.recipeId).categoryId === recipe.categoryId)
          broken.push(`${where}: category ${recipe.categoryId} two days running`);
    }
    for (const day of plan.days) if (day.recipeId !== null && !day.skipped) stayed.push(day);
  }
  return broken;
}

/**
 * How often each recipe was the household's dinner in all the weeks (planned and not dropped: a
 * skipped dinner leaves the plan, and proposing it again is the planner's job), the recipes that
 * were too often, and the most times one was proposed counting the dropped ones too.
 */
export function spreadOf(plans, recipeCount) {
  const times = new Map();
  const proposed = new Map();
  const countIn = (counts, id) => counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const plan of plans)
    for (const day of plan.days) {
      if (day.recipeId === null) continue;
      countIn(proposed, day.recipeId);
      if (!day.skipped) countIn(times, day.recipeId);
    }
  const tooOften = recipeCount >= SPREAD_FROM ? [...times].filter(([, count]) => count > MOST_TIMES) : [];
  return {
    distinct: times.size,
    most: Math.max(0, ...times.values()),
    mostProposed: Math.max(0, ...proposed.values()),
    tooOften: tooOften.map(([id, count]) => ({ id, count })),
  };
}
