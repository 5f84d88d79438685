import { and, eq, gt, inArray, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import { createDb, runBatch, schema, sqlWrite, type Database, type Statement } from "../db";
import { inValues, jsonChunks } from "../lib/bulk";
import { ACCESS_TOKEN_TTL_SECONDS } from "../lib/access-token-lifetime";
import type { PlacedGroup } from "./group-on-shard";
import { groupsOfMember, onEachShard } from "./hosting";
import type { RequestDatabases } from "./shard-set";

/**
 * Each shard's copy of its groups' members and of their sessions ended lately, so a read checks
 * access in its own batch on one database (docs/decisions/0037). The directory stays the truth:
 * - access is taken away in the copy first (a member removed, an account deleted, a session
 *   ended), so a failure after it leaves access refused, never granted;
 * - access is given in the copy after the directory (a member added, a group made), and a read
 *   that finds no copy asks the directory and copies what it says (`copyMember`).
 */

/** An ended session need be kept only as long as an access token of it could still be used. */
const ENDED_KEPT_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

/**
 * A read's first statement: one row when the copy says the person is in the group and their
 * session has not ended; none otherwise.
 */
export function memberCheck(db: Database, groupId: number, userId: number, familyId: string | null): Statement {
  const { hostedMembers, endedSessions } = schema;
  return db
    .select({ member: hostedMembers.userId, groupsChangedAt: hostedMembers.groupsChangedAt })
    .from(hostedMembers)
    .where(
      and(
        eq(hostedMembers.groupId, groupId),
        eq(hostedMembers.userId, userId),
        familyId === null
          ? undefined
          : sql`NOT EXISTS (SELECT 1 FROM ${endedSessions} WHERE ${endedSessions.familyId} = ${familyId})`,
      ),
    );
}

/** Sessions of the people `whose` picks, ended while an access token of them may still be in use. */
function recentlyEnded(directory: Database, whose: SQL) {
  const { refreshTokens } = schema;
  return directory
    .selectDistinct({
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      endedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(
      and(whose, isNotNull(refreshTokens.revokedAt), gt(refreshTokens.revokedAt, new Date(Date.now() - ENDED_KEPT_MS))),
    );
}

/**
 * Ended sessions written into a shard's copy, a chunk of them per statement; what is older than
 * an access token is dropped meanwhile.
 */
function endedSessionWrites(
  db: Database,
  sessions: readonly { familyId: string; userId: number; endedAt: Date | null }[],
): Statement[] {
  const { endedSessions } = schema;
  const rows = sessions.map((session) => [session.familyId, session.userId, (session.endedAt ?? new Date()).getTime()]);
  return [
    db.delete(endedSessions).where(lt(endedSessions.endedAt, new Date(Date.now() - ENDED_KEPT_MS))),
    ...jsonChunks(rows).map((chunk) =>
      sqlWrite(
        db,
        sql`INSERT OR IGNORE INTO ${endedSessions} (family_id, user_id, ended_at) SELECT value->>0, value->>1, value->>2 FROM json_each(${chunk})`,
      ),
    ),
  ];
}

/**
 * Copies a membership into the group's shard, with the person's sessions ended lately (an access
 * token of one is refused there too): after the directory has the membership, and again when a
 * read found no copy but the directory said yes.
 */
export async function copyMember(directory: Database, databases: RequestDatabases, group: PlacedGroup, userId: number) {
  const [ended, [person]] = await directory.batch([
    recentlyEnded(directory, eq(schema.refreshTokens.userId, userId)),
    directory
      .select({ groupsChangedAt: schema.users.groupsChangedAt })
      .from(schema.users)
      .where(eq(schema.users.id, userId)),
  ]);
  const db = createDb(databases.shard(group.shard));
  await runBatch(db, [
    db
      .insert(schema.hostedMembers)
      .values({ groupId: group.id, userId, groupsChangedAt: person?.groupsChangedAt ?? null })
      .onConflictDoNothing(),
    ...endedSessionWrites(db, ended),
  ]);
}

/**
 * Makes a group's copy on its shard what the directory says: its members exactly, with their
 * sessions ended lately. A move copies the old shard's copy while that shard still hears of
 * changes (a member removed, a sign-out); it runs this once it has switched the group, and again
 * after its grace period, when whatever was under way has reached the directory.
 */
export async function syncMembersCopy(directory: Database, databases: RequestDatabases, group: PlacedGroup) {
  const { groupMembers, refreshTokens, hostedMembers } = schema;
  const members = directory
    .select({ userId: groupMembers.userId, groupsChangedAt: schema.users.groupsChangedAt })
    .from(groupMembers)
    .innerJoin(schema.users, eq(schema.users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, group.id));
  const [people, ended] = await directory.batch([
    members,
    recentlyEnded(
      directory,
      inArray(
        refreshTokens.userId,
        directory.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, group.id)),
      ),
    ),
  ]);
  const db = createDb(databases.shard(group.shard));
  // One batch, one transaction: no read sees the copy emptied.
  await runBatch(db, [
    db.delete(hostedMembers).where(eq(hostedMembers.groupId, group.id)),
    sqlWrite(
      db,
      sql`INSERT INTO ${hostedMembers} (group_id, user_id, groups_changed_at) SELECT ${group.id}, value->>0, value->>1 FROM json_each(${JSON.stringify(people.map((person) => [person.userId, person.groupsChangedAt]))})`,
    ),
    ...endedSessionWrites(db, ended),
  ]);
}

/** Takes a person out of the copies of `groups`: before the directory does. */
export async function dropMember(databases: RequestDatabases, groups: readonly PlacedGroup[], userId: number) {
  await onEachShard(databases, groups, async (db, groupIds) => {
    await db
      .delete(schema.hostedMembers)
      .where(and(eq(schema.hostedMembers.userId, userId), inValues(schema.hostedMembers.groupId, groupIds)));
  });
}

/**
 * Ends sessions of a person in the shards of all their groups, before the directory does:
 * `families`, or every session of theirs still live ("all": a password change, a reset).
 */
export async function endSessionsInShards(
  directory: Database,
  databases: RequestDatabases,
  userId: number,
  families: readonly string[] | "all",
) {
  const { refreshTokens } = schema;
  const [groups, live] = await Promise.all([
    groupsOfMember(directory, userId),
    families === "all"
      ? directory
          .selectDistinct({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
          .then((rows) => rows.map((row) => row.familyId))
      : families,
  ]);
  if (!live.length) return;
  const endedAt = new Date();
  await onEachShard(databases, groups, async (db) => {
    await runBatch(
      db,
      endedSessionWrites(
        db,
        live.map((familyId) => ({ familyId, userId, endedAt })),
      ),
    );
  });
}

/**
 * Marks that a person joined or left a group: in the directory, then in their rows of the copies
 * of all their groups, so whichever checks their next read answers the new mark. A copy that
 * misses it (a failure between) still says when their groups last changed before: their next
 * sign-in or visit to the groups page reads the groups anyway.
 */
export async function markGroupsChanged(directory: Database, databases: RequestDatabases, userId: number) {
  const changedAt = Date.now();
  const [, groups] = await directory.batch([
    directory.update(schema.users).set({ groupsChangedAt: changedAt }).where(eq(schema.users.id, userId)),
    directory
      .select({ id: schema.groups.id, shard: schema.groups.shard })
      .from(schema.groupMembers)
      .innerJoin(schema.groups, eq(schema.groups.id, schema.groupMembers.groupId))
      .where(eq(schema.groupMembers.userId, userId)),
  ]);
  await onEachShard(databases, groups, async (db) => {
    await db
      .update(schema.hostedMembers)
      .set({ groupsChangedAt: changedAt })
      .where(eq(schema.hostedMembers.userId, userId));
  });
}
