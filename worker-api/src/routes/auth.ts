import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import { runBatch, schema } from "../db";
import { defaultMealTypeInserts } from "../data/meals";
import type { AppEnv } from "../env";
import { publicUser } from "../lib/auth-user";
import { isUniqueViolation } from "../lib/db-errors";
import { ApiError, unauthorized } from "../lib/errors";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../lib/password";
import { accountLimits, clearAttempts, clientAddress, consumeAttempt, countAttempt } from "../lib/rate-limit";
import { randomToken, sha256Hex } from "../lib/crypto";
import {
  issueSession,
  consumeChallenge,
  revokeAllRefreshTokensQuery,
  revokeRefreshToken,
  rotateRefreshToken,
  signChallengeToken,
  verifyChallengeToken,
} from "../lib/tokens";
import { acceptBackupCode, acceptTotp } from "../lib/totp";
import { jsonBody } from "../lib/validation";
import { bearerToken } from "../middleware/auth";
import {
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
} from "../schemas/auth";
import {
  login2faSchema,
  PASSWORD_REQUIREMENTS_NOT_MET,
  resetCompleteSchema,
  resetInitiateSchema,
  resetVerifySchema,
} from "../schemas/reset";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
// Per account, the budgets are accountLimits (lib/rate-limit.ts); per client address, these.
export const LOGIN_LIMITS = { perClient: 50, windowMs: FIFTEEN_MINUTES };

export const RESET_INITIATE_MESSAGE =
  "If an account exists with this email, you will be prompted for 2FA verification.";
export const INVALID_CODE = "Invalid verification code. Please try again.";
export const RESET_EXPIRED = "Reset token has expired. Please start over.";
export const RESET_INVALID = "Reset token is invalid or expired. Please start over.";
export const TOO_MANY_RESET_ATTEMPTS = "Too many failed attempts. Please start over.";
const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const TEMPORARY_TOKEN_TTL_MS = 5 * 60 * 1000;
export const RESET_CODE_ATTEMPTS = 3;

const emailTaken = () => new ApiError(422, EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });

export const authRoutes = new Hono<AppEnv>()
  .post("/register", jsonBody(registerSchema), async (c) => {
    const db = c.get("db");
    const input = c.req.valid("json");
    await consumeAttempt(
      db,
      [{ key: `register:client:${clientAddress(c.req)}`, limit: 20, windowMs: ONE_HOUR }],
      "Too many registrations from this address.",
    );
    const [existing] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, input.email));
    if (existing) throw emailTaken();

    const passwordHash = await hashPassword(input.password);
    // Ids are not known inside a batch: the new rows find theirs by the (unique) e-mail.
    const newUserId = sql<number>`(SELECT id FROM users WHERE email = ${input.email})`;
    const personalGroupId = sql<number>`(SELECT id FROM groups WHERE owner_id = ${newUserId} AND is_personal = 1)`;
    try {
      // One batch: the account never exists without its personal group.
      await runBatch(db, [
        db.insert(schema.users).values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
        }),
        db.insert(schema.groups).values({ name: "Personal", isPersonal: true, ownerId: newUserId }),
        db.insert(schema.groupMembers).values({ groupId: personalGroupId, userId: newUserId, role: "owner" }),
        ...defaultMealTypeInserts(db, personalGroupId),
      ]);
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, input.email));
    return c.json({ user: publicUser(user!) }, 201);
  })

  .post("/login", jsonBody(loginSchema, { invalidMessage: INVALID_CREDENTIALS }), async (c) => {
    const db = c.get("db");
    const { email, password } = c.req.valid("json");
    const accountBudgets = accountLimits("login", email, clientAddress(c.req));
    await consumeAttempt(
      db,
      [
        ...accountBudgets,
        { key: `login:client:${clientAddress(c.req)}`, limit: LOGIN_LIMITS.perClient, windowMs: LOGIN_LIMITS.windowMs },
      ],
      "Too many sign-in attempts.",
    );
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    // An unknown e-mail still pays for a hash, so it answers like a wrong password, in the same time.
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !passwordMatches) throw unauthorized(INVALID_CREDENTIALS);

    await clearAttempts(db, ...accountBudgets);
    if (user.twoFactorEnabled) {
      return c.json({ requires_2fa: true, challenge_token: await signChallengeToken(c.env.JWT_SECRET, user.id) });
    }
    return c.json({ ...(await issueSession(db, c.env.JWT_SECRET, user.id)), user: publicUser(user) });
  })

  .post("/refresh", jsonBody(refreshSchema), async (c) => {
    const { refresh_token } = c.req.valid("json");
    const { access_token, refresh_token: rotated } = await rotateRefreshToken(
      c.get("db"),
      c.env.JWT_SECRET,
      refresh_token,
    );
    return c.json({ access_token, refresh_token: rotated });
  })

  .post("/login/2fa", jsonBody(login2faSchema, { invalidMessage: INVALID_CODE }), async (c) => {
    const db = c.get("db");
    const { challenge_token, code } = c.req.valid("json");
    const challenge = await verifyChallengeToken(db, c.env.JWT_SECRET, challenge_token);
    if (!challenge) throw unauthorized("Your sign-in has expired. Please log in again.");
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, challenge.userId));
    if (!user?.twoFactorEnabled || !user.totpSecret)
      throw unauthorized("Your sign-in has expired. Please log in again.");
    await consumeAttempt(
      db,
      [
        ...accountLimits("totp:sign-in", user.id, clientAddress(c.req)),
        { key: `totp:client:${clientAddress(c.req)}`, limit: LOGIN_LIMITS.perClient, windowMs: FIFTEEN_MINUTES },
      ],
      "Too many verification attempts.",
    );
    // A 6-digit answer is a TOTP code; anything else may be a backup code. Each works once.
    const accepted = /^\d{6}$/.test(code.replace(/\s/g, ""))
      ? await acceptTotp(db, user.id, user.totpSecret, code.replace(/\s/g, ""))
      : await acceptBackupCode(db, user.id, code);
    if (!accepted) throw new ApiError(422, INVALID_CODE, { fields: { code: INVALID_CODE } });
    // A challenge completes one sign-in: a second use, even with a fresh code, starts over.
    if (!(await consumeChallenge(db, challenge))) throw unauthorized("Your sign-in has expired. Please log in again.");
    await clearAttempts(db, ...accountLimits("totp:sign-in", user.id, clientAddress(c.req)));
    return c.json({ ...(await issueSession(db, c.env.JWT_SECRET, user.id)), user: publicUser(user) });
  })

  .post(
    "/reset/initiate",
    jsonBody(resetInitiateSchema, { invalidMessage: "Please enter a valid email address." }),
    async (c) => {
      const db = c.get("db");
      const { email } = c.req.valid("json");
      await consumeAttempt(
        db,
        [
          { key: `reset:account:${email}`, limit: 5, windowMs: FIFTEEN_MINUTES },
          { key: `reset:client:${clientAddress(c.req)}`, limit: 20, windowMs: FIFTEEN_MINUTES },
        ],
        "Too many password reset requests.",
      );
      const [user] = await db
        .select({ id: schema.users.id, twoFactorEnabled: schema.users.twoFactorEnabled })
        .from(schema.users)
        .where(eq(schema.users.email, email));
      // Every address gets the same answer: a token to go on with. Only an account with 2FA stores it;
      // any other token fails verification exactly as a wrong code does (/reset/verify).
      const resetToken = randomToken();
      const resetTokenHash = await sha256Hex(resetToken);
      if (user?.twoFactorEnabled) {
        await db
          .insert(schema.passwordResets)
          .values({ userId: user.id, resetTokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
      } else {
        // The same round trip as the insert, writing nothing, so the answer takes the same time.
        await db
          .update(schema.passwordResets)
          .set({ resetTokenHash })
          .where(sql`0`);
      }
      return c.json({ requires_2fa: true, reset_token: resetToken, message: RESET_INITIATE_MESSAGE });
    },
  )

  .post("/reset/verify", jsonBody(resetVerifySchema, { invalidMessage: INVALID_CODE }), async (c) => {
    const db = c.get("db");
    const { email, reset_token, totp_code } = c.req.valid("json");
    const [found] = await db
      .select({ reset: schema.passwordResets, user: schema.users })
      .from(schema.passwordResets)
      .innerJoin(schema.users, eq(schema.users.id, schema.passwordResets.userId))
      .where(
        and(eq(schema.passwordResets.resetTokenHash, await sha256Hex(reset_token)), eq(schema.users.email, email)),
      );
    if (!found) {
      // A token initiate gave an address with no 2FA account (or a made-up one): answered like a
      // wrong code, three times, then like too many, so it tells nothing about the address.
      const tries = await countAttempt(db, `reset:unknown:${await sha256Hex(reset_token)}`, RESET_TOKEN_TTL_MS);
      if (tries > RESET_CODE_ATTEMPTS)
        throw new ApiError(429, TOO_MANY_RESET_ATTEMPTS, { fields: { attempts_left: "0" } });
      throw new ApiError(422, INVALID_CODE, {
        fields: { totp_code: INVALID_CODE, attempts_left: String(RESET_CODE_ATTEMPTS - tries) },
      });
    }
    const usable =
      !found.reset.usedAt && !found.reset.temporaryTokenHash && found.reset.expiresAt.getTime() > Date.now();
    if (!usable || !found.user.totpSecret) throw unauthorized(RESET_INVALID);
    await consumeAttempt(
      db,
      accountLimits("totp:reset", found.user.id, clientAddress(c.req)),
      "Too many verification attempts.",
    );
    // Count the try first, atomically: three wrong codes end this reset token, even in parallel.
    const [counted] = await db
      .update(schema.passwordResets)
      .set({ failedAttempts: sql`${schema.passwordResets.failedAttempts} + 1` })
      .where(
        and(
          eq(schema.passwordResets.id, found.reset.id),
          sql`${schema.passwordResets.failedAttempts} < ${RESET_CODE_ATTEMPTS}`,
        ),
      )
      .returning({ failedAttempts: schema.passwordResets.failedAttempts });
    if (!counted) throw new ApiError(429, TOO_MANY_RESET_ATTEMPTS, { fields: { attempts_left: "0" } });
    if (!(await acceptTotp(db, found.user.id, found.user.totpSecret, totp_code))) {
      const attemptsLeft = RESET_CODE_ATTEMPTS - counted.failedAttempts;
      throw new ApiError(422, INVALID_CODE, {
        fields: { totp_code: INVALID_CODE, attempts_left: String(attemptsLeft) },
      });
    }
    const temporaryToken = randomToken();
    const [claimed] = await db
      .update(schema.passwordResets)
      .set({
        failedAttempts: sql`${schema.passwordResets.failedAttempts} - 1`,
        temporaryTokenHash: await sha256Hex(temporaryToken),
        temporaryExpiresAt: new Date(Date.now() + TEMPORARY_TOKEN_TTL_MS),
      })
      .where(and(eq(schema.passwordResets.id, found.reset.id), isNull(schema.passwordResets.temporaryTokenHash)))
      .returning({ id: schema.passwordResets.id });
    if (!claimed) throw unauthorized(RESET_INVALID);
    return c.json({ temporary_token: temporaryToken, expires_in: TEMPORARY_TOKEN_TTL_MS });
  })

  .post(
    "/reset/complete",
    jsonBody(resetCompleteSchema, { invalidMessage: PASSWORD_REQUIREMENTS_NOT_MET }),
    async (c) => {
      const db = c.get("db");
      const { email, temporary_token, new_password } = c.req.valid("json");
      const [found] = await db
        .select({ reset: schema.passwordResets, userId: schema.users.id })
        .from(schema.passwordResets)
        .innerJoin(schema.users, eq(schema.users.id, schema.passwordResets.userId))
        .where(
          and(
            eq(schema.passwordResets.temporaryTokenHash, await sha256Hex(temporary_token)),
            eq(schema.users.email, email),
          ),
        );
      if (!found || found.reset.usedAt) throw unauthorized(RESET_INVALID);
      if (!found.reset.temporaryExpiresAt || found.reset.temporaryExpiresAt.getTime() <= Date.now())
        throw unauthorized(RESET_EXPIRED);
      const passwordHash = await hashPassword(new_password);
      // Claiming the token, the new password and the end of every session happen together, once:
      // the password changes only if this request's claim (its exact timestamp) went through.
      const claimedAt = new Date();
      const [claimed] = await db.batch([
        db
          .update(schema.passwordResets)
          .set({ usedAt: claimedAt })
          .where(
            and(
              eq(schema.passwordResets.id, found.reset.id),
              isNull(schema.passwordResets.usedAt),
              gt(schema.passwordResets.temporaryExpiresAt, new Date()),
            ),
          )
          .returning({ id: schema.passwordResets.id }),
        db
          .update(schema.users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(
            and(
              eq(schema.users.id, found.userId),
              sql`EXISTS (SELECT 1 FROM password_resets WHERE id = ${found.reset.id} AND used_at = ${claimedAt.getTime()})`,
            ),
          ),
        revokeAllRefreshTokensQuery(db, found.userId),
      ]);
      if (!claimed.length) throw unauthorized(RESET_INVALID);
      return c.json({ message: "Password has been reset." });
    },
  )

  .post("/logout", jsonBody(logoutSchema, { optional: true }), async (c) => {
    // The refresh token comes in the body or as the bearer token; logging out twice is fine.
    const token = c.req.valid("json").refresh_token ?? bearerToken(c.req.header("Authorization"));
    if (token) await revokeRefreshToken(c.get("db"), token);
    return c.body(null, 204);
  });
