import { and, asc, eq, lte, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { runBatch, schema, type Database } from "../db";
import { inValues } from "../lib/bulk";
import type { storeUpdateSchema } from "../contract/shopping";
import { SECTIONS } from "../contract/sections";
import { isUniqueViolation } from "../lib/db-errors";
import { BadInput, Conflict, NotFound } from "../lib/domain-errors";
import {
  finishedTrips,
  readStoreOrder,
  recordTrip,
  sectionOrder,
  setManualOrder,
  type StoreOrderState,
  type Tick,
} from "../shopping/store-order";
import { existsInGroup, firstOrNotFound, getOfGroup, listOfGroup, ofGroup } from "./rows";
import type { ReadScope, Scope } from "./scope";

export type StoreRow = typeof schema.stores.$inferSelect;

const STORE_NOT_FOUND = "Store not found";
const NAME_MAX = 60;
/** Writes of one store's order that raced and lost are read again and redone this many times. */
const ORDER_ATTEMPTS = 5;

/** The store's order of every section of the catalogue: learned, dragged, or the default. */
export const storeSectionOrder = (store: StoreRow, catalogue: readonly string[]) =>
  sectionOrder(readStoreOrder(store.sectionOrder, catalogue), catalogue);

/** Of the group's stores (its default one first), the one with `id`, else the default one. */
export const chosenStore = (stores: readonly StoreRow[], id: number | null): StoreRow | null =>
  stores.find((store) => store.id === id) ?? stores[0] ?? null;

const ranks = new WeakMap<StoreRow, Map<string, number>>();

/** Each section's place in a store's walk (0: the first), worked out once per store row. */
export function sectionRanks(store: StoreRow | null): Map<string, number> {
  if (!store) return new Map(SECTIONS.map((section, i) => [section, i]));
  let rank = ranks.get(store);
  if (!rank) ranks.set(store, (rank = new Map(storeSectionOrder(store, SECTIONS).map((section, i) => [section, i]))));
  return rank;
}

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * A list's items in a store's walk: by section, then by name as a shopper reads them (case and
 * accents aside, "item 2" before "item 10"), as the list screen sorts them.
 */
export function inStoreOrder<Item extends { id: number; section: string; name: string }>(
  items: readonly Item[],
  store: StoreRow | null,
): Item[] {
  const rank = sectionRanks(store);
  const last = SECTIONS.length;
  return [...items].sort(
    (a, b) =>
      (rank.get(a.section) ?? last) - (rank.get(b.section) ?? last) ||
      byName.compare(a.name, b.name) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
  );
}

/** The group's stores, the default one first: one round trip, membership checked in it. */
export const listStores = (scope: ReadScope) =>
  listOfGroup(scope, schema.stores, asc(schema.stores.position), asc(schema.stores.id));

/** A store's name as typed, trimmed; refused when blank or too long. */
function storeName(rawName: string) {
  const name = rawName.trim();
  if (name === "" || name.length > NAME_MAX) {
    const message = `A store's name is 1 to ${NAME_MAX} characters.`;
    throw new BadInput(message, { name: message });
  }
  return name;
}

const nameTaken = (name: string) => (error: unknown) => {
  if (!isUniqueViolation(error)) throw error;
  const message = `Store "${name}" already exists.`;
  throw new Conflict(message, { name: message });
};

/** Refuses a store id that is not one of the group's, as one that does not exist. */
export async function checkStore(scope: Scope, id: number | null | undefined) {
  if (id && !(await existsInGroup(scope, schema.stores, id))) throw new NotFound(STORE_NOT_FOUND);
}

/** A new store after the group's others; its order is the default until it is shopped or dragged. */
export async function createStore(scope: Scope, rawName: string) {
  const name = storeName(rawName);
  const table = schema.stores;
  const [store] = await scope.db
    .insert(table)
    .values({
      groupId: scope.groupId,
      name,
      position: sql`(SELECT coalesce(max(${table.position}) + 1, 0) FROM ${table} WHERE ${table.groupId} = ${scope.groupId})`,
    })
    .returning()
    .catch(nameTaken(name));
  return store!;
}

/** Renames a store and/or takes the household's drag of its sections. */
export async function updateStore(scope: Scope, { id, name, order }: z.output<typeof storeUpdateSchema>) {
  let store = await getOfGroup(scope, schema.stores, id, STORE_NOT_FOUND);
  if (name !== undefined) {
    const renamed = storeName(name);
    store = await firstOrNotFound(
      scope.db
        .update(schema.stores)
        .set({ name: renamed, updatedAt: new Date() })
        .where(ofGroup(scope, schema.stores, id))
        .returning()
        .catch(nameTaken(renamed)),
      STORE_NOT_FOUND,
    );
  }
  if (order !== undefined) store = await setStoreSectionOrder(scope, id, order, SECTIONS);
  return store;
}

/**
 * Deletes a store; its lists go back to the group's default store. A group keeps at least one
 * store: the last is refused, in the delete itself, so two deletes at once cannot remove both.
 */
export async function deleteStore(scope: Scope, id: number) {
  const { stores: table, shoppingLists: lists } = schema;
  const { position } = await getOfGroup(scope, table, id, STORE_NOT_FOUND);
  const others = sql`(SELECT count(*) FROM ${table} WHERE ${table.groupId} = ${scope.groupId} AND ${table.id} <> ${id})`;
  const [, deleted] = await runBatch(scope.db, [
    scope.db
      .update(lists)
      .set({ storeId: null })
      .where(and(eq(lists.groupId, scope.groupId), eq(lists.storeId, id), sql`${others} > 0`)),
    scope.db
      .delete(table)
      .where(and(ofGroup(scope, table, id), sql`${others} > 0`))
      .returning({ id: table.id }),
    // The stores after it move up a place: the first store left is the default one, at 0.
    scope.db
      .update(table)
      .set({ position: sql`${table.position} - 1` })
      .where(
        and(
          eq(table.groupId, scope.groupId),
          sql`${table.position} > ${position}`,
          sql`NOT EXISTS (SELECT 1 FROM ${table} s WHERE s.id = ${id})`,
        ),
      ),
  ]);
  if ((deleted as { id: number }[]).length === 0) {
    throw new BadInput("A group keeps at least one store: add another before deleting this one.");
  }
}

/**
 * Rewrites a store's learned order with `change`. The write applies only if the order is still
 * the one read, so two trips recorded at once both count: the one that lost reads again.
 */
async function changeSectionOrder(
  scope: Scope,
  id: number,
  catalogue: readonly string[],
  change: (state: StoreOrderState) => StoreOrderState,
) {
  const table = schema.stores;
  for (let attempt = 1; ; attempt++) {
    const store = await getOfGroup(scope, table, id, STORE_NOT_FOUND);
    const read = store.sectionOrder === null ? null : JSON.stringify(store.sectionOrder);
    const [updated] = await scope.db
      .update(table)
      .set({ sectionOrder: change(readStoreOrder(store.sectionOrder, catalogue)), updatedAt: new Date() })
      .where(and(ofGroup(scope, table, id), sql`${table.sectionOrder} IS ${read}`))
      .returning();
    if (updated) return updated;
    if (attempt === ORDER_ATTEMPTS) throw new Conflict("The store's order changed meanwhile; try again.");
  }
}

/** Records one shopping trip in the store: the ticks of one session, with their sections and times. */
export const recordStoreTrip = (scope: Scope, id: number, ticks: readonly Tick[], catalogue: readonly string[]) =>
  changeSectionOrder(scope, id, catalogue, (state) => recordTrip(state, ticks, catalogue));

/** The household's drag: the store's sections in `order` (all of them, or those on a list). */
export const setStoreSectionOrder = (
  scope: Scope,
  id: number,
  order: readonly string[],
  catalogue: readonly string[],
) => changeSectionOrder(scope, id, catalogue, (state) => setManualOrder(state, order, catalogue));

/** The group's default store: its first. */
const defaultStoreOf = (groupId: number) =>
  sql`(SELECT s.id FROM ${schema.stores} s WHERE s.group_id = ${groupId} ORDER BY s.position, s.id LIMIT 1)`;

/** The store of the shopping item's list (SQL over `shopping_items`): its own, else the group's default. */
const listStoreOf = (scope: Scope) => {
  const { shoppingLists: lists, shoppingItems: items } = schema;
  return sql`coalesce((SELECT ${lists.storeId} FROM ${lists} WHERE ${lists.id} = ${items.listId}), ${defaultStoreOf(scope.groupId)})`;
};

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
      storeId: sql`${store}`.as("store_id"),
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
 * The trip an item's tick belongs to, read after the tick in its batch: the store and what it has
 * learned, the ticks there not yet learned from, and whether the item's list is all bought.
 */
export function openTripOf(scope: Scope, itemId: number) {
  const { storeTicks: ticks, shoppingItems: items } = schema;
  const storeOfTick = sql`(SELECT ${ticks.storeId} FROM ${ticks} WHERE ${ticks.itemId} = ${itemId} AND ${ticks.groupId} = ${scope.groupId})`;
  const listOfItem = sql`(SELECT ${items.listId} FROM ${items} WHERE ${items.id} = ${itemId})`;
  return scope.db
    .select({
      storeId: ticks.storeId,
      section: ticks.section,
      at: ticks.tickedAt,
      learned: sql<
        string | null
      >`(SELECT ${schema.stores.sectionOrder} FROM ${schema.stores} WHERE ${schema.stores.id} = ${ticks.storeId})`,
      left: sql<number>`(SELECT count(*) FROM ${items} WHERE ${items.listId} = ${listOfItem} AND ${items.groupId} = ${scope.groupId} AND ${items.isBought} = 0)`,
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

type OpenTick = { storeId: number; section: string; at: number; left: number; learned: string | null };

/**
 * Learns from the trips that are over among a store's open ticks (see `finishedTrips`), in one
 * batch: the store's order is rewritten only if it is still the one read and the trips' ticks are
 * still there, and the ticks are deleted only if that write happened. Two phones finishing one
 * trip at once count it once; a trip whose write lost to another stays open for the next tick.
 */
export async function learnFinishedTrips(scope: Scope, open: readonly OpenTick[]) {
  if (open.length === 0) return;
  const { storeId, left, learned } = open[0]!;
  const { trips, upTo } = finishedTrips(open, left === 0);
  if (upTo === null) return;
  const before = readStoreOrder(parsedOrNull(learned), SECTIONS);
  const state = trips.reduce((order, trip) => recordTrip(order, trip, SECTIONS), before);
  const { stores: table, storeTicks: ticks } = schema;
  const tripTicks = and(eq(ticks.groupId, scope.groupId), eq(ticks.storeId, storeId), lte(ticks.tickedAt, upTo));
  await runBatch(scope.db, [
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
  ]);
}

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
  const store =
    storeId !== undefined
      ? sql`${storeId}`
      : sql`coalesce(${lists.storeId}, (SELECT s.id FROM ${schema.stores} s WHERE s.group_id = ${groupId} ORDER BY s.position, s.id LIMIT 1))`;
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
