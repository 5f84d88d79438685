import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { belongsTo, createdAt, ownedTable } from "./columns";

/**
 * The groups whose planning rows a shard database holds, one row each, keyed by the group's id in
 * the directory (which chooses it). Every planning row belongs to one of these and goes with it.
 *
 * The row is also the group's fence while it moves to another shard (worker-api/src/shards/):
 * - `frozen`: the copy is under way; every write to the group here fails (a trigger refuses the
 *   write guard each write batch starts with), so nothing is written after it was copied.
 * - `movedTo`: the group lives on that shard now and its rows here are gone. A read that reaches
 *   this shard after the move finds this instead of an empty group, and asks the directory again.
 */
export const hostedGroups = sqliteTable("hosted_groups", {
  id: integer("id").primaryKey(),
  frozen: integer("frozen", { mode: "boolean" }).notNull().default(false),
  movedTo: integer("moved_to"),
  /** Counts write batches: each one starts by bumping it, which is where a frozen group refuses. */
  writes: integer("writes").notNull().default(0),
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
