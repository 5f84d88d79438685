import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { isReadCheckInShardOn, type AppEnv } from "../env";
import { PLAIN_ID } from "../contract/groups";
import { ACTIVE_GROUP_HEADER } from "../contract/headers";
import { GroupAccess } from "../data/access";
import type { AuthUser } from "../data/auth-user";
import { groupNotFound } from "../data/groups";
import type { ReadScope, Scope } from "../data/scope";
import { findAuthUser } from "../data/users";
import { personalGroupOf } from "../data/groups";
import { Unauthenticated } from "../lib/domain-errors";
import { verifyAccessToken } from "../data/sessions";

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The claims of the request's access token; 401 'Authentication required' without a valid one. */
async function accessClaims(c: Context<AppEnv>) {
  const token = bearerToken(c.req.header("Authorization"));
  const claims = token ? await verifyAccessToken(c.env.JWT_SECRET, token) : null;
  if (!claims) throw new Unauthenticated();
  return claims;
}

/** Refuses the request with 401 'Authentication required' unless it carries a valid access token of a live user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const claims = await accessClaims(c);
  const user = await findAuthUser(c.get("db"), claims.userId, claims.familyId);
  if (!user) throw new Unauthenticated();
  c.set("user", user);
  c.set("groupsChangedAt", () => user.groupsChangedAt ?? 0);
  await next();
});

/** The group id named by the active-group header, null without one; a malformed one is a group not found. */
function requestedGroupId(header: string | undefined): number | null {
  if (!header) return null;
  if (!PLAIN_ID.test(header)) throw groupNotFound();
  return Number(header);
}

/** Who a request is and the group it plans for, its membership checked now or in the first read. */
type RequestScope = {
  userId: number;
  /** The session (refresh-token family) the access token names, if any. */
  familyId: string | null;
  /** For the list reads that batch the membership check with their data. */
  readScope: ReadScope;
  /** For everything else: resolves once the membership has been checked. */
  scope: () => Promise<Scope>;
  /** The signed-in user, checked to exist. */
  viewer: () => Promise<AuthUser>;
};

/**
 * The one path from a request to its group, for REST and GraphQL alike: the bearer token's
 * claims (401 AUTHENTICATION_REQUIRED without a valid one), then the group the active-group
 * header names or else the token's personal group (404 GROUP_NOT_FOUND for a malformed header),
 * then a `GroupAccess` for that user, group and session. Nothing is queried yet when the token
 * carries the personal group: the membership check in the directory goes with the first read
 * (`readScope.read`, docs/decisions/0007 and 0037), or on its own when `scope()` or `viewer()` is
 * awaited before any read. A token without the personal group looks it up first. A failed check
 * is 401 for a user or session that is gone, 404 GROUP_NOT_FOUND for a group the user is not in.
 */
export async function resolveRequestScope(c: Context<AppEnv>): Promise<RequestScope> {
  const claims = await accessClaims(c);
  const directory = c.get("db");
  const groupId =
    requestedGroupId(c.req.header(ACTIVE_GROUP_HEADER)) ??
    claims.personalGroupId ??
    (await personalGroupOf(directory, claims.userId));
  const access = new GroupAccess(
    directory,
    c.get("databases"),
    claims.userId,
    groupId,
    claims.familyId,
    isReadCheckInShardOn(c.env),
    // Where the token says the group lived: a first read there needs no directory.
    claims.shardHints.get(groupId) ?? null,
  );
  const readScope: ReadScope = { db: access.db, directory, groupId, userId: claims.userId, read: access.read };
  c.set("groupsChangedAt", () => access.groupsChangedAt);
  return {
    userId: claims.userId,
    familyId: claims.familyId,
    readScope,
    scope: async () => {
      await access.checked();
      return { ...readScope, verified: true };
    },
    viewer: () => access.verify(),
  };
}

/**
 * Like `requireUser`, and the user must belong to the active group, as for GraphQL: 401 without a
 * live session, 404 'Group not found.' for a group they are not in. REST checks before the
 * handler runs (a trip of its own), so its handlers get a checked `Scope`.
 */
export const requireActiveGroup = createMiddleware<AppEnv>(async (c, next) => {
  const request = await resolveRequestScope(c);
  c.set("user", await request.viewer());
  c.set("scope", await request.scope());
  c.set("familyId", request.familyId);
  await next();
});
