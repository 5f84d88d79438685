import { and, eq, sql } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { Context } from "hono";
import { schema } from "../db";
import type { AppEnv } from "../env";
import type { AuthUser } from "../lib/auth-user";
import type { z } from "zod";
import { AUTHENTICATION_REQUIRED, fieldErrors } from "../lib/errors";
import { verifyAccessToken } from "../lib/tokens";
import { bearerToken } from "../middleware/auth";
import { createLoaders } from "./loaders";

/** Names the group a request plans for; without it, the caller's personal group. */
export const ACTIVE_GROUP_HEADER = "X-Larder-Group";

const groupNotFound = () => new GraphQLError("Group not found.", { extensions: { code: "NOT_FOUND", http: { status: 404 } } });

const unauthenticated = () =>
  new GraphQLError(AUTHENTICATION_REQUIRED, { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });

/**
 * Everything a resolver may use, built per request: the database, the signed-in user, the
 * active group (membership checked here, once) and fresh DataLoaders.
 */
export async function createContext(c: Context<AppEnv>) {
  const db = c.get("db");
  const token = bearerToken(c.req.header("Authorization"));
  const userId = token ? await verifyAccessToken(c.env.JWT_SECRET, token) : null;
  if (!userId) throw unauthenticated();

  const requestedGroup = c.req.header(ACTIVE_GROUP_HEADER);
  const requestedGroupId = requestedGroup && /^\d{1,15}$/.test(requestedGroup) ? Number(requestedGroup) : null;
  if (requestedGroup && !requestedGroupId) throw groupNotFound();
  // The viewer and their membership of the active group in one query (one D1 round trip).
  const groupCondition = requestedGroupId
    ? eq(schema.groupMembers.groupId, requestedGroupId)
    : sql`${schema.groupMembers.groupId} = (SELECT id FROM groups WHERE owner_id = ${schema.users.id} AND is_personal = 1)`;
  const [row] = await db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      twoFactorEnabled: schema.users.twoFactorEnabled,
      groupId: schema.groupMembers.groupId,
    })
    .from(schema.users)
    .leftJoin(schema.groupMembers, and(eq(schema.groupMembers.userId, schema.users.id), groupCondition))
    .where(eq(schema.users.id, userId))
    .limit(1);
  const viewer: AuthUser | undefined = row && { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, twoFactorEnabled: row.twoFactorEnabled };
  const membership = row?.groupId ? { groupId: row.groupId } : undefined;
  if (!viewer) throw unauthenticated();
  if (!membership) throw groupNotFound();

  return {
    db,
    env: c.env,
    requestId: c.get("requestId"),
    viewer,
    groupId: membership.groupId,
    loaders: createLoaders(db, membership.groupId),
  };
}

export type GraphQLContext = Awaited<ReturnType<typeof createContext>>;

/** What the Hono route hands to Yoga; resolvers see it merged with the GraphQL context. */
export type ServerContext = { hono: Context<AppEnv> };

/** Fails a resolver with NOT_FOUND: ids of other groups answer exactly like ids that do not exist. */
export const notFoundError = (what: string) =>
  new GraphQLError(`${what} not found`, { extensions: { code: "NOT_FOUND", http: { status: 404 } } });

/** Bad arguments: a 400 like any other bad request, with the spec's message and the fields at fault. */
export const badInput = (message: string, fields?: Record<string, string>) =>
  new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 }, ...(fields ? { fields } : {}) } });

/** Validates arguments with a shared zod schema: the first problem is the message, all are in `fields`. */
export function parseArgs<Schema extends z.ZodType>(schema: Schema, args: unknown): z.output<Schema> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  throw badInput(result.error.issues[0]!.message, fieldErrors(result.error));
}

