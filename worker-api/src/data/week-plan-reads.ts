import { and, asc, desc, eq, gte, isNotNull, lt, lte, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { schema, type Database } from "../db";
import { builtOnce, type Placeholders } from "../lib/built-once";
import { linesUnlessKnown } from "./known-lines";
import { recipeFields, type RecipeColumn } from "./recipe-reads";

/**
 * The reads of "Plan my week", each built once per shape (`builtOnce`): drizzle building these
 * statements again on every request was about a fifth of the worker's time on a proposal.
 */

const DAY_MS = 86_400_000;

/** What a proposal's reads bind: the group, the meal type, and moments as UTC ms or days as `YYYY-MM-DD`. */
export type WeekValues = {
  groupId: number;
  mealTypeId: number;
  /** The week's first and end moments. */
  from: number;
  to: number;
  /** Eight weeks before the week: the meals the ranking and `recentMeals` count. */
  recentFrom: number;
  /** The longest rest a rule can ask before the week: where a recipe's last meal is looked for. */
  historyFrom: number;
  /** Pantry food due from this day to `lastDay` is planned for. */
  dueFrom: string;
  lastDay: string;
  /** The week's chance in the ranking (the planner's own seed). */
  seed: number;
  /** The recipes kept while swapping, as a JSON list. */
  keptIds: string;
  /** The lines already known, as a JSON object of recipe id to lines version (`KnownLines`). */
  knownLines: string;
};
type P = Placeholders<WeekValues>;

/** The recipe columns the planner weighs by; a query's own columns are read beside them. */
const PLANNER_COLUMNS: RecipeColumn[] = [
  "id",
  "categoryId",
  "isFavorite",
  "totalTimeMinutes",
  "prepTimeMinutes",
  "cookTimeMinutes",
];

export const mealTypeRead = builtOnce((db: Database, p: P) =>
  db
    .select({ id: schema.mealTypes.id })
    .from(schema.mealTypes)
    .where(and(eq(schema.mealTypes.groupId, p.groupId), eq(schema.mealTypes.id, p.mealTypeId))),
);

export const weekRulesRead = builtOnce((db: Database, p: P) =>
  db
    .select({ rules: schema.weekPlanRules.rules })
    .from(schema.weekPlanRules)
    .where(eq(schema.weekPlanRules.groupId, p.groupId)),
);

const weekMeals = (p: P) =>
  and(
    eq(schema.meals.groupId, p.groupId),
    gte(schema.meals.scheduledDate, p.from),
    lt(schema.meals.scheduledDate, p.to),
  );

/** The meals already in the week, of any meal type. */
export const weekMealsRead = builtOnce((db: Database, p: P) =>
  db
    .select({
      recipeId: schema.meals.recipeId,
      typeId: schema.meals.typeId,
      scheduledDate: schema.meals.scheduledDate,
    })
    .from(schema.meals)
    .where(weekMeals(p)),
);

/** The recipe lines of the pantry's due food (found by the food's merge key), with that food. */
function dueLines(db: Database, p: P) {
  const { ingredients, recipeIngredients, pantryItems } = schema;
  const lineIngredient = alias(ingredients, "line_ingredient");
  return db
    .selectDistinct({
      recipeId: recipeIngredients.recipeId,
      name: ingredients.name,
      bestBefore: sql<string>`${pantryItems.bestBefore}`,
    })
    .from(pantryItems)
    .innerJoin(ingredients, eq(ingredients.id, pantryItems.ingredientId))
    .innerJoin(
      lineIngredient,
      // The same food under another name ("Large eggs", "egg"), on the group's merge-key index.
      and(eq(lineIngredient.groupId, p.groupId), eq(lineIngredient.mergeKey, ingredients.mergeKey)),
    )
    .innerJoin(recipeIngredients, eq(recipeIngredients.ingredientId, lineIngredient.id))
    .where(
      and(
        eq(pantryItems.groupId, p.groupId),
        isNotNull(pantryItems.bestBefore),
        // Food due from a few days before the week (still to use) to its last day.
        gte(pantryItems.bestBefore, p.dueFrom),
        lte(pantryItems.bestBefore, p.lastDay),
        // "Some" (no amount) is stock too; an emptied line is not.
        sql`(${pantryItems.quantity} > 0 OR ${pantryItems.unit} = '')`,
      ),
    );
}

export const dueLinesRead = builtOnce((db: Database, p: P) => dueLines(db, p));

/** Which of the group's recipes a read sends: the best ranked, those always weighed, or all. */
export type RecipesShape = {
  columns: RecipeColumn[] | null;
  which: "ranked" | "always" | "all";
  /** How many the ranked read sends. */
  limit: number;
};

/**
 * The group's recipes the planner weighs, each with its last meal since `historyFrom`, its meals
 * since `recentFrom` (looked up per recipe read, on the group-recipe-date index) and its lines.
 */
export const weekRecipesRead = builtOnce((db: Database, p: P, shape: RecipesShape) => {
  const { meals, recipes } = schema;
  /** The read recipe's meals between `since` and the week. */
  const mealsBefore = (since: Placeholder) =>
    sql`FROM ${meals} WHERE ${meals.groupId} = ${p.groupId} AND ${meals.recipeId} = ${recipes.id}
      AND ${meals.scheduledDate} >= ${since} AND ${meals.scheduledDate} < ${p.from}`;
  // Written out: drizzle leaves a selected field's columns without their table.
  const cache = sql.raw('FROM recipe_line_cache AS cache WHERE cache.recipe_id = "recipes"."id"');
  const lines = linesUnlessKnown(
    p.knownLines,
    sql.raw('"recipes"."id"'),
    sql.raw("cache.lines_version"),
    sql.raw("cache.lines"),
  );
  const read = db
    .select({
      ...recipeFields(shape.columns ? [...new Set([...PLANNER_COLUMNS, ...shape.columns])] : undefined),
      lastAt: sql<number | null>`(SELECT max(${meals.scheduledDate}) ${mealsBefore(p.historyFrom)})`.as("last_at"),
      recentMeals: sql<number>`(SELECT count(*) ${mealsBefore(p.recentFrom)})`.as("recent_meals"),
      // Its lines as cached (read by `readCachedLines`), for the planner's fresh food, unless the
      // worker knows them already by their version: one row per recipe.
      linesVersion: sql<number | null>`(SELECT cache.lines_version ${cache})`.as("lines_version"),
      lines: sql<string | null>`(SELECT ${lines} ${cache})`.as("lines"),
    })
    .from(recipes);
  if (shape.which === "all") return read.where(eq(recipes.groupId, p.groupId));
  /**
   * The group's recipes among `ids` (a SELECT of ids), looked up by id: the group is checked on
   * the rows found (`+` keeps SQLite from scanning all the group's recipes for them instead).
   */
  const byId = (ids: SQL) => read.where(sql`+${recipes.groupId} = ${p.groupId} AND ${recipes.id} IN (${ids})`);
  if (shape.which === "ranked") return byId(rankedIds(db, p, shape.limit));
  const dueRecipes = dueLines(db, p).as("due_lines");
  const { weekPlanRules } = schema;
  return byId(
    sql.join(
      [
        // Kept while swapping.
        sql`SELECT value FROM json_each(${p.keptIds})`,
        // The week's own recipes: their categories count for variety.
        db.select({ id: meals.recipeId }).from(meals).where(weekMeals(p)).getSQL(),
        // Fixed to a weekday.
        sql`SELECT json_extract(fixed.value, '$.recipe_id') FROM ${weekPlanRules}, json_each(${weekPlanRules.rules}, '$.fixed_days') AS fixed WHERE ${weekPlanRules.groupId} = ${p.groupId}`,
        // Using food due that week.
        db.select({ id: dueRecipes.recipeId }).from(dueRecipes).getSQL(),
      ],
      // UNION ALL: `IN` needs no set, so nothing is de-duplicated. A SQLite that merges a UNION
      // in id order (3.53 does) reads the week's meals from the recipe-ordered index instead:
      // all the group's meals, ~15x slower on the benchmark's household.
      sql` UNION ALL `,
    ),
  );
});

/**
 * The ids of the `limit` recipes the planner would prefer before any day is known, roughly (see
 * `WEIGHT` in propose-week.ts): favourites, rest since their last meal, meals in the last eight
 * weeks, the week's own chance. A rest longer than eight weeks weighs no more, so only the meals
 * of those weeks are read, grouped by `+recipe_id` so SQLite reads them from the date index
 * rather than all the group's meals in recipe order.
 */
function rankedIds(db: Database, p: P, limit: number) {
  const { meals, recipes } = schema;
  const recent = db
    .select({
      recipeId: sql<number | null>`${meals.recipeId}`.as("recent_recipe_id"),
      at: sql<number>`max(${meals.scheduledDate})`.as("recent_at"),
      count: sql<number>`count(*)`.as("recent_meals"),
    })
    .from(meals)
    .where(and(eq(meals.groupId, p.groupId), gte(meals.scheduledDate, p.recentFrom), lt(meals.scheduledDate, p.from)))
    .groupBy(sql`+${meals.recipeId}`)
    .as("recent");
  const ranked = alias(recipes, "ranked_recipe");
  const rank = sql`${ranked.isFavorite} * 0.35
    + min(coalesce((${p.from} - ${recent.at}) * 1.0 / ${7 * DAY_MS}, 8), 8) * 0.15
    - coalesce(${recent.count}, 0) * 0.5
    + ((${ranked.id} * 2654435761 + ${p.seed}) % 1000003) / 1000003.0 * 0.6`;
  return db
    .select({ id: ranked.id })
    .from(ranked)
    .leftJoin(recent, eq(recent.recipeId, ranked.id))
    .where(eq(ranked.groupId, p.groupId))
    .orderBy(desc(rank), asc(ranked.id))
    .limit(limit)
    .getSQL();
}
