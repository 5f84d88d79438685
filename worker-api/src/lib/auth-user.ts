import { and, eq } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import { sessionIsLive } from "./tokens";

export type UserRow = typeof schema.users.$inferSelect;

/** The signed-in user as the API sees it (no secrets). */
export type AuthUser = Pick<UserRow, "id" | "email" | "firstName" | "lastName" | "twoFactorEnabled">;

/** The columns of an `AuthUser`, for queries that read the signed-in user. */
export const authUserColumns = {
  id: schema.users.id,
  email: schema.users.email,
  firstName: schema.users.firstName,
  lastName: schema.users.lastName,
  twoFactorEnabled: schema.users.twoFactorEnabled,
};

/** The user, while their session (`familyId`, from the access token) has not been ended. */
export async function findAuthUser(
  db: Database,
  userId: number,
  familyId: string | null = null,
): Promise<AuthUser | undefined> {
  const [user] = await db
    .select(authUserColumns)
    .from(schema.users)
    .where(and(eq(schema.users.id, userId), sessionIsLive(familyId)));
  return user;
}

/** The user object of the API's answers (spec 1 §3); never the password hash or TOTP state. */
export function publicUser(user: UserRow) {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    bio: user.bio,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    two_factor_enabled: user.twoFactorEnabled,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
export type PublicUser = ReturnType<typeof publicUser>;
