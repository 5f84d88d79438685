import { and, eq, inArray, sql } from "drizzle-orm";
import { createDb, runBatch, schema, type Database } from "../db";
import { inValues } from "../lib/bulk";
import { defaultMealTypeInserts } from "../data/meals";
import { defaultNamesIn, PANTRY_PLACE_KINDS } from "../data/default-names";
import { DEFAULT_LOCALE, type Locale } from "../shared/locales";
import { GroupOnShard, type PlacedGroup } from "./group-on-shard";
import type { RequestDatabases } from "./shard-set";

/**
 * A new group's home on the shard the directory placed it on: its hosted row (which gives it a
 * store and pantry places), its owner in the copy of its members, and its meal types, in one
 * batch, everything Larder names named in `locale` (English without one). When that fails, the
 * directory's row is taken back, so no group is left without its rows.
 */
export async function openOnShard(
  directory: Database,
  databases: RequestDatabases,
  group: PlacedGroup,
  ownerId: number,
  locale: Locale | null,
) {
  const onShard = new GroupOnShard(group.id, directory, databases, group.shard);
  try {
    await runBatch(onShard.db, [
      onShard.db.insert(schema.hostedGroups).values({ id: group.id }),
      ...triggerDefaultsNamedIn(onShard.db, group.id, locale),
      onShard.db.insert(schema.hostedMembers).values({ groupId: group.id, userId: ownerId }),
      ...defaultMealTypeInserts(onShard.db, group.id, locale),
    ]);
  } catch (error) {
    await directory.delete(schema.groups).where(inArray(schema.groups.id, [group.id]));
    throw error;
  }
}

/**
 * The shard's triggers give a new hosted group its store and pantry places in English; in the
 * same batch, so before anyone sees them, they take the names of the group's language.
 */
function triggerDefaultsNamedIn(db: Database, groupId: number, locale: Locale | null) {
  const english = defaultNamesIn(DEFAULT_LOCALE);
  const names = defaultNamesIn(locale);
  if (names === english) return [];
  const { stores, pantryPlaces } = schema;
  const placeNamed = PANTRY_PLACE_KINDS.map(
    (kind) => sql`WHEN ${english.pantryPlaces[kind]} THEN ${names.pantryPlaces[kind]}`,
  );
  return [
    db
      .update(stores)
      .set({ name: names.store })
      .where(and(eq(stores.groupId, groupId), eq(stores.name, english.store))),
    db
      .update(pantryPlaces)
      .set({ name: sql`CASE ${pantryPlaces.name} ${sql.join(placeNamed, sql` `)} END` })
      .where(
        and(
          eq(pantryPlaces.groupId, groupId),
          inArray(
            pantryPlaces.name,
            PANTRY_PLACE_KINDS.map((kind) => english.pantryPlaces[kind]),
          ),
        ),
      ),
  ];
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
