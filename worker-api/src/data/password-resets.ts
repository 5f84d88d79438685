import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { schema, type Database } from "../db";
import { revokeAllRefreshTokensQuery } from "./sessions";

const { passwordResets, users } = schema;

/**
 * Stores a reset token for an account, or, without one (`userId` null), makes the same round
 * trip writing nothing, so the answer takes the same time either way.
 */
export async function storeResetToken(db: Database, userId: number | null, resetTokenHash: string, expiresAt: Date) {
  if (userId !== null) await db.insert(passwordResets).values({ userId, resetTokenHash, expiresAt });
  else
    await db
      .update(passwordResets)
      .set({ resetTokenHash })
      .where(sql`0`);
}

/** The reset a token names (the reset token, or the temporary one verification gave), for that address. */
export async function findReset(
  db: Database,
  token: { resetTokenHash: string } | { temporaryTokenHash: string },
  email: string,
) {
  const byToken =
    "resetTokenHash" in token
      ? eq(passwordResets.resetTokenHash, token.resetTokenHash)
      : eq(passwordResets.temporaryTokenHash, token.temporaryTokenHash);
  const [found] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(byToken, eq(users.email, email)));
  return found;
}

/**
 * Counts one try at a reset's code, atomically: at most `maxTries` are counted, even in
 * parallel. The tries counted so far, or null when none were left.
 */
export async function countResetTry(db: Database, resetId: number, maxTries: number) {
  const [counted] = await db
    .update(passwordResets)
    .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
    .where(and(eq(passwordResets.id, resetId), sql`${passwordResets.failedAttempts} < ${maxTries}`))
    .returning({ failedAttempts: passwordResets.failedAttempts });
  return counted?.failedAttempts ?? null;
}

/**
 * A verified code: the try it counted is given back and the temporary token stored, once; false
 * when another request verified this reset first.
 */
export async function storeTemporaryToken(db: Database, resetId: number, temporaryTokenHash: string, expiresAt: Date) {
  const claimed = await db
    .update(passwordResets)
    .set({
      failedAttempts: sql`${passwordResets.failedAttempts} - 1`,
      temporaryTokenHash,
      temporaryExpiresAt: expiresAt,
    })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.temporaryTokenHash)))
    .returning({ id: passwordResets.id });
  return claimed.length === 1;
}

/**
 * Claiming the reset, the new password and the end of every session happen together, once: the
 * password changes only if this request's claim (its exact timestamp) went through. False when
 * the reset was used or expired meanwhile.
 */
export async function completeReset(db: Database, resetId: number, userId: number, passwordHash: string) {
  const claimedAt = new Date();
  const [claimed] = await db.batch([
    db
      .update(passwordResets)
      .set({ usedAt: claimedAt })
      .where(
        and(
          eq(passwordResets.id, resetId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.temporaryExpiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResets.id }),
    db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, userId),
          sql`EXISTS (SELECT 1 FROM password_resets WHERE id = ${resetId} AND used_at = ${claimedAt.getTime()})`,
        ),
      ),
    revokeAllRefreshTokensQuery(db, userId),
  ]);
  return claimed.length === 1;
}
