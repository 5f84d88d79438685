import { and, eq, getTableColumns, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import { schema } from "../db";
import type { cookableArgsSchema } from "../contract/pantry";
import { byCover, coverOf, stockByKey, type Stock } from "../pantry/cookable";
import { DAY_MS } from "../shared/dates";
import type { CachedLine } from "./recipe-reads";
import type { ReadScope } from "./scope";

/** Food whose best-before day is this close (or past) is food to use soon, as the pantry screen marks it. */
const USE_SOON_DAYS = 3;

/**
 * The group's recipes ranked by how much of them the pantry covers, with what is missing: the
 * recipes with their lines and the pantry in one D1 round trip, the ranking in the worker. A
 * recipe with no time given is left out when a time is asked for: it cannot promise to fit.
 */
export async function listCookable(scope: ReadScope, args: z.output<typeof cookableArgsSchema>) {
  const { recipes, recipeLineCache, pantryItems, ingredients } = schema;
  const minutes = sql`coalesce(${recipes.totalTimeMinutes}, ${recipes.prepTimeMinutes} + ${recipes.cookTimeMinutes})`;
  const soon = new Date(Date.now() + USE_SOON_DAYS * DAY_MS).toISOString().slice(0, 10);
  const [rows, stock] = await scope.read([
    scope.db
      .select({ ...getTableColumns(recipes), lines: recipeLineCache.lines })
      .from(recipes)
      .innerJoin(recipeLineCache, eq(recipeLineCache.recipeId, recipes.id))
      .where(
        and(
          eq(recipes.groupId, scope.groupId),
          args.max_minutes ? lte(minutes, args.max_minutes) : undefined,
          args.category_id ? eq(recipes.categoryId, args.category_id) : undefined,
        ),
      ),
    scope.db
      .select({
        name: ingredients.name,
        quantity: pantryItems.quantity,
        unit: pantryItems.unit,
        useSoon: sql<number>`${pantryItems.bestBefore} IS NOT NULL AND ${pantryItems.bestBefore} <= ${soon}`,
      })
      .from(pantryItems)
      .innerJoin(ingredients, eq(ingredients.id, pantryItems.ingredientId))
      .where(eq(pantryItems.groupId, scope.groupId)),
  ]);
  const byKey = stockByKey(stock.map((line): Stock => ({ ...line, useSoon: Boolean(line.useSoon) })));
  return rows
    .map(({ lines, ...recipe }) => ({
      ...recipe,
      cover: coverOf(
        (JSON.parse(lines) as CachedLine[]).map(([, name, quantity, unit]) => ({ name, quantity, unit })),
        byKey,
      ),
    }))
    .sort(byCover)
    .slice(0, args.limit);
}

export type CookableRow = Awaited<ReturnType<typeof listCookable>>[number];
