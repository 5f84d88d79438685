import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { GroupAccess } from "../data/access";
import { groupNotFound } from "../data/groups";
import { findAuthUser } from "../data/users";
import { Unauthenticated } from "../lib/domain-errors";
import { verifyAccessToken } from "../data/sessions";

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Refuses the request with 401 'Authentication required' unless it carries a valid access token of a live user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  const claims = token ? await verifyAccessToken(c.env.JWT_SECRET, token) : null;
  const user = claims ? await findAuthUser(c.get("db"), claims.userId, claims.familyId) : undefined;
  if (!user) throw new Unauthenticated();
  c.set("user", user);
  await next();
});

/** Names the group a request plans for; without it, the caller's personal group. */
export const ACTIVE_GROUP_HEADER = "X-Larder-Group";

/** The group id named by the active-group header, null without one; a malformed one is a group not found. */
export function requestedGroupId(header: string | undefined): number | null {
  if (!header) return null;
  if (!/^[1-9]\d{0,14}$/.test(header)) throw groupNotFound();
  return Number(header);
}

/**
 * Like `requireUser`, and the user must belong to the active group, as for GraphQL: 401 without a
 * live session, 404 'Group not found.' for a group they are not in.
 */
export const requireActiveGroup = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  const claims = token ? await verifyAccessToken(c.env.JWT_SECRET, token) : null;
  if (!claims) throw new Unauthenticated();
  const groupId = requestedGroupId(c.req.header(ACTIVE_GROUP_HEADER)) ?? claims.personalGroupId;
  const db = c.get("db");
  const access = new GroupAccess(db, claims.userId, groupId, claims.familyId);
  c.set("user", await access.verify());
  // After the check, the access knows the group (the personal one when none was named).
  c.set("scope", { db, groupId: access.groupId!, userId: claims.userId, read: access.read, verified: true });
  c.set("familyId", claims.familyId);
  await next();
});
