import { and, asc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { schema, type Database } from "../db";
import { nextAddressVersion, revokedAddressVersion } from "../lib/capability-token";
import type { CachedLine } from "./recipe-reads";

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
  lines: CachedLine[];
};

/**
 * The meals of every group the person is in, around `now`, for the feed with address `version`;
 * null when that address is not (or no longer) the person's. One D1 round trip.
 */
export async function calendarFeedMeals(
  db: Database,
  userId: number,
  version: number,
  now = Date.now(),
): Promise<FeedMeal[] | null> {
  const { meals, recipes } = schema;
  const [[owner], rows] = await db.batch([
    db.select({ feed: schema.users.calendarFeed }).from(schema.users).where(eq(schema.users.id, userId)),
    db
      .select({
        id: meals.id,
        title: meals.title,
        description: meals.description,
        scheduledDate: meals.scheduledDate,
        servings: meals.servings,
        createdAt: meals.createdAt,
        updatedAt: meals.updatedAt,
        // Aliased: a batch's rows come back as objects by column name, where two `name`s (or
        // `title`s, `servings`) would be one.
        type: sql<string | null>`${schema.mealTypes.name}`.as("type_name"),
        group: sql<string>`${schema.groups.name}`.as("group_name"),
        recipeSlug: recipes.slug,
        recipeTitle: sql<string | null>`${recipes.title}`.as("recipe_title"),
        recipeServings: sql<number | null>`${recipes.servings}`.as("recipe_servings"),
        totalMinutes: recipes.totalTimeMinutes,
        prepMinutes: recipes.prepTimeMinutes,
        cookMinutes: recipes.cookTimeMinutes,
        lines: schema.recipeLineCache.lines,
      })
      .from(meals)
      .innerJoin(
        schema.groupMembers,
        and(eq(schema.groupMembers.groupId, meals.groupId), eq(schema.groupMembers.userId, userId)),
      )
      .innerJoin(schema.groups, eq(schema.groups.id, meals.groupId))
      .leftJoin(schema.mealTypes, eq(schema.mealTypes.id, meals.typeId))
      .leftJoin(recipes, eq(recipes.id, meals.recipeId))
      .leftJoin(schema.recipeLineCache, eq(schema.recipeLineCache.recipeId, meals.recipeId))
      .where(
        and(
          isNotNull(meals.scheduledDate),
          gte(meals.scheduledDate, new Date(now - FEED_DAYS_BACK * DAY_MS)),
          lt(meals.scheduledDate, new Date(now + FEED_DAYS_AHEAD * DAY_MS)),
        ),
      )
      .orderBy(asc(meals.scheduledDate), asc(meals.id))
      .limit(MAX_FEED_MEALS),
  ]);
  if (!owner || owner.feed !== version) return null;
  return rows.map((row) => ({
    ...row,
    scheduledDate: row.scheduledDate!,
    lines: row.lines ? (JSON.parse(row.lines) as CachedLine[]) : [],
  }));
}
