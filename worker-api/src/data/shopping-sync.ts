import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { runBatch, runBatchThen, schema, type Database } from "../db";
import { builtOnce, type Placeholders } from "../lib/built-once";
import { inValues, statementsWithinLimit } from "../lib/bulk";
import { sumAmounts, unitFamily, type Amount } from "../lib/units";
import { DAY_MS, dayMonthYearToIsoDay, parseDayMonthYear } from "../shared/dates";
import type { listInputSchema } from "../contract/shopping";
import type { Section } from "../contract/sections";
import { lessWhatIsHeld, type Held } from "../pantry/pantry-cover";
import { plannedHolds, type Hold } from "../pantry/planned-holds";
import { inStockUnit } from "../pantry/stock-units";
import { heldAtHome } from "../shopping/held-for";
import { shoppingLines, type ShoppingLine } from "../shopping/lines";
import { holdingSince, mealsInRange, plannedMeals, plannedMealsRead, type RangeValues } from "./planned-meals";
import { recipeLinesKnown } from "./recipe-reads";
import type { ReadScope, Scope } from "./scope";
import { inGroupById } from "./sql";
import { lastShoppedStoreOf } from "./stores";
import { learnTripsUnderWay, openTicksOfGroup } from "./store-trips";

/** `localeCompare`'s order, with one collator built per isolate instead of one per comparison. */
const compareText = new Intl.Collator().compare;

/** An ingredient in one unit family, summed over the meals that need it. */
type IngredientNeed = Amount & {
  key: string;
  ingredientId: number;
  name: string;
  groupName: string | null;
  mealIds: number[];
};

/**
 * The ingredient group of each ingredient the range's lines use: the range's lines decide which,
 * found on the recipe lines' (recipe, ingredient) index rather than by reading each meal's cached
 * lines as JSON again (the same ingredients, about a third of the time).
 */
const groupsOfIngredientsRead = builtOnce((db: Database, p: Placeholders<RangeValues>) => {
  const { meals, recipeIngredients, ingredients, ingredientGroups } = schema;
  const ingredientIdsInRange = sql`SELECT ${recipeIngredients.ingredientId} FROM ${meals} JOIN ${recipeIngredients} ON ${recipeIngredients.recipeId} = ${meals.recipeId} WHERE ${mealsInRange(p)}`;
  return db
    .select({ ingredientId: ingredients.id, groupName: ingredientGroups.name })
    .from(ingredients)
    .innerJoin(ingredientGroups, eq(ingredientGroups.id, ingredients.ingredientGroupId))
    .where(and(sql`${ingredients.id} IN (${ingredientIdsInRange})`, inGroupById(ingredients.groupId, p.groupId)));
});

/** The sections the household taught, by name. */
const sectionChoicesRead = builtOnce((db: Database, p: Placeholders<{ groupId: number }>) =>
  db
    .select({ nameKey: schema.sectionChoices.nameKey, section: schema.sectionChoices.section })
    .from(schema.sectionChoices)
    .where(eq(schema.sectionChoices.groupId, p.groupId)),
);

/** What the pantry holds, by its food's name. */
const pantryRead = builtOnce((db: Database, p: Placeholders<{ groupId: number }>) =>
  db
    .select({
      id: schema.pantryItems.id,
      name: schema.ingredients.name,
      quantity: schema.pantryItems.quantity,
      unit: schema.pantryItems.unit,
      bestBefore: schema.pantryItems.bestBefore,
    })
    .from(schema.pantryItems)
    .innerJoin(schema.ingredients, eq(schema.ingredients.id, schema.pantryItems.ingredientId))
    .where(eq(schema.pantryItems.groupId, p.groupId)),
);

/**
 * Everything the meals scheduled in [from, to) need, in one D1 batch: each meal's recipe lines
 * from `recipe_line_cache` (already in the recipe's order), scaled by the meal's servings over the
 * recipe's, then merged per ingredient and unit family, with the ingredient group of each
 * ingredient (a line's section follows it), the sections the household taught, the meals in
 * date order, what the pantry holds, and the meals planned before the range that hold some of it
 * (from yesterday on: they come first). A meal cooked already needs nothing more.
 */
async function ingredientsBetween(
  scope: ReadScope,
  from: number,
  to: number,
): Promise<{
  needs: IngredientNeed[];
  mealOrder: number[];
  taught: Map<string, Section>;
  free: Held[];
  holds: Hold[];
}> {
  const values = { groupId: scope.groupId, from: new Date(from), to: new Date(to) };
  const known = recipeLinesKnown.forGroup(scope.groupId);
  // One read of the range's meals and of the meals planned before it that still hold food: the
  // rows before `from` are the holders (none when the range starts before yesterday).
  const withHolders = {
    ...values,
    from: new Date(Math.min(from, holdingSince().getTime())),
    knownLines: known.versions,
  };
  const [mealRows, groupRows, choiceRows, stock] = await scope.read([
    plannedMealsRead(scope.db, withHolders, null),
    groupsOfIngredientsRead(scope.db, values, null),
    sectionChoicesRead(scope.db, values, null),
    pantryRead(scope.db, values, null),
  ]);
  const firstInRange = mealRows.findIndex((row) => row.scheduledDate!.getTime() >= from);
  const split = firstInRange < 0 ? mealRows.length : firstInRange;
  const holderRows = mealRows.slice(0, split);
  const rows = mealRows.slice(split);
  const groupNames = new Map(groupRows.map((row) => [row.ingredientId, row.groupName]));

  type Need = {
    key: string;
    ingredientId: number;
    name: string;
    groupName: string | null;
    amounts: Amount[];
    mealIds: Set<number>;
  };
  // By ingredient id, then unit family: number keys, and family strings that unitFamily reuses,
  // spare hundreds of key strings built and hashed per request.
  const needs = new Map<number, Map<string, Need>>();
  for (const { id: mealId, recipeId, factor, linesVersion, lines } of rows) {
    // A range's end is bought ("1–2 cloves": 2), so the cook is never short; holds count its start.
    for (const { id: ingredientId, name, quantity, quantityMax, unit } of known.of(recipeId, linesVersion, lines)) {
      const family = unitFamily(unit);
      let byFamily = needs.get(ingredientId);
      if (!byFamily) needs.set(ingredientId, (byFamily = new Map()));
      let need = byFamily.get(family);
      if (!need)
        byFamily.set(
          family,
          (need = {
            key: `${ingredientId}:${family}`,
            ingredientId,
            name,
            groupName: groupNames.get(ingredientId) ?? null,
            amounts: [],
            mealIds: new Set(),
          }),
        );
      need.amounts.push({ quantity: (quantityMax ?? quantity) * factor, unit });
      need.mealIds.add(mealId);
    }
  }
  const merged = [...needs.values()]
    .flatMap((byFamily) => [...byFamily.values()])
    .map(({ key, ingredientId, name, groupName, amounts, mealIds }) => ({
      key,
      ingredientId,
      name,
      groupName,
      mealIds: [...mealIds],
      ...sumAmounts(amounts),
    }))
    .sort((a, b) => compareText(a.name, b.name) || compareText(a.unit, b.unit));
  const taught = new Map(choiceRows.map((row) => [row.nameKey, row.section as Section]));
  const { free, holds } = plannedHolds(plannedMeals(holderRows, known), stock);
  return { needs: merged, mealOrder: rows.map((row) => row.id), taught, free, holds };
}

/**
 * The lines a sync of the meals scheduled in [from, to) writes: one per thing to buy, whichever
 * ingredients and spellings the recipes used for it, less what the pantry holds free of the meals
 * planned before them, each line saying what those meals hold of it. The range's own meals hold
 * nothing against it, and meals after it come after it. The sync dialog shows these before the
 * sync (through `syncedValues`, as the sync stores them), so it lists what the list will hold.
 * What meals hold is kept as facts, worded when read in the reader's language.
 */
export async function linesBetween(scope: ReadScope, from: number, to: number): Promise<ShoppingLine[]> {
  const { needs, mealOrder, taught, free, holds } = await ingredientsBetween(scope, from, to);
  const holdsByKey = new Map<string, Hold[]>();
  for (const hold of holds) holdsByKey.set(hold.key, [...(holdsByKey.get(hold.key) ?? []), hold]);
  return lessWhatIsHeld(shoppingLines(needs, mealOrder, taught), free).map((line) => {
    const held = holdsByKey.get(line.key);
    return held ? { ...line, heldAtHome: heldAtHome(held, from, line) } : line;
  });
}

const rangeOf = (start: string, end: string) => ({
  from: parseDayMonthYear(start)!,
  to: parseDayMonthYear(end)! + DAY_MS,
});

/**
 * Upserts of a list's synced lines, as many rows per statement as D1's parameter limit allows.
 * A line is unique per list and merge key in the database: a sync racing another updates the
 * line the other wrote (unless the person edited it) instead of writing it twice.
 */
export function syncLineInserts(
  scope: Scope,
  listId: number | ReturnType<typeof sql<number>>,
  lines: readonly ShoppingLine[],
) {
  const items = schema.shoppingItems;
  return statementsWithinLimit(lines, (part) =>
    scope.db
      .insert(items)
      .values(part.map((line) => ({ groupId: scope.groupId, listId, source: "sync" as const, ...syncedValues(line) })))
      .onConflictDoUpdate({
        target: [items.listId, items.syncKey],
        set: {
          name: sql`excluded.name`,
          ingredientId: sql`excluded.ingredient_id`,
          quantity: sql`excluded.quantity`,
          unit: sql`excluded.unit`,
          needed: sql`excluded.needed`,
          have: sql`excluded.have`,
          heldFor: sql`excluded.held_for`,
          heldAtHome: sql`excluded.held_at_home`,
          moreAmounts: sql`excluded.more_amounts`,
          section: sql`excluded.section`,
          type: sql`excluded.type`,
          sourceMealIds: sql`excluded.source_meal_ids`,
        },
        setWhere: sql`${items.editedByUser} = 0`,
      }),
  );
}

/**
 * A synced line's columns. A line without an amount (nothing to weigh: "salt to taste") is
 * quantity 0 and unit "", which the list shows under "Check you have". Its type is its
 * ingredient's catalogue group, as before sections.
 */
export function syncedValues(line: ShoppingLine) {
  return {
    name: line.name,
    ingredientId: line.ingredientId,
    quantity: line.amount?.quantity ?? 0,
    unit: line.amount?.unit ?? "",
    needed: line.amount?.needed ?? null,
    have: line.have,
    // A note older versions wrote in words gives way to the facts (or to none).
    heldFor: null,
    heldAtHome: line.heldAtHome,
    moreAmounts: line.more.length ? line.more : null,
    section: line.section,
    type: line.group ?? "Other",
    syncKey: line.key,
    sourceMealIds: line.mealIds,
  };
}

/** Whether a synced line's row says what the line says now. */
function upToDate(row: typeof schema.shoppingItems.$inferSelect, line: ShoppingLine) {
  const values = syncedValues(line);
  return (
    row.name === values.name &&
    row.ingredientId === values.ingredientId &&
    row.quantity === values.quantity &&
    row.unit === values.unit &&
    row.needed === values.needed &&
    row.have === values.have &&
    row.heldFor === values.heldFor &&
    // The facts, not their words: a re-sync from a page in another language changes nothing.
    JSON.stringify(row.heldAtHome) === JSON.stringify(values.heldAtHome) &&
    JSON.stringify(row.moreAmounts) === JSON.stringify(values.moreAmounts) &&
    row.section === values.section &&
    row.type === values.type &&
    JSON.stringify(row.sourceMealIds) === JSON.stringify(values.sourceMealIds)
  );
}

/**
 * The lines a re-sync wants, given what was bought from the list already. A bought line is a
 * record of the shop, which a re-sync leaves as it is; what is still needed on top of it goes on
 * a line of its own (its key numbered after the bought ones). A list that stocks the pantry put
 * its purchases there, and the lines already count them; for one that does not, they count here.
 */
function afterTheShop(
  wanted: ShoppingLine[],
  lines: (typeof schema.shoppingItems.$inferSelect)[],
  stocksPantry: boolean,
) {
  const bought = lines.filter((line) => line.isBought);
  const stillNeeded = stocksPantry
    ? wanted
    : lessWhatIsHeld(
        wanted,
        bought.map((line) => ({ name: line.name, ...inStockUnit({ quantity: line.quantity, unit: line.unit }) })),
      );
  const boughtKeys = new Set(bought.map((line) => line.syncKey));
  return stillNeeded.map((line) => {
    let key = line.key;
    for (let n = 1; boughtKeys.has(key); n++) key = `${line.key}#${n}`;
    return key === line.key ? line : { ...line, key };
  });
}

/** What a sync did: made the list, or applied this many changes to its lines (0: already up to date). */
export type SyncResult = { created: boolean; changes: number };

/** The group's list synced from the meals of a range (the first made, if older syncs made two). */
const syncedListOf = (groupId: number, startDate: string, endDate: string) =>
  sql<number>`(SELECT id FROM shopping_lists WHERE group_id = ${groupId} AND start_date = ${startDate} AND end_date = ${endDate} AND synced = 1 ORDER BY id LIMIT 1)`;

/**
 * Builds a list from the meals of a range. Syncing the same range again finds the group's list of
 * that range whatever its title (the person may have renamed it; it keeps its title) and applies
 * only the difference: new needs add lines, needs that went away take their untouched lines with
 * them, changed amounts update lines the user did not edit; bought flags, prices and manual items
 * stay. One D1 batch: a failure changes nothing. `changedLines` says whether an existing list's
 * lines changed (its open pages reload them); `result` says what the sync did.
 */
export async function syncShoppingList(scope: Scope, input: z.output<typeof listInputSchema>) {
  const { db, groupId } = scope;
  const startDate = dayMonthYearToIsoDay(input.start_date)!;
  const endDate = dayMonthYearToIsoDay(input.end_date)!;
  const range = rangeOf(input.start_date, input.end_date);
  const listRef = syncedListOf(groupId, startDate, endDate);
  const [wantedLines, [existing]] = await Promise.all([
    linesBetween(scope, range.from, range.to),
    db.select().from(schema.shoppingLists).where(eq(schema.shoppingLists.id, listRef)),
  ]);

  if (!existing) {
    // One synced list per group and range: the insert happens only when none is there in the same
    // statement (D1 runs one write at a time), so a sync that lost a race to create it inserts
    // nothing and fills the list the other made.
    const lists = schema.shoppingLists;
    const now = sql<Date>`(unixepoch('subsec') * 1000)`;
    const results = await runBatch(db, [
      db.insert(lists).select((qb) =>
        qb
          // Every column of the table, in its order: the statement inserts into all of them.
          .select({
            id: sql<number>`NULL`.as("id"),
            groupId: sql<number>`${groupId}`.as("group_id"),
            title: sql<string>`${input.title}`.as("title"),
            description: sql<null>`NULL`.as("description"),
            status: sql<"pending">`'pending'`.as("status"),
            startDate: sql<string>`${startDate}`.as("start_date"),
            endDate: sql<string>`${endDate}`.as("end_date"),
            totalPrice: sql<number>`0`.as("total_price"),
            synced: sql<boolean>`1`.as("synced"),
            storeId: lastShoppedStoreOf(groupId).as("store_id"),
            stocksPantry: sql<boolean>`1`.as("stocks_pantry"),
            createdAt: now.as("created_at"),
            updatedAt: now.as("updated_at"),
          })
          .from(sql`(SELECT 1)`)
          .where(sql`NOT EXISTS ${listRef}`)
          .getSQL(),
      ),
      ...syncLineInserts(scope, listRef, wantedLines),
      // A new list ends the trips under way (see `learnTripsUnderWay`).
      openTicksOfGroup(scope),
      db.select().from(schema.shoppingLists).where(eq(schema.shoppingLists.id, listRef)),
    ]);
    const [list] = results.at(-1) as (typeof schema.shoppingLists.$inferSelect)[];
    await learnTripsUnderWay(scope, results.at(-2) as Parameters<typeof learnTripsUnderWay>[1]);
    return { list: list!, changedLines: false, result: { created: true, changes: wantedLines.length } };
  }

  const lines = await db
    .select()
    .from(schema.shoppingItems)
    .where(and(eq(schema.shoppingItems.listId, existing.id), eq(schema.shoppingItems.source, "sync")));
  const current = new Map(lines.map((line) => [line.syncKey ?? "", line]));
  const wanted = new Map(afterTheShop(wantedLines, lines, existing.stocksPantry).map((line) => [line.key, line]));
  const wantedNow = [...wanted.values()];
  const added = wantedNow.filter((line) => !current.has(line.key));
  const gone = lines.filter((line) => !wanted.has(line.syncKey ?? "") && !line.isBought && !line.editedByUser);
  const changed = lines.filter((line) => {
    const want = wanted.get(line.syncKey ?? "");
    return want && !line.isBought && !line.editedByUser && !upToDate(line, want);
  });
  const [list] = await runBatchThen(
    db,
    [
      ...syncLineInserts(scope, existing.id, added),
      ...(gone.length
        ? [
            db.delete(schema.shoppingItems).where(
              inValues(
                schema.shoppingItems.id,
                gone.map((line) => line.id),
              ),
            ),
          ]
        : []),
      ...changed.map((line) => {
        const { syncKey: _, ...values } = syncedValues(wanted.get(line.syncKey ?? "")!);
        return db
          .update(schema.shoppingItems)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(schema.shoppingItems.id, line.id));
      }),
    ],
    db
      .update(schema.shoppingLists)
      .set({ updatedAt: new Date() })
      .where(eq(schema.shoppingLists.id, existing.id))
      .returning(),
  );
  const changes = added.length + gone.length + changed.length;
  return { list: list!, changedLines: changes > 0, result: { created: false, changes } };
}
