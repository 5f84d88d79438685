import { Hono } from "hono";
import { membershipOf } from "../data/groups";
import { searchUsers } from "../data/users";
import type { AppEnv } from "../env";
import { queryParams } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import { userSearchQuery } from "../contract/groups";

const USER_SEARCH_MIN_LENGTH = 2;

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
    const found = await searchUsers(db, me, q, group_id);
    return c.json({
      users: found.map((user) =>
        user.shared
          ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }
          : { id: user.id, name: "", email: q.trim() },
      ),
    });
  });
