// The ticks of the trips under way in a store, and the end of a trip: its ticks teach the store
// its order of sections (the learner in shopping/store-order.ts) and are deleted.
import { and, asc, eq, lte, sql, type SQL } from "drizzle-orm";
import { runBatch, schema } from "../db";
import { SECTIONS } from "../contract/sections";
import { finishedTrips, readStoreOrder, recordTrip } from "../shopping/store-order";
import { ofGroup } from "./rows";
import type { Scope } from "./scope";
import { listStoreOf } from "./stores";

/**
 * Records that an item was bought in a store: `storeId`, else its list's store, else the group's
 * default one. A tick of an item ticked before moves it (one tick per item). `also`: the condition
 * the tick's own write runs under.
 */
export function tickStatement(scope: Scope, itemId: number, storeId: number | undefined, also?: SQL) {
  const { storeTicks: ticks, shoppingItems: items } = schema;
  const store = storeId !== undefined ? sql`${storeId}` : listStoreOf(scope);
  const tick = scope.db
    .select({
      // Every column in the table's order, as an insert of a select needs.
      id: sql`NULL`.as("id"),
      groupId: items.groupId,
      storeId: store.as("store_id"),
      itemId: items.id,
      section: items.section,
      tickedAt: sql`${Date.now()}`.as("ticked_at"),
    })
    .from(items)
    .where(and(ofGroup(scope, items, itemId), eq(items.isBought, true), sql`${store} IS NOT NULL`, also));
  return scope.db
    .insert(ticks)
    .select(tick)
    .onConflictDoUpdate({
      target: ticks.itemId,
      set: { storeId: sql`excluded.store_id`, section: sql`excluded.section`, tickedAt: sql`excluded.ticked_at` },
    });
}

/** Takes an unticked item's tick back. */
export const untickStatement = (scope: Scope, itemId: number, also?: SQL) =>
  scope.db
    .delete(schema.storeTicks)
    .where(and(eq(schema.storeTicks.itemId, itemId), eq(schema.storeTicks.groupId, scope.groupId), also));

/**
 * Marks the store an item's tick was recorded in (in the tick's batch, after it) as the one the
 * household shops in now: the next list it makes is shopped there.
 */
export function shoppedInStatement(scope: Scope, itemId: number, also?: SQL) {
  const { storeTicks: ticks, stores } = schema;
  const storeOfTick = sql`(SELECT ${ticks.storeId} FROM ${ticks} WHERE ${ticks.itemId} = ${itemId} AND ${ticks.groupId} = ${scope.groupId})`;
  return scope.db
    .update(stores)
    .set({ lastShoppedAt: Date.now() })
    .where(and(eq(stores.groupId, scope.groupId), sql`${stores.id} = ${storeOfTick}`, also));
}

/** A tick not yet learned from, as a trip reads it: its store, section, time and list, and what the store knows. */
function openTickFields() {
  const { storeTicks: ticks, shoppingItems: items, stores } = schema;
  return {
    storeId: ticks.storeId,
    section: ticks.section,
    at: ticks.tickedAt,
    list: sql<number | null>`(SELECT ${items.listId} FROM ${items} WHERE ${items.id} = ${ticks.itemId})`,
    learned: sql<string | null>`(SELECT ${stores.sectionOrder} FROM ${stores} WHERE ${stores.id} = ${ticks.storeId})`,
  };
}

/**
 * The trip an item's tick belongs to, read after the tick in its batch: the store and what it has
 * learned, the ticks there not yet learned from (each with its item's list), and how many lines
 * of the item's list are left to buy. A line under "Check you have" (no amount: the household
 * looks at home first) does not keep the trip open.
 */
export function openTripOf(scope: Scope, itemId: number) {
  const { storeTicks: ticks, shoppingItems: items } = schema;
  const storeOfTick = sql`(SELECT ${ticks.storeId} FROM ${ticks} WHERE ${ticks.itemId} = ${itemId} AND ${ticks.groupId} = ${scope.groupId})`;
  const listOfItem = sql`(SELECT ${items.listId} FROM ${items} WHERE ${items.id} = ${itemId})`;
  return scope.db
    .select({
      ...openTickFields(),
      left: sql<number>`(SELECT count(*) FROM ${items} WHERE ${items.listId} = ${listOfItem} AND ${items.groupId} = ${scope.groupId} AND ${items.isBought} = 0 AND NOT (${items.quantity} = 0 AND ${items.unit} = ''))`,
    })
    .from(ticks)
    .where(and(eq(ticks.groupId, scope.groupId), sql`${ticks.storeId} = ${storeOfTick}`))
    .orderBy(asc(ticks.tickedAt), asc(ticks.id));
}

/** Stored JSON, or null when it is missing or damaged (the learner then starts afresh). */
function parsedOrNull(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

type OpenTick = {
  storeId: number;
  section: string;
  at: number;
  list: number | null;
  left: number;
  learned: string | null;
};

/** The statements that teach one store its trips that are over among its open ticks, or none. */
function learnStatements(scope: Scope, open: readonly OpenTick[], listDone: boolean) {
  const { storeId, learned } = open[0]!;
  const { trips, upTo } = finishedTrips(open, listDone);
  if (upTo === null) return [];
  const before = readStoreOrder(parsedOrNull(learned), SECTIONS);
  const state = trips.reduce((order, trip) => recordTrip(order, trip, SECTIONS), before);
  const { stores: table, storeTicks: ticks } = schema;
  const tripTicks = and(eq(ticks.groupId, scope.groupId), eq(ticks.storeId, storeId), lte(ticks.tickedAt, upTo));
  return [
    scope.db
      .update(table)
      .set({ sectionOrder: state, updatedAt: new Date() })
      .where(
        and(
          ofGroup(scope, table, storeId),
          sql`${table.sectionOrder} IS ${learned}`,
          sql`EXISTS (SELECT 1 FROM ${ticks} WHERE ${tripTicks})`,
        ),
      ),
    scope.db
      .delete(ticks)
      .where(
        and(
          tripTicks,
          sql`(SELECT ${table.sectionOrder} FROM ${table} WHERE ${table.id} = ${storeId}) IS ${JSON.stringify(state)}`,
        ),
      ),
  ];
}

/**
 * Learns from the trips that are over among a store's open ticks (see `finishedTrips`), in one
 * batch: the store's order is rewritten only if it is still the one read and the trips' ticks are
 * still there, and the ticks are deleted only if that write happened. Two phones finishing one
 * trip at once count it once; a trip whose write lost to another stays open for the next tick.
 */
export async function learnFinishedTrips(scope: Scope, open: readonly OpenTick[]) {
  if (open.length === 0) return;
  const statements = learnStatements(scope, open, open[0]!.left === 0);
  if (statements.length > 0) await runBatch(scope.db, statements);
}

/**
 * Every tick of the group not yet learned from, in all its stores, to be read in the batch that
 * makes a new list (see `learnTripsUnderWay`).
 */
export function openTicksOfGroup(scope: Scope) {
  const { storeTicks: ticks } = schema;
  return scope.db
    .select({
      ...openTickFields(),
      // Named: a column called "0" would be read first (an index-like key of the row object).
      left: sql<number>`0`.as("left_to_buy"),
    })
    .from(ticks)
    .where(eq(ticks.groupId, scope.groupId))
    .orderBy(asc(ticks.storeId), asc(ticks.tickedAt), asc(ticks.id));
}

/**
 * A new list means the household has moved on to its next shop: the trips under way in its stores
 * (a list left with lines on the shelf, ticked minutes or days ago) are over, and each store
 * learns from them, so the new list opens in the order they taught. One batch for all the stores;
 * nothing to do, no round trip.
 */
export async function learnTripsUnderWay(scope: Scope, open: readonly OpenTick[]) {
  const byStore = new Map<number, OpenTick[]>();
  for (const tick of open) byStore.set(tick.storeId, [...(byStore.get(tick.storeId) ?? []), tick]);
  const statements = [...byStore.values()].flatMap((ticks) => learnStatements(scope, ticks, true));
  if (statements.length > 0) await runBatch(scope.db, statements);
}
