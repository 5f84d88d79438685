import { and, asc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { schema, type Database } from "../db";
import { inValues } from "../lib/bulk";
import { onEachShard } from "../shards/hosting";
import type { RequestDatabases } from "../shards/shard-set";
import { nextAddressVersion, revokedAddressVersion } from "../lib/capability-token";
import { readCachedLines } from "./recipe-reads";

/** The meals a feed holds: from two months back to a year ahead, at most this many. */
const FEED_DAYS_BACK = 62;
const FEED_DAYS_AHEAD = 366;
const MAX_FEED_MEALS = 3000;
const DAY_MS = 86_400_000;

/** The version of the person's calendar address, turning the feed on when it was off. */
export async function calendarFeedVersion(db: Database, userId: number) {
  const [row] = await db
    .update(schema.users)
    .set({ calendarFeed: nextAddressVersion(schema.users.calendarFeed) })
    .where(eq(schema.users.id, userId))
    .returning({ version: schema.users.calendarFeed });
  return row!.version!;
}

/** Turns the person's feed off: its address stops working, and the next one is new. */
export async function revokeCalendarFeed(db: Database, userId: number) {
  await db
    .update(schema.users)
    .set({ calendarFeed: revokedAddressVersion(schema.users.calendarFeed) })
    .where(and(eq(schema.users.id, userId), sql`${schema.users.calendarFeed} > 0`));
}

export type FeedMeal = {
  id: number;
  title: string;
  description: string;
  scheduledDate: Date;
  servings: number | null;
  createdAt: Date;
  updatedAt: Date;
  type: string | null;
  group: string;
  recipeSlug: string | null;
  recipeTitle: string | null;
  recipeServings: number | null;
  totalMinutes: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  lines: ReturnType<typeof readCachedLines>;
};

/**
 * The meals of every group the person is in, around `now`, for the feed with address `version`,
 * and the language the person reads Larder in (null: none chosen); null when that address is not
 * (or no longer) the person's. The directory gives the person and
 * their groups (one round trip), then each shard their groups live on its meals (sent together).
 */
export async function calendarFeedMeals(
  directory: Database,
  databases: RequestDatabases,
  userId: number,
  version: number,
  now = Date.now(),
): Promise<{ meals: FeedMeal[]; locale: string | null } | null> {
  const [[owner], groups] = await directory.batch([
    directory
      .select({ feed: schema.users.calendarFeed, locale: schema.users.locale })
      .from(schema.users)
      .where(eq(schema.users.id, userId)),
    directory
      .select({ id: schema.groups.id, shard: schema.groups.shard, name: schema.groups.name })
      .from(schema.groupMembers)
      .innerJoin(schema.groups, eq(schema.groups.id, schema.groupMembers.groupId))
      .where(eq(schema.groupMembers.userId, userId)),
  ]);
  if (!owner || owner.feed !== version) return null;
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const rows = await onEachShard(databases, groups, (db, groupIds) => feedMealsOf(db, groupIds, now));
  const meals = rows
    .sort((a, b) => a.scheduledDate!.getTime() - b.scheduledDate!.getTime() || a.id - b.id)
    .slice(0, MAX_FEED_MEALS)
    .map(({ groupId, ...row }) => ({
      ...row,
      group: groupNames.get(groupId)!,
      scheduledDate: row.scheduledDate!,
      lines: row.lines ? readCachedLines(row.lines) : [],
    }));
  return { meals, locale: owner.locale };
}

/** The meals of `groupIds` (all on one shard) in the feed's window. */
function feedMealsOf(db: Database, groupIds: number[], now: number) {
  const { meals, recipes } = schema;
  return db
    .select({
      id: meals.id,
      groupId: meals.groupId,
      title: meals.title,
      description: meals.description,
      scheduledDate: meals.scheduledDate,
      servings: meals.servings,
      createdAt: meals.createdAt,
      updatedAt: meals.updatedAt,
      type: sql<string | null>`${schema.mealTypes.name}`.as("type_name"),
      recipeSlug: recipes.slug,
      recipeTitle: sql<string | null>`${recipes.title}`.as("recipe_title"),
      recipeServings: sql<number | null>`${recipes.servings}`.as("recipe_servings"),
      totalMinutes: recipes.totalTimeMinutes,
      prepMinutes: recipes.prepTimeMinutes,
      cookMinutes: recipes.cookTimeMinutes,
      lines: schema.recipeLineCache.lines,
    })
    .from(meals)
    .leftJoin(schema.mealTypes, eq(schema.mealTypes.id, meals.typeId))
    .leftJoin(recipes, eq(recipes.id, meals.recipeId))
    .leftJoin(schema.recipeLineCache, eq(schema.recipeLineCache.recipeId, meals.recipeId))
    .where(
      and(
        inValues(meals.groupId, groupIds),
        isNotNull(meals.scheduledDate),
        gte(meals.scheduledDate, new Date(now - FEED_DAYS_BACK * DAY_MS)),
        lt(meals.scheduledDate, new Date(now + FEED_DAYS_AHEAD * DAY_MS)),
      ),
    )
    .orderBy(asc(meals.scheduledDate), asc(meals.id))
    .limit(MAX_FEED_MEALS);
}
