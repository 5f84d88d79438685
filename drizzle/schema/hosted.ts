import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { belongsTo, createdAt, ownedTable, timestamp } from "./columns";

/**
 * The groups whose planning rows a shard database holds, one row each, keyed by the group's id in
 * the directory (which chooses it). Every planning row belongs to one of these and goes with it.
 *
 * The row is also the group's fence while it moves to another shard (worker-api/src/shards/):
 * - `frozen`: the copy is under way; every write to the group here fails (the guard each write
 *   batch starts with inserts this row again), so nothing is written after it was copied.
 * - `movedTo`: the group lives on that shard now and its rows here are gone. A read that reaches
 *   this shard after the move finds this instead of an empty group, and asks the directory again.
 */
export const hostedGroups = sqliteTable("hosted_groups", {
  id: integer("id").primaryKey(),
  frozen: integer("frozen", { mode: "boolean" }).notNull().default(false),
  movedTo: integer("moved_to"),
  /**
   * The day (YYYY-MM-DD, UTC) for which `recipe_line_cache.lines_held_by_meals` was weighed; null
   * once a write to the pantry, the meals or a recipe's lines may have changed it (triggers), and
   * `pending <token>` while a keeping is under way (it stamps the day only if no write cleared it).
   */
  holdsKeptFor: text("holds_kept_for"),
  /**
   * What the planned meals held of each pantry line when their holds were kept: a JSON array of
   * [pantry line id, the meal's recipe id, quantity in the line's unit]. Believed only while
   * `holdsKeptFor` is today.
   */
  heldByMeals: text("held_by_meals"),
  createdAt: createdAt(),
});

/** The group a row belongs to: every planning row has one, and goes with it. */
export const groupId = () => belongsTo("group_id", () => hostedGroups.id);

/** A table of a group's rows. */
export const groupTable = ownedTable("groupId", groupId);

/**
 * A list of names a group keeps (recipe categories, ingredient groups): unique within
 * the group, ignoring case.
 */
export const groupNames = <Name extends string>(name: Name) =>
  groupTable(name, { name: text("name").notNull(), createdAt: createdAt() }, (t) => [
    uniqueIndex(`${name}_group_name_unique`).on(t.groupId, sql`lower(${t.name})`),
  ]);

/**
 * A copy of the directory's memberships of the groups this shard hosts, so a read checks its
 * person's membership in its own batch (one database, one call). The directory stays the truth:
 * access is taken away here first and given here after, and a read that finds no row here asks
 * the directory and repairs the copy (worker-api/src/shards/member-copy.ts).
 */
export const hostedMembers = sqliteTable(
  "hosted_members",
  {
    groupId: groupId(),
    userId: integer("user_id").notNull(),
    /** The person's `users.groups_changed_at`, copied: a read checked here answers it too. */
    groupsChangedAt: integer("groups_changed_at"),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("hosted_members_user_idx").on(t.userId)],
);

/**
 * Sessions (refresh-token families) ended lately, of people in this shard's groups: an access
 * token of one is refused here as in the directory. Kept for as long as an access token lives.
 */
export const endedSessions = sqliteTable(
  "ended_sessions",
  {
    familyId: text("family_id").primaryKey(),
    userId: integer("user_id").notNull(),
    endedAt: timestamp("ended_at").notNull(),
  },
  (t) => [index("ended_sessions_user_idx").on(t.userId), index("ended_sessions_ended_idx").on(t.endedAt)],
);
