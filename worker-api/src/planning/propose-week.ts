import type { WeekRules } from "../contract/week-plan";
import { englishReason, weekdayOfDay as weekdayOf, type WeekReason } from "../shared/week-reasons";
import { FreshWeek, type FreshNeed } from "./fresh-packs";

/**
 * "Plan my week" as a pure function: given the group's recipes (with what the planner needs to
 * know of each), the days to fill and the rules, it proposes a recipe for every day, with the
 * reasons a person would give, or says which rule left a day empty. Nothing here reads or writes.
 */

/** A recipe as the planner weighs it. Days are `YYYY-MM-DD`. */
export type PlanCandidate = {
  id: number;
  categoryId: number | null;
  /** Its total time (or preparation plus cooking) in minutes; null when the recipe gives none. */
  minutes: number | null;
  favourite: boolean;
  /** The day of its last meal before the week, planned or cooked; null when none in the last 26 weeks. */
  lastPlanned: string | null;
  /** How many of its meals were planned in the eight weeks before the week. */
  recentMeals: number;
  /** Pantry food its lines use that is best before the week's end (or already past it). */
  dueFood: { name: string; bestBefore: string }[];
  /** The food its lines use that is bought fresh and does not keep (produce, meat, fish, dairy, bread). */
  freshFood: FreshNeed[];
};

/** A meal already planned in the week (any meal type), which the week's rules count. */
export type PlannedMeal = { date: string; recipeId: number; categoryId: number | null; sameType: boolean };

type WeekAsk = {
  /** The days to fill, in order. */
  dates: string[];
  /** Today, for food already past its day. */
  today: string;
  rules: WeekRules;
  /** Days whose recipe the person kept while swapping another: placed as they are. */
  keep: ReadonlyMap<string, number>;
  /** Recipes swapped away from a day ("Another"): never proposed for it again. */
  not: ReadonlyMap<string, ReadonlySet<number>>;
  /** Makes the same question give the same week, and another week another one. */
  seed: number;
};

/** A day's recipe (or none) and why: each reason as the planner gave it and in English, in the same order. */
type Proposal = { date: string; recipeId: number | null; reasons: string[]; reasonDetails: WeekReason[] };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isWeekday = (day: string) => weekdayOf(day) <= 5;

/** How much each thing weighs in a recipe's score for a day; see `scoreOf`. */
const WEIGHT = {
  /** The day's share of chance, so a week is not the same every time it is asked. */
  chance: 0.6,
  favourite: 0.35,
  /** Per week since its last meal, up to `restWeeksCounted`. */
  restWeek: 0.15,
  restWeeksCounted: 8,
  /** Per meal of it in the last eight weeks: spreads the household's recipes. */
  recentMeal: 0.5,
  /** Food due on the day itself; food due later weighs less each day, food past its day less too. */
  dueFood: 3,
  /**
   * Per kilogram of fresh food the week would throw away more with the dinner on the day (the
   * rest of a pack it opens, food it needs after it has gone off), or less (the rest of a pack
   * bought for another dinner that it uses up).
   */
  wastedKg: 1.5,
};

/** How far the planner looks for a fuller week: recipes tried per day, and placements in all. */
const SEARCH = { branches: 4, nodes: 4000 };

/** A number in [0, 1) from the seed, the day and the recipe: the same each time they are the same. */
function chanceOf(seed: number, day: number, recipeId: number) {
  let t = (seed ^ Math.imul(day, 0x9e3779b1) ^ Math.imul(recipeId, 0x85ebca6b)) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x7feb352d);
  t = Math.imul(t ^ (t >>> 15), 0x846ca68b);
  return ((t ^ (t >>> 16)) >>> 0) / 4_294_967_296;
}

function dueReason(food: { name: string; bestBefore: string }, day: string, today: string): WeekReason {
  if (food.bestBefore < today) return { code: "USES_FOOD_PAST_ITS_DATE", food: food.name };
  // Within a week of the day, its weekday says when; further off, the date does.
  const near = Math.abs(dayNumber(food.bestBefore) - dayNumber(day)) < 7;
  return {
    code: near ? "USES_FOOD_DUE_ON_WEEKDAY" : "USES_FOOD_DUE_ON_DATE",
    food: food.name,
    date: food.bestBefore,
    weekday: weekdayOf(food.bestBefore),
  };
}

/** A rule that can leave no recipe for a day, and the reason the day then gives. */
type Rule = { keeps: (recipe: PlanCandidate) => boolean; emptied: WeekReason };

export function proposeWeek(candidates: readonly PlanCandidate[], planned: readonly PlannedMeal[], ask: WeekAsk) {
  const { rules } = ask;
  const byId = new Map(candidates.map((recipe) => [recipe.id, recipe]));
  const placed = new Map<string, PlanCandidate>();
  /** The same, by day number: looked up for every recipe weighed, with no date to write. */
  const placedOnDay = new Map<number, PlanCandidate>();
  /** The week's recipes, by how many meals of the week have each. */
  const usedInWeek = new Map<number, number>();
  const use = (recipeId: number, by: number) => usedInWeek.set(recipeId, (usedInWeek.get(recipeId) ?? 0) + by);
  for (const meal of planned) use(meal.recipeId, 1);
  const categoryCount = new Map<number, number>();
  const count = (categoryId: number | null, by: number) => {
    if (categoryId !== null) categoryCount.set(categoryId, (categoryCount.get(categoryId) ?? 0) + by);
  };
  for (const meal of planned) count(meal.categoryId, 1);
  /** The categories of this meal type's meals, by day: the week's own and those proposed. */
  const categoryOfDay = new Map<string, number | null>();
  for (const meal of planned) if (meal.sameType) categoryOfDay.set(meal.date, meal.categoryId);
  /** Due food the week's recipes use already, by how many of them. */
  const usedFood = new Map<string, number>();
  const weekStart = dayNumber(ask.dates[0] ?? ask.today);
  /** The fresh food the week's dinners buy: the meals planned already and those proposed. */
  const freshWeek = new FreshWeek(weekStart);
  for (const meal of planned) {
    const recipe = byId.get(meal.recipeId);
    if (recipe) freshWeek.add(recipe.freshFood, dayNumber(meal.date), 1);
  }

  const place = (date: string, recipe: PlanCandidate) => {
    placed.set(date, recipe);
    placedOnDay.set(dayNumber(date), recipe);
    use(recipe.id, 1);
    count(recipe.categoryId, 1);
    categoryOfDay.set(date, recipe.categoryId);
    freshWeek.add(recipe.freshFood, dayNumber(date), 1);
    for (const food of recipe.dueFood) usedFood.set(food.name, (usedFood.get(food.name) ?? 0) + 1);
  };
  const unplace = (date: string, recipe: PlanCandidate) => {
    placed.delete(date);
    placedOnDay.delete(dayNumber(date));
    use(recipe.id, -1);
    count(recipe.categoryId, -1);
    categoryOfDay.delete(date);
    freshWeek.add(recipe.freshFood, dayNumber(date), -1);
    for (const food of recipe.dueFood) usedFood.set(food.name, usedFood.get(food.name)! - 1);
  };

  // What the person kept, then the fixed days: the rest of the week is weighed around them.
  const fixedOf = new Map(rules.fixed_days.map((fixed) => [fixed.weekday, fixed.recipe_id]));
  const fixedDates = new Set<string>();
  for (const date of ask.dates) {
    const fixed = byId.get(fixedOf.get(weekdayOf(date)) ?? 0);
    const kept = byId.get(ask.keep.get(date) ?? 0);
    const chosen = kept ?? (fixed && !ask.not.get(date)?.has(fixed.id) ? fixed : undefined);
    if (!chosen) continue;
    place(date, chosen);
    if (chosen === fixed) fixedDates.add(date);
  }

  /** Each recipe's last meal as a day number, parsed once rather than for every day weighed. */
  const lastDayOf = new Map(
    candidates.map((recipe) => [recipe.id, recipe.lastPlanned === null ? null : dayNumber(recipe.lastPlanned)]),
  );
  const repeatFrom = weekStart - rules.repeat_weeks * 7;
  const limits = new Map(rules.category_limits.map((limit) => [limit.category_id, limit.at_most]));
  const neighbourCategories = (date: string) => {
    const day = dayNumber(date);
    const around = [day - 1, day + 1].map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
    return new Set(around.map((other) => categoryOfDay.get(other)).filter((id) => id != null));
  };

  const rulesFor = (date: string): Rule[] => {
    const list: Rule[] = [];
    if (rules.no_repeat) {
      list.push({
        keeps: (recipe) => !usedInWeek.get(recipe.id),
        emptied: { code: "NONE_LEFT_UNPLANNED_THIS_WEEK" },
      });
      if (rules.repeat_weeks > 0)
        list.push({
          keeps: (recipe) => (lastDayOf.get(recipe.id) ?? -Infinity) < repeatFrom,
          emptied: { code: "NONE_LEFT_NOT_PLANNED_RECENTLY", weeks: rules.repeat_weeks },
        });
    }
    if (rules.weekday_limit && isWeekday(date))
      list.push({
        keeps: (recipe) => recipe.minutes !== null && recipe.minutes <= rules.weekday_minutes,
        emptied: { code: "NONE_LEFT_QUICK_ENOUGH", minutes: rules.weekday_minutes },
      });
    if (rules.variety) {
      list.push({
        keeps: (recipe) =>
          recipe.categoryId === null ||
          (categoryCount.get(recipe.categoryId) ?? 0) < (limits.get(recipe.categoryId) ?? 7),
        emptied: { code: "NONE_LEFT_UNDER_CATEGORY_LIMIT" },
      });
      const around = neighbourCategories(date);
      list.push({
        keeps: (recipe) => recipe.categoryId === null || !around.has(recipe.categoryId),
        emptied: { code: "NONE_LEFT_OTHER_CATEGORY" },
      });
    }
    const swapped = ask.not.get(date);
    if (swapped?.size)
      list.push({ keeps: (recipe) => !swapped.has(recipe.id), emptied: { code: "NONE_LEFT_NOT_SWAPPED" } });
    return list;
  };

  const scoreOf = (recipe: PlanCandidate, day: number) => {
    let score = WEIGHT.chance * chanceOf(ask.seed, day, recipe.id);
    if (rules.favourites && recipe.favourite) score += WEIGHT.favourite;
    const lastDay = lastDayOf.get(recipe.id) ?? null;
    const restWeeks = lastDay === null ? WEIGHT.restWeeksCounted : (weekStart - lastDay) / 7;
    score += WEIGHT.restWeek * Math.min(restWeeks, WEIGHT.restWeeksCounted);
    score -= WEIGHT.recentMeal * recipe.recentMeals;
    if (rules.use_soon)
      for (const food of recipe.dueFood) {
        if (usedFood.get(food.name)) continue;
        const daysAhead = dayNumber(food.bestBefore) - day;
        // Food due on the day counts most; a day earlier than needed a little less, a day late far less.
        score += daysAhead >= 0 ? WEIGHT.dueFood / (1 + daysAhead) : WEIGHT.dueFood / (3 - 2 * daysAhead);
      }
    // The week's shop: what keeps least is cooked first, and what one dinner leaves over another uses.
    if (rules.use_soon) score -= (WEIGHT.wastedKg * freshWeek.wasteAdded(recipe.freshFood, day)) / 1000;
    return score;
  };

  /** The best recipes the rules leave for a day (as many as the search tries, best first), or the rule that left none. */
  const optionsFor = (date: string): { best: PlanCandidate[]; blocked: WeekReason | null } => {
    let left = candidates;
    for (const rule of rulesFor(date)) {
      left = left.filter(rule.keeps);
      if (left.length === 0) return { best: [], blocked: rule.emptied };
    }
    if (left.length === 0) return { best: [], blocked: { code: "NO_RECIPES" } };
    // Only the first few are tried: they are picked in one pass instead of sorting every recipe.
    const day = dayNumber(date);
    const best: { recipe: PlanCandidate; score: number }[] = [];
    for (const recipe of left) {
      const score = scoreOf(recipe, day);
      let at = best.length;
      // A higher score goes first; on a tie, the lower id.
      while (
        at > 0 &&
        (score > best[at - 1]!.score || (score === best[at - 1]!.score && recipe.id < best[at - 1]!.recipe.id))
      )
        at--;
      if (at < SEARCH.branches) {
        best.splice(at, 0, { recipe, score });
        if (best.length > SEARCH.branches) best.pop();
      }
    }
    return { best: best.map((entry) => entry.recipe), blocked: null };
  };

  // Day by day, the best recipe first. When that leaves a later day with no recipe the rules
  // allow (two beef dinners on a five-day week with no beef two days running), the next best
  // ones are tried, within a bounded search; the fullest week found is kept.
  const open = ask.dates.filter((date) => !placed.has(date));
  const trying = new Map<string, PlanCandidate>();
  let fullest = new Map<string, PlanCandidate>();
  let nodes = 0;
  const search = (index: number): boolean => {
    if (trying.size + (open.length - index) <= fullest.size && fullest.size > 0) return false;
    if (index === open.length) {
      if (trying.size > fullest.size || fullest.size === 0) fullest = new Map(trying);
      return trying.size === open.length;
    }
    const date = open[index]!;
    const { best } = optionsFor(date);
    for (const recipe of best) {
      if (++nodes > SEARCH.nodes) break;
      place(date, recipe);
      trying.set(date, recipe);
      const done = search(index + 1);
      unplace(date, recipe);
      trying.delete(date);
      if (done) return true;
    }
    return best.length === 0 || nodes > SEARCH.nodes ? search(index + 1) : false;
  };
  search(0);
  for (const [date, recipe] of fullest) place(date, recipe);

  /** A fresh food whose rest of a pack, bought for another dinner of the week, the day's recipe uses, with that dinner's day. */
  const sharedFreshOf = (recipe: PlanCandidate, date: string) => {
    const day = dayNumber(date);
    freshWeek.add(recipe.freshFood, day, -1);
    const rests = freshWeek.restUsedBy(recipe.freshFood, day);
    freshWeek.add(recipe.freshFood, day, 1);
    for (const food of rests) {
      const other = [...placed].find(
        ([otherDate, its]) =>
          otherDate !== date && its.freshFood.some((need) => need.key === food.key && need.unit === food.unit),
      );
      if (other) return { name: food.name, date: other[0] };
    }
    return undefined;
  };

  const proposal = (date: string, recipeId: number | null, reasonDetails: WeekReason[]): Proposal => ({
    date,
    recipeId,
    reasons: reasonDetails.map(englishReason),
    reasonDetails,
  });
  return ask.dates.map((date) => {
    const recipe = placed.get(date);
    // A day with no recipe: a rule left none, or the search stopped before it found one that fits the rest of the week.
    if (!recipe) return proposal(date, null, [optionsFor(date).blocked ?? { code: "NONE_FITS_THE_WEEK" }]);
    const shared = rules.use_soon ? sharedFreshOf(recipe, date) : undefined;
    return proposal(date, recipe.id, reasonsFor(recipe, date, ask, fixedDates.has(date), shared));
  });
}

/** Why a recipe suits its day, in the words a person would use; the strongest reason first. */
function reasonsFor(
  recipe: PlanCandidate,
  date: string,
  ask: WeekAsk,
  fixed: boolean,
  shared: { name: string; date: string } | undefined,
): WeekReason[] {
  const { rules } = ask;
  // A fixed day's recipe is there because the household said so: nothing else needs saying.
  if (fixed) return [{ code: "EVERY_WEEKDAY", weekday: weekdayOf(date) }];
  const reasons: WeekReason[] = [];
  if (rules.use_soon) {
    const due = recipe.dueFood.toSorted((a, b) => a.bestBefore.localeCompare(b.bestBefore))[0];
    if (due) reasons.push(dueReason(due, date, ask.today));
    else if (shared)
      reasons.push({
        code: "SHARES_FRESH_FOOD",
        food: shared.name,
        date: shared.date,
        weekday: weekdayOf(shared.date),
      });
  }
  if (recipe.lastPlanned === null) reasons.push({ code: "NOT_COOKED_FOR_MONTHS" });
  else {
    const weeks = Math.floor((dayNumber(date) - dayNumber(recipe.lastPlanned)) / 7);
    if (weeks >= 3) reasons.push({ code: "NOT_COOKED_FOR_WEEKS", weeks });
  }
  if (rules.weekday_limit && isWeekday(date) && recipe.minutes !== null)
    reasons.push({ code: "WEEKDAY_MINUTES", minutes: recipe.minutes });
  if (rules.favourites && recipe.favourite) reasons.push({ code: "FAVOURITE" });
  return reasons;
}
