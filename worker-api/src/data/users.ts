import { and, asc, desc, eq, ne, notInArray, or, sql } from "drizzle-orm";
import { runBatch, schema, type Database } from "../db";
import type { AuthUser, UserRow } from "./auth-user";
import { inValues } from "../lib/bulk";
import { onUniqueViolation } from "../lib/db-errors";
import { BadInput, Conflict, NotFound, Unauthenticated } from "../lib/domain-errors";
import { revokeAllRefreshTokensQuery, sessionIsLive } from "./sessions";
import { EMAIL_TAKEN } from "../contract/auth";
import type { RequestDatabases } from "../shards/shard-set";
import { closeOnShards, groupsOfMember, openOnShard } from "../shards/hosting";
import { dropMember } from "../shards/member-copy";
import { placeNewGroup } from "../shards/placement";
import { matchText } from "./sql";
import { defaultNamesIn } from "./default-names";
import type { Locale } from "../shared/locales";

const { users } = schema;

/** The columns of an `AuthUser`, for queries that read the signed-in user. */
export const authUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  twoFactorEnabled: users.twoFactorEnabled,
  groupsChangedAt: users.groupsChangedAt,
};

/** The user, while their session (`familyId`, from the access token) has not been ended. */
export async function findAuthUser(
  db: Database,
  userId: number,
  familyId: string | null = null,
): Promise<AuthUser | undefined> {
  const [user] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), sessionIsLive(familyId)));
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** The signed-in person's own account; gone since the session began, they are no longer signed in. */
export async function getAccount(db: Database, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new Unauthenticated();
  return user;
}

/** Whether someone other than `exceptUserId` has the address. */
async function emailTaken(db: Database, email: string, exceptUserId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return taken !== undefined;
}

/** A registration whose address is taken: a problem of the form, on its email field. */
const emailRegistered = () => new BadInput(EMAIL_TAKEN, { email: EMAIL_TAKEN });

/** Refuses an address that already has an account, before a new one pays for hashing its password. */
export async function checkEmailFree(db: Database, email: string) {
  if (await emailTaken(db, email)) throw emailRegistered();
}

/**
 * A new account with its personal group: one directory batch, so never one without the other,
 * the group placed on the least full shard; then the group's rows begin there. What Larder names
 * for it (the group, its meal types, store and pantry places) is named in `namesLocale`, the
 * language the person registered in; it is not their choice of language for the account.
 */
export async function createAccount(
  db: Database,
  databases: RequestDatabases,
  account: { email: string; passwordHash: string; firstName: string; lastName: string },
  namesLocale: Locale | null,
) {
  // Ids are not known inside a batch: the new rows find theirs by the (unique) e-mail.
  const newUserId = sql<number>`(SELECT id FROM users WHERE email = ${account.email})`;
  const personalGroupId = sql<number>`(SELECT id FROM groups WHERE owner_id = ${newUserId} AND is_personal = 1)`;
  const [user, group] = await runBatch(db, [
    db.insert(users).values(account),
    ...placeNewGroup(db, databases.shardCount, {
      name: defaultNamesIn(namesLocale).personalGroup,
      isPersonal: true,
      ownerId: newUserId,
    }),
    db.insert(schema.groupMembers).values({ groupId: personalGroupId, userId: newUserId, role: "owner" }),
    db.select().from(users).where(eq(users.email, account.email)),
    db
      .select()
      .from(schema.groups)
      .where(sql`${schema.groups.id} = ${personalGroupId}`),
  ] as const)
    .then((results) => results.slice(-2) as [UserRow[], (typeof schema.groups.$inferSelect)[]])
    .catch(onUniqueViolation(emailRegistered)); // two registrations racing for one address: the index decides
  await openOnShard(db, databases, group[0]!, user[0]!.id, namesLocale).catch(async (error) => {
    await db.delete(users).where(eq(users.id, user[0]!.id));
    throw error;
  });
  return user[0]!;
}

export type AccountChanges = Partial<
  Pick<UserRow, "firstName" | "lastName" | "username" | "email" | "bio" | "units" | "locale">
>;

/** Changes a person's own account; an address or a username someone else has is refused. */
export async function updateAccount(db: Database, userId: number, changes: AccountChanges) {
  if (changes.email !== undefined && (await emailTaken(db, changes.email, userId)))
    throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  if (changes.username != null) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${changes.username.toLowerCase()}`, ne(users.id, userId)));
    if (taken) throw new Conflict("This username is already taken.", { username: "This username is already taken." });
  }
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
    // A concurrent update took the address or name between the check and the write.
    .catch(onUniqueViolation(() => new Conflict("This email or username is already taken.")));
  if (!user) throw new Unauthenticated();
  return user;
}

/** A new password, and the end of every session of the account, together. */
export async function setPassword(db: Database, userId: number, passwordHash: string) {
  await runBatch(db, [
    db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)),
    revokeAllRefreshTokensQuery(db, userId),
  ]);
}

/**
 * Deletes an account. Shared groups it owns pass to the longest-standing admin, else the
 * longest-standing member; groups nobody else is in (the personal one among them) go with it,
 * from the directory and then from their shards.
 */
export async function deleteAccount(db: Database, databases: RequestDatabases, userId: number) {
  const { groups, groupMembers } = schema;
  // Access is taken away in the shards' copies first.
  await dropMember(databases, await groupsOfMember(db, userId), userId);
  const owned = await db.select({ id: groups.id, shard: groups.shard }).from(groups).where(eq(groups.ownerId, userId));
  const ownedIds = owned.map((group) => group.id);
  const candidates = ownedIds.length
    ? await db
        .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(inValues(groupMembers.groupId, ownedIds), ne(groupMembers.userId, userId)))
        .orderBy(
          asc(groupMembers.groupId),
          desc(sql`${groupMembers.role} = 'admin'`),
          asc(groupMembers.joinedAt),
          asc(groupMembers.userId),
        )
    : [];
  const successors = new Map<number, number>();
  for (const candidate of candidates)
    if (!successors.has(candidate.groupId)) successors.set(candidate.groupId, candidate.userId);

  const handOver = [...successors].flatMap(([groupId, successorId]) => [
    db
      .update(groups)
      .set({
        ownerId: successorId,
        // Names are unique per owner: a name the successor already owns gets the group's id.
        name: sql`CASE WHEN EXISTS (SELECT 1 FROM groups other WHERE other.owner_id = ${successorId} AND lower(other.name) = lower(groups.name) AND other.id <> groups.id) THEN groups.name || ' (' || groups.id || ')' ELSE groups.name END`,
        updatedAt: new Date(),
      })
      .where(eq(groups.id, groupId)),
    db
      .update(groupMembers)
      .set({ role: "owner" })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, successorId))),
  ]);
  const orphaned = owned.filter((group) => !successors.has(group.id));
  await runBatch(db, [
    ...handOver,
    ...(orphaned.length
      ? [
          db.delete(groups).where(
            inValues(
              groups.id,
              orphaned.map((group) => group.id),
            ),
          ),
        ]
      : []),
    db.delete(users).where(eq(users.id, userId)),
  ]);
  // Their planning rows go once nothing in the directory leads to them.
  await closeOnShards(databases, orphaned);
}

/** `users.id` is someone who shares a group with `userId` (themselves included). */
const sharesAGroupWith = (userId: number) =>
  sql<number>`${users.id} IN (SELECT b.user_id FROM group_members a JOIN group_members b ON b.group_id = a.group_id WHERE a.user_id = ${userId})`;

/** A person the viewer may see: themselves, or someone who shares a group with them. */
export async function visibleUser(db: Database, viewerId: number, id: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), or(eq(users.id, viewerId), sharesAGroupWith(viewerId))));
  if (!user) throw new NotFound("User not found");
  return user;
}

const USER_SEARCH_LIMIT = 10;

/**
 * People whose name or e-mail starts with `text`, among those who share a group with `userId`,
 * and anyone whose e-mail is exactly `text`; without the members of `exceptGroupId`. At most 10,
 * each with `shared`: whether they share a group with the caller.
 */
export function searchUsers(db: Database, userId: number, text: string, exceptGroupId: number | undefined) {
  const typed = text.trim();
  const shared = sharesAGroupWith(userId);
  const members = db
    .select({ id: schema.groupMembers.userId })
    .from(schema.groupMembers)
    .where(eq(schema.groupMembers.groupId, exceptGroupId ?? 0));
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, shared })
    .from(users)
    .where(
      and(
        or(
          and(
            shared,
            or(
              ...[
                users.firstName,
                users.lastName,
                sql`${users.firstName} || ' ' || ${users.lastName}`,
                users.email,
              ].map((column) => matchText(column, typed, "prefix")),
            ),
          ),
          sql`lower(${users.email}) = ${typed.toLowerCase()}`,
        ),
        exceptGroupId ? notInArray(users.id, members) : undefined,
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(USER_SEARCH_LIMIT);
}
