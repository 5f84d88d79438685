import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { runBatch, schema, type Database } from "../db";
import { inValues } from "../lib/bulk";
import { defaultMealTypeInserts } from "./meals";
import { isUniqueViolation } from "../lib/db-errors";
import { ApiError } from "../lib/errors";
import type { createGroupSchema, listGroupsQuery, updateGroupSchema } from "../schemas/groups";

export type Role = "owner" | "admin" | "member";
type GroupRow = typeof schema.groups.$inferSelect;

export const GROUP_NOT_FOUND = "Group not found.";
export const canManage = (role: Role) => role === "owner" || role === "admin";

/** The caller's role in a group; a group they are not in answers 404, so its existence does not leak. */
export async function membershipOf(
  db: Database,
  groupId: number,
  userId: number,
): Promise<{ group: GroupRow; role: Role }> {
  const [row] = await db
    .select({ group: schema.groups, role: schema.groupMembers.role })
    .from(schema.groups)
    .innerJoin(
      schema.groupMembers,
      and(eq(schema.groupMembers.groupId, schema.groups.id), eq(schema.groupMembers.userId, userId)),
    )
    .where(eq(schema.groups.id, groupId));
  if (!row) throw new ApiError(404, GROUP_NOT_FOUND);
  return { group: row.group, role: row.role };
}

export function membersOf(db: Database, groupIds: number[]) {
  return db
    .select({
      group_id: schema.groupMembers.groupId,
      user_id: schema.groupMembers.userId,
      role: schema.groupMembers.role,
      joined_at: schema.groupMembers.joinedAt,
      first_name: schema.users.firstName,
      last_name: schema.users.lastName,
      email: schema.users.email,
    })
    .from(schema.groupMembers)
    .innerJoin(schema.users, eq(schema.users.id, schema.groupMembers.userId))
    .where(inValues(schema.groupMembers.groupId, groupIds))
    .orderBy(
      asc(sql`CASE ${schema.groupMembers.role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`),
      asc(schema.groupMembers.joinedAt),
    );
}

type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

export const memberJson = (member: MemberRow) => ({
  user_id: member.user_id,
  user_name: `${member.first_name} ${member.last_name}`.trim(),
  user_email: member.email,
  role: member.role,
  joined_at: member.joined_at.toISOString(),
});

export function groupJson(group: GroupRow, role: Role, members: MemberRow[]) {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    is_personal: group.isPersonal,
    owner_id: group.ownerId,
    role,
    member_count: members.length,
    members: members.map(memberJson),
    created_at: group.createdAt.toISOString(),
    updated_at: group.updatedAt.toISOString(),
  };
}

/** The caller's groups, filtered, sorted and paged, with their members: two queries whatever the page size. */
export async function listGroups(db: Database, userId: number, query: z.output<typeof listGroupsQuery>) {
  const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(schema.groupMembers.userId, userId),
    query.search
      ? sql`(lower(${schema.groups.name}) LIKE ${pattern} ESCAPE '\\' OR lower(coalesce(${schema.groups.description}, '')) LIKE ${pattern} ESCAPE '\\')`
      : undefined,
    query.is_personal === undefined ? undefined : eq(schema.groups.isPersonal, query.is_personal),
  );
  const column = {
    created_at: schema.groups.createdAt,
    name: sql`lower(${schema.groups.name})`,
    updated_at: schema.groups.updatedAt,
  }[query.sort_by];
  const direction = query.sort_order === "asc" ? asc : desc;
  const [page, [counted]] = await Promise.all([
    db
      .select({ group: schema.groups, role: schema.groupMembers.role })
      .from(schema.groups)
      .innerJoin(schema.groupMembers, eq(schema.groupMembers.groupId, schema.groups.id))
      .where(where)
      .orderBy(direction(column), direction(schema.groups.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)` })
      .from(schema.groups)
      .innerJoin(schema.groupMembers, eq(schema.groupMembers.groupId, schema.groups.id))
      .where(where),
  ]);
  const members = page.length
    ? await membersOf(
        db,
        page.map((row) => row.group.id),
      )
    : [];
  const total = counted?.total ?? 0;
  return {
    groups: page.map((row) =>
      groupJson(
        row.group,
        row.role,
        members.filter((member) => member.group_id === row.group.id),
      ),
    ),
    total,
    total_pages: Math.max(1, Math.ceil(total / query.limit)),
    page: query.page,
  };
}

const DUPLICATE_NAME = "A group with this name already exists.";

const duplicateName = () => new ApiError(409, DUPLICATE_NAME, { fields: { name: DUPLICATE_NAME } });

/**
 * The unique index on (owner, name) refused a write the check below let through: a racing create
 * or rename, or an admin renaming to a name the owner gave another group.
 */
function duplicateNameOnConflict(error: unknown): never {
  throw isUniqueViolation(error) ? duplicateName() : error;
}

/** Group names are unique among the groups a person belongs to, ignoring case. */
async function assertNameFree(db: Database, userId: number, name: string, exceptGroupId?: number) {
  const [clash] = await db
    .select({ id: schema.groups.id })
    .from(schema.groups)
    .innerJoin(
      schema.groupMembers,
      and(eq(schema.groupMembers.groupId, schema.groups.id), eq(schema.groupMembers.userId, userId)),
    )
    .where(
      and(
        sql`lower(${schema.groups.name}) = ${name.toLowerCase()}`,
        exceptGroupId ? ne(schema.groups.id, exceptGroupId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw duplicateName();
}

export async function createGroup(db: Database, userId: number, input: z.output<typeof createGroupSchema>) {
  if (input.is_personal) {
    throw new ApiError(422, "You already have a personal group.", {
      fields: { is_personal: "Every account has exactly one personal group, made with it." },
    });
  }
  await assertNameFree(db, userId, input.name);
  // One batch: the group never exists without its owner. The newest group of the batch is this one.
  const newGroup = sql<number>`(SELECT max(id) FROM groups WHERE owner_id = ${userId})`;
  const results = await runBatch(db, [
    db.insert(schema.groups).values({ name: input.name, description: input.description || null, ownerId: userId }),
    db.insert(schema.groupMembers).values({ groupId: newGroup, userId, role: "owner" }),
    ...defaultMealTypeInserts(db, newGroup),
    db.select().from(schema.groups).where(eq(schema.groups.id, newGroup)),
  ]).catch(duplicateNameOnConflict);
  const group = (results.at(-1) as GroupRow[])[0]!;
  return groupJson(group, "owner", await membersOf(db, [group.id]));
}

export async function updateGroup(
  db: Database,
  userId: number,
  groupId: number,
  input: z.output<typeof updateGroupSchema>,
) {
  const { role } = await membershipOf(db, groupId, userId);
  if (!canManage(role)) throw new ApiError(403, "You do not have permission to update this group.");
  if (input.name) await assertNameFree(db, userId, input.name, groupId);
  const [group] = await db
    .update(schema.groups)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description || null }),
      updatedAt: new Date(),
    })
    .where(eq(schema.groups.id, groupId))
    .returning()
    .catch(duplicateNameOnConflict);
  return groupJson(group!, role, await membersOf(db, [groupId]));
}

/** Owner only, never a personal group; the group's planning data goes with it (one statement, cascades). */
export async function deleteGroup(db: Database, userId: number, groupId: number) {
  const { group, role } = await membershipOf(db, groupId, userId);
  if (role !== "owner") throw new ApiError(403, "You do not have permission to delete this group.");
  if (group.isPersonal) throw new ApiError(403, "Personal groups cannot be deleted.");
  await db.delete(schema.groups).where(eq(schema.groups.id, groupId));
}
