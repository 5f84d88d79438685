import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { schema } from "../db";
import type { pantryItemInputSchema, pantryUseSchema } from "../contract/pantry";
import { isUniqueViolation } from "../lib/db-errors";
import { BadInput, NotFound } from "../lib/domain-errors";
import { dayMonthYearToIsoDay } from "../shared/dates";
import { inStockUnit } from "../pantry/stock-units";
import { existsInGroup, firstOrNotFound, listOfGroup, ofGroup } from "./rows";
import type { ReadScope, Scope } from "./scope";

const ITEM_NOT_FOUND = "Pantry item not found";
const { pantryItems, pantryPlaces, ingredients } = schema;

/** The group's places to keep food, in their order (the first is where new stock goes). */
export const listPantryPlaces = (scope: ReadScope) =>
  listOfGroup(scope, pantryPlaces, asc(pantryPlaces.position), asc(pantryPlaces.id));

/** A pantry line as it is read: its columns and its ingredient's name and food (joined on the ingredient). */
export const PANTRY_LINE = {
  id: pantryItems.id,
  ingredientId: pantryItems.ingredientId,
  name: ingredients.name,
  /** The group's food for the ingredient (null: by name): what a cup of it weighs. */
  foodId: ingredients.foodId,
  quantity: pantryItems.quantity,
  unit: pantryItems.unit,
  placeId: pantryItems.placeId,
  bestBefore: pantryItems.bestBefore,
  updatedAt: pantryItems.updatedAt,
};

/**
 * The group's pantry, what to use soon first: lines with a best-before day by that day, then the
 * rest by name; each with its ingredient's name. One round trip, membership checked in it.
 */
export async function listPantryItems(scope: ReadScope) {
  const [rows] = await scope.read([
    scope.db
      .select(PANTRY_LINE)
      .from(pantryItems)
      .innerJoin(ingredients, eq(ingredients.id, pantryItems.ingredientId))
      .where(eq(pantryItems.groupId, scope.groupId))
      .orderBy(
        sql`${pantryItems.bestBefore} IS NULL`,
        asc(pantryItems.bestBefore),
        sql`lower(${ingredients.name})`,
        asc(pantryItems.id),
      ),
  ]);
  return rows;
}

export type PantryItemRow = Awaited<ReturnType<typeof listPantryItems>>[number];

async function pantryItem(scope: Scope, id: number) {
  const rows = await scope.db
    .select(PANTRY_LINE)
    .from(pantryItems)
    .innerJoin(ingredients, eq(ingredients.id, pantryItems.ingredientId))
    .where(ofGroup(scope, pantryItems, id));
  return firstOrNotFound(Promise.resolve(rows), ITEM_NOT_FOUND);
}

/** The line's key columns must name the group's own ingredient and place. */
async function checkOwnRows(scope: Scope, ingredientId: number, placeId: number | null) {
  const [ingredient, place] = await Promise.all([
    existsInGroup(scope, ingredients, ingredientId),
    placeId === null ? true : existsInGroup(scope, pantryPlaces, placeId),
  ]);
  if (!ingredient) throw new NotFound("Ingredient not found");
  if (!place) throw new NotFound("Place not found");
}

/**
 * A line's key as the unique index has it (ingredient, unit, place, day; no place and no day are
 * keys too), which an upsert must name as the index does.
 */
const LINE_KEY = [
  pantryItems.groupId,
  pantryItems.ingredientId,
  pantryItems.unit,
  sql`(CASE WHEN ${pantryItems.placeId} IS NULL THEN 0 ELSE ${pantryItems.placeId} END)`,
  sql`(CASE WHEN ${pantryItems.bestBefore} IS NULL THEN '' ELSE ${pantryItems.bestBefore} END)`,
];

/**
 * Adds a line, or sets one. An amount is kept in the pantry's unit of its kind (grams,
 * millilitres, pieces). Added stock joins the line of the same thing, place and day; a changed
 * line that would become another's twin is refused rather than silently merged.
 */
export async function savePantryItem(scope: Scope, input: z.output<typeof pantryItemInputSchema>) {
  const amount = inStockUnit({ quantity: input.quantity, unit: input.unit });
  const placeId = input.place_id ?? (input.id ? null : ((await listPantryPlaces(scope))[0]?.id ?? null));
  await checkOwnRows(scope, input.ingredient_id, placeId);
  const values = {
    ingredientId: input.ingredient_id,
    quantity: amount.quantity,
    unit: amount.unit,
    placeId,
    bestBefore: input.best_before ? dayMonthYearToIsoDay(input.best_before) : null,
  };
  if (input.id) {
    const updated = await scope.db
      .update(pantryItems)
      .set({ ...values, updatedAt: new Date() })
      .where(ofGroup(scope, pantryItems, input.id))
      .returning({ id: pantryItems.id })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new BadInput("That food is already in the pantry there, with that day: change that line instead.");
      });
    if (!updated.length) throw new NotFound(ITEM_NOT_FOUND);
    return pantryItem(scope, input.id);
  }
  const [row] = await scope.db
    .insert(pantryItems)
    .values({ groupId: scope.groupId, ...values })
    .onConflictDoUpdate({
      target: LINE_KEY,
      set: { quantity: sql`${pantryItems.quantity} + excluded.quantity`, updatedAt: new Date() },
    })
    .returning({ id: pantryItems.id });
  return pantryItem(scope, row!.id);
}

/**
 * Uses part of a line (never below nothing) or all of it: a line used up leaves the pantry.
 * Answers the line as it is now, or null once it is gone.
 */
export async function usePantryItem(scope: Scope, input: z.output<typeof pantryUseSchema>) {
  const { id, quantity } = input;
  if (quantity == null) {
    await deletePantryItem(scope, id);
    return null;
  }
  const [left] = await scope.db
    .update(pantryItems)
    .set({ quantity: sql`max(0, ${pantryItems.quantity} - ${quantity})`, updatedAt: new Date() })
    .where(ofGroup(scope, pantryItems, id))
    .returning({ quantity: pantryItems.quantity, unit: pantryItems.unit });
  if (!left) throw new NotFound(ITEM_NOT_FOUND);
  if (left.quantity === 0 && left.unit !== "") {
    await scope.db.delete(pantryItems).where(and(ofGroup(scope, pantryItems, id), eq(pantryItems.quantity, 0)));
    return null;
  }
  return pantryItem(scope, id);
}

/** Takes a line out of the pantry (used up or thrown away). */
export async function deletePantryItem(scope: Scope, id: number) {
  const deleted = await scope.db
    .delete(pantryItems)
    .where(ofGroup(scope, pantryItems, id))
    .returning({ id: pantryItems.id });
  if (!deleted.length) throw new NotFound(ITEM_NOT_FOUND);
  return true;
}
