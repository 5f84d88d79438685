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

type Claims = { sub: string; typ: TokenType; iat: number; exp: number; pg?: number };

async function signToken(secret: string, userId: number, typ: TokenType, ttlSeconds: number, personalGroupId?: number) {
  const iat = Math.floor(Date.now() / 1000);
  const claims: Claims = { sub: String(userId), typ, iat, exp: iat + ttlSeconds, ...(personalGroupId && { pg: personalGroupId }) };
  return jwt.sign(claims, await hmacKey(secret), { algorithm: "HS256" });
}

const isId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/** Whom a token of the given type was issued to, or null for any bad token. */
async function verifyToken(secret: string, token: string, typ: TokenType): Promise<{ userId: number; personalGroupId: number | null } | null> {
  // A JWS in compact form has exactly three segments; a fourth is not ignored, it is refused.
  if (token.split(".").length !== 3) return null;
  try {
    // The algorithm is pinned: `alg: none` or any other algorithm fails verification.
    const verified = await jwt.verify<Partial<Claims>>(token, await hmacKey(secret), { algorithm: "HS256" });
    const payload = verified?.payload;
    if (!payload || payload.typ !== typ || typeof payload.exp !== "number" || typeof payload.sub !== "string") {
      return null;
    }
    const userId = Number(payload.sub);
    return isId(userId) ? { userId, personalGroupId: isId(payload.pg) ? payload.pg : null } : null;
  } catch {
    return null;
  }
}

/**
 * An access token names the user and their personal group (`pg`, fixed for the life of an
 * account), so a GraphQL read knows its group before any query and can check the membership in
 * the same D1 batch as its data (docs/decisions/0007). Tokens without `pg` still work.
 */
export const signAccessToken = (secret: string, userId: number, personalGroupId: number | undefined) =>
  signToken(secret, userId, "access", ACCESS_TOKEN_TTL_SECONDS, personalGroupId);
export const verifyAccessToken = (secret: string, token: string) => verifyToken(secret, token, "access");

/** Proves the password step of a sign-in with 2FA; it grants nothing else. */
export const signChallengeToken = (secret: string, userId: number) =>
  signToken(secret, userId, "2fa_challenge", CHALLENGE_TOKEN_TTL_SECONDS);
export const verifyChallengeToken = async (secret: string, token: string) => (await verifyToken(secret, token, "2fa_challenge"))?.userId ?? null;

/**
 * A new token pair: the refresh token starts a family (a sign-in) or continues one (a
 * rotation). Storing it and reading the personal group for the access token is one round trip.
 */
async function issueTokens(db: Database, secret: string, userId: number, familyId: string = crypto.randomUUID()) {
  const refreshToken = randomToken();
  const [, [personal]] = await db.batch([
    db.insert(schema.refreshTokens).values({
      userId,
      familyId,
      tokenHash: await sha256Hex(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    }),
    db
      .select({ id: schema.groups.id })
      .from(schema.groups)
      .where(and(eq(schema.groups.ownerId, userId), eq(schema.groups.isPersonal, true))),
  ]);
  return { access_token: await signAccessToken(secret, userId, personal?.id), refresh_token: refreshToken };
}

export const issueSession = (db: Database, secret: string, userId: number) => issueTokens(db, secret, userId);

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

  return { userId: claimed.userId, ...(await issueTokens(db, secret, claimed.userId, claimed.familyId)) };
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
