import jwt from "@tsndr/cloudflare-worker-jwt";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import { randomToken, sha256Hex } from "./crypto";
import { unauthorized } from "./errors";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const CHALLENGE_TOKEN_TTL_SECONDS = 5 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type TokenType = "access" | "2fa_challenge";

/**
 * The HMAC key of a secret, imported once per isolate: every request verifies a token, and
 * importing the key each time costs more than the verification itself. Keyed by the secret,
 * which still arrives per request in `env`.
 */
const hmacKeys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string) {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    hmacKeys.set(secret, key);
  }
  return key;
}

async function signToken(secret: string, userId: number, typ: TokenType, ttlSeconds: number) {
  const iat = Math.floor(Date.now() / 1000);
  return jwt.sign({ sub: String(userId), typ, iat, exp: iat + ttlSeconds }, await hmacKey(secret), { algorithm: "HS256" });
}

/** The user id a token of the given type was issued to, or null for any bad token. */
async function verifyToken(secret: string, token: string, typ: TokenType): Promise<number | null> {
  try {
    // The algorithm is pinned: `alg: none` or any other algorithm fails verification.
    const verified = await jwt.verify<{ typ?: string }>(token, await hmacKey(secret), { algorithm: "HS256" });
    const payload = verified?.payload;
    if (!payload || payload.typ !== typ || typeof payload.exp !== "number" || typeof payload.sub !== "string") {
      return null;
    }
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}

export const signAccessToken = (secret: string, userId: number) =>
  signToken(secret, userId, "access", ACCESS_TOKEN_TTL_SECONDS);
export const verifyAccessToken = (secret: string, token: string) => verifyToken(secret, token, "access");

/** Proves the password step of a sign-in with 2FA; it grants nothing else. */
export const signChallengeToken = (secret: string, userId: number) =>
  signToken(secret, userId, "2fa_challenge", CHALLENGE_TOKEN_TTL_SECONDS);
export const verifyChallengeToken = (secret: string, token: string) => verifyToken(secret, token, "2fa_challenge");

/** Starts a refresh-token family (a sign-in) or continues one (a rotation). */
export async function issueRefreshToken(db: Database, userId: number, familyId: string = crypto.randomUUID()) {
  const token = randomToken();
  await db.insert(schema.refreshTokens).values({
    userId,
    familyId,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

export async function issueSession(db: Database, secret: string, userId: number) {
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken(secret, userId),
    issueRefreshToken(db, userId),
  ]);
  return { access_token: accessToken, refresh_token: refreshToken };
}

/**
 * Exchanges a refresh token for a new pair. The old token is marked rotated in the same
 * conditional update that checks it, so two concurrent uses cannot both win; presenting a
 * rotated token again revokes its whole family (it has probably been stolen).
 */
export async function rotateRefreshToken(db: Database, secret: string, token: string) {
  const tokenHash = await sha256Hex(token);
  const now = new Date();
  const [claimed] = await db
    .update(schema.refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(schema.refreshTokens.tokenHash, tokenHash),
        isNull(schema.refreshTokens.rotatedAt),
        isNull(schema.refreshTokens.revokedAt),
      ),
    )
    .returning();

  if (!claimed) {
    const [known] = await db
      .select({ familyId: schema.refreshTokens.familyId, rotatedAt: schema.refreshTokens.rotatedAt })
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.tokenHash, tokenHash));
    if (known?.rotatedAt) await revokeFamily(db, known.familyId);
    throw unauthorized();
  }
  if (claimed.expiresAt.getTime() <= now.getTime()) throw unauthorized();

  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken(secret, claimed.userId),
    issueRefreshToken(db, claimed.userId, claimed.familyId),
  ]);
  return { userId: claimed.userId, access_token: accessToken, refresh_token: refreshToken };
}

export async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(schema.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.refreshTokens.familyId, familyId), isNull(schema.refreshTokens.revokedAt)));
}

/** Revokes one refresh token; unknown or already revoked tokens are not an error. */
export async function revokeRefreshToken(db: Database, token: string) {
  await db
    .update(schema.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.refreshTokens.tokenHash, await sha256Hex(token)), isNull(schema.refreshTokens.revokedAt)));
}

/** Ends every session of an account (password change, reset, deletion). */
export const revokeAllRefreshTokensQuery = (db: Database, userId: number) =>
  db
    .update(schema.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.refreshTokens.userId, userId), isNull(schema.refreshTokens.revokedAt)));
