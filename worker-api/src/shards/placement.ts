import { sql, type SQL } from "drizzle-orm";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { runBatch, schema, type Database, type Statement } from "../db";
import type { RequestDatabases } from "./shard-set";

/**
 * What a new group is expected to add to its shard, counted for its first day, when its rows have
 * not yet grown into the shard's measured size: groups made in a burst spread over the shards
 * instead of all landing on the one measured least full. About a typical household's first weeks
 * (docs/scale.md).
 */
const NEW_GROUP_BYTES = 200_000;
const NEW_GROUP_COUNTED_MS = 24 * 60 * 60 * 1000;

/** Each shard's size as D1 last reported it to this isolate (every answer carries it), and when. */
const measured = new Map<number, { bytes: number; at: number }>();

export function measuredShardSize(shard: number, bytes: number | undefined) {
  if (typeof bytes === "number" && bytes > 0) measured.set(shard, { bytes, at: Date.now() });
}

/**
 * The shard a new group goes to: the least full, as last measured, with 200 KB for each group
 * made on it in the last day; one never measured counts as empty. The groups are counted in the
 * directory inside the batch that places the group, so a burst of creations from any number of
 * isolates, one after another or at once, sees every group placed before it.
 */
function leastFullShard(shardCount: number): SQL<number> {
  const shards = JSON.stringify(Array.from({ length: shardCount }, (_, shard) => shard));
  const { groups, shardSizes } = schema;
  const madeLately = sql`(SELECT count(*) FROM ${groups} WHERE ${groups.shard} = s.value AND ${groups.createdAt} > (unixepoch('subsec') * 1000) - ${NEW_GROUP_COUNTED_MS})`;
  return sql<number>`(SELECT s.value FROM json_each(${shards}) s LEFT JOIN ${shardSizes} z ON z.shard = s.value ORDER BY coalesce(z.bytes, 0) + ${NEW_GROUP_BYTES} * ${madeLately}, s.value LIMIT 1)`;
}

/**
 * Directory writes of the sizes this isolate has measured: each replaces the kept size only when
 * it was measured later, so an isolate that measured long ago never overwrites a newer measure.
 * No measure, no statement.
 */
function recordMeasuredSizes(db: Database): Statement[] {
  return [...measured].map(([shard, { bytes, at }]) =>
    db
      .insert(schema.shardSizes)
      .values({ shard, bytes, measuredAt: new Date(at) })
      .onConflictDoUpdate({
        target: schema.shardSizes.shard,
        set: { bytes, measuredAt: new Date(at) },
        setWhere: sql`${schema.shardSizes.measuredAt} < ${at}`,
      }),
  );
}

/**
 * A new group's directory writes, for the batch that makes it: the sizes this isolate measured,
 * then the group's row on the least full shard.
 */
export function placeNewGroup(
  db: Database,
  shardCount: number,
  group: Omit<SQLiteInsertValue<typeof schema.groups>, "shard">,
): Statement[] {
  return [...recordMeasuredSizes(db), db.insert(schema.groups).values({ ...group, shard: leastFullShard(shardCount) })];
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
