import { and, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import { runBatch, schema, sqlWrite, type Database } from "../db";
import { allergenMask, dietMask } from "../shared/allergen-list";
import { allergenFilter, pendingLinesCount } from "./line-allergens";
import { builtOnce, type Placeholders, type ValuesOrPlaceholders } from "../lib/built-once";
import type { cookableArgsSchema } from "../contract/pantry";
import { atLeastAsGood, byCover, coverOf, stockByKey, titleKey, type Ranked, type Stock } from "../pantry/cookable";
import { freeFor, keptHolds, plannedHolds, type KeptHold } from "../pantry/planned-holds";
import { DAY_MS, isoDay } from "../shared/dates";
import { linesHeldInFull } from "./held-in-full";
import { holdsSeenKeptFor, noteHoldsKept } from "./holds-seen";
import { holdingSince, plannedMeals, plannedMealsRead, type PlannedMealsValues } from "./planned-meals";
import { linesUnlessKnown } from "./known-lines";
import { recipeFields, recipeLinesKnown, type RecipeColumn, type RecipeRead } from "./recipe-reads";
import type { ReadScope, Scope } from "./scope";

/**
 * Meals planned up to this many days from today (and yesterday's) hold food against what can be
 * cooked now: the coming week's shopping is for them, while food for a meal further off is still
 * to be bought. It also bounds the read for a household that plans months ahead.
 */
const HELD_FOR_DAYS = 7;

/** Food whose best-before day is this close (or past) is food to use soon, as the pantry screen marks it. */
const USE_SOON_DAYS = 3;

/**
 * The days a read (and the keeping of its holds) weighs by, at `now`: today's date, the last
 * best-before day that is food to use soon, and the meals that hold food, from yesterday to
 * HELD_FOR_DAYS ahead. Kept counts are for one `today`, so reads and keeping share this.
 */
function holdingDays(now = Date.now()) {
  const from = holdingSince(now);
  return {
    today: isoDay(now),
    soon: isoDay(now + USE_SOON_DAYS * DAY_MS),
    from,
    to: new Date(from.getTime() + (1 + HELD_FOR_DAYS) * DAY_MS),
  };
}

type HoldingDays = ReturnType<typeof holdingDays>;

/**
 * How many recipes beyond the limit are weighed exactly at first. SQL ranks every recipe by the
 * lines whose food the pantry holds at all; only these are read and weighed by amount. When they
 * cannot settle the order, the next read weighs `WIDENING` times as many, and so on until they
 * do (or every recipe is read). Infinity turns the pruning off: every recipe is read and
 * weighed, in one read.
 */
const CANDIDATES_BEYOND_LIMIT = 20;
const WIDENING = 10;

/**
 * Whether SQL reads each recipe's held lines from `recipe_line_cache.held_lines`, which triggers
 * keep true (migration 0033), instead of joining the pantry to every held food's recipe lines.
 * Either way the food to use soon is joined: whether it is soon changes with the date.
 */
const HELD_LINES_STORED = true;

/**
 * Whether SQL takes the food the coming days' meals hold all of out of each recipe's bound
 * (`linesHeldInFull`). Off, the bound counts the whole pantry: still a bound, but held food fills
 * the first read with recipes weighed at nothing, and the read widens.
 */
const HELD_FOOD_IN_BOUND = true;

/**
 * Whether the bound reads those lines, and the lines of food to use soon, as kept for today in
 * `recipe_line_cache` (`keepHeldByMeals`, after an answer that found them not kept) instead of
 * weighing them in every read, once this isolate has seen them kept for today: weighing them was
 * most of the read's SQL. A kept count is used only while its stamp is today, which every write
 * that could change it clears.
 */
const HOLDS_KEPT = true;

type Args = z.output<typeof cookableArgsSchema>;

/** How the bound takes out the food planned meals hold: not at all, as kept for today, or weighed now. */
type HoldsShape = false | "kept" | "weighed";

/**
 * The group's recipes ranked by how much of them the pantry covers, with what is missing, and
 * whether the holds of its planned meals should be kept for today (`keepHeldByMeals`).
 *
 * One D1 round trip: SQL ranks every recipe by an upper bound (lines whose food the pantry holds
 * any of) and sends the best `limit + CANDIDATES_BEYOND_LIMIT` with their lines and the pantry;
 * the worker weighs those by amount, as the list does. A recipe's exact cover is never above its
 * bound, so when the last one kept is at least as good as the last candidate's bound, no recipe
 * left in D1 can beat it; otherwise (a pantry short of most things it holds) the next read weighs
 * more of them. A recipe with no time given is left out when a time is asked for: it cannot promise
 * to fit. Food that meals planned for the coming week (from yesterday, not cooked yet) hold is not
 * counted for other recipes: the earlier meal takes first, and a recipe's own meals hold nothing
 * against it.
 */
export async function listCookable(scope: ReadScope, args: Args, read: Pick<RecipeRead, "columns">) {
  const days = holdingDays();
  let holds: HoldsShape = !HELD_FOOD_IN_BOUND
    ? false
    : HOLDS_KEPT && holdsSeenKeptFor(scope.groupId, days.today)
      ? "kept"
      : "weighed";
  let candidates = args.limit + CANDIDATES_BEYOND_LIMIT;
  for (;;) {
    const all = !Number.isFinite(candidates);
    const found = await readCandidates(scope, args, read, all ? null : candidates, holds, days);
    const keepHolds = Boolean(holds) && HOLDS_KEPT && found.keptFor !== days.today;
    if (holds && HOLDS_KEPT) noteHoldsKept(scope.groupId, found.keptFor);
    // A write from elsewhere cleared them since this isolate saw them kept: weigh the meals.
    if (holds === "kept" && keepHolds) {
      holds = "weighed";
      continue;
    }
    const { rows } = found;
    const kept = rank(found).slice(0, args.limit);
    const answer = { rows: kept, keepHolds, pendingLines: found.pendingLines };
    if (all || rows.length < candidates) return answer;
    const lastKept = kept.at(-1);
    const lastBound = rows.map(boundOf).sort(byCover).at(-1);
    if (!lastKept || !lastBound || atLeastAsGood(lastKept, lastBound)) return answer;
    candidates *= WIDENING;
  }
}

/**
 * Keeps what the planned meals hold for today, so that reads rank by it instead of weighing the
 * meals: per recipe of the group, its lines whose food those meals hold all of and its lines of
 * food to use soon (for SQL's bound), and what each meal holds of each pantry line (for the
 * worker's weighing), stamped with the day. Run after an answer that found them not kept.
 *
 * Two batches, as the worker weighs the holds between them: the first marks the keeping as under
 * way and reads the meals and the pantry; the second stamps the day only if that mark is still
 * there. Every write that could change the holds clears the stamp (shard migration 0010), so one
 * that lands between the two leaves them not kept, and one after clears the day.
 */
export async function keepHeldByMeals(scope: Scope) {
  await finishKeepingHolds(scope, await startKeepingHolds(scope));
}

/** The first batch of `keepHeldByMeals`: the mark, and what the meals hold of the pantry now. */
export async function startKeepingHolds(scope: Scope) {
  const days = holdingDays();
  const pending = `pending ${crypto.randomUUID()}`;
  const { db } = scope;
  const known = recipeLinesKnown.forGroup(scope.groupId);
  const values = { groupId: scope.groupId, ...days, knownLines: known.versions };
  const [, plannedRows, foods] = await db.batch([
    db.update(schema.hostedGroups).set({ holdsKeptFor: pending }).where(eq(schema.hostedGroups.id, scope.groupId)),
    plannedMealsRead(db, values, null),
    pantryFoodsRead(db, values, null),
  ]);
  const { holds } = plannedHolds(plannedMeals(plannedRows, known), stockOf(foods));
  return { days, pending, holds: keptHolds(holds) };
}

/** The second batch of `keepHeldByMeals`: the counts, and the day if nothing was written since the first. */
export async function finishKeepingHolds(scope: Scope, started: Awaited<ReturnType<typeof startKeepingHolds>>) {
  const { today, ...days } = started.days;
  const values = { groupId: scope.groupId, ...days };
  const { recipes, recipeLineCache, hostedGroups } = schema;
  const { db } = scope;
  const held = linesHeldInFull(db, values);
  const soon = heldLinesOf(db, values, true);
  const ofGroup = sql`${recipeLineCache.recipeId} IN (SELECT ${recipes.id} FROM ${recipes} WHERE ${recipes.groupId} = ${scope.groupId})`;
  const heldByMeals = heldByMealsJson(started.holds);
  await runBatch(db, [
    sqlWrite(
      db,
      sql`UPDATE ${recipeLineCache} SET lines_held_by_meals = 0, use_soon_lines = 0
        WHERE (lines_held_by_meals <> 0 OR use_soon_lines <> 0) AND ${ofGroup}`,
    ),
    sqlWrite(
      db,
      sql`UPDATE ${recipeLineCache} SET lines_held_by_meals = ${held.lines} FROM ${held} WHERE ${recipeLineCache.recipeId} = ${held.recipeId}`,
    ),
    sqlWrite(
      db,
      sql`UPDATE ${recipeLineCache} SET use_soon_lines = ${soon.useSoon} FROM ${soon} WHERE ${recipeLineCache.recipeId} = ${soon.recipeId}`,
    ),
    db
      .update(hostedGroups)
      .set({ holdsKeptFor: today, heldByMeals })
      .where(and(eq(hostedGroups.id, scope.groupId), eq(hostedGroups.holdsKeptFor, started.pending))),
  ]);
}

export type CookableRow = Awaited<ReturnType<typeof listCookable>>["rows"][number];

type CandidateRow = Awaited<ReturnType<typeof readCandidates>>["rows"][number];

/** A recipe ranked by the bound SQL ranked it by: every line whose food is held counted as had. */
const boundOf = (row: CandidateRow): Ranked => ({
  recipe: row,
  titleKey: titleKey(row.title),
  cover: { have: row.held, total: row.total, useSoon: row.useSoon },
});

/**
 * The candidates weighed by amount against the food free for each: what no planned meal holds,
 * with what its own planned meals hold (the bound counted all the pantry, so it stays a bound).
 */
function rank({ rows, stock, foods, holds, known }: Awaited<ReturnType<typeof readCandidates>>) {
  const freeByKey = stockByKey(freeFor(stock, holds, null));
  const ownHolders = new Set(holds.map((hold) => hold.recipeId));
  const byKeyFor = (recipeId: number) =>
    ownHolders.has(recipeId) ? stockByKey(freeFor(stock, holds, recipeId)) : freeByKey;
  const keyOf = new Map(foods.map((food) => [food.id, food.key]));
  return rows
    .map(({ lines: cached, linesVersion, held: _, total: __, useSoon: ___, ...recipe }) => {
      const lines = known.of(recipe.id, linesVersion, cached);
      return { recipe, titleKey: titleKey(recipe.title), lines, cover: coverOf(lines, byKeyFor(recipe.id), keyOf) };
    })
    .sort(byCover);
}

/** The recipes (at most `count`, best bound first; all when null) with their lines, and the pantry. */
async function readCandidates(
  scope: ReadScope,
  args: Args,
  read: Pick<RecipeRead, "columns">,
  count: number | null,
  holds: HoldsShape,
  days: HoldingDays,
) {
  // The ranking breaks ties by title, so the title is read whatever the query shows.
  const columns = read.columns && [...new Set([...read.columns, "id" as const, "title" as const])];
  const known = recipeLinesKnown.forGroup(scope.groupId);
  const values = {
    groupId: scope.groupId,
    knownLines: known.versions,
    ...days,
    maxMinutes: args.max_minutes ?? 0,
    categoryId: args.category_id ?? 0,
    allergens: allergenMask(args.free_of ?? []),
    diets: dietMask(args.diets ?? []),
    count: count ?? -1,
  };
  const shape = {
    columns,
    byMinutes: Boolean(args.max_minutes),
    byCategory: Boolean(args.category_id),
    byAllergens: values.allergens !== 0,
    byDiets: values.diets !== 0,
    holds,
  };
  const filtersAllergens = shape.byAllergens || shape.byDiets;
  const [rows, foods, [group], pending, plannedRows] = await scope.read([
    candidatesRead(scope.db, values, shape),
    pantryFoodsRead(scope.db, values, null),
    holdsKeptRead(scope.db, values, null),
    filtersAllergens ? pendingLinesCount(scope) : undefined,
    // Kept for today, the meals' holds come kept; otherwise they are weighed from the meals.
    ...(holds === "kept" ? [] : [plannedMealsRead(scope.db, values, null)]),
  ]);
  const stock = stockOf(foods);
  const keptFor = group?.keptFor ?? null;
  // Not weighed and not kept for today: `listCookable` reads again, weighing the meals.
  const held = plannedRows
    ? keptHolds(plannedHolds(plannedMeals(plannedRows, known), stock).holds)
    : keptFor === days.today
      ? heldByMealsOf(group!.heldByMeals)
      : [];
  return { rows, stock, foods, holds: held, keptFor, pendingLines: pending?.[0]?.count ?? 0, known };
}

/** `hosted_groups.held_by_meals`: the holds as [pantry line id, recipe id, quantity] rows, short to store. */
const heldByMealsJson = (holds: readonly KeptHold[]) =>
  JSON.stringify(holds.map((hold) => [hold.lineId, hold.recipeId, hold.quantity]));

const heldByMealsOf = (json: string | null): KeptHold[] =>
  (JSON.parse(json ?? "[]") as [number, number, number][]).map(([lineId, recipeId, quantity]) => ({
    lineId,
    recipeId,
    quantity,
  }));

/** The day the group's holds were last kept for (`keepHeldByMeals`), and what the meals held then. */
const holdsKeptRead = builtOnce((db: Database, p: Placeholders<{ groupId: number }>) =>
  db
    .select({ keptFor: schema.hostedGroups.holdsKeptFor, heldByMeals: schema.hostedGroups.heldByMeals })
    .from(schema.hostedGroups)
    .where(eq(schema.hostedGroups.id, p.groupId)),
);

type PantryValues = { groupId: number; soon: string };
type CandidateValues = PantryValues &
  PlannedMealsValues & {
    today: string;
    maxMinutes: number;
    categoryId: number;
    allergens: number;
    diets: number;
    count: number;
  };

/** Whether a pantry line is food to use soon: its best-before day is `soon` or earlier. */
const useSoonOf = (p: ValuesOrPlaceholders<PantryValues>) =>
  sql`(${schema.pantryItems.bestBefore} IS NOT NULL AND ${schema.pantryItems.bestBefore} <= ${p.soon})`;

/** The pantry by merge key: what it holds any of (or only its food to use soon), and whether any of it is to use soon. */
function heldFood(db: Database, p: ValuesOrPlaceholders<PantryValues>, onlySoon: boolean) {
  const { pantryItems, ingredients } = schema;
  const food = alias(ingredients, "food");
  const useSoon = useSoonOf(p);
  return db
    .select({
      key: sql<string>`${food.mergeKey}`.as("held_key"),
      useSoon: sql<number>`max(${useSoon})`.as("held_use_soon"),
    })
    .from(pantryItems)
    .innerJoin(food, eq(food.id, pantryItems.ingredientId))
    .where(eq(pantryItems.groupId, p.groupId))
    .groupBy(food.mergeKey)
    .having(onlySoon ? sql`max(${useSoon})` : undefined)
    .as("held");
}

/**
 * Per recipe with lines of food the pantry holds (or, `onlySoon`, holds some of to use soon):
 * how many, and how many use food to use soon.
 */
function heldLinesOf(db: Database, p: ValuesOrPlaceholders<PantryValues>, onlySoon: boolean) {
  const { recipeIngredients, ingredients } = schema;
  const joined = heldFood(db, p, onlySoon);
  return db
    .select({
      recipeId: sql<number>`${recipeIngredients.recipeId}`.as("bound_recipe_id"),
      held: sql<number>`count(*)`.as("bound_held"),
      useSoon: sql<number>`sum(${joined.useSoon})`.as("bound_use_soon"),
    })
    .from(joined)
    .crossJoin(ingredients)
    .crossJoin(recipeIngredients)
    .where(
      and(
        eq(ingredients.groupId, p.groupId),
        eq(ingredients.mergeKey, joined.key),
        eq(recipeIngredients.ingredientId, ingredients.id),
      ),
    )
    .groupBy(recipeIngredients.recipeId)
    .as("bound");
}

/** Every chosen recipe ranked by its bound, best first: the best `count` with their lines. */
const candidatesRead = builtOnce(
  (
    db: Database,
    p: Placeholders<CandidateValues>,
    shape: {
      columns: RecipeColumn[] | undefined;
      byMinutes: boolean;
      byCategory: boolean;
      byAllergens: boolean;
      byDiets: boolean;
      holds: HoldsShape;
    },
  ) => {
    const { recipes, recipeLineCache } = schema;
    const minutes = sql`coalesce(${recipes.totalTimeMinutes}, ${recipes.prepTimeMinutes} + ${recipes.cookTimeMinutes})`;
    const chosen: SQL | undefined = and(
      eq(recipes.groupId, p.groupId),
      shape.byMinutes ? lte(minutes, p.maxMinutes) : undefined,
      shape.byCategory ? eq(recipes.categoryId, p.categoryId) : undefined,
      allergenFilter(recipes.id, shape.byAllergens ? p.allergens : null, shape.byDiets ? p.diets : null),
    );
    // Per recipe, from the pantry's side (only lines of food it holds are read, in this order):
    // those lines, and those using food to use soon. With the held lines stored, only the food to
    // use soon is joined, and not even that while it is kept for today.
    const bound = heldLinesOf(db, p, HELD_LINES_STORED);
    const joinsBound = !(HELD_LINES_STORED && shape.holds === "kept");
    // Per recipe not planned itself in the holding days: its lines whose food those meals hold
    // all of, as kept for today or weighed now.
    const heldInFull = linesHeldInFull(db, p);
    const keptForToday = sql`(SELECT ${schema.hostedGroups.holdsKeptFor} FROM ${schema.hostedGroups} WHERE ${schema.hostedGroups.id} = ${p.groupId}) = ${p.today}`;
    const heldByMeals =
      shape.holds === "kept"
        ? sql`CASE WHEN ${keptForToday} THEN ${recipeLineCache.linesHeldByMeals} ELSE 0 END`
        : sql`coalesce(${heldInFull.lines}, 0)`;
    // Every chosen recipe's bound, best first; only the candidates' rows and lines are then read.
    const total = sql<number>`${recipeLineCache.lineCount}`;
    const heldOfPantry = HELD_LINES_STORED ? sql`${recipeLineCache.heldLines}` : sql`coalesce(${bound.held}, 0)`;
    const heldLines = shape.holds ? sql<number>`(${heldOfPantry} - ${heldByMeals})` : sql<number>`${heldOfPantry}`;
    // Not kept for today, a line held at all may be food to use soon: still a bound.
    const boundUseSoon = joinsBound
      ? sql<number>`coalesce(${bound.useSoon}, 0)`
      : sql<number>`CASE WHEN ${keptForToday} THEN ${recipeLineCache.useSoonLines} ELSE ${recipeLineCache.heldLines} END`;
    const boundsOf = db
      .select({
        id: sql<number>`${recipes.id}`.as("ranked_id"),
        total: total.as("ranked_total"),
        held: heldLines.as("ranked_held"),
        useSoon: boundUseSoon.as("ranked_use_soon"),
      })
      .from(recipes)
      .innerJoin(recipeLineCache, eq(recipeLineCache.recipeId, recipes.id))
      .$dynamic();
    const withBound = joinsBound ? boundsOf.leftJoin(bound, eq(bound.recipeId, recipes.id)) : boundsOf;
    const ranked = (
      shape.holds === "weighed" ? withBound.leftJoin(heldInFull, eq(heldInFull.recipeId, recipes.id)) : withBound
    )
      .where(chosen)
      .orderBy(
        sql`${heldLines} * 1.0 / max(1, ${total}) DESC`,
        sql`${boundUseSoon} DESC`,
        sql`${total} - ${heldLines}`,
        sql`${recipes.title} COLLATE NOCASE`,
        recipes.id,
      )
      .limit(p.count)
      .as("ranked");
    return db
      .select({
        ...recipeFields(shape.columns),
        linesVersion: recipeLineCache.linesVersion,
        lines: linesUnlessKnown(p.knownLines, ranked.id, recipeLineCache.linesVersion, recipeLineCache.lines),
        total: ranked.total,
        held: ranked.held,
        useSoon: ranked.useSoon,
      })
      .from(ranked)
      .innerJoin(recipes, eq(recipes.id, ranked.id))
      .innerJoin(recipeLineCache, eq(recipeLineCache.recipeId, ranked.id));
  },
);

/** A pantry line as the ranking and the planned meals' holds read it. */
type StockRow = Stock & { id: number; name: string; bestBefore: string | null };

/**
 * The catalogue's foods the pantry holds some of, under any of their names (the lines to weigh),
 * each with its pantry lines (`line` their id, null for a name the pantry holds under another):
 * the pantry's lines, with their food's name and merge key and whether each is food to use soon.
 */
const pantryFoodsRead = builtOnce((db: Database, p: Placeholders<PantryValues>) => {
  const { pantryItems, ingredients } = schema;
  const held = heldFood(db, p, false);
  return db
    .select({
      id: ingredients.id,
      key: sql<string>`${ingredients.mergeKey}`,
      name: ingredients.name,
      // Named apart: D1 answers rows by column name, and two columns named `id` would be one.
      line: sql<number | null>`${pantryItems.id}`.as("pantry_line"),
      bestBefore: pantryItems.bestBefore,
      quantity: sql<number>`${pantryItems.quantity}`,
      unit: sql<string>`${pantryItems.unit}`,
      useSoon: sql<boolean>`${useSoonOf(p)}`.mapWith(Boolean),
    })
    .from(ingredients)
    .leftJoin(pantryItems, and(eq(pantryItems.ingredientId, ingredients.id), eq(pantryItems.groupId, p.groupId)))
    .where(
      and(eq(ingredients.groupId, p.groupId), inArray(ingredients.mergeKey, db.select({ key: held.key }).from(held))),
    );
});

/** The pantry's lines among `pantryFoodsRead`'s rows. */
const stockOf = (foods: Awaited<ReturnType<typeof pantryFoodsRead>>): StockRow[] =>
  foods.flatMap(({ line, ...food }) => (line === null ? [] : [{ ...food, id: line }]));
