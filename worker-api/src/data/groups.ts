import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { runBatchThen, schema, type Database } from "../db";
import { inValues } from "../lib/bulk";
import { onUniqueViolation } from "../lib/db-errors";
import { BadInput, Conflict, Forbidden, GroupNotFound, NotFound, Unauthenticated } from "../lib/domain-errors";
import type {
  activeGroupSchema,
  addMemberSchema,
  createGroupSchema,
  listGroupsQuery,
  memberRoleSchema,
  updateGroupSchema,
} from "../contract/groups";
import { matchText } from "./sql";
import type { Scope } from "./scope";
import { checkedGroupScope } from "../shards/group-on-shard";
import { closeOnShards, onEachShard, openOnShard } from "../shards/hosting";
import { copyMember, dropMember, markGroupsChanged } from "../shards/member-copy";
import { placeNewGroup } from "../shards/placement";
import type { RequestDatabases } from "../shards/shard-set";

type Role = "owner" | "admin" | "member";
type GroupRow = typeof schema.groups.$inferSelect;

/** A group the caller is not in answers like one that does not exist. */
export const groupNotFound = () => new GroupNotFound();
const canManage = (role: Role) => role === "owner" || role === "admin";

/** The id of a person's personal group (every account has one). */
export async function personalGroupOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: schema.groups.id })
    .from(schema.groups)
    .where(and(eq(schema.groups.ownerId, userId), eq(schema.groups.isPersonal, true)));
  if (!row) throw new Unauthenticated();
  return row.id;
}

/** The caller's role in a group; a group they are not in is not found, so its existence does not leak. */
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
  if (!row) throw groupNotFound();
  return { group: row.group, role: row.role };
}

/**
 * A checked scope on a group for its owners and admins (a group's export and import): a member
 * is refused with `refusal`, anyone else finds no group.
 */
export async function managedGroupScope(
  db: Database,
  databases: RequestDatabases,
  groupId: number,
  userId: number,
  refusal: string,
): Promise<Scope> {
  const { group, role } = await membershipOf(db, groupId, userId);
  if (!canManage(role)) throw new Forbidden(refusal);
  return checkedGroupScope(db, databases, group, userId);
}

function membersOf(db: Database, groupIds: number[]) {
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

const memberJson = (member: MemberRow) => ({
  user_id: member.user_id,
  user_name: `${member.first_name} ${member.last_name}`.trim(),
  user_email: member.email,
  role: member.role,
  joined_at: member.joined_at.toISOString(),
});

function groupJson(group: GroupRow, role: Role, members: MemberRow[]) {
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
  const where = and(
    eq(schema.groupMembers.userId, userId),
    query.search
      ? or(
          matchText(schema.groups.name, query.search, "contains"),
          matchText(sql`coalesce(${schema.groups.description}, '')`, query.search, "contains"),
        )
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

/**
 * Checked below before each write; the unique index on (owner, name) refuses what the check let
 * through: a racing create or rename, or an admin renaming to a name the owner gave another group.
 */
const duplicateName = () => new Conflict(DUPLICATE_NAME, { name: DUPLICATE_NAME });

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

/**
 * The moment a person chooses a group: now, but always after their previous choice, so two
 * choices within one millisecond (two tabs, two devices) still have an order.
 */
const nextActivation = (userId: number) =>
  sql<Date>`max(CAST(unixepoch('subsec') * 1000 AS INTEGER), coalesce((SELECT max(m.activated_at) FROM group_members m WHERE m.user_id = ${userId}), 0) + 1)`;

/** What a person plans with next: a group by its id, or the group of one of its rows a page shows. */
type GroupChoice = z.output<typeof activeGroupSchema>;

/**
 * The group of the person's that holds the row a page shows: their groups from the directory,
 * then on each shard those groups live on, which of them holds it. Slugs are unique only within
 * a group: of the person's groups that hold one, the one chosen last.
 */
async function groupHoldingRow(
  db: Database,
  databases: RequestDatabases,
  userId: number,
  choice: Exclude<GroupChoice, { group_id: number }>,
): Promise<number | undefined> {
  const mine = await db
    .select({ id: schema.groups.id, shard: schema.groups.shard, activatedAt: schema.groupMembers.activatedAt })
    .from(schema.groupMembers)
    .innerJoin(schema.groups, eq(schema.groups.id, schema.groupMembers.groupId))
    .where(eq(schema.groupMembers.userId, userId))
    .orderBy(
      sql`${schema.groupMembers.activatedAt} IS NULL`,
      desc(schema.groupMembers.activatedAt),
      asc(schema.groups.id),
    );
  const holding = await onEachShard(databases, mine, async (shard, groupIds) => {
    const [table, match] =
      "shopping_list_id" in choice
        ? [schema.shoppingLists, eq(schema.shoppingLists.id, choice.shopping_list_id)]
        : "meal_id" in choice
          ? [schema.meals, eq(schema.meals.id, choice.meal_id)]
          : [schema.recipes, eq(schema.recipes.slug, choice.recipe_slug)];
    const rows = await shard
      .select({ groupId: table.groupId })
      .from(table)
      .where(and(match, inValues(table.groupId, groupIds)));
    return rows.map((row) => row.groupId);
  });
  return mine.find((group) => holding.includes(group.id))?.id;
}

/**
 * Remembers the person's choice of group (on every device, for the next sign-in): one update of
 * their own membership. A group they are not in, or a row of such a group, answers exactly like
 * one that does not exist, and nothing is written.
 */
export async function activateGroup(db: Database, databases: RequestDatabases, userId: number, choice: GroupChoice) {
  const groupId = "group_id" in choice ? choice.group_id : await groupHoldingRow(db, databases, userId, choice);
  if (groupId === undefined) throw groupNotFound();
  const [chosen] = await db
    .update(schema.groupMembers)
    .set({ activatedAt: nextActivation(userId) })
    .where(and(eq(schema.groupMembers.userId, userId), eq(schema.groupMembers.groupId, groupId)))
    .returning({ groupId: schema.groupMembers.groupId });
  if (!chosen) throw groupNotFound();
  return { group_id: chosen.groupId };
}

/** The language a person chose for their account; null when they follow the browser. */
async function chosenLocale(db: Database, userId: number) {
  const [user] = await db.select({ locale: schema.users.locale }).from(schema.users).where(eq(schema.users.id, userId));
  return user?.locale ?? null;
}

/**
 * A group someone creates is the one they plan with next. The directory places it on the least
 * full shard (one batch: the group never exists without its owner), then its rows begin there,
 * what Larder names for it named in the language the creator chose for their account, else in
 * the language of the page it was created from, else in English.
 */
export async function createGroup(
  db: Database,
  databases: RequestDatabases,
  userId: number,
  input: z.output<typeof createGroupSchema>,
) {
  if (input.is_personal) {
    throw new BadInput("You already have a personal group.", {
      is_personal: "Every account has exactly one personal group, made with it.",
    });
  }
  await assertNameFree(db, userId, input.name);
  // The newest group of the batch is this one.
  const newGroup = sql<number>`(SELECT max(id) FROM groups WHERE owner_id = ${userId})`;
  const [group] = await runBatchThen(
    db,
    [
      ...placeNewGroup(db, databases.shardCount, {
        name: input.name,
        description: input.description || null,
        ownerId: userId,
      }),
      db
        .insert(schema.groupMembers)
        .values({ groupId: newGroup, userId, role: "owner", activatedAt: nextActivation(userId) }),
    ],
    db.select().from(schema.groups).where(eq(schema.groups.id, newGroup)),
  ).catch(onUniqueViolation(duplicateName));
  await openOnShard(db, databases, group!, userId, (await chosenLocale(db, userId)) ?? input.locale ?? null);
  await markGroupsChanged(db, databases, userId);
  return groupJson(group!, "owner", await membersOf(db, [group!.id]));
}

export async function updateGroup(
  db: Database,
  userId: number,
  groupId: number,
  input: z.output<typeof updateGroupSchema>,
) {
  const { role } = await membershipOf(db, groupId, userId);
  if (!canManage(role)) throw new Forbidden("You do not have permission to update this group.");
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
    .catch(onUniqueViolation(duplicateName));
  return groupJson(group!, role, await membersOf(db, [groupId]));
}

/**
 * Owner only, never a personal group. The directory lets it go first (nobody reaches it after
 * that), then its planning data on its shard goes with it (one statement, cascades).
 */
export async function deleteGroup(db: Database, databases: RequestDatabases, userId: number, groupId: number) {
  const { group, role } = await membershipOf(db, groupId, userId);
  if (role !== "owner") throw new Forbidden("You do not have permission to delete this group.");
  if (group.isPersonal) throw new Forbidden("Personal groups cannot be deleted.");
  const members = await db
    .select({ userId: schema.groupMembers.userId })
    .from(schema.groupMembers)
    .where(eq(schema.groupMembers.groupId, groupId));
  await db.delete(schema.groups).where(eq(schema.groups.id, groupId));
  await closeOnShards(databases, [group]);
  // Everyone who was in it has one group fewer.
  await Promise.all(members.map((member) => markGroupsChanged(db, databases, member.userId)));
}

/** One of the caller's groups with its members. */
export async function getGroup(db: Database, userId: number, groupId: number) {
  const { group, role } = await membershipOf(db, groupId, userId);
  return groupJson(group, role, await membersOf(db, [groupId]));
}

/** The members of one of the caller's groups. */
export async function listMembers(db: Database, userId: number, groupId: number) {
  await membershipOf(db, groupId, userId);
  return (await membersOf(db, [groupId])).map(memberJson);
}

const isMember = (groupId: number, userId: number) =>
  and(eq(schema.groupMembers.groupId, groupId), eq(schema.groupMembers.userId, userId));

/** A member as the API shows them. */
async function memberOf(db: Database, groupId: number, userId: number) {
  return memberJson((await membersOf(db, [groupId])).find((row) => row.user_id === userId)!);
}

/** Owners and admins add people to shared groups; a personal group stays its owner's alone. */
export async function addMember(
  db: Database,
  databases: RequestDatabases,
  callerId: number,
  groupId: number,
  { user_id, role }: z.output<typeof addMemberSchema>,
) {
  const me = await membershipOf(db, groupId, callerId);
  if (!canManage(me.role)) throw new Forbidden("You do not have permission to add members to this group.");
  if (me.group.isPersonal) throw new Forbidden("Personal groups cannot have other members.");
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, user_id));
  if (!user) throw new NotFound("User not found.");
  const added = await db
    .insert(schema.groupMembers)
    .values({ groupId, userId: user_id, role })
    .onConflictDoNothing()
    .returning();
  if (!added.length) throw new Conflict("This user is already a member of the group.");
  // Access is given in the shard's copy after the directory has it (a failure: the next read repairs it).
  await copyMember(db, databases, me.group, user_id);
  await markGroupsChanged(db, databases, user_id);
  return memberOf(db, groupId, user_id);
}

/** A member other than the owner, whom the group's managers may change or remove. */
async function checkNotOwner(db: Database, groupId: number, userId: number, ownerMessage: string) {
  const [target] = await db
    .select({ role: schema.groupMembers.role })
    .from(schema.groupMembers)
    .where(isMember(groupId, userId));
  if (!target) throw new NotFound("Member not found in this group.");
  if (target.role === "owner") throw new Forbidden(ownerMessage);
}

export async function setMemberRole(
  db: Database,
  callerId: number,
  groupId: number,
  userId: number,
  { role }: z.output<typeof memberRoleSchema>,
) {
  const me = await membershipOf(db, groupId, callerId);
  if (!canManage(me.role)) throw new Forbidden("You do not have permission to update member roles.");
  await checkNotOwner(db, groupId, userId, "The owner's role cannot be changed.");
  await db.update(schema.groupMembers).set({ role }).where(isMember(groupId, userId));
  return memberOf(db, groupId, userId);
}

/** Managers remove members; anyone but the owner may leave (the owner can neither leave nor be removed). */
export async function removeMember(
  db: Database,
  databases: RequestDatabases,
  callerId: number,
  groupId: number,
  userId: number,
) {
  const me = await membershipOf(db, groupId, callerId);
  if (userId !== callerId && !canManage(me.role))
    throw new Forbidden("You do not have permission to remove members from this group.");
  await checkNotOwner(db, groupId, userId, "Cannot remove the group owner.");
  // Access is taken away in the shard's copy first, then in the directory.
  await dropMember(databases, [me.group], userId);
  await db.delete(schema.groupMembers).where(isMember(groupId, userId));
  await markGroupsChanged(db, databases, userId);
}
