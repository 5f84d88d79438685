import DataLoader from "dataloader";
import { and, asc, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { schema, type Database } from "../db";
import { inValues } from "../lib/bulk";
import { recipeLinesQuery, type RecipeLine, type WeighedLine } from "./recipe-reads";
import { countsOf, listCountsWhere, type ListCounts } from "./shopping-lists";
import { paidPricesQuery } from "./store-prices";
import { chosenStore, type StoreRow } from "./stores";
import type { PaidPrice } from "../shopping/estimate";

function keyed<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => map.get(key) ?? null);
}

function grouped<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row)) ?? [];
    list.push(row);
    map.set(keyOf(row), list);
  }
  return keys.map((key) => map.get(key) ?? []);
}

/**
 * A DataLoader that answers primed keys without a promise. List reads prime the relations they
 * read in the same batch; answering those synchronously spares the executor a promise (and its
 * bookkeeping) for every relation of every row, most of the CPU of a page of 100 recipes.
 */
export class PrimedLoader<K, V> {
  readonly #primed = new Map<K, V>();
  readonly #loader: DataLoader<K, V>;

  constructor(batch: DataLoader.BatchLoadFn<K, V>, options?: DataLoader.Options<K, V>) {
    this.#loader = new DataLoader(batch, options);
  }

  prime(key: K, value: V) {
    this.#primed.set(key, value);
  }

  load(key: K): V | Promise<V> {
    return this.#primed.has(key) ? (this.#primed.get(key) as V) : this.#loader.load(key);
  }
}

/** Applies `map` to a value now, or once it arrives. */
export function whenLoaded<T, R>(value: T | Promise<T>, map: (loaded: T) => R | Promise<R>): R | Promise<R> {
  return value instanceof Promise ? value.then(map) : map(value);
}

/** A table of a group's rows with their own ids. */
type GroupTable = SQLiteTable & { id: SQLiteColumn; groupId: SQLiteColumn };

/**
 * Per-request DataLoaders, scoped to the active group: every list resolves a relation in one
 * query for all its rows, never one per row. They are the GraphQL resolvers' reads by id; list
 * reads prime them with the relations they read in their own batch.
 */
export function createLoaders(db: Database, groupId: number) {
  const options = { maxBatchSize: 500 };
  /** The group's rows of a table by id; an id of another group is null, like one that does not exist. */
  const byId = <T extends GroupTable>(table: T) =>
    new PrimedLoader<number, T["$inferSelect"] | null>(async (ids) => {
      const rows = await db
        .select()
        .from(table as SQLiteTable)
        .where(and(inValues(table.id, ids), eq(table.groupId, groupId)));
      return keyed(ids, rows as T["$inferSelect"][], (row) => (row as { id: number }).id);
    }, options);
  return {
    mealType: byId(schema.mealTypes),
    recipe: byId(schema.recipes),
    recipeCategory: byId(schema.recipeCategories),
    ingredientGroup: byId(schema.ingredientGroups),
    shoppingList: byId(schema.shoppingLists),
    ingredient: byId(schema.ingredients),

    /** A recipe's ingredient lines with the ingredient's name, in the recipe's order. */
    recipeIngredients: new PrimedLoader<number, RecipeLine[]>(async (recipeIds) => {
      const rows = await recipeLinesQuery(db, recipeIds);
      return grouped(recipeIds, rows, (row) => row.recipeId);
    }, options),

    /**
     * The same lines as nutrition weighs them, with the group's food for each ingredient and the
     * line's allergen marks: primed only from reads of the lines themselves, never from the line
     * cache (it holds neither).
     */
    weighedLines: new PrimedLoader<number, WeighedLine[]>(async (recipeIds) => {
      const rows = await recipeLinesQuery(db, recipeIds);
      return grouped(recipeIds, rows, (row) => row.recipeId);
    }, options),

    /** The items of shopping lists, by type and name. */
    listItems: new PrimedLoader<number, (typeof schema.shoppingItems.$inferSelect)[]>(async (listIds) => {
      const rows = await db
        .select()
        .from(schema.shoppingItems)
        .where(and(inValues(schema.shoppingItems.listId, listIds), eq(schema.shoppingItems.groupId, groupId)))
        .orderBy(asc(schema.shoppingItems.type), asc(schema.shoppingItems.name), asc(schema.shoppingItems.id));
      return grouped(listIds, rows, (row) => row.listId);
    }, options),

    /**
     * The store each shopping list is shopped in: its own, else the group's default (first) one.
     * The lists' store ids and the group's stores in one batch.
     */
    listStore: new PrimedLoader<number, StoreRow | null>(async (listIds) => {
      const lists = schema.shoppingLists;
      const [rows, stores] = await db.batch([
        db
          .select({ id: lists.id, storeId: lists.storeId })
          .from(lists)
          .where(and(inValues(lists.id, listIds), eq(lists.groupId, groupId))),
        db
          .select()
          .from(schema.stores)
          .where(eq(schema.stores.groupId, groupId))
          .orderBy(asc(schema.stores.position), asc(schema.stores.id)),
      ]);
      const storeOf = new Map(rows.map((row) => [row.id, row.storeId]));
      return listIds.map((id) => chosenStore(stores, storeOf.get(id) ?? null));
    }, options),

    /** The prices last paid for each list's items in the list's store, by item id. */
    listPaidPrices: new PrimedLoader<number, Map<number, PaidPrice>>(async (listIds) => {
      const rows = await paidPricesQuery(db, groupId, listIds);
      return grouped(listIds, rows, (row) => row.listId).map((paid) => new Map(paid.map((row) => [row.itemId, row])));
    }, options),

    /** How many recipes of the group use each ingredient: one grouped count for all of them. */
    ingredientRecipeCount: new PrimedLoader<number, number>(async (ingredientIds) => {
      const lines = schema.recipeIngredients;
      const rows = await db
        .select({ ingredientId: lines.ingredientId, recipes: sql<number>`count(DISTINCT ${lines.recipeId})` })
        .from(lines)
        .innerJoin(schema.recipes, and(eq(schema.recipes.id, lines.recipeId), eq(schema.recipes.groupId, groupId)))
        .where(inValues(lines.ingredientId, ingredientIds))
        .groupBy(lines.ingredientId);
      const counts = new Map(rows.map((row) => [row.ingredientId, row.recipes]));
      return ingredientIds.map((id) => counts.get(id) ?? 0);
    }, options),

    /** Item and bought counts of shopping lists. */
    listCounts: new PrimedLoader<number, ListCounts>(async (listIds) => {
      const rows = await listCountsWhere(
        db,
        and(inValues(schema.shoppingItems.listId, listIds), eq(schema.shoppingItems.groupId, groupId))!,
      );
      const map = new Map(rows.map((row) => [row.listId, row]));
      return listIds.map((id) => map.get(id) ?? countsOf(id, []));
    }, options),
  };
}
