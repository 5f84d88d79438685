import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { runBatch, schema, sqlWrite, type Statement } from "../db";
import { Conflict, NotFound } from "../lib/domain-errors";
import type { itemDeleteSchema, itemInputSchema, itemUpdateSchema, moveToSectionSchema } from "../contract/shopping";
import { mergeKey } from "../shopping/names";
import { sameUnitSpellings } from "../lib/units";
import { toCents } from "../shared/money";
import { applyOnce, claimHeld, insertIfClaimed, recordTarget } from "./applied-changes";
import { asColumns } from "./columns";
import { existsInGroup, firstOrNotFound, getOfGroup, listOfGroup, ofGroup, rowExists } from "./rows";
import type { ReadScope, Scope } from "./scope";
import { getShoppingList } from "./shopping-lists";
import { rememberPriceStatement } from "./store-prices";
import { learnFinishedTrips, openTripOf, shoppedInStatement, tickStatement, untickStatement } from "./store-trips";
import { stockBoughtStatement, unstockStatement } from "./pantry-moves";
import { stockAmountSql } from "../pantry/stock-sql";
import { checkStore } from "./stores";
import { sectionOf } from "../shopping/sections";

type ItemRow = typeof schema.shoppingItems.$inferSelect;

const items = schema.shoppingItems;
const ITEM_NOT_FOUND = "Shopping item not found";

export const listItems = (scope: ReadScope) => listOfGroup(scope, items, desc(items.createdAt), desc(items.id));

export const getItem = (scope: Scope, id: number): Promise<ItemRow> => getOfGroup(scope, items, id, ITEM_NOT_FOUND);

async function checkIngredient(scope: Scope, ingredientId: number | null | undefined) {
  if (!ingredientId) return;
  if (!(await existsInGroup(scope, schema.ingredients, ingredientId))) throw new NotFound("Ingredient not found");
}

/**
 * A line's food in the catalogue, so that buying the line stocks the pantry: the ingredient whose
 * name merges with the line's as the list merges names ("Lemons" is the catalogue's "Lemon"),
 * else a new ingredient named as the line. `statements` add that one when none matches (and
 * `also` holds); `id` is SQL for the ingredient's id, for the line's write after them.
 */
function catalogueFood(scope: Scope, name: string, also?: SQL): { statements: Statement[]; id: SQL<number> } {
  const ingredients = schema.ingredients;
  const key = mergeKey(name);
  const matches = sql`${ingredients.groupId} = ${scope.groupId} AND (${ingredients.mergeKey} = ${key} OR lower(${ingredients.name}) = lower(${name}))`;
  return {
    statements: [
      sqlWrite(
        scope.db,
        sql`INSERT INTO ${ingredients} (group_id, name, merge_key) SELECT ${scope.groupId}, ${name}, ${key} WHERE NOT EXISTS (SELECT 1 FROM ${ingredients} WHERE ${matches})${also ? sql` AND ${also}` : sql``} ON CONFLICT DO NOTHING`,
      ),
    ],
    // A name's own merge key first: an older row may match by its lower-cased name only.
    id: sql<number>`(SELECT ${ingredients.id} FROM ${ingredients} WHERE ${matches} ORDER BY ${ingredients.mergeKey} = ${key} DESC, ${ingredients.id} LIMIT 1)`,
  };
}

/** SQLite's lower() folds only A to Z: a stored "Łyżka" reads "Łyżka", so a capital first letter is matched as it reads. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const asSqlLowers = (spelling: string) => [spelling, asciiLower(spelling.charAt(0).toUpperCase() + spelling.slice(1))];

/** No statements, and the ingredient a line names: for a line given its ingredient. */
const givenFood = (id: number | null) => ({ statements: [] as Statement[], id: sql<number | null>`${id}` });

/**
 * Adds an item, linked to its food in the catalogue (the ingredient given, else as
 * `catalogueFood` finds or adds it). The list's open line of the same name (by the list's merge
 * rules: "Lemons" is "lemon") takes the amount instead, in one upsert, when their units agree;
 * when they do not, no line is written and the person is told (`merged`: the amount went to
 * the open line; amounts are above 0, so a line holding more than was added is one). With a
 * change id, at most once per group: a replay writes nothing and answers the item the first
 * application wrote (`applied` false).
 */
export async function createItem(scope: Scope, input: z.output<typeof itemInputSchema>) {
  await Promise.all([getShoppingList(scope, input.list_id), checkIngredient(scope, input.ingredient_id)]);
  const key = mergeKey(input.name) || input.name.toLowerCase();
  const food = (also?: SQL) =>
    input.ingredient_id ? givenFood(input.ingredient_id) : catalogueFood(scope, input.name, also);
  const values = (ingredientId: SQL<number | null>) => ({
    groupId: scope.groupId,
    listId: input.list_id,
    name: input.name,
    ingredientId,
    quantity: input.quantity,
    unit: input.unit,
    priceCents: toCents(input.price),
    type: input.type,
    // Filed like a synced line: where the household moved this name before, else by a type that
    // names a section, else by the name.
    section: sql<string>`coalesce(${taughtSection(scope, input.name)}, ${sectionOf(input.name, input.type)})`,
    notes: input.notes ?? null,
    openKey: key,
  });
  // Two adds of one name are one line: the later adds its amount (and price) to the open line
  // when the units are the same, in any spelling of it ("EL" is "tbsp"); the line keeps its own
  // unit word. In another unit the upsert writes nothing.
  const sameUnit = JSON.stringify(sameUnitSpellings(input.unit).flatMap(asSqlLowers));
  const addedToOpenLine = {
    target: [items.listId, items.openKey],
    set: {
      quantity: sql`${items.quantity} + excluded.quantity`,
      priceCents: sql`${items.priceCents} + excluded.price_cents`,
      updatedAt: new Date(),
    },
    where: sql`lower(rtrim(trim(${items.unit}), '.')) IN (SELECT value FROM json_each(${sameUnit}))`,
  };
  const openLine = scope.db
    .select({ id: items.id, name: items.name, unit: items.unit })
    .from(items)
    .where(and(eq(items.groupId, scope.groupId), eq(items.listId, input.list_id), eq(items.openKey, key)));
  /** The answer to an add the open line's unit refused. */
  const otherUnit = async () => {
    const [line] = await openLine;
    throw new Conflict(
      `${line?.name ?? input.name} is on this list already in ${line?.unit ?? "another unit"}: change that line's amount instead.`,
    );
  };
  if (!input.change_id) {
    const { statements, id } = food();
    const results = await runBatch(scope.db, [
      ...statements,
      scope.db.insert(items).values(values(id)).onConflictDoUpdate(addedToOpenLine).returning(),
    ]);
    const item = (results.at(-1) as ItemRow[])[0];
    if (!item) return otherUnit();
    return { item, applied: true, merged: item.quantity > input.quantity };
  }
  let written = 0;
  const result = await applyOnce(
    scope,
    input.change_id,
    {
      id: null,
      exists: rowExists(scope, schema.shoppingLists, input.list_id),
      notFound: "Shopping list not found",
    },
    (claim) => {
      const { statements, id } = food(claimHeld(scope, claim));
      written = statements.length;
      const upsert = insertIfClaimed(scope, claim, items, values(id)).onConflictDoUpdate(addedToOpenLine).returning();
      // The line written, new or added to (an update leaves `last_insert_rowid()` as it was).
      const line = sql`(SELECT ${items.id} FROM ${items} WHERE ${items.listId} = ${input.list_id} AND ${items.openKey} = ${key})`;
      // The catalogue's new food first: the line names it.
      const inOrder: Statement[] = [...statements, upsert, recordTarget(scope, claim, line)];
      return inOrder as [Statement, ...Statement[]];
    },
  );
  if ("written" in result) {
    const item = (result.all[written] as ItemRow[])[0];
    if (!item) return otherUnit();
    return { item, applied: true, merged: item.quantity > input.quantity };
  }
  return { item: await getItem(scope, result.replayOf!), applied: false, merged: false };
}

/** The section the household moved lines of this name to, if it did: SQL, for a write's own statement. */
const taughtSection = (scope: Scope, name: string) =>
  sql`(SELECT ${schema.sectionChoices.section} FROM ${schema.sectionChoices} WHERE ${schema.sectionChoices.groupId} = ${scope.groupId} AND ${schema.sectionChoices.nameKey} = ${mergeKey(name)})`;

/**
 * Files an item under another section, and teaches the group: the next lines of its name, on any
 * of its lists, synced or added, land there too.
 */
export async function moveItemToSection(scope: Scope, { item_id, section }: z.output<typeof moveToSectionSchema>) {
  const item = await getItem(scope, item_id);
  const choices = schema.sectionChoices;
  const [moved] = await runBatch(scope.db, [
    scope.db
      .update(items)
      .set({ section, updatedAt: new Date() })
      .where(ofGroup(scope, items, item_id))
      .returning(),
    scope.db
      .insert(choices)
      .values({ groupId: scope.groupId, nameKey: mergeKey(item.name), section })
      .onConflictDoUpdate({
        target: [choices.groupId, choices.nameKey],
        set: { section, updatedAt: new Date() },
      }),
  ]);
  return firstOrNotFound(Promise.resolve(moved as ItemRow[]), ITEM_NOT_FOUND);
}

/**
 * A list whose item is bought is being shopped: a pending list becomes active, in the tick's own
 * batch (`also`: the condition the tick's write runs under). An active or completed list stays.
 */
function startShopping(scope: Scope, itemId: number, also?: SQL) {
  const lists = schema.shoppingLists;
  return scope.db
    .update(lists)
    .set({ status: "active" })
    .where(
      and(
        eq(lists.groupId, scope.groupId),
        eq(lists.status, "pending"),
        sql`${lists.id} = (SELECT ${items.listId} FROM ${items} WHERE ${items.id} = ${itemId} AND ${items.groupId} = ${scope.groupId} AND ${items.isBought} = 1)`,
        also,
      ),
    );
}

/**
 * Changes an item's fields (a tick sets `is_bought` to a value; buying one starts the list). With a change id, at most once
 * per group: a replay writes nothing and answers the item as it is now (`applied` false).
 * `movedFrom` is the list the item left, when the change moved it.
 */
export async function updateItem(scope: Scope, input: z.output<typeof itemUpdateSchema>) {
  const { id, price, change_id, store_id, ...fields } = input;
  // The item as it was matters only to a move or an amount edit; a tick, a price or a name is
  // written straight away (one round trip fewer: the write answers the item, or not found).
  const needsCurrent = input.list_id !== undefined || input.quantity !== undefined || input.unit !== undefined;
  const current = needsCurrent ? await getItem(scope, id) : null;
  await Promise.all([
    input.list_id ? getShoppingList(scope, input.list_id) : null,
    checkIngredient(scope, input.ingredient_id),
    checkStore(scope, store_id),
  ]);
  // A synced line whose amount the user changed is theirs now: a re-sync leaves it alone, and the
  // amount typed replaces the one worked out (its exact need, the amounts beside it and what the
  // pantry held of it).
  const amountEdited =
    current?.source === "sync" &&
    ((input.quantity !== undefined && input.quantity !== current.quantity) ||
      (input.unit !== undefined && input.unit !== current.unit));
  // A hand-added line renamed names the food of its new name (a synced line keeps its recipes').
  const renamedFood = (also?: SQL) => {
    if (input.name === undefined || input.ingredient_id !== undefined) return null;
    const manual = sql`EXISTS (SELECT 1 FROM ${items} WHERE ${items.id} = ${id} AND ${items.groupId} = ${scope.groupId} AND ${items.source} = 'manual')`;
    return catalogueFood(scope, input.name, also ? and(manual, also) : manual);
  };
  const update = (food: ReturnType<typeof renamedFood>) =>
    scope.db.update(items).set({
      ...asColumns(fields),
      ...(food && {
        ingredientId: sql`CASE WHEN ${items.source} = 'manual' THEN ${food.id} ELSE ${items.ingredientId} END`,
      }),
      ...(price !== undefined && { priceCents: toCents(price) }),
      ...(amountEdited && {
        editedByUser: true,
        needed: null,
        moreAmounts: null,
        have: null,
        heldFor: null,
        heldAtHome: null,
      }),
      // Bought, renamed or moved, a line is no longer the open line its name adds to.
      ...((fields.is_bought === true || input.name !== undefined || input.list_id !== undefined) && { openKey: null }),
      updatedAt: new Date(),
    });
  const movedFrom = (item: ItemRow) => (current && item.listId !== current.listId ? current.listId : undefined);
  // In the write's own batch: a tick also starts the list, is recorded in its store (now the one
  // the household shops in), remembers the
  // price in that store, stocks the pantry and reads the store's trip back (last: its answer is
  // read as the batch's last); an untick takes the store's tick and the pantry's stock back; a
  // price typed for a bought item is remembered in the store it was bought in.
  const tickStatements = (also?: SQL) =>
    fields.is_bought === true
      ? [
          startShopping(scope, id, also),
          tickStatement(scope, id, store_id, also),
          shoppedInStatement(scope, id, also),
          rememberPriceStatement(scope, id, also),
          stockBoughtStatement(scope, id, also),
          openTripOf(scope, id),
        ]
      : fields.is_bought === false
        ? [untickStatement(scope, id, also), unstockStatement(scope, id, also)]
        : price !== undefined
          ? [rememberPriceStatement(scope, id, also)]
          : [];
  // A bought line whose amount or food changed puts in the pantry what it now says: what its
  // purchase added is taken back and stocked again, after the write (a tick in the same change
  // stocks through `tickStatements`). Only a move the line no longer matches is taken back: an
  // edit that leaves its food and amount as they were (a price, or Edit Item sending the same
  // amount again) leaves the pantry alone, also when some of the food has been used since (a
  // take-back never goes below nothing). Only on a list that stocks the pantry, so a list that
  // stopped doing so keeps what it stocked; a line not bought has nothing stocked and stocks nothing.
  const restocks =
    fields.is_bought !== false &&
    (input.quantity !== undefined ||
      input.unit !== undefined ||
      input.ingredient_id !== undefined ||
      input.name !== undefined ||
      input.list_id !== undefined);
  const restockStatements = (also?: SQL) => {
    if (!restocks) return [];
    const { shoppingLists: lists, pantryMoves: moves } = schema;
    const onStockingList = sql`EXISTS (SELECT 1 FROM ${items} JOIN ${lists} ON ${lists.id} = ${items.listId} WHERE ${items.id} = ${id} AND ${items.groupId} = ${scope.groupId} AND ${lists.stocksPantry} = 1)`;
    const stocked = stockAmountSql(items.quantity, items.unit);
    const outOfDate = sql`NOT EXISTS (SELECT 1 FROM ${items} WHERE ${items.id} = ${id} AND ${items.ingredientId} = ${moves.ingredientId} AND ${stocked.unit} = ${moves.unit} AND ${stocked.quantity} = ${moves.delta})`;
    const condition = and(onStockingList, outOfDate, also);
    return fields.is_bought === true
      ? [unstockStatement(scope, id, condition)]
      : [unstockStatement(scope, id, condition), stockBoughtStatement(scope, id, also)];
  };
  const learnFrom = (results: unknown[]) =>
    fields.is_bought === true
      ? learnFinishedTrips(scope, results.at(-1) as Parameters<typeof learnFinishedTrips>[1])
      : null;
  if (!change_id) {
    const food = renamedFood();
    const before = food?.statements ?? [];
    const results = await runBatch(scope.db, [
      ...before,
      update(food)
        .where(ofGroup(scope, items, id))
        .returning(),
      ...restockStatements(),
      ...tickStatements(),
    ]);
    const item = await firstOrNotFound(Promise.resolve(results[before.length] as ItemRow[]), ITEM_NOT_FOUND);
    await learnFrom(results);
    return { item, applied: true, movedFrom: movedFrom(item) };
  }
  let written = 0;
  const result = await applyOnce(
    scope,
    change_id,
    { id, exists: rowExists(scope, items, id), notFound: ITEM_NOT_FOUND },
    (claim) => {
      const food = renamedFood(claimHeld(scope, claim));
      written = food?.statements.length ?? 0;
      return [
        ...(food?.statements ?? []),
        update(food)
          .where(and(ofGroup(scope, items, id), claimHeld(scope, claim)))
          .returning(),
        ...restockStatements(claimHeld(scope, claim)),
        ...tickStatements(claimHeld(scope, claim)),
      ] as [Statement, ...Statement[]];
    },
  );
  if ("written" in result) {
    await learnFrom(result.all);
    const [item] = result.all[written] as ItemRow[];
    return { item: item!, applied: true, movedFrom: movedFrom(item!) };
  }
  return { item: await getItem(scope, id), applied: false, movedFrom: undefined };
}

/**
 * Deletes an item and answers the list it was on. With a change id, at most once per group: a
 * replay writes nothing and answers `listId` null.
 */
export async function deleteItem(scope: Scope, { id, change_id }: z.output<typeof itemDeleteSchema>) {
  const deletion = scope.db.delete(items);
  if (!change_id) {
    const deleted = deletion.where(ofGroup(scope, items, id)).returning({ listId: items.listId });
    return firstOrNotFound(deleted, ITEM_NOT_FOUND);
  }
  const result = await applyOnce(
    scope,
    change_id,
    { id, exists: rowExists(scope, items, id), notFound: ITEM_NOT_FOUND },
    (claim) => [
      deletion.where(and(ofGroup(scope, items, id), claimHeld(scope, claim))).returning({ listId: items.listId }),
    ],
  );
  return "written" in result ? result.written[0]! : { listId: null };
}
