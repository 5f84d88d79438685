import type { Context } from "hono";
import { schema, type Database } from "../db";
import type { AppEnv } from "../env";
import { listRoom } from "./list-notifier";
import { LIVE_CLOSE } from "../contract/live";
import type { AccessEnd } from "./socket-owner";
import { inValues } from "../lib/bulk";
import { placementOf, type PlacedGroup } from "../shards/group-on-shard";
import { groupsOfMember, onEachShard } from "../shards/hosting";
import type { RequestDatabases } from "../shards/shard-set";

/** The lists of one group, on its shard. */
export async function groupListIds(directory: Database, databases: RequestDatabases, groupId: number) {
  const group = await placementOf(directory, groupId);
  return group ? listIdsOf(databases, [group]) : [];
}

/** The lists of every group a person belongs to: their groups, then one read on each shard they are on. */
export async function memberListIds(directory: Database, databases: RequestDatabases, userId: number) {
  return listIdsOf(databases, await groupsOfMember(directory, userId));
}

const listIdsOf = (databases: RequestDatabases, groups: PlacedGroup[]) =>
  onEachShard(databases, groups, async (db, groupIds) => {
    const rows = await db
      .select({ id: schema.shoppingLists.id })
      .from(schema.shoppingLists)
      .where(inValues(schema.shoppingLists.groupId, groupIds));
    return rows.map((row) => row.id);
  });

/**
 * Tells the rooms of `lists` (ids, or a read that finds them) to close the sockets `end` names.
 * Runs after the answer (`waitUntil`): the access has already ended in D1, and every request
 * the page makes from now on is refused, so the closes need not hold up the answer.
 */
function endLiveAccess(c: Context<AppEnv>, lists: number[] | (() => Promise<number[]>), end: AccessEnd) {
  const rooms = c.env.SHOPPING_LIST_ROOMS;
  const done = (async () => {
    const ids = typeof lists === "function" ? await lists() : lists;
    await Promise.all(ids.map((id) => listRoom(rooms, id).endAccess(end)));
  })().catch((error: unknown) => console.error("could not close the live sockets of ended access", error));
  c.executionCtx.waitUntil(done);
}

/** A person left a group's lists (removed, left, the group deleted): their sockets there close. */
export const endMemberSockets = (c: Context<AppEnv>, lists: number[] | (() => Promise<number[]>), userId?: number) =>
  endLiveAccess(c, lists, {
    ...(userId !== undefined && { userId }),
    code: LIVE_CLOSE.accessEnded,
    reason: "Access ended",
  });

/**
 * A person's sessions ended (`familyId`: that one, else all of them): their sockets on every list
 * of their groups close.
 */
export const endSessionSockets = (c: Context<AppEnv>, userId: number, familyId?: string) => {
  const [directory, databases] = [c.get("db"), c.get("databases")];
  endLiveAccess(c, () => memberListIds(directory, databases, userId), {
    userId,
    ...(familyId !== undefined && { familyId }),
    code: LIVE_CLOSE.sessionEnded,
    reason: "Session ended",
  });
};
