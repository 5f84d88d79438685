import { and, eq, isNotNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { schema } from "../db";
import { stockAmountSql } from "../pantry/stock-sql";
import { PANTRY_PLACE_KINDS_BY_NAME } from "./default-names";
import { ofGroup } from "./rows";
import type { Scope } from "./scope";

// What changes the pantry besides a person editing it: a move written in the same batch as the
// change that causes it, which triggers apply to the pantry's lines and give back when the move is
// taken back (migration 0025).

/**
 * The kind of place ('fridge', 'freezer', 'cupboard') a pantry place's name says, in any language
 * Larder names places in, whatever its case; NULL for a place the household named itself. The
 * names are Larder's own constants, written into the statement as literals so they take none of
 * its bound parameters.
 */
const placeKindOf = (name: SQLWrapper) =>
  sql`CASE lower(${name}) ${sql.raw(
    [...PANTRY_PLACE_KINDS_BY_NAME]
      .map(([placeName, kind]) => `WHEN ${sqlLiteral(placeName)} THEN ${sqlLiteral(kind)}`)
      .join(" "),
  )} END`;

const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * In a tick's batch: a line bought, naming an ingredient of the catalogue, on a list that stocks
 * the pantry, adds its amount to the place its store section keeps food in (frozen food in the
 * freezer, dairy, meat and produce in the fridge, the rest in the cupboard: by the names Larder
 * gave them, in any language), or to the group's first place when it renamed that one. Once per line, however often the tick is sent; `also` is
 * the condition the tick's own write runs under.
 */
export function stockBoughtStatement(scope: Scope, itemId: number, also?: SQL) {
  const { shoppingItems: items, shoppingLists: lists, pantryMoves: moves, pantryPlaces: places } = schema;
  const amount = stockAmountSql(items.quantity, items.unit);
  const placeName = sql`CASE ${items.section} WHEN 'Frozen' THEN 'freezer' WHEN 'Dairy & eggs' THEN 'fridge' WHEN 'Meat & fish' THEN 'fridge' WHEN 'Produce' THEN 'fridge' ELSE 'cupboard' END`;
  const placeOf = sql`coalesce(
    (SELECT ${places.id} FROM ${places} WHERE ${places.groupId} = ${items.groupId} AND ${placeKindOf(places.name)} = ${placeName}),
    (SELECT ${places.id} FROM ${places} WHERE ${places.groupId} = ${items.groupId} ORDER BY ${places.position}, ${places.id} LIMIT 1)
  )`;
  const bought = scope.db
    .select({
      // Every column in the table's order, as an insert of a select needs.
      id: sql`NULL`.as("id"),
      groupId: items.groupId,
      reason: sql`'bought'`.as("reason"),
      shoppingItemId: items.id,
      mealId: sql`NULL`.as("meal_id"),
      ingredientId: items.ingredientId,
      unit: amount.unit.as("unit"),
      placeId: placeOf.as("place_id"),
      bestBefore: sql`NULL`.as("best_before"),
      delta: amount.quantity.as("delta"),
      createdAt: sql`${Date.now()}`.as("created_at"),
    })
    .from(items)
    .innerJoin(lists, eq(lists.id, items.listId))
    .where(
      and(
        ofGroup(scope, items, itemId),
        eq(items.isBought, true),
        isNotNull(items.ingredientId),
        eq(lists.stocksPantry, true),
        also,
      ),
    );
  return scope.db.insert(moves).select(bought).onConflictDoNothing();
}

/** In an untick's batch: what the line's purchase added to the pantry is taken back. */
export const unstockStatement = (scope: Scope, itemId: number, also?: SQL) =>
  scope.db
    .delete(schema.pantryMoves)
    .where(
      and(
        eq(schema.pantryMoves.shoppingItemId, itemId),
        eq(schema.pantryMoves.reason, "bought"),
        eq(schema.pantryMoves.groupId, scope.groupId),
        also,
      ),
    );
