import { eq, inArray } from "drizzle-orm";
import { createDb, runBatch, schema, type Database } from "../db";
import { inValues } from "../lib/bulk";
import { defaultMealTypeInserts } from "../data/meals";
import { GroupOnShard, type PlacedGroup } from "./group-on-shard";
import type { RequestDatabases } from "./shard-set";

/**
 * A new group's home on the shard the directory placed it on: its hosted row (which gives it a
 * store and pantry places), its owner in the copy of its members, and its meal types, in one batch. When that fails, the directory's row
 * is taken back, so no group is left without its rows.
 */
export async function openOnShard(
  directory: Database,
  databases: RequestDatabases,
  group: PlacedGroup,
  ownerId: number,
) {
  const onShard = new GroupOnShard(group.id, directory, databases, group.shard);
  try {
    await runBatch(onShard.db, [
      onShard.db.insert(schema.hostedGroups).values({ id: group.id }),
      onShard.db.insert(schema.hostedMembers).values({ groupId: group.id, userId: ownerId }),
      ...defaultMealTypeInserts(onShard.db, group.id),
    ]);
  } catch (error) {
    await directory.delete(schema.groups).where(inArray(schema.groups.id, [group.id]));
    throw error;
  }
}

/**
 * Deletes the planning rows of groups the directory has let go (so nothing can reach them any
 * more): one statement on each of their shards, sent together. A failure leaves rows no group
 * points to, never a group without its rows.
 */
export async function closeOnShards(databases: RequestDatabases, groups: readonly PlacedGroup[]) {
  await onEachShard(databases, groups, async (db, ids) => {
    await db.delete(schema.hostedGroups).where(inValues(schema.hostedGroups.id, ids));
  });
}

/** A person's groups and where each lives. */
export function groupsOfMember(directory: Database, userId: number): Promise<PlacedGroup[]> {
  return directory
    .select({ id: schema.groups.id, shard: schema.groups.shard })
    .from(schema.groupMembers)
    .innerJoin(schema.groups, eq(schema.groups.id, schema.groupMembers.groupId))
    .where(eq(schema.groupMembers.userId, userId));
}

/**
 * One read or write on each shard that holds some of `groups`, sent together, given those
 * groups' ids; the rows read, concatenated. Each shard answers only for its own groups, so rows
 * never mix.
 */
export async function onEachShard<Row = never>(
  databases: RequestDatabases,
  groups: readonly PlacedGroup[],
  work: (db: Database, groupIds: number[]) => Promise<Row[] | void>,
): Promise<Row[]> {
  const byShard = new Map<number, number[]>();
  for (const group of groups) byShard.set(group.shard, [...(byShard.get(group.shard) ?? []), group.id]);
  const answers = await Promise.all([...byShard].map(([shard, ids]) => work(createDb(databases.shard(shard)), ids)));
  return answers.flatMap((rows) => rows ?? []);
}
