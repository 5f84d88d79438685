import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { runBatch, schema, type Database } from "../db";
import { statementsWithinLimit } from "../lib/bulk";
import { sha256Hex } from "../lib/crypto";
import { matchingTimeStep, normaliseBackupCode } from "../lib/totp";

const { users, backupCodes } = schema;

/**
 * Accepts a TOTP code once: the step is stored with a conditional update, so the same code
 * (or an older one) is refused afterwards, even by a concurrent request.
 */
export async function acceptTotp(db: Database, userId: number, secret: string, code: string): Promise<boolean> {
  const step = matchingTimeStep(secret, code);
  if (step === null) return false;
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

/** Uses a backup code once; the conditional update decides between concurrent uses. */
export async function acceptBackupCode(db: Database, userId: number, code: string): Promise<boolean> {
  const codeHash = await sha256Hex(normaliseBackupCode(code));
  const used = await db
    .update(backupCodes)
    .set({ usedAt: sql`(unixepoch('subsec') * 1000)` })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, codeHash), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return used.length === 1;
}

/**
 * The first step of turning 2FA on: nothing is on until `enableTwoFactor`. The secret waits as
 * pending, and the backup codes replace any earlier unverified set.
 */
export async function startTwoFactorSetup(db: Database, userId: number, secret: string, codeHashes: string[]) {
  await runBatch(db, [
    db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId)),
    db.delete(backupCodes).where(eq(backupCodes.userId, userId)),
    ...statementsWithinLimit(codeHashes, (part) =>
      db.insert(backupCodes).values(part.map((codeHash) => ({ userId, codeHash }))),
    ),
  ]);
}

/** Turns 2FA on with the pending secret, once a code from it was accepted. */
export async function enableTwoFactor(db: Database, userId: number, pendingSecret: string) {
  await db
    .update(users)
    .set({ twoFactorEnabled: true, totpSecret: pendingSecret, totpPendingSecret: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Turns 2FA off: the secrets and the backup codes go. */
export async function disableTwoFactor(db: Database, userId: number) {
  await runBatch(db, [
    db
      .update(users)
      .set({
        twoFactorEnabled: false,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId)),
    db.delete(backupCodes).where(eq(backupCodes.userId, userId)),
  ]);
}
