import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Database } from "../db";
import { schema } from "../db";
import { sha256Hex } from "./crypto";

/** TOTP as DESIGN.md fixes it: SHA-1, 6 digits, 30 s, a window of one step either side. */
export const TOTP_SETTINGS = { issuer: "Larder", algorithm: "SHA1", digits: 6, period: 30, window: 1 } as const;
export const BACKUP_CODE_COUNT = 10;

const totpFor = (secret: string, label = "Larder") =>
  new TOTP({
    issuer: TOTP_SETTINGS.issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });

export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

export const otpauthUri = (secret: string, email: string) => totpFor(secret, email).toString();

/** The time step a valid code belongs to, or null. */
export function matchingTimeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: TOTP_SETTINGS.window });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_SETTINGS.period) + delta;
}

/**
 * Accepts a TOTP code once: the step is stored with a conditional update, so the same code
 * (or an older one) is refused afterwards, even by a concurrent request.
 */
export async function acceptTotp(db: Database, userId: number, secret: string, code: string): Promise<boolean> {
  const step = matchingTimeStep(secret, code);
  if (step === null) return false;
  const updated = await db
    .update(schema.users)
    .set({ totpLastStep: step })
    .where(and(eq(schema.users.id, userId), or(isNull(schema.users.totpLastStep), lt(schema.users.totpLastStep, step))))
    .returning({ id: schema.users.id });
  return updated.length === 1;
}

const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** `xxxx-xxxx` codes from an unambiguous alphabet (about 40 bits each). */
export function newBackupCodes(count = BACKUP_CODE_COUNT) {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const chars = Array.from(bytes, (byte) => BACKUP_ALPHABET[byte % BACKUP_ALPHABET.length]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

export const normaliseBackupCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .replace(/^(.{4})(.{4})$/, "$1-$2");

/** Uses a backup code once; the conditional update decides between concurrent uses. */
export async function acceptBackupCode(db: Database, userId: number, code: string): Promise<boolean> {
  const codeHash = await sha256Hex(normaliseBackupCode(code));
  const used = await db
    .update(schema.backupCodes)
    .set({ usedAt: sql`(unixepoch('subsec') * 1000)` })
    .where(
      and(
        eq(schema.backupCodes.userId, userId),
        eq(schema.backupCodes.codeHash, codeHash),
        isNull(schema.backupCodes.usedAt),
      ),
    )
    .returning({ id: schema.backupCodes.id });
  return used.length === 1;
}
