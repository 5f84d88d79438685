import { and, asc, sql } from "drizzle-orm";
import { schema } from "../db";
import { isUniqueViolation } from "../lib/db-errors";
import { BadInput, Conflict } from "../lib/domain-errors";
import {
  readStoreOrder,
  recordTrip,
  sectionOrder,
  setManualOrder,
  type StoreOrderState,
  type Tick,
} from "../shopping/store-order";
import { getOfGroup, listOfGroup, ofGroup } from "./rows";
import type { ReadScope, Scope } from "./scope";

type StoreRow = typeof schema.stores.$inferSelect;

const STORE_NOT_FOUND = "Store not found";
const NAME_MAX = 60;
/** Writes of one store's order that raced and lost are read again and redone this many times. */
const ORDER_ATTEMPTS = 5;

/** The store's order of every section of the catalogue: learned, dragged, or the default. */
export const storeSectionOrder = (store: StoreRow, catalogue: readonly string[]) =>
  sectionOrder(readStoreOrder(store.sectionOrder, catalogue), catalogue);

/** The group's stores, the default one first: one round trip, membership checked in it. */
export const listStores = (scope: ReadScope) =>
  listOfGroup(scope, schema.stores, asc(schema.stores.position), asc(schema.stores.id));

/** A new store after the group's others; its order is the default until it is shopped or dragged. */
export async function createStore(scope: Scope, rawName: string) {
  const name = rawName.trim();
  if (name === "" || name.length > NAME_MAX) {
    const message = `A store's name is 1 to ${NAME_MAX} characters.`;
    throw new BadInput(message, { name: message });
  }
  const table = schema.stores;
  const [store] = await scope.db
    .insert(table)
    .values({
      groupId: scope.groupId,
      name,
      position: sql`(SELECT coalesce(max(${table.position}) + 1, 0) FROM ${table} WHERE ${table.groupId} = ${scope.groupId})`,
    })
    .returning()
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      const message = `Store "${name}" already exists.`;
      throw new Conflict(message, { name: message });
    });
  return store!;
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
