import jwt from "@tsndr/cloudflare-worker-jwt";
import { and, desc, eq, isNotNull, isNull, lt, sql, type Placeholder } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import { randomToken, sha256Hex } from "../lib/crypto";
import { Unauthenticated } from "../lib/domain-errors";

import { ACCESS_TOKEN_TTL_SECONDS } from "../lib/access-token-lifetime";
const CHALLENGE_TOKEN_TTL_SECONDS = 5 * 60;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

type Claims = {
  sub: string;
  typ: TokenType;
  iat: number;
  exp: number;
  pg?: number;
  /**
   * Where the person's groups lived when the token was issued, group id to shard: hints, checked
   * on use, so a first read of one on an isolate that has not seen it yet is one round trip.
   */
  gs?: Record<string, number>;
  fam?: string;
  jti?: string;
};

async function signToken(
  secret: string,
  userId: number,
  typ: TokenType,
  ttlSeconds: number,
  extra: { pg?: number; gs?: Record<string, number>; fam?: string; jti?: string } = {},
) {
  const iat = Math.floor(Date.now() / 1000);
  const claims: Claims = {
    sub: String(userId),
    typ,
    iat,
    exp: iat + ttlSeconds,
    ...(extra.pg && { pg: extra.pg }),
    ...(extra.gs && { gs: extra.gs }),
    ...(extra.fam && { fam: extra.fam }),
    ...(extra.jti && { jti: extra.jti }),
  };
  return jwt.sign(claims, await hmacKey(secret), { algorithm: "HS256" });
}

const isId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/** Whom a token of the given type was issued to, or null for any bad token. */
type TokenClaims = {
  userId: number;
  personalGroupId: number | null;
  /** Where the person's groups lived at issue (hints: a move or a membership since is found on use). */
  shardHints: ReadonlyMap<number, number>;
  familyId: string | null;
  id: string | null;
  expiresAt: number;
};

/**
 * The most groups an access token names the shards of: the personal one, then those chosen last.
 * Few: the token rides in the web's session cookie, which must stay under 4 KB.
 */
const MOST_SHARD_HINTS = 8;

function shardHintsOf(claim: unknown): ReadonlyMap<number, number> {
  const hints = new Map<number, number>();
  if (!claim || typeof claim !== "object") return hints;
  for (const [group, shard] of Object.entries(claim)) {
    const groupId = Number(group);
    if (isId(groupId) && typeof shard === "number" && Number.isSafeInteger(shard) && shard >= 0) {
      hints.set(groupId, shard);
    }
  }
  return hints;
}

async function verifyToken(secret: string, token: string, typ: TokenType): Promise<TokenClaims | null> {
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
    const familyId = typeof payload.fam === "string" ? payload.fam : null;
    const id = typeof payload.jti === "string" ? payload.jti : null;
    return isId(userId)
      ? {
          userId,
          personalGroupId: isId(payload.pg) ? payload.pg : null,
          shardHints: shardHintsOf(payload.gs),
          familyId,
          id,
          expiresAt: payload.exp * 1000,
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * An access token names the user and their personal group (`pg`, fixed for the life of an
 * account), so a GraphQL read knows its group before any query and can check the membership in
 * the same D1 batch as its data (docs/decisions/0007). It also names its session (`fam`, the
 * refresh-token family): every request checks that session was not ended (`sessionIsLive`), in
 * the query it already makes. Tokens without `pg` or `fam` still work.
 */
const signAccessToken = (
  secret: string,
  userId: number,
  groups: { personal: number | undefined; shards: { id: number; shard: number }[] },
  familyId?: string,
) =>
  signToken(secret, userId, "access", ACCESS_TOKEN_TTL_SECONDS, {
    pg: groups.personal,
    gs: groups.shards.length ? Object.fromEntries(groups.shards.map((group) => [group.id, group.shard])) : undefined,
    fam: familyId,
  });
export const verifyAccessToken = (secret: string, token: string) => verifyToken(secret, token, "access");

/** Proves the password step of a sign-in with 2FA; it grants nothing else, and completes one sign-in (`jti`). */
export const signChallengeToken = (secret: string, userId: number) =>
  signToken(secret, userId, "2fa_challenge", CHALLENGE_TOKEN_TTL_SECONDS, { jti: crypto.randomUUID() });

/** The challenge's user and id, or null for a bad token, one without an id, or one already used. */
export async function verifyChallengeToken(db: Database, secret: string, token: string) {
  const claims = await verifyToken(secret, token, "2fa_challenge");
  if (!claims?.id) return null;
  const [used] = await db
    .select({ jti: schema.usedChallenges.jti })
    .from(schema.usedChallenges)
    .where(eq(schema.usedChallenges.jti, claims.id));
  return used ? null : { userId: claims.userId, id: claims.id, expiresAt: claims.expiresAt };
}

/**
 * Marks a challenge used; false when another request used it first (the primary key decides,
 * so two racing sign-ins with one challenge cannot both complete). Expired rows go on the way.
 */
export async function consumeChallenge(db: Database, challenge: { id: string; expiresAt: number }) {
  const [, inserted] = await db.batch([
    db.delete(schema.usedChallenges).where(lt(schema.usedChallenges.expiresAt, new Date())),
    db
      .insert(schema.usedChallenges)
      .values({ jti: challenge.id, expiresAt: new Date(challenge.expiresAt) })
      .onConflictDoNothing()
      .returning({ jti: schema.usedChallenges.jti }),
  ]);
  return inserted.length === 1;
}

/**
 * A new token pair: the refresh token starts a family (a sign-in) or continues one (a
 * rotation). Storing it and reading the person's groups is one round trip: the groups give the
 * access token its personal group and its shard hints, and the answer the person's remembered
 * active group (the membership chosen last; null for the personal group).
 */
async function issueTokens(db: Database, secret: string, userId: number, familyId: string = crypto.randomUUID()) {
  const refreshToken = randomToken();
  const [, groups] = await db.batch([
    db.insert(schema.refreshTokens).values({
      userId,
      familyId,
      tokenHash: await sha256Hex(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    }),
    groupsForTokenQuery(db, userId),
  ]);
  const personal = groups.find((group) => group.isPersonal);
  const [remembered] = groups
    .filter((group) => group.activatedAt !== null)
    .sort((a, b) => b.activatedAt!.getTime() - a.activatedAt!.getTime());
  return {
    access_token: await signAccessToken(secret, userId, { personal: personal?.id, shards: groups }, familyId),
    refresh_token: refreshToken,
    active_group_id: remembered && !remembered.isPersonal ? remembered.id : null,
  };
}

/**
 * The person's groups a token names: their personal group (the one they own as such), then the
 * others by when they were last chosen, so the remembered active group is always among them.
 */
const groupsForTokenQuery = (db: Database, userId: number) => {
  const { groups, groupMembers } = schema;
  const ownPersonal = sql<boolean>`(${groups.isPersonal} = 1 AND ${groups.ownerId} = ${userId})`;
  return db
    .select({
      id: groups.id,
      shard: groups.shard,
      isPersonal: ownPersonal.mapWith(Boolean),
      activatedAt: groupMembers.activatedAt,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(desc(ownPersonal), sql`${groupMembers.activatedAt} IS NULL`, desc(groupMembers.activatedAt))
    .limit(MOST_SHARD_HINTS);
};

export const issueSession = (db: Database, secret: string, userId: number) => issueTokens(db, secret, userId);

/**
 * A rotated refresh token presented again within this many milliseconds of its rotation gets a
 * sibling pair in its family instead of revoking it: a browser that loads two routes at once near
 * the access token's expiry refreshes twice with the same token (docs/decisions/0013).
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * Exchanges a refresh token for a new pair. The old token is marked rotated in the same
 * conditional update that checks it, so two concurrent uses cannot both win. The loser, within
 * the grace period, gets a sibling pair in the same family; presenting a rotated token later
 * revokes its whole family (it has probably been stolen, RFC 9700 §4.14): `hooks.ending` runs
 * first, and `hooks.onFamilyRevoked` hears of it after.
 */
export async function rotateRefreshToken(
  db: Database,
  secret: string,
  token: string,
  hooks: {
    /** Before a reused token's family is revoked (the shards' copies end it first). */
    ending?: (session: { userId: number; familyId: string }) => Promise<void>;
    onFamilyRevoked?: (session: { userId: number; familyId: string }) => void;
  } = {},
) {
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
      .select({
        userId: schema.refreshTokens.userId,
        familyId: schema.refreshTokens.familyId,
        rotatedAt: schema.refreshTokens.rotatedAt,
        revokedAt: schema.refreshTokens.revokedAt,
        expiresAt: schema.refreshTokens.expiresAt,
      })
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.tokenHash, tokenHash));
    const inGrace =
      known?.rotatedAt &&
      !known.revokedAt &&
      now.getTime() - known.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS &&
      known.expiresAt.getTime() > now.getTime();
    if (inGrace && (await familyIsLive(db, known.familyId))) {
      return { userId: known.userId, ...(await issueTokens(db, secret, known.userId, known.familyId)) };
    }
    if (known?.rotatedAt) {
      await hooks.ending?.({ userId: known.userId, familyId: known.familyId });
      await revokeFamily(db, known.familyId);
      hooks.onFamilyRevoked?.({ userId: known.userId, familyId: known.familyId });
    }
    throw new Unauthenticated();
  }
  if (claimed.expiresAt.getTime() <= now.getTime()) throw new Unauthenticated();

  return { userId: claimed.userId, ...(await issueTokens(db, secret, claimed.userId, claimed.familyId)) };
}

/**
 * True while no token of the session's family has been revoked (logout, reuse, a password
 * change): the condition every authenticated request adds to the query it already makes. A token
 * that names no session (issued before `fam`) adds none.
 */
export const sessionIsLive = (familyId: string | Placeholder | null) =>
  familyId === null
    ? undefined
    : sql`NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ${familyId} AND revoked_at IS NOT NULL)`;

async function familyIsLive(db: Database, familyId: string) {
  const [revoked] = await db
    .select({ id: schema.refreshTokens.id })
    .from(schema.refreshTokens)
    .where(and(eq(schema.refreshTokens.familyId, familyId), isNotNull(schema.refreshTokens.revokedAt)))
    .limit(1);
  return !revoked;
}

async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(schema.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.refreshTokens.familyId, familyId), isNull(schema.refreshTokens.revokedAt)));
}

/** Whose live session (user, family) a refresh token belongs to; undefined for an unknown or revoked one. */
export async function sessionOfRefreshToken(db: Database, token: string) {
  const [session] = await db
    .select({ userId: schema.refreshTokens.userId, familyId: schema.refreshTokens.familyId })
    .from(schema.refreshTokens)
    .where(and(eq(schema.refreshTokens.tokenHash, await sha256Hex(token)), isNull(schema.refreshTokens.revokedAt)));
  return session;
}

/**
 * Revokes one refresh token, and answers whose session (user, family) it ended; unknown or
 * already revoked tokens are not an error and answer undefined.
 */
export async function revokeRefreshToken(db: Database, token: string) {
  const [ended] = await db
    .update(schema.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.refreshTokens.tokenHash, await sha256Hex(token)), isNull(schema.refreshTokens.revokedAt)))
    .returning({ userId: schema.refreshTokens.userId, familyId: schema.refreshTokens.familyId });
  return ended;
}

/** Ends every session of an account (password change, reset, deletion). */
export const revokeAllRefreshTokensQuery = (db: Database, userId: number) =>
  db
    .update(schema.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.refreshTokens.userId, userId), isNull(schema.refreshTokens.revokedAt)));
