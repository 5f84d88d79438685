import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { schema } from "../db";
import {
  canManage,
  createGroup,
  deleteGroup,
  groupJson,
  listGroups,
  memberJson,
  membersOf,
  membershipOf,
  updateGroup,
} from "../data/groups";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody, pathParams, queryParams } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import {
  addMemberSchema,
  createGroupSchema,
  idParam,
  listGroupsQuery,
  memberParams,
  memberRoleSchema,
  updateGroupSchema,
} from "../schemas/groups";

const INVALID_GROUP = "Please check your group information and try again.";
const OWNER_PROTECTED = "Cannot remove the group owner.";

/** Groups and their members (spec 3 §7); every route needs a signed-in member of the group. */
export const groupRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", queryParams(listGroupsQuery), async (c) =>
    c.json(await listGroups(c.get("db"), c.get("user").id, c.req.valid("query"))),
  )

  .post("/", jsonBody(createGroupSchema, { invalidMessage: INVALID_GROUP }), async (c) =>
    c.json(await createGroup(c.get("db"), c.get("user").id, c.req.valid("json")), 201),
  )

  .get("/:id", pathParams(idParam), async (c) => {
    const db = c.get("db");
    const { id } = c.req.valid("param");
    const { group, role } = await membershipOf(db, id, c.get("user").id);
    return c.json(groupJson(group, role, await membersOf(db, [id])));
  })

  .put("/:id", pathParams(idParam), jsonBody(updateGroupSchema, { invalidMessage: INVALID_GROUP }), async (c) =>
    c.json(await updateGroup(c.get("db"), c.get("user").id, c.req.valid("param").id, c.req.valid("json"))),
  )

  .delete("/:id", pathParams(idParam), async (c) => {
    await deleteGroup(c.get("db"), c.get("user").id, c.req.valid("param").id);
    return c.body(null, 204);
  })

  .get("/:id/members", pathParams(idParam), async (c) => {
    const db = c.get("db");
    const { id } = c.req.valid("param");
    await membershipOf(db, id, c.get("user").id);
    return c.json({ members: (await membersOf(db, [id])).map(memberJson) });
  })

  .post(
    "/:id/members",
    pathParams(idParam),
    jsonBody(addMemberSchema, { invalidMessage: "Please select a user to add." }),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      const { user_id, role } = c.req.valid("json");
      const me = await membershipOf(db, id, c.get("user").id);
      if (!canManage(me.role)) throw new ApiError(403, "You do not have permission to add members to this group.");
      if (me.group.isPersonal) throw new ApiError(403, "Personal groups cannot have other members.");
      const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, user_id));
      if (!user) throw new ApiError(404, "User not found.");
      const added = await db
        .insert(schema.groupMembers)
        .values({ groupId: id, userId: user_id, role })
        .onConflictDoNothing()
        .returning();
      if (!added.length) throw new ApiError(409, "This user is already a member of the group.");
      const member = (await membersOf(db, [id])).find((row) => row.user_id === user_id)!;
      return c.json(memberJson(member), 201);
    },
  )

  .put("/:id/members/:userId", pathParams(memberParams), jsonBody(memberRoleSchema), async (c) => {
    const db = c.get("db");
    const { id, userId } = c.req.valid("param");
    const me = await membershipOf(db, id, c.get("user").id);
    if (!canManage(me.role)) throw new ApiError(403, "You do not have permission to update member roles.");
    const [target] = await db
      .select({ role: schema.groupMembers.role })
      .from(schema.groupMembers)
      .where(and(eq(schema.groupMembers.groupId, id), eq(schema.groupMembers.userId, userId)));
    if (!target) throw new ApiError(404, "Member not found in this group.");
    if (target.role === "owner") throw new ApiError(403, "The owner's role cannot be changed.");
    await db
      .update(schema.groupMembers)
      .set({ role: c.req.valid("json").role })
      .where(and(eq(schema.groupMembers.groupId, id), eq(schema.groupMembers.userId, userId)));
    const member = (await membersOf(db, [id])).find((row) => row.user_id === userId)!;
    return c.json(memberJson(member));
  })

  .delete("/:id/members/:userId", pathParams(memberParams), async (c) => {
    const db = c.get("db");
    const { id, userId } = c.req.valid("param");
    const callerId = c.get("user").id;
    const me = await membershipOf(db, id, callerId);
    const leaving = userId === callerId;
    if (!leaving && !canManage(me.role))
      throw new ApiError(403, "You do not have permission to remove members from this group.");
    const [target] = await db
      .select({ role: schema.groupMembers.role })
      .from(schema.groupMembers)
      .where(and(eq(schema.groupMembers.groupId, id), eq(schema.groupMembers.userId, userId)));
    if (!target) throw new ApiError(404, "Member not found in this group.");
    // The owner can neither leave nor be removed.
    if (target.role === "owner") throw new ApiError(403, OWNER_PROTECTED);
    await db
      .delete(schema.groupMembers)
      .where(and(eq(schema.groupMembers.groupId, id), eq(schema.groupMembers.userId, userId)));
    return c.body(null, 204);
  });
