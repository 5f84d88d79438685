import { Hono } from "hono";
import {
  activateGroup,
  addMember,
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  listMembers,
  managedGroupScope,
  removeMember,
  setMemberRole,
  updateGroup,
} from "../data/groups";
import type { AppEnv } from "../env";
import { endMemberSockets, groupListIds } from "../live/live-access";
import { jsonBody, pathParams, queryParams } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import { limitBody } from "../middleware/body-limit";
import { exportGroupArchive } from "../group-archive/export-archive";
import { ARCHIVE_TOO_LARGE, importGroupArchive, MAX_ARCHIVE_BYTES } from "../group-archive/import-archive";
import { slugify } from "../lib/slug";
import { BadInput } from "../lib/domain-errors";
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
const EXPORT_REFUSED = "Only the group's owners and admins can export its data.";
const IMPORT_REFUSED = "Only the group's owners and admins can import into it.";
const IMPORT_NEEDS_A_FILE = "Choose a file to import.";

/** The export file's bytes: the raw body, or the `file` of a multipart form. */
async function archiveBytesOf(request: Request) {
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    return new Uint8Array(await request.arrayBuffer());
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File) || file.size === 0) throw new BadInput(IMPORT_NEEDS_A_FILE);
  return new Uint8Array(await file.arrayBuffer());
}

/** Groups and their members under /v1/groups; every route needs a signed-in member of the group. */
export const groupRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", queryParams(listGroupsQuery), async (c) =>
    c.json(await listGroups(c.get("db"), c.get("user").id, c.req.valid("query"))),
  )

  .post("/", jsonBody(createGroupSchema, { invalidMessage: INVALID_GROUP }), async (c) =>
    c.json(await createGroup(c.get("db"), c.get("databases"), c.get("user").id, c.req.valid("json")), 201),
  )

  // Before "/:id": the person's choice of group, remembered for every device and the next sign-in.
  .put("/active", jsonBody(activeGroupSchema, { invalidMessage: "Please choose a group." }), async (c) =>
    c.json(await activateGroup(c.get("db"), c.get("databases"), c.get("user").id, c.req.valid("json"))),
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
    const lists = await groupListIds(c.get("db"), c.get("databases"), id);
    await deleteGroup(c.get("db"), c.get("databases"), c.get("user").id, id);
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
      c.json(
        await addMember(
          c.get("db"),
          c.get("databases"),
          c.get("user").id,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        201,
      ),
  )

  .put("/:id/members/:userId", pathParams(memberParams), jsonBody(memberRoleSchema), async (c) => {
    const { id, userId } = c.req.valid("param");
    return c.json(await setMemberRole(c.get("db"), c.get("user").id, id, userId, c.req.valid("json")));
  })

  /** Everything the group holds, as one zip of JSON documents and photos, streamed as it is read. */
  .get("/:id/export", pathParams(idParam), async (c) => {
    const scope = await managedGroupScope(
      c.get("db"),
      c.get("databases"),
      c.req.valid("param").id,
      c.get("user").id,
      EXPORT_REFUSED,
    );
    const now = new Date();
    const { stream, written, groupName } = await exportGroupArchive(scope, c.env.PHOTOS, now);
    c.executionCtx.waitUntil(written);
    const file = `larder-${slugify(groupName) || "group"}-${now.toISOString().slice(0, 10)}.zip`;
    return c.body(stream, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "no-store",
    });
  })

  /** An export file into the group: what the group has already is kept, the rest added, all at once or not at all. */
  .post("/:id/import", limitBody(MAX_ARCHIVE_BYTES, ARCHIVE_TOO_LARGE), pathParams(idParam), async (c) => {
    const scope = await managedGroupScope(
      c.get("db"),
      c.get("databases"),
      c.req.valid("param").id,
      c.get("user").id,
      IMPORT_REFUSED,
    );
    const bytes = await archiveBytesOf(c.req.raw);
    if (bytes.length === 0) throw new BadInput(IMPORT_NEEDS_A_FILE);
    return c.json(await importGroupArchive(scope, c.env.PHOTOS, bytes));
  })

  .delete("/:id/members/:userId", pathParams(memberParams), async (c) => {
    const { id, userId } = c.req.valid("param");
    await removeMember(c.get("db"), c.get("databases"), c.get("user").id, id, userId);
    endMemberSockets(c, () => groupListIds(c.get("db"), c.get("databases"), id), userId);
    return c.body(null, 204);
  });
