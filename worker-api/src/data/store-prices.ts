// The last price the household paid for a thing in a store, and what a list's items cost there.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { schema, type Database } from "../db";
import { inValues } from "../lib/bulk";
import { ofGroup } from "./rows";
import type { Scope } from "./scope";
import { defaultStoreOf, listStoreOf } from "./stores";

/** An item's key in a store's price memory: its ingredient, else its name. */
const priceKeyOf = (items: typeof schema.shoppingItems) =>
  sql<string>`coalesce('i:' || ${items.ingredientId}, 'n:' || lower(trim(${items.name})))`;

/**
 * Remembers what a bought item cost in the store its tick was recorded in, or, once its trip has
 * been learned from, its list's store (a price typed at home counts too): the last price paid there
 * for that thing, with the amount it was for.
 */
export function rememberPriceStatement(scope: Scope, itemId: number, also?: SQL) {
  const prices = schema.storePrices;
  const { storeTicks: ticks, shoppingItems: items } = schema;
  const paid = scope.db
    .select({
      // Every column in the table's order, as an insert of a select needs.
      id: sql`NULL`.as("id"),
      groupId: items.groupId,
      storeId: sql`coalesce(${ticks.storeId}, ${listStoreOf(scope)})`.as("store_id"),
      itemKey: priceKeyOf(items).as("item_key"),
      priceCents: items.priceCents,
      quantity: items.quantity,
      unit: items.unit,
      updatedAt: sql`${Date.now()}`.as("updated_at"),
    })
    .from(items)
    .leftJoin(ticks, eq(ticks.itemId, items.id))
    .where(and(ofGroup(scope, items, itemId), eq(items.isBought, true), sql`${items.priceCents} > 0`, also));
  return scope.db
    .insert(prices)
    .select(paid)
    .onConflictDoUpdate({
      target: [prices.storeId, prices.itemKey],
      set: {
        priceCents: sql`excluded.price_cents`,
        quantity: sql`excluded.quantity`,
        unit: sql`excluded.unit`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * The last prices paid for the items of lists, in the store each list is shopped in (`storeId`,
 * else the list's own, else the group's default one), by item id.
 */
export function paidPricesQuery(db: Database, groupId: number, listIds: readonly number[], storeId?: number) {
  const prices = schema.storePrices;
  const { shoppingItems: items, shoppingLists: lists } = schema;
  const store = storeId !== undefined ? sql`${storeId}` : sql`coalesce(${lists.storeId}, ${defaultStoreOf(groupId)})`;
  return db
    .select({
      itemId: items.id,
      listId: items.listId,
      priceCents: prices.priceCents,
      quantity: prices.quantity,
      unit: prices.unit,
    })
    .from(items)
    .innerJoin(lists, eq(lists.id, items.listId))
    .innerJoin(prices, and(sql`${prices.storeId} = ${store}`, sql`${prices.itemKey} = ${priceKeyOf(items)}`))
    .where(and(inValues(items.listId, listIds), eq(items.groupId, groupId)));
}
