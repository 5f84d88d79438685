import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { runBatchThen, schema, type Statement } from "../db";
import type { markCookedSchema, undoCookedSchema } from "../contract/meal";
import { NotFound } from "../lib/domain-errors";
import { takesFor, type StockLine } from "../pantry/cooking-takes";
import { applyOnce, claimHeld } from "./applied-changes";
import { readCachedLines } from "./recipe-reads";
import { PANTRY_LINE } from "./pantry";
import { ofGroup, rowExists } from "./rows";
import type { Scope } from "./scope";

// Cooking a meal takes its recipe's amounts, scaled to the servings cooked, out of the pantry, as
// moves the pantry's triggers apply (migration 0025); taking the cooking back deletes those moves,
// which gives exactly what was taken back. Being cooked is the meal's own state, so a cook sent
// twice takes once: the moves are written only while the meal is not cooked yet, in the batch
// that marks it, and D1 runs one batch at a time.

const MEAL_NOT_FOUND = "Meal not found";
const { meals, recipes, recipeLineCache, pantryItems, pantryMoves, ingredients } = schema;

/** The meal, its recipe's lines and servings, and the group's pantry: one round trip. */
async function readForCooking(scope: Scope, mealId: number) {
  const [[meal], stock] = await scope.read([
    scope.db
      .select({
        id: meals.id,
        cookedAt: meals.cookedAt,
        servings: meals.servings,
        // Named apart: D1 answers rows by column name, and the meal has a servings column too.
        recipeServings: sql<number | null>`${recipes.servings}`.as("recipe_servings"),
        lines: recipeLineCache.lines,
      })
      .from(meals)
      .leftJoin(recipes, eq(recipes.id, meals.recipeId))
      .leftJoin(recipeLineCache, eq(recipeLineCache.recipeId, meals.recipeId))
      .where(ofGroup(scope, meals, mealId)),
    scope.db
      .select(PANTRY_LINE)
      .from(pantryItems)
      .innerJoin(ingredients, eq(ingredients.id, pantryItems.ingredientId))
      .where(eq(pantryItems.groupId, scope.groupId)),
  ]);
  if (!meal) throw new NotFound(MEAL_NOT_FOUND);
  return { meal, stock: stock as StockLine[] };
}

/** The meal as it is after a change: the batch's last statement. */
const mealAfter = (scope: Scope, mealId: number) =>
  scope.db
    .select()
    .from(meals)
    .where(ofGroup(scope, meals, mealId));

/**
 * The moves of a cook, as one statement whatever the recipe's length (the takes travel as one
 * JSON parameter), written only while the meal is not cooked and `also` holds.
 */
function cookedMovesStatement(scope: Scope, mealId: number, moves: object[], also?: SQL) {
  const notCookedYet = scope.db
    .select({ id: meals.id })
    .from(meals)
    .where(and(ofGroup(scope, meals, mealId), isNull(meals.cookedAt), also));
  // Every column in the table's order, as an insert of a select needs.
  return scope.db.insert(pantryMoves).select(
    sql`SELECT NULL, ${scope.groupId}, 'cooked', NULL, ${mealId}, m.value ->> '$.ingredientId', m.value ->> '$.unit',
      m.value ->> '$.placeId', m.value ->> '$.bestBefore', m.value ->> '$.delta', ${Date.now()}
      FROM json_each(${JSON.stringify(moves)}) AS m WHERE EXISTS ${notCookedYet}`,
  );
}

/** Runs a cook or its undo, once per change id when one is given, and answers the meal after it. */
async function changeCooking(
  scope: Scope,
  mealId: number,
  changeId: string | undefined,
  write: (also?: SQL) => readonly [Statement, ...Statement[]],
) {
  if (!changeId) {
    const [meal] = await runBatchThen(scope.db, write(), mealAfter(scope, mealId));
    if (!meal) throw new NotFound(MEAL_NOT_FOUND);
    return meal;
  }
  await applyOnce(
    scope,
    changeId,
    { id: mealId, exists: rowExists(scope, meals, mealId), notFound: MEAL_NOT_FOUND },
    (claim) => write(claimHeld(scope, claim)),
  );
  const [meal] = await mealAfter(scope, mealId);
  if (!meal) throw new NotFound(MEAL_NOT_FOUND);
  return meal;
}

/**
 * Marks a meal cooked for `servings` (the meal's, else the recipe's): its recipe's amounts, scaled,
 * leave the pantry as far as it holds them. A meal cooked already stays as it was cooked.
 */
export async function markMealCooked(scope: Scope, input: z.output<typeof markCookedSchema>) {
  const { meal, stock } = await readForCooking(scope, input.meal_id);
  const servings = input.servings ?? meal.servings ?? meal.recipeServings ?? null;
  const factor = servings && meal.recipeServings ? servings / meal.recipeServings : 1;
  const needs = meal.lines
    ? readCachedLines(meal.lines).map(({ name, quantity, unit }) => ({ name, quantity: quantity * factor, unit }))
    : [];
  const moves = meal.cookedAt
    ? []
    : takesFor(needs, stock).map(({ line, quantity }) => ({
        ingredientId: line.ingredientId,
        unit: line.unit,
        placeId: line.placeId,
        bestBefore: line.bestBefore,
        delta: -quantity,
      }));
  return changeCooking(scope, input.meal_id, input.change_id, (also) => {
    const mark = scope.db
      .update(meals)
      .set({ cookedAt: new Date(), cookedServings: servings, updatedAt: new Date() })
      .where(and(ofGroup(scope, meals, input.meal_id), isNull(meals.cookedAt), also));
    // The moves first: once the meal is marked, nothing more is taken for it.
    return moves.length ? [cookedMovesStatement(scope, input.meal_id, moves, also), mark] : [mark];
  });
}

/** Takes a meal's cooking back: what it took returns to the pantry, and the meal is not cooked. */
export async function undoMealCooked(scope: Scope, input: z.output<typeof undoCookedSchema>) {
  const cooked = and(ofGroup(scope, meals, input.meal_id), isNotNull(meals.cookedAt));
  return changeCooking(scope, input.meal_id, input.change_id, (also) => [
    scope.db
      .delete(pantryMoves)
      .where(
        and(
          eq(pantryMoves.groupId, scope.groupId),
          eq(pantryMoves.mealId, input.meal_id),
          eq(pantryMoves.reason, "cooked"),
          sql`EXISTS ${scope.db.select({ id: meals.id }).from(meals).where(and(cooked, also))}`,
        ),
      ),
    scope.db
      .update(meals)
      .set({ cookedAt: null, cookedServings: null, updatedAt: new Date() })
      .where(and(cooked, also)),
  ]);
}
