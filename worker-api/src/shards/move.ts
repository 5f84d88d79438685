import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { schema, type Database } from "../db";
import { jsonChunks } from "../lib/bulk";
import type { D1Queryable } from "../lib/d1-meter";
import { NotFound } from "../lib/domain-errors";
import type { RequestDatabases } from "./shard-set";
import { placementOf } from "./group-on-shard";
import { syncMembersCopy } from "./member-copy";
import { idRangeStatements, MOVED_RANGES_FROM } from "./id-range.mjs";

/**
 * The tables a group's rows are copied through, parents before the rows that refer to them.
 * `recipe_line_cache` is not among them: the target's triggers build it as recipes and their
 * lines arrive. `pantry_items` comes after `pantry_moves`, whose trigger applies each move to the
 * pantry: what the moves made there is replaced by the pantry as it was.
 */
const COPIED: { table: SQLiteTable; ofGroup: string; shared?: true }[] = [
  { table: schema.hostedMembers, ofGroup: "group_id = ?1" },
  // Ended sessions are the people's, not the group's: the target may hold some of them already.
  {
    table: schema.endedSessions,
    ofGroup: "user_id IN (SELECT user_id FROM hosted_members WHERE group_id = ?1)",
    shared: true,
  },
  { table: schema.recipeCategories, ofGroup: "group_id = ?1" },
  { table: schema.ingredientGroups, ofGroup: "group_id = ?1" },
  { table: schema.ingredients, ofGroup: "group_id = ?1" },
  { table: schema.mealTypes, ofGroup: "group_id = ?1" },
  { table: schema.recipes, ofGroup: "group_id = ?1" },
  { table: schema.recipeIngredients, ofGroup: "recipe_id IN (SELECT id FROM recipes WHERE group_id = ?1)" },
  { table: schema.stores, ofGroup: "group_id = ?1" },
  { table: schema.shoppingLists, ofGroup: "group_id = ?1" },
  { table: schema.shoppingItems, ofGroup: "group_id = ?1" },
  { table: schema.meals, ofGroup: "group_id = ?1" },
  { table: schema.weekPlanRules, ofGroup: "group_id = ?1" },
  { table: schema.tasks, ofGroup: "group_id = ?1" },
  { table: schema.pantryPlaces, ofGroup: "group_id = ?1" },
  { table: schema.pantryMoves, ofGroup: "group_id = ?1" },
  { table: schema.pantryItems, ofGroup: "group_id = ?1" },
  { table: schema.storeTicks, ofGroup: "group_id = ?1" },
  { table: schema.sectionChoices, ofGroup: "group_id = ?1" },
  { table: schema.storePrices, ofGroup: "group_id = ?1" },
  { table: schema.appliedChanges, ofGroup: "group_id = ?1" },
];

/** Rows read from the source per query. */
const PAGE_ROWS = 1000;
/** Inserts sent per D1 batch. */
const BATCH_STATEMENTS = 40;

const columnNames = (table: SQLiteTable) => Object.values(getTableColumns(table)).map((column) => column.name);

/** Every row of the group in `table` on `source`, in id order (or in rowid order), as arrays of column values. */
async function readRows(source: D1Queryable, groupId: number, table: SQLiteTable, ofGroup: string) {
  const columns = columnNames(table);
  const rows: unknown[][] = [];
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const page = await source
      .prepare(
        `SELECT ${columns.map((name) => `"${name}"`).join(", ")} FROM "${getTableName(table)}" WHERE ${ofGroup} ORDER BY rowid LIMIT ${PAGE_ROWS} OFFSET ${offset}`,
      )
      .bind(groupId)
      .raw();
    rows.push(...(page as unknown[][]));
    if (page.length < PAGE_ROWS) return rows;
  }
}

/** Inserts of `rows` into `table`, each binding one chunk of them as JSON (`jsonChunks`). */
function insertsOf(target: D1Queryable, table: SQLiteTable, rows: unknown[][], shared = false) {
  const columns = columnNames(table);
  const text = `INSERT${shared ? " OR IGNORE" : ""} INTO "${getTableName(table)}" (${columns.map((name) => `"${name}"`).join(", ")}) SELECT ${columns
    .map((_, i) => `value ->> ${i}`)
    .join(", ")} FROM json_each(?1)`;
  return jsonChunks(rows).map((chunk) => target.prepare(text).bind(chunk));
}

/** Each table's count of ids handed out on a shard. */
async function countedIds(shard: D1Queryable) {
  const { results } = await shard.prepare("SELECT name, seq FROM sqlite_sequence").all<{ name: string; seq: number }>();
  return new Map(results.map((row) => [row.name, row.seq]));
}

/**
 * The moved rows' ids are above what `target` counted (they came from a shard of a higher range):
 * SQLite would count on from them, into that shard's range. The target takes a range above every
 * range there is, from the directory, and counts from there.
 */
async function takeNewRange(directory: Database, target: D1Queryable, shard: number) {
  const [range] = await directory.insert(schema.idRanges).values({ shard }).returning({ id: schema.idRanges.id });
  await target.batch(idRangeStatements(MOVED_RANGES_FROM + range!.id - 1).map((text) => target.prepare(text)));
}

type MoveReport = { group: number; from: number; to: number; rows: number; ms: number };

/**
 * Moves a group's planning rows to shard `to`, keeping every id (ids are unique across shards):
 * 1. The group is frozen on its shard: every write to it there fails from now on, and is sent
 *    again, after the move, where the group is then (shards/routed-d1.ts).
 * 2. Its rows are copied to `to`, where nothing reaches them yet. When their ids are above what
 *    `to` counted, `to` takes a new id range above every other (`takeNewRange`).
 * 3. The directory's pointer is switched in one statement (only if it still names the source):
 *    from then on every check names `to`. The copy of members is made the directory's, for
 *    what reached the source meanwhile (a member removed, a sign-out), and again after 4's wait.
 * 4. After `graceMs` (for requests that learned the old shard just before to finish reading it),
 *    its rows on the source are deleted in the same transaction that marks it moved there, so a
 *    late read finds the mark, not an empty group, and asks the directory again.
 * A failure before the switch removes the partial copy and thaws the source: nothing changed.
 */
export async function moveGroup(
  directory: Database,
  databases: RequestDatabases,
  groupId: number,
  to: number,
  { graceMs = 2_000 } = {},
): Promise<MoveReport> {
  const started = Date.now();
  const group = await placementOf(directory, groupId);
  if (!group) throw new NotFound("Group not found.");
  const from = group.shard;
  if (to < 0 || to >= databases.shardCount) throw new NotFound(`No shard ${to}.`);
  if (from === to) return { group: groupId, from, to, rows: 0, ms: 0 };
  const [source, target] = [databases.shard(from), databases.shard(to)];

  await source.prepare("UPDATE hosted_groups SET frozen = 1 WHERE id = ?1").bind(groupId).run();
  let rows = 0;
  try {
    // A mark left by an earlier move away from `to` gives way to the group arriving (frozen: no defaults).
    await target.batch([
      target.prepare("DELETE FROM hosted_groups WHERE id = ?1").bind(groupId),
      target.prepare("INSERT INTO hosted_groups (id, frozen) VALUES (?1, 1)").bind(groupId),
    ]);
    const counted = await countedIds(target);
    let overtaken = false;
    for (const { table, ofGroup, shared } of COPIED) {
      const tableRows = await readRows(source, groupId, table, ofGroup);
      rows += tableRows.length;
      // Not Math.max(...rows): a large table's rows would be more arguments than a call takes.
      const highest = tableRows.reduce((most, row) => (typeof row[0] === "number" && row[0] > most ? row[0] : most), 0);
      if ("id" in getTableColumns(table) && highest > (counted.get(getTableName(table)) ?? 0)) overtaken = true;
      const inserts = insertsOf(target, table, tableRows, shared);
      // What the moves' trigger made of the pantry gives way to the pantry as it was.
      if (table === schema.pantryItems)
        inserts.unshift(target.prepare("DELETE FROM pantry_items WHERE group_id = ?1").bind(groupId));
      for (let i = 0; i < inserts.length; i += BATCH_STATEMENTS)
        await target.batch(inserts.slice(i, i + BATCH_STATEMENTS));
    }
    if (overtaken) await takeNewRange(directory, target, to);
    await target.prepare("UPDATE hosted_groups SET frozen = 0 WHERE id = ?1").bind(groupId).run();
    const switched = await directory
      .update(schema.groups)
      .set({ shard: to })
      .where(sql`${schema.groups.id} = ${groupId} AND ${schema.groups.shard} = ${from}`)
      .returning({ id: schema.groups.id });
    if (!switched.length) throw new Error(`Group ${groupId} was moved or deleted during its move.`);
    await syncMembersCopy(directory, databases, { id: groupId, shard: to });
  } catch (error) {
    await target.prepare("DELETE FROM hosted_groups WHERE id = ?1").bind(groupId).run();
    await source.prepare("UPDATE hosted_groups SET frozen = 0 WHERE id = ?1").bind(groupId).run();
    throw error;
  }

  await new Promise((resolve) => setTimeout(resolve, graceMs));
  await syncMembersCopy(directory, databases, { id: groupId, shard: to });
  await source.batch([
    source.prepare("DELETE FROM hosted_groups WHERE id = ?1").bind(groupId),
    source.prepare("INSERT INTO hosted_groups (id, frozen, moved_to) VALUES (?1, 1, ?2)").bind(groupId, to),
  ]);
  return { group: groupId, from, to, rows, ms: Date.now() - started };
}
