import { endSessionsInShards } from "../shards/member-copy";
import { Hono } from "hono";
import { completeReset, countResetTry, findReset, storeResetToken, storeTemporaryToken } from "../data/password-resets";
import { acceptBackupCode, acceptTotp } from "../data/two-factor";
import { checkEmailFree, createAccount, findUserByEmail, findUserById } from "../data/users";
import type { AppEnv } from "../env";
import { publicUser } from "../data/auth-user";
import { randomToken, sha256Hex } from "../lib/crypto";
import { BadInput, Unauthenticated } from "../lib/domain-errors";
import { ApiError } from "../lib/errors";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../lib/password";
import { accountLimits, clearAttempts, clientAddress, consumeAttempt, countAttempt } from "../data/attempts";
import {
  consumeChallenge,
  issueSession,
  revokeRefreshToken,
  sessionOfRefreshToken,
  rotateRefreshToken,
  signChallengeToken,
  verifyChallengeToken,
} from "../data/sessions";
import { endSessionSockets } from "../live/live-access";
import { INVALID_CODE } from "../lib/totp";
import { jsonBody } from "../lib/validation";
import { bearerToken } from "../middleware/auth";
import { INVALID_CREDENTIALS, loginSchema, logoutSchema, refreshSchema, registerSchema } from "../contract/auth";
import {
  login2faSchema,
  PASSWORD_REQUIREMENTS_NOT_MET,
  resetCompleteSchema,
  resetInitiateSchema,
  resetVerifySchema,
} from "../contract/reset";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
// Per account, the budgets are accountLimits (data/attempts.ts); per client address, these.
const LOGIN_LIMITS = { perClient: 50, windowMs: FIFTEEN_MINUTES };

const RESET_INITIATE_MESSAGE = "If an account exists with this email, you will be prompted for 2FA verification.";
const RESET_EXPIRED = "Reset token has expired. Please start over.";
const RESET_INVALID = "Reset token is invalid or expired. Please start over.";
const TOO_MANY_RESET_ATTEMPTS = "Too many failed attempts. Please start over.";
const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const TEMPORARY_TOKEN_TTL_MS = 5 * 60 * 1000;
const RESET_CODE_ATTEMPTS = 3;

const SIGN_IN_EXPIRED = "Your sign-in has expired. Please log in again.";
const invalidCode = (fields: Record<string, string>) => new BadInput(INVALID_CODE, fields);
const tooManyResetTries = () => new ApiError(429, TOO_MANY_RESET_ATTEMPTS, { fields: { attempts_left: "0" } });

export const authRoutes = new Hono<AppEnv>()
  .post("/register", jsonBody(registerSchema), async (c) => {
    const db = c.get("db");
    const input = c.req.valid("json");
    await consumeAttempt(
      db,
      [{ key: `register:client:${clientAddress(c.req)}`, limit: 20, windowMs: ONE_HOUR }],
      "Too many registrations from this address.",
    );
    await checkEmailFree(db, input.email);
    const user = await createAccount(
      db,
      c.get("databases"),
      {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
      },
      input.locale ?? null,
    );
    return c.json({ user: publicUser(user) }, 201);
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
    const user = await findUserByEmail(db, email);
    // An unknown e-mail still pays for a hash, so it answers like a wrong password, in the same time.
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !passwordMatches) throw new Unauthenticated(INVALID_CREDENTIALS);

    await clearAttempts(db, ...accountBudgets);
    if (user.twoFactorEnabled) {
      return c.json({ requires_2fa: true, challenge_token: await signChallengeToken(c.env.JWT_SECRET, user.id) });
    }
    return c.json({ ...(await issueSession(db, c.env.JWT_SECRET, user.id)), user: publicUser(user) });
  })

  .post("/refresh", jsonBody(refreshSchema), async (c) => {
    const { refresh_token } = c.req.valid("json");
    const {
      access_token,
      refresh_token: rotated,
      active_group_id,
    } = await rotateRefreshToken(c.get("db"), c.env.JWT_SECRET, refresh_token, {
      ending: (stolen) => endSessionsInShards(c.get("db"), c.get("databases"), stolen.userId, [stolen.familyId]),
      onFamilyRevoked: (stolen) => endSessionSockets(c, stolen.userId, stolen.familyId),
    });
    return c.json({ access_token, refresh_token: rotated, active_group_id });
  })

  .post("/login/2fa", jsonBody(login2faSchema, { invalidMessage: INVALID_CODE }), async (c) => {
    const db = c.get("db");
    const { challenge_token, code } = c.req.valid("json");
    const challenge = await verifyChallengeToken(db, c.env.JWT_SECRET, challenge_token);
    if (!challenge) throw new Unauthenticated(SIGN_IN_EXPIRED);
    const user = await findUserById(db, challenge.userId);
    if (!user?.twoFactorEnabled || !user.totpSecret) throw new Unauthenticated(SIGN_IN_EXPIRED);
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
    if (!accepted) throw invalidCode({ code: INVALID_CODE });
    // A challenge completes one sign-in: a second use, even with a fresh code, starts over.
    if (!(await consumeChallenge(db, challenge))) throw new Unauthenticated(SIGN_IN_EXPIRED);
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
      const user = await findUserByEmail(db, email);
      // Every address gets the same answer: a token to go on with. Only an account with 2FA stores it;
      // any other token fails verification exactly as a wrong code does (/reset/verify).
      const resetToken = randomToken();
      await storeResetToken(
        db,
        user?.twoFactorEnabled ? user.id : null,
        await sha256Hex(resetToken),
        new Date(Date.now() + RESET_TOKEN_TTL_MS),
      );
      return c.json({ requires_2fa: true, reset_token: resetToken, message: RESET_INITIATE_MESSAGE });
    },
  )

  .post("/reset/verify", jsonBody(resetVerifySchema, { invalidMessage: INVALID_CODE }), async (c) => {
    const db = c.get("db");
    const { email, reset_token, totp_code } = c.req.valid("json");
    const found = await findReset(db, { resetTokenHash: await sha256Hex(reset_token) }, email);
    if (!found) {
      // A token initiate gave an address with no 2FA account (or a made-up one): answered like a
      // wrong code, three times, then like too many, so it tells nothing about the address.
      const tries = await countAttempt(db, `reset:unknown:${await sha256Hex(reset_token)}`, RESET_TOKEN_TTL_MS);
      if (tries > RESET_CODE_ATTEMPTS) throw tooManyResetTries();
      throw invalidCode({ totp_code: INVALID_CODE, attempts_left: String(RESET_CODE_ATTEMPTS - tries) });
    }
    const usable =
      !found.reset.usedAt && !found.reset.temporaryTokenHash && found.reset.expiresAt.getTime() > Date.now();
    if (!usable || !found.user.totpSecret) throw new Unauthenticated(RESET_INVALID);
    await consumeAttempt(
      db,
      accountLimits("totp:reset", found.user.id, clientAddress(c.req)),
      "Too many verification attempts.",
    );
    // Count the try first, atomically: three wrong codes end this reset token, even in parallel.
    const tries = await countResetTry(db, found.reset.id, RESET_CODE_ATTEMPTS);
    if (tries === null) throw tooManyResetTries();
    if (!(await acceptTotp(db, found.user.id, found.user.totpSecret, totp_code)))
      throw invalidCode({ totp_code: INVALID_CODE, attempts_left: String(RESET_CODE_ATTEMPTS - tries) });
    const temporaryToken = randomToken();
    const expiresAt = new Date(Date.now() + TEMPORARY_TOKEN_TTL_MS);
    if (!(await storeTemporaryToken(db, found.reset.id, await sha256Hex(temporaryToken), expiresAt)))
      throw new Unauthenticated(RESET_INVALID);
    return c.json({ temporary_token: temporaryToken, expires_in: TEMPORARY_TOKEN_TTL_MS });
  })

  .post(
    "/reset/complete",
    jsonBody(resetCompleteSchema, { invalidMessage: PASSWORD_REQUIREMENTS_NOT_MET }),
    async (c) => {
      const db = c.get("db");
      const { email, temporary_token, new_password } = c.req.valid("json");
      const found = await findReset(db, { temporaryTokenHash: await sha256Hex(temporary_token) }, email);
      if (!found || found.reset.usedAt) throw new Unauthenticated(RESET_INVALID);
      if (!found.reset.temporaryExpiresAt || found.reset.temporaryExpiresAt.getTime() <= Date.now())
        throw new Unauthenticated(RESET_EXPIRED);
      const passwordHash = await hashPassword(new_password);
      // Every session of the account ends in the shards' copies first, then in the directory.
      await endSessionsInShards(db, c.get("databases"), found.user.id, "all");
      if (!(await completeReset(db, found.reset.id, found.user.id, passwordHash)))
        throw new Unauthenticated(RESET_INVALID);
      endSessionSockets(c, found.user.id);
      return c.json({ message: "Password has been reset." });
    },
  )

  .post("/logout", jsonBody(logoutSchema, { optional: true }), async (c) => {
    // The refresh token comes in the body or as the bearer token; logging out twice is fine.
    const token = c.req.valid("json").refresh_token ?? bearerToken(c.req.header("Authorization"));
    // The session ends in the shards' copies first, then in the directory.
    const session = token ? await sessionOfRefreshToken(c.get("db"), token) : undefined;
    if (session) await endSessionsInShards(c.get("db"), c.get("databases"), session.userId, [session.familyId]);
    const ended = token ? await revokeRefreshToken(c.get("db"), token) : undefined;
    if (ended) endSessionSockets(c, ended.userId, ended.familyId);
    return c.body(null, 204);
  });
