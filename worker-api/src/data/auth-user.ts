import type { schema } from "../db";

export type UserRow = typeof schema.users.$inferSelect;

/** The signed-in user as the API sees it (no secrets). */
export type AuthUser = Pick<
  UserRow,
  "id" | "email" | "firstName" | "lastName" | "twoFactorEnabled" | "groupsChangedAt"
>;

/** The user object of the API's answers (profile, sign-in, export); never the password hash or TOTP state. */
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
    /** The units the person reads amounts in: as_written, metric or us. */
    units: user.units,
    /** The language the person chose (en, de, fr, es, it, nl, pl, ar); null: their browser's. */
    locale: user.locale,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
