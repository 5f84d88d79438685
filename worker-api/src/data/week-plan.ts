import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { runBatch, schema } from "../db";
import { inValues } from "../lib/bulk";
import { BadInput, NotFound } from "../lib/domain-errors";
import { proposeWeek, type PlanCandidate, type PlannedMeal } from "../planning/propose-week";
import { MAX_PLANNED_DAYS, storedWeekRules, type WeekRules } from "../contract/week-plan";
import { DAY_MS, isoDay } from "../shared/dates";
import type { RecipeColumn } from "./recipe-reads";
import { freshFoodKnown } from "./week-fresh-food";
import {
  dueLinesRead,
  mealTypeRead,
  weekMealsRead,
  weekRecipesRead,
  weekRulesRead,
  type RecipesShape,
  type WeekValues,
} from "./week-plan-reads";
import type { ReadScope, Scope } from "./scope";
import { inGroupById } from "./sql";

/** How far back a recipe's meals count against it coming again (`recentMeals`). */
const RECENT_WEEKS = 8;
/** Pantry food past its day by more than this many days when the week starts is not planned for. */
const DUE_BEFORE_DAYS = 3;
/**
 * How far back a recipe's last meal is looked for: the longest rest a rule can ask, so six years
 * of meals are not read to find it. A recipe with no meal in them has rested longer.
 */
const HISTORY_WEEKS = 26;

/** What "Plan my week" is asked: days as UTC ms of 00:00 on the asker's clock, offset in ms east of UTC. */
type WeekQuestion = {
  start: number;
  days: number;
  offset: number;
  mealTypeId: number;
  /** Minutes on weekdays, over the rule's (null: the rule's, on or off). */
  maxMinutes: number | null;
  /** Weeks a recipe rests, over the rule's (null: the rule's). */
  avoidRepeatWeeks: number | null;
  /** Days (`YYYY-MM-DD`) left out of the question. */
  skip: ReadonlySet<string>;
  keep: ReadonlyMap<string, number>;
  not: ReadonlyMap<string, ReadonlySet<number>>;
};

/** The group's remembered rules, or the defaults when it never saved any. */
export async function readWeekRules(scope: ReadScope): Promise<WeekRules> {
  const [rows] = await scope.read([rulesRead(scope)]);
  return storedWeekRules(rows[0]?.rules);
}

const rulesRead = (scope: ReadScope) =>
  scope.db
    .select({ rules: schema.weekPlanRules.rules })
    .from(schema.weekPlanRules)
    .where(eq(schema.weekPlanRules.groupId, scope.groupId));

/**
 * Remembers the group's rules. The categories and recipes they name must be the group's, checked
 * in the batch that writes them: another group's id reads as missing, and nothing is written.
 */
export async function saveWeekRules(scope: Scope, rules: WeekRules): Promise<WeekRules> {
  const categoryIds = rules.category_limits.map((limit) => limit.category_id);
  const recipeIds = rules.fixed_days.map((day) => day.recipe_id);
  const [categories, recipes] = await Promise.all([
    categoryIds.length
      ? scope.db
          .select({ id: schema.recipeCategories.id })
          .from(schema.recipeCategories)
          .where(
            and(eq(schema.recipeCategories.groupId, scope.groupId), inValues(schema.recipeCategories.id, categoryIds)),
          )
      : [],
    recipeIds.length
      ? scope.db
          .select({ id: schema.recipes.id })
          .from(schema.recipes)
          .where(and(eq(schema.recipes.groupId, scope.groupId), inValues(schema.recipes.id, recipeIds)))
      : [],
  ]);
  if (categories.length < new Set(categoryIds).size) throw new NotFound("Category not found");
  if (recipes.length < new Set(recipeIds).size) throw new NotFound("Recipe not found");
  const json = JSON.stringify(rules);
  await scope.db
    .insert(schema.weekPlanRules)
    .values({ groupId: scope.groupId, rules: json })
    .onConflictDoUpdate({ target: schema.weekPlanRules.groupId, set: { rules: json, updatedAt: new Date() } });
  return rules;
}

/**
 * How many recipes a proposal weighs at first: SQL ranks the group's recipes by what the planner
 * prefers before any day is known (favourites, rest since their last meal, meals in the last
 * eight weeks, the week's own chance) and sends the best this many, with every recipe using food
 * due that week, kept while swapping or fixed to a weekday. When they leave a day empty, every
 * recipe is read and weighed (a second round trip), so pruning never costs a day a recipe the
 * rules allow. Infinity reads every recipe at once.
 */
const CANDIDATES_READ = 80;

/** What the planner weighs, read in one D1 batch; `limit` recipes ranked first, or all of them (null). */
async function readWeek(
  scope: ReadScope,
  question: WeekQuestion,
  columns: readonly RecipeColumn[] | undefined,
  limit: number | null,
) {
  const { db } = scope;
  const freshFood = freshFoodKnown.forGroup(scope.groupId);
  const from = question.start - question.offset;
  const seed = Math.floor(question.start / DAY_MS) * 31 + question.mealTypeId;
  const values: WeekValues = {
    groupId: scope.groupId,
    mealTypeId: question.mealTypeId,
    from,
    to: from + question.days * DAY_MS,
    recentFrom: from - RECENT_WEEKS * 7 * DAY_MS,
    historyFrom: from - HISTORY_WEEKS * 7 * DAY_MS,
    dueFrom: isoDay(question.start - DUE_BEFORE_DAYS * DAY_MS),
    lastDay: isoDay(question.start + (question.days - 1) * DAY_MS),
    seed,
    keptIds: JSON.stringify([...question.keep.values()]),
    knownLines: freshFood.versions,
  };
  const shape = (which: RecipesShape["which"]): RecipesShape => ({
    columns: columns ? [...columns].sort() : null,
    which,
    limit: limit ?? 0,
  });
  const [types, ruleRows, ranked, always, week, due] = await scope.read([
    mealTypeRead(db, values, undefined),
    weekRulesRead(db, values, undefined),
    weekRecipesRead(db, values, shape(limit === null ? "all" : "ranked")),
    limit === null ? undefined : weekRecipesRead(db, values, shape("always")),
    weekMealsRead(db, values, undefined),
    dueLinesRead(db, values, undefined),
  ]);
  if (!types.length) throw new NotFound("Meal type not found");
  const recipeRows = [...new Map([...ranked, ...(always ?? [])].map((row) => [row.id, row])).values()];
  /** True when some recipe of the group was left in D1. */
  const pruned = limit !== null && ranked.length === limit;
  return { ruleRows, recipeRows, week, due, pruned, seed, freshFood };
}

/**
 * A proposal for every day of the question with no meal of its meal type yet, each with its
 * recipe row (holding `columns` and the planner's own) and its reasons: one D1 round trip, or
 * two when the recipes weighed first left a day empty (`CANDIDATES_READ`).
 */
export async function suggestWeek(scope: ReadScope, question: WeekQuestion, columns?: readonly RecipeColumn[]) {
  const first = await readWeek(scope, question, columns, Number.isFinite(CANDIDATES_READ) ? CANDIDATES_READ : null);
  const proposal = proposeFrom(first, question);
  if (!first.pruned || proposal.proposals.every((day) => day.recipeId !== null)) return proposal.answer();
  return proposeFrom(await readWeek(scope, question, columns, null), question).answer();
}

/** The planner's answer from what `readWeek` read. */
function proposeFrom(read: Awaited<ReturnType<typeof readWeek>>, question: WeekQuestion) {
  const { ruleRows, recipeRows, week, due, freshFood } = read;
  const stored = storedWeekRules(ruleRows[0]?.rules);
  const rules: WeekRules = {
    ...stored,
    ...(question.maxMinutes !== null && { weekday_limit: true, weekday_minutes: question.maxMinutes }),
    ...(question.avoidRepeatWeeks !== null && { repeat_weeks: question.avoidRepeatWeeks }),
  };
  const dueOf = new Map<number, PlanCandidate["dueFood"]>();
  for (const food of due) {
    const list = dueOf.get(food.recipeId) ?? [];
    dueOf.set(food.recipeId, list);
    if (!list.some((known) => known.name === food.name && known.bestBefore <= food.bestBefore))
      list.push({ name: food.name, bestBefore: food.bestBefore });
  }
  const candidates: PlanCandidate[] = recipeRows.map((recipe) => {
    const parts = (recipe.prepTimeMinutes ?? 0) + (recipe.cookTimeMinutes ?? 0);
    return {
      id: recipe.id,
      categoryId: recipe.categoryId,
      minutes: recipe.totalTimeMinutes ?? (parts > 0 ? parts : null),
      favourite: recipe.isFavorite,
      lastPlanned: recipe.lastAt === null ? null : isoDay(recipe.lastAt + question.offset),
      recentMeals: recipe.recentMeals ?? 0,
      dueFood: dueOf.get(recipe.id) ?? [],
      freshFood: freshFood.of(recipe.id, recipe.linesVersion, recipe.lines),
    };
  });
  const candidateOf = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const planned: PlannedMeal[] = [];
  const takenDays = new Set<string>();
  for (const meal of week) {
    const day = isoDay(meal.scheduledDate!.getTime() + question.offset);
    const sameType = meal.typeId === question.mealTypeId;
    if (sameType) takenDays.add(day);
    if (meal.recipeId !== null)
      planned.push({
        date: day,
        recipeId: meal.recipeId,
        categoryId: candidateOf.get(meal.recipeId)?.categoryId ?? null,
        sameType,
      });
  }
  const dates = Array.from({ length: question.days }, (_, i) => isoDay(question.start + i * DAY_MS)).filter(
    (day) => !takenDays.has(day) && !question.skip.has(day),
  );
  const proposals = proposeWeek(candidates, planned, {
    dates,
    today: isoDay(Date.now() + question.offset),
    rules,
    keep: question.keep,
    not: question.not,
    seed: read.seed,
  });
  const rowOf = new Map(recipeRows.map((recipe) => [recipe.id, recipe]));
  const answer = () =>
    proposals.map((proposal) => ({
      ...proposal,
      mealTypeId: question.mealTypeId,
      recipe: proposal.recipeId === null ? null : rowOf.get(proposal.recipeId)!,
    }));
  return { proposals, answer };
}

/** A meal "Keep all" plans: a recipe on a moment, of a meal type. */
type KeptMeal = { recipeId: number; typeId: number; scheduledAt: number };

/**
 * Plans the meals of a proposal in one statement, titled by their recipes, and answers them.
 * A meal whose twin (same recipe and type at the same moment) is planned already is not planned
 * again, so "Keep all" sent twice plans the week once. Every recipe and meal type must be the
 * group's: otherwise nothing is planned.
 */
export async function planMeals(scope: Scope, kept: readonly KeptMeal[]) {
  if (kept.length === 0) return [];
  if (kept.length > MAX_PLANNED_DAYS) throw new BadInput(`Plan at most ${MAX_PLANNED_DAYS} meals at once`);
  const recipeIds = [...new Set(kept.map((meal) => meal.recipeId))];
  const typeIds = [...new Set(kept.map((meal) => meal.typeId))];
  const [recipes = [], types = []] = await runBatch(scope.db, [
    scope.db
      .select({ id: schema.recipes.id })
      .from(schema.recipes)
      .where(and(inGroupById(schema.recipes.groupId, scope.groupId), inValues(schema.recipes.id, recipeIds))),
    scope.db
      .select({ id: schema.mealTypes.id })
      .from(schema.mealTypes)
      .where(and(eq(schema.mealTypes.groupId, scope.groupId), inValues(schema.mealTypes.id, typeIds))),
  ]);
  if (recipes.length < recipeIds.length) throw new NotFound("Recipe not found");
  if (types.length < typeIds.length) throw new NotFound("Meal type not found");
  const once = new Map(kept.map((meal) => [`${meal.recipeId} ${meal.typeId} ${meal.scheduledAt}`, meal]));
  const rows = JSON.stringify([...once.values()].map((meal) => [meal.recipeId, meal.typeId, meal.scheduledAt]));
  // Joined to the group's recipes and meal types, so one deleted meanwhile plans nothing.
  const inserted = await scope.db.all<{ id: number }>(sql`
    INSERT INTO meals (group_id, title, description, recipe_id, type_id, scheduled_date)
    SELECT ${scope.groupId}, r.title, '', r.id, t.id, k.value ->> 2
    FROM json_each(${rows}) AS k
    JOIN recipes r ON r.id = k.value ->> 0 AND r.group_id = ${scope.groupId}
    JOIN meal_types t ON t.id = k.value ->> 1 AND t.group_id = ${scope.groupId}
    WHERE NOT EXISTS (
      SELECT 1 FROM meals twin
      WHERE twin.group_id = ${scope.groupId} AND twin.scheduled_date = k.value ->> 2
        AND twin.recipe_id = r.id AND twin.type_id = t.id
    )
    ORDER BY k.key
    RETURNING id`);
  const ids = inserted.map((row) => row.id);
  if (!ids.length) return [];
  return scope.db
    .select()
    .from(schema.meals)
    .where(and(eq(schema.meals.groupId, scope.groupId), inArray(schema.meals.id, ids)))
    .orderBy(asc(schema.meals.scheduledDate), asc(schema.meals.id));
}

/**
 * Takes back meals "Keep all" planned: deletes those of the group among `ids` not cooked since
 * (a cooked meal moved food out of the pantry; its cooking is undone on its own), and answers
 * how many went.
 */
export async function unplanMeals(scope: Scope, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  if (ids.length > MAX_PLANNED_DAYS) throw new BadInput(`Take back at most ${MAX_PLANNED_DAYS} meals at once`);
  const gone = await scope.db
    .delete(schema.meals)
    .where(
      and(
        eq(schema.meals.groupId, scope.groupId),
        inValues(schema.meals.id, [...new Set(ids)]),
        sql`${schema.meals.cookedAt} IS NULL`,
      ),
    )
    .returning({ id: schema.meals.id });
  return gone.length;
}
