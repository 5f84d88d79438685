import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { schema, type Database } from "../db";
import { builtOnce, type Placeholders, type ValuesOrPlaceholders } from "../lib/built-once";
import type { PlannedMeal } from "../pantry/planned-holds";
import { DAY_MS } from "../shared/dates";
import { linesUnlessKnown } from "./known-lines";
import type { recipeLinesKnown } from "./recipe-reads";

export type RangeValues = { groupId: number; from: Date; to: Date };

/** The range's values, each given now or as a placeholder a built-once read binds later. */
export type RangeParams = ValuesOrPlaceholders<RangeValues>;

/** The group's meals of a recipe in [from, to) not cooked yet. */
export const mealsInRange = (p: RangeParams) =>
  and(
    eq(schema.meals.groupId, p.groupId),
    isNotNull(schema.meals.recipeId),
    isNull(schema.meals.cookedAt),
    gte(schema.meals.scheduledDate, p.from),
    lt(schema.meals.scheduledDate, p.to),
  );

/** The meal's servings over the recipe's, when both are set: what its recipe's amounts are scaled by. */
export const servingsFactor = sql<number>`CASE WHEN coalesce(${schema.meals.servings}, 0) <> 0 AND coalesce(${schema.recipes.servings}, 0) <> 0 THEN ${schema.meals.servings} * 1.0 / ${schema.recipes.servings} ELSE 1 END`;

/**
 * The first moment whose meals still hold food: 00:00 UTC yesterday. A meal of yesterday may not
 * be marked cooked yet; one from before it that never was is taken as not cooked at all.
 */
export const holdingSince = (now = Date.now()) => new Date(Math.floor(now / DAY_MS) * DAY_MS - DAY_MS);

/** The range, and the recipes whose lines the reader knows (`KnownLines`). */
export type PlannedMealsValues = RangeValues & { knownLines: string };

/**
 * The meals of [from, to) that hold food, in date order, each with its recipe's cached lines
 * (left out when known) and their version: `recipeLinesKnown.forGroup(…).of` gives the lines.
 */
export const plannedMealsRead = builtOnce((db: Database, p: Placeholders<PlannedMealsValues>) => {
  const { meals, recipes, recipeLineCache } = schema;
  return db
    .select({
      id: meals.id,
      recipeId: sql<number>`${meals.recipeId}`,
      title: meals.title,
      scheduledDate: meals.scheduledDate,
      factor: servingsFactor,
      linesVersion: recipeLineCache.linesVersion,
      lines: linesUnlessKnown(p.knownLines, meals.recipeId, recipeLineCache.linesVersion, recipeLineCache.lines),
    })
    .from(meals)
    .innerJoin(recipes, eq(recipes.id, meals.recipeId))
    .innerJoin(recipeLineCache, eq(recipeLineCache.recipeId, meals.recipeId))
    .where(mealsInRange(p))
    .orderBy(asc(meals.scheduledDate), asc(meals.id));
});

/** Each row's recipe lines, through the reader's view of the known lines. */
type LinesOf = ReturnType<typeof recipeLinesKnown.forGroup>;

/** The rows of `plannedMealsRead` as the meals that hold food. */
export const plannedMeals = (rows: Awaited<ReturnType<typeof plannedMealsRead>>, known: LinesOf): PlannedMeal[] =>
  rows.map(({ id, recipeId, title, scheduledDate, factor, linesVersion, lines }) => ({
    id,
    recipeId,
    title,
    scheduledAt: scheduledDate!.getTime(),
    needs: known.of(recipeId, linesVersion, lines).map(({ name, quantity, unit }) => ({
      name,
      quantity: quantity * factor,
      unit,
    })),
  }));
