import { and, eq, notInArray, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { schema } from "../db";
import { membershipOf } from "../data/groups";
import type { AppEnv } from "../env";
import { queryParams } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import { userSearchQuery } from "../schemas/groups";

export const USER_SEARCH_MIN_LENGTH = 2;
export const USER_SEARCH_LIMIT = 10;

/**
 * Finding people to add to a group: names or e-mails that start with the text (2 characters at
 * least), at most 10, answering only id, name and e-mail. With group_id (one of the caller's
 * groups), its members are left out.
 */
export const usersRoutes = new Hono<AppEnv>().use(requireUser).get("/search", queryParams(userSearchQuery), async (c) => {
  const db = c.get("db");
  const { q, group_id } = c.req.valid("query");
  if (q.length < USER_SEARCH_MIN_LENGTH) return c.json({ users: [] });
  if (group_id) await membershipOf(db, group_id, c.get("user").id);
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const like = (column: unknown) => sql`lower(${column}) LIKE ${prefix} ESCAPE '\\'`;
  const members = db.select({ id: schema.groupMembers.userId }).from(schema.groupMembers).where(eq(schema.groupMembers.groupId, group_id ?? 0));
  const users = await db
    .select({ id: schema.users.id, first_name: schema.users.firstName, last_name: schema.users.lastName, email: schema.users.email })
    .from(schema.users)
    .where(
      and(
        or(like(schema.users.firstName), like(schema.users.lastName), like(sql`${schema.users.firstName} || ' ' || ${schema.users.lastName}`), like(schema.users.email)),
        group_id ? notInArray(schema.users.id, members) : undefined,
      ),
    )
    .orderBy(schema.users.firstName, schema.users.lastName, schema.users.id)
    .limit(USER_SEARCH_LIMIT);
  return c.json({ users: users.map((user) => ({ id: user.id, name: `${user.first_name} ${user.last_name}`.trim(), email: user.email })) });
});
