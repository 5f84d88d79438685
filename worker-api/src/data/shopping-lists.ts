import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { runBatch, schema, type Database } from "../db";
import { BadInput, NotFound } from "../lib/domain-errors";
import { dayMonthYearToIsoDay } from "../shared/dates";
import type { listInputSchema, listUpdateSchema } from "../contract/shopping";
import { asColumns } from "./columns";
import { applyOnce, claimHeld } from "./applied-changes";
import { deleteOfGroup, firstOrNotFound, getOfGroup, ofGroup, rowExists } from "./rows";
import type { ReadScope, Scope } from "./scope";
import { inGroupById } from "./sql";
import { paidPricesQuery } from "./store-prices";
import { checkStore, lastShoppedStoreOf } from "./stores";
import { learnTripsUnderWay, openTicksOfGroup } from "./store-trips";

type ListRow = typeof schema.shoppingLists.$inferSelect;
type ItemRow = typeof schema.shoppingItems.$inferSelect;

const LIST_NOT_FOUND = "Shopping list not found";

export type ListCounts = {
  listId: number;
  itemCount: number;
  boughtCount: number;
  spentCents: number;
  totalCents: number;
};

/** Item counts and sums per list, for the lists a condition selects. */
export function listCountsWhere(db: Database, condition: ReturnType<typeof eq>) {
  return db
    .select({
      listId: schema.shoppingItems.listId,
      itemCount: sql<number>`count(*)`,
      boughtCount: sql<number>`coalesce(sum(${schema.shoppingItems.isBought}), 0)`,
      spentCents: sql<number>`coalesce(sum(CASE WHEN ${schema.shoppingItems.isBought} THEN ${schema.shoppingItems.priceCents} ELSE 0 END), 0)`,
      totalCents: sql<number>`coalesce(sum(${schema.shoppingItems.priceCents}), 0)`,
    })
    .from(schema.shoppingItems)
    .where(condition)
    .groupBy(schema.shoppingItems.listId);
}

/**
 * The group's lists, newest first, or the newest `limit` of them, with their counts:
 * one round trip. `activeFirst` puts active lists before the others.
 */
export async function listShoppingLists(scope: ReadScope, limit?: number, activeFirst = false) {
  const table = schema.shoppingLists;
  const newest = () => {
    const query = scope.db
      .select()
      .from(table)
      .where(eq(table.groupId, scope.groupId))
      .orderBy(...(activeFirst ? [sql`${table.status} = 'active' DESC`] : []), desc(table.createdAt), desc(table.id));
    return limit === undefined ? query : query.limit(limit);
  };
  const listed = limit === undefined ? undefined : scope.db.select({ id: sql`id` }).from(newest().as("listed"));
  const [lists, counts] = await scope.read([
    newest(),
    listCountsWhere(
      scope.db,
      and(
        eq(schema.shoppingItems.groupId, scope.groupId),
        listed ? inArray(schema.shoppingItems.listId, listed) : undefined,
      )!,
    ),
  ]);
  return { lists, counts };
}

/** A list's items, by type and name: a query to batch with the membership check, or to run once it passed. */
const itemsOfListQuery = (scope: ReadScope, listId: number) =>
  scope.db
    .select()
    .from(schema.shoppingItems)
    .where(and(eq(schema.shoppingItems.listId, listId), eq(schema.shoppingItems.groupId, scope.groupId)))
    .orderBy(
      asc(schema.shoppingItems.type),
      sql`lower(${schema.shoppingItems.name})`,
      asc(schema.shoppingItems.name),
      asc(schema.shoppingItems.id),
    );

/**
 * One list with its items, the group's stores, the prices last paid for its items in its store
 * (`storeId`'s, else its own) and, when asked for, the items' ingredients and the ingredients'
 * groups: one round trip.
 */
export async function getShoppingListWithItems(
  scope: ReadScope,
  id: number,
  { ingredients: readIngredients }: { ingredients: boolean },
  storeId?: number,
) {
  const itemIngredients = scope.db
    .select({ id: schema.shoppingItems.ingredientId })
    .from(schema.shoppingItems)
    .where(and(eq(schema.shoppingItems.listId, id), eq(schema.shoppingItems.groupId, scope.groupId)));
  const [lists, items, stores, paidPrices, ingredients = [], ingredientGroups = []] = await scope.read([
    scope.db
      .select()
      .from(schema.shoppingLists)
      .where(ofGroup(scope, schema.shoppingLists, id)),
    itemsOfListQuery(scope, id),
    scope.db
      .select()
      .from(schema.stores)
      .where(eq(schema.stores.groupId, scope.groupId))
      .orderBy(asc(schema.stores.position), asc(schema.stores.id)),
    paidPricesQuery(scope.db, scope.groupId, [id], storeId),
    readIngredients
      ? scope.db
          .select()
          .from(schema.ingredients)
          .where(
            and(
              inGroupById(schema.ingredients.groupId, scope.groupId),
              inArray(schema.ingredients.id, itemIngredients),
            ),
          )
      : undefined,
    readIngredients
      ? scope.db
          .select()
          .from(schema.ingredientGroups)
          .where(
            and(
              eq(schema.ingredientGroups.groupId, scope.groupId),
              inArray(
                schema.ingredientGroups.id,
                scope.db
                  .select({ id: schema.ingredients.ingredientGroupId })
                  .from(schema.ingredients)
                  .where(inArray(schema.ingredients.id, itemIngredients)),
              ),
            ),
          )
      : undefined,
  ]);
  if (!lists[0]) throw new NotFound(LIST_NOT_FOUND);
  return { list: lists[0], items, stores, paidPrices, ingredients, ingredientGroups };
}

/** Counts of a list computed from its items (no query). */
export function countsOf(listId: number, items: ItemRow[]): ListCounts {
  return items.reduce(
    (counts, item) => ({
      listId,
      itemCount: counts.itemCount + 1,
      boughtCount: counts.boughtCount + (item.isBought ? 1 : 0),
      spentCents: counts.spentCents + (item.isBought ? item.priceCents : 0),
      totalCents: counts.totalCents + item.priceCents,
    }),
    { listId, itemCount: 0, boughtCount: 0, spentCents: 0, totalCents: 0 },
  );
}

export const getShoppingList = (scope: Scope, id: number): Promise<ListRow> =>
  getOfGroup(scope, schema.shoppingLists, id, LIST_NOT_FOUND);

/**
 * A new list, shopped in the store the household last shopped in. It ends the trips under way:
 * their stores learn from them first (their ticks are read in the insert's batch).
 */
export async function createShoppingList(scope: Scope, input: z.output<typeof listInputSchema>) {
  const [inserted, open] = await runBatch(scope.db, [
    scope.db
      .insert(schema.shoppingLists)
      .values({
        groupId: scope.groupId,
        title: input.title,
        startDate: dayMonthYearToIsoDay(input.start_date),
        endDate: dayMonthYearToIsoDay(input.end_date),
        storeId: lastShoppedStoreOf(scope.groupId),
      })
      .returning(),
    openTicksOfGroup(scope),
  ]);
  await learnTripsUnderWay(scope, open as Parameters<typeof learnTripsUnderWay>[1]);
  return (inserted as ListRow[])[0]!;
}

/**
 * Changes a list's fields. With a change id, at most once per group: a replay writes nothing and
 * answers the list as it is now (`applied` false).
 */
export async function updateShoppingList(scope: Scope, input: z.output<typeof listUpdateSchema>) {
  const { id, start_date, end_date, change_id, ...fields } = input;
  const [current] = await Promise.all([getShoppingList(scope, id), checkStore(scope, input.store_id)]);
  const startDate = start_date ? dayMonthYearToIsoDay(start_date) : current.startDate;
  const endDate = end_date ? dayMonthYearToIsoDay(end_date) : current.endDate;
  if (startDate && endDate && endDate < startDate) {
    throw new BadInput("End date must be after start date", { end_date: "End date must be after start date" });
  }
  const update = scope.db
    .update(schema.shoppingLists)
    .set({ ...asColumns(fields), startDate, endDate, updatedAt: new Date() });
  if (!change_id) {
    const list = await firstOrNotFound(
      update.where(ofGroup(scope, schema.shoppingLists, id)).returning(),
      LIST_NOT_FOUND,
    );
    return { list, applied: true };
  }
  const result = await applyOnce(
    scope,
    change_id,
    { id, exists: rowExists(scope, schema.shoppingLists, id), notFound: LIST_NOT_FOUND },
    (claim) => [update.where(and(ofGroup(scope, schema.shoppingLists, id), claimHeld(scope, claim))).returning()],
  );
  if ("written" in result) return { list: result.written[0]!, applied: true };
  return { list: await getShoppingList(scope, id), applied: false };
}

export const deleteShoppingList = (scope: Scope, id: number) =>
  deleteOfGroup(scope, schema.shoppingLists, id, LIST_NOT_FOUND);

/** A list's items, by type and name. */
export const itemsOfList = (scope: Scope, listId: number) => itemsOfListQuery(scope, listId);
