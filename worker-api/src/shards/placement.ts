import { sql, type SQL } from "drizzle-orm";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { runBatch, schema, type Database, type Statement } from "../db";
import type { RequestDatabases } from "./shard-set";

/**
 * What a new group is expected to add to its shard until the shard's own measure replaces it:
 * groups made in a burst spread over the shards instead of all landing on the one measured least
 * full. About a typical household's first weeks (docs/scale.md).
 */
const NEW_GROUP_BYTES = 200_000;

/** Each shard's size as D1 last reported it to this isolate (every answer carries it). */
const measured = new Map<number, number>();

export function measuredShardSize(shard: number, bytes: number | undefined) {
  if (typeof bytes === "number" && bytes > 0) measured.set(shard, bytes);
}

/** The shard a new group goes to: the least full, as last measured; one never measured counts as empty. */
function leastFullShard(shardCount: number): SQL<number> {
  const shards = JSON.stringify(Array.from({ length: shardCount }, (_, shard) => shard));
  return sql<number>`(SELECT s.value FROM json_each(${shards}) s LEFT JOIN ${schema.shardSizes} z ON z.shard = s.value ORDER BY coalesce(z.bytes, 0), s.value LIMIT 1)`;
}

/**
 * Directory writes that go before a new group's insert, in its batch: the sizes this isolate has
 * measured since, so the choice uses them. No measure, no statement.
 */
function recordMeasuredSizes(db: Database): Statement[] {
  return [...measured].map(([shard, bytes]) =>
    db
      .insert(schema.shardSizes)
      .values({ shard, bytes })
      .onConflictDoUpdate({
        target: schema.shardSizes.shard,
        set: { bytes, measuredAt: sql`(unixepoch('subsec') * 1000)` },
      }),
  );
}

/** The write after a new group's insert, in its batch: its shard counts it until measured again. */
function countNewGroup(db: Database, newGroup: SQL<number>): Statement {
  return db
    .insert(schema.shardSizes)
    .select(
      db
        .select({
          shard: schema.groups.shard,
          bytes: sql<number>`${NEW_GROUP_BYTES}`.as("bytes"),
          measuredAt: sql<Date>`(unixepoch('subsec') * 1000)`.as("measured_at"),
        })
        .from(schema.groups)
        .where(sql`${schema.groups.id} = ${newGroup}`),
    )
    .onConflictDoUpdate({
      target: schema.shardSizes.shard,
      set: { bytes: sql`${schema.shardSizes.bytes} + ${NEW_GROUP_BYTES}` },
    });
}

/**
 * A new group's directory writes, for the batch that makes it: the sizes this isolate measured
 * since, the group's row on the least full shard, and that shard counting it. `newGroup` finds the
 * group's id inside the batch.
 */
export function placeNewGroup(
  db: Database,
  shardCount: number,
  group: Omit<SQLiteInsertValue<typeof schema.groups>, "shard">,
  newGroup: SQL<number>,
): Statement[] {
  return [
    ...recordMeasuredSizes(db),
    db.insert(schema.groups).values({ ...group, shard: leastFullShard(shardCount) }),
    countNewGroup(db, newGroup),
  ];
}

/**
 * Measures every shard now (one small read each, sent together: D1 answers each with its size)
 * and writes the sizes into the directory: each shard's bytes and the groups it hosts.
 */
export async function measureShards(directory: Database, databases: RequestDatabases) {
  const shards = await Promise.all(
    Array.from({ length: databases.shardCount }, async (_, shard) => {
      const answer = await databases
        .shard(shard)
        .prepare("SELECT count(*) AS hosted FROM hosted_groups WHERE moved_to IS NULL")
        .all<{ hosted: number }>();
      measuredShardSize(shard, answer.meta.size_after);
      return { shard, bytes: answer.meta.size_after, groups: answer.results[0]!.hosted };
    }),
  );
  const writes = recordMeasuredSizes(directory);
  if (writes.length) await runBatch(directory, writes);
  return shards;
}
