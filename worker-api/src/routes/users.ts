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
 * Finding people to add to a group. Names and e-mails that start with the text (2 characters at
 * least) are searched only among people who already share a group with the caller. Anyone else is
 * found only by their exact e-mail address, and then answered with nothing the caller did not
 * type: the id and the address as typed, no name. At most 10; with group_id (one of the caller's
 * groups), its members are left out.
 */
export const usersRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/search", queryParams(userSearchQuery), async (c) => {
    const db = c.get("db");
    const me = c.get("user").id;
    const { q, group_id } = c.req.valid("query");
    if (q.length < USER_SEARCH_MIN_LENGTH) return c.json({ users: [] });
    if (group_id) await membershipOf(db, group_id, me);
    const typed = q.trim().toLowerCase();
    const prefix = `${typed.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const like = (column: unknown) => sql`lower(${column}) LIKE ${prefix} ESCAPE '\\'`;
    const { users } = schema;
    const sharesAGroup = sql<number>`${users.id} IN (SELECT b.user_id FROM group_members a JOIN group_members b ON b.group_id = a.group_id WHERE a.user_id = ${me})`;
    const members = db
      .select({ id: schema.groupMembers.userId })
      .from(schema.groupMembers)
      .where(eq(schema.groupMembers.groupId, group_id ?? 0));
    const found = await db
      .select({
        id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        email: users.email,
        shared: sharesAGroup,
      })
      .from(users)
      .where(
        and(
          or(
            and(
              sharesAGroup,
              or(
                like(users.firstName),
                like(users.lastName),
                like(sql`${users.firstName} || ' ' || ${users.lastName}`),
                like(users.email),
              ),
            ),
            sql`lower(${users.email}) = ${typed}`,
          ),
          group_id ? notInArray(users.id, members) : undefined,
        ),
      )
      .orderBy(users.firstName, users.lastName, users.id)
      .limit(USER_SEARCH_LIMIT);
    return c.json({
      users: found.map((user) =>
        user.shared
          ? { id: user.id, name: `${user.first_name} ${user.last_name}`.trim(), email: user.email }
          : { id: user.id, name: "", email: q.trim() },
      ),
    });
  });
