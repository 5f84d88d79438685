import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { runBatch, schema } from "../db";
import type { storeUpdateSchema } from "../contract/shopping";
import { SECTIONS } from "../contract/sections";
import { isUniqueViolation } from "../lib/db-errors";
import { BadInput, Conflict, NotFound } from "../lib/domain-errors";
import {
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
export const defaultStoreOf = (groupId: number) =>
  sql`(SELECT s.id FROM ${schema.stores} s WHERE s.group_id = ${groupId} ORDER BY s.position, s.id LIMIT 1)`;

/**
 * The store a new list of the group is shopped in: the one the household last ticked a line in,
 * else none (the group's default store).
 */
export const lastShoppedStoreOf = (groupId: number) =>
  sql<
    number | null
  >`(SELECT s.id FROM ${schema.stores} s WHERE s.group_id = ${groupId} AND s.last_shopped_at IS NOT NULL ORDER BY s.last_shopped_at DESC, s.id DESC LIMIT 1)`;

/** The store of the shopping item's list (SQL over `shopping_items`): its own, else the group's default. */
export const listStoreOf = (scope: Scope) => {
  const { shoppingLists: lists, shoppingItems: items } = schema;
  return sql`coalesce((SELECT ${lists.storeId} FROM ${lists} WHERE ${lists.id} = ${items.listId}), ${defaultStoreOf(scope.groupId)})`;
};
