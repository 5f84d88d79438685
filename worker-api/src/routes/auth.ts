import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { schema } from "../db";
import type { AppEnv } from "../env";
import { publicUser } from "../lib/auth-user";
import { ApiError, unauthorized } from "../lib/errors";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../lib/password";
import { clearAttempts, clientAddress, consumeAttempt } from "../lib/rate-limit";
import { issueSession, revokeRefreshToken, rotateRefreshToken, signChallengeToken } from "../lib/tokens";
import { jsonBody } from "../lib/validation";
import { bearerToken } from "../middleware/auth";
import { loginSchema, logoutSchema, refreshSchema, registerSchema } from "../schemas/auth";

export const INVALID_CREDENTIALS = "Invalid email or password. Please check your credentials.";
export const EMAIL_TAKEN = "This email is already registered. Please use a different email or try logging in.";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
export const LOGIN_LIMITS = { perAccount: 10, perClient: 50, windowMs: FIFTEEN_MINUTES };

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
    const [existing] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, input.email));
    if (existing) throw emailTaken();

    const passwordHash = await hashPassword(input.password);
    // Ids are not known inside a batch: the new rows find theirs by the (unique) e-mail.
    const newUserId = sql<number>`(SELECT id FROM users WHERE email = ${input.email})`;
    const personalGroupId = sql<number>`(SELECT id FROM groups WHERE owner_id = ${newUserId} AND is_personal = 1)`;
    try {
      // One batch: the account never exists without its personal group.
      await db.batch([
        db.insert(schema.users).values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
        }),
        db.insert(schema.groups).values({ name: "Personal", isPersonal: true, ownerId: newUserId }),
        db.insert(schema.groupMembers).values({ groupId: personalGroupId, userId: newUserId, role: "owner" }),
      ]);
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (String(error).includes("UNIQUE constraint failed: users.email")) throw emailTaken();
      throw error;
    }
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, input.email));
    return c.json({ user: publicUser(user!) }, 201);
  })

  .post("/login", jsonBody(loginSchema, { invalidMessage: INVALID_CREDENTIALS }), async (c) => {
    const db = c.get("db");
    const { email, password } = c.req.valid("json");
    const accountKey = `login:account:${email}`;
    await consumeAttempt(
      db,
      [
        { key: accountKey, limit: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.windowMs },
        { key: `login:client:${clientAddress(c.req)}`, limit: LOGIN_LIMITS.perClient, windowMs: LOGIN_LIMITS.windowMs },
      ],
      "Too many sign-in attempts.",
    );
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    // An unknown e-mail still pays for a hash, so it answers like a wrong password, in the same time.
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !passwordMatches) throw unauthorized(INVALID_CREDENTIALS);

    await clearAttempts(db, accountKey);
    if (user.twoFactorEnabled) {
      return c.json({ requires_2fa: true, challenge_token: await signChallengeToken(c.env.JWT_SECRET, user.id) });
    }
    return c.json({ ...(await issueSession(db, c.env.JWT_SECRET, user.id)), user: publicUser(user) });
  })

  .post("/refresh", jsonBody(refreshSchema), async (c) => {
    const { refresh_token } = c.req.valid("json");
    const { access_token, refresh_token: rotated } = await rotateRefreshToken(c.get("db"), c.env.JWT_SECRET, refresh_token);
    return c.json({ access_token, refresh_token: rotated });
  })

  .post("/logout", jsonBody(logoutSchema, { optional: true }), async (c) => {
    // The refresh token comes in the body or as the bearer token; logging out twice is fine.
    const token = c.req.valid("json").refresh_token ?? bearerToken(c.req.header("Authorization"));
    if (token) await revokeRefreshToken(c.get("db"), token);
    return c.body(null, 204);
  });
