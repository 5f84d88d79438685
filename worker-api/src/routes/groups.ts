import { Hono } from "hono";
import {
  activateGroup,
  addMember,
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  listMembers,
  removeMember,
  setMemberRole,
  updateGroup,
} from "../data/groups";
import type { AppEnv } from "../env";
import { endMemberSockets, groupListIds } from "../live/live-access";
import { jsonBody, pathParams, queryParams } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import {
  activeGroupSchema,
  addMemberSchema,
  createGroupSchema,
  idParam,
  listGroupsQuery,
  memberParams,
  memberRoleSchema,
  updateGroupSchema,
} from "../contract/groups";

const INVALID_GROUP = "Please check your group information and try again.";

/** Groups and their members under /v1/groups; every route needs a signed-in member of the group. */
export const groupRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", queryParams(listGroupsQuery), async (c) =>
    c.json(await listGroups(c.get("db"), c.get("user").id, c.req.valid("query"))),
  )

  .post("/", jsonBody(createGroupSchema, { invalidMessage: INVALID_GROUP }), async (c) =>
    c.json(await createGroup(c.get("db"), c.get("user").id, c.req.valid("json")), 201),
  )

  // Before "/:id": the person's choice of group, remembered for every device and the next sign-in.
  .put("/active", jsonBody(activeGroupSchema, { invalidMessage: "Please choose a group." }), async (c) =>
    c.json(await activateGroup(c.get("db"), c.get("user").id, c.req.valid("json"))),
  )

  .get("/:id", pathParams(idParam), async (c) =>
    c.json(await getGroup(c.get("db"), c.get("user").id, c.req.valid("param").id)),
  )

  .put("/:id", pathParams(idParam), jsonBody(updateGroupSchema, { invalidMessage: INVALID_GROUP }), async (c) =>
    c.json(await updateGroup(c.get("db"), c.get("user").id, c.req.valid("param").id, c.req.valid("json"))),
  )

  .delete("/:id", pathParams(idParam), async (c) => {
    const { id } = c.req.valid("param");
    // Read before the group goes: its lists go with it, and everyone's sockets on them close.
    const lists = await groupListIds(c.get("db"), id);
    await deleteGroup(c.get("db"), c.get("user").id, id);
    endMemberSockets(c, lists);
    return c.body(null, 204);
  })

  .get("/:id/members", pathParams(idParam), async (c) =>
    c.json({ members: await listMembers(c.get("db"), c.get("user").id, c.req.valid("param").id) }),
  )

  .post(
    "/:id/members",
    pathParams(idParam),
    jsonBody(addMemberSchema, { invalidMessage: "Please select a user to add." }),
    async (c) =>
      c.json(await addMember(c.get("db"), c.get("user").id, c.req.valid("param").id, c.req.valid("json")), 201),
  )

  .put("/:id/members/:userId", pathParams(memberParams), jsonBody(memberRoleSchema), async (c) => {
    const { id, userId } = c.req.valid("param");
    return c.json(await setMemberRole(c.get("db"), c.get("user").id, id, userId, c.req.valid("json")));
  })

  .delete("/:id/members/:userId", pathParams(memberParams), async (c) => {
    const { id, userId } = c.req.valid("param");
    await removeMember(c.get("db"), c.get("user").id, id, userId);
    endMemberSockets(c, () => groupListIds(c.get("db"), id), userId);
    return c.body(null, 204);
  });
