import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { runBatch, schema } from "../db";
import type { AppEnv } from "../env";
import { exportAccount } from "../data/export";
import { publicUser } from "../lib/auth-user";
import { isUniqueViolation } from "../lib/db-errors";
import { sha256Hex } from "../lib/crypto";
import { inValues, statementsWithinLimit } from "../lib/bulk";
import { ApiError } from "../lib/errors";
import { hashPassword, verifyPassword } from "../lib/password";
import { qrCodePng, toBase64 } from "../lib/qr-png";
import { accountLimits, clearAttempts, clientAddress, consumeAttempt } from "../lib/rate-limit";
import { revokeAllRefreshTokensQuery } from "../lib/tokens";
import { acceptTotp, newBackupCodes, newTotpSecret, otpauthUri } from "../lib/totp";
import { jsonBody } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import { EMAIL_TAKEN } from "../schemas/auth";
import {
  changePasswordSchema,
  deleteAccountSchema,
  disableTotpSchema,
  profileUpdateSchema,
  verifyTotpSchema,
} from "../schemas/user";

export const INVALID_CODE = "Invalid verification code. Please try again.";

const totpAttempt = (db: AppEnv["Variables"]["db"], userId: number, address: string) =>
  consumeAttempt(db, accountLimits("totp:settings", userId, address), "Too many verification attempts.");

async function loadUser(db: AppEnv["Variables"]["db"], id: number) {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  if (!user) throw new ApiError(401, "Authentication required");
  return user;
}

export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/profile", async (c) => c.json({ user: publicUser(await loadUser(c.get("db"), c.get("user").id)) }))

  .put("/profile", jsonBody(profileUpdateSchema), async (c) => {
    const db = c.get("db");
    const me = c.get("user");
    const changes = c.req.valid("json");
    if (changes.email !== undefined && changes.email !== me.email) {
      const [taken] = await db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(and(eq(schema.users.email, changes.email), ne(schema.users.id, me.id)));
      if (taken) throw new ApiError(409, EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
    }
    if (changes.username !== undefined) {
      const [taken] = await db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(
          and(sql`lower(${schema.users.username}) = ${changes.username.toLowerCase()}`, ne(schema.users.id, me.id)),
        );
      if (taken)
        throw new ApiError(409, "This username is already taken.", {
          fields: { username: "This username is already taken." },
        });
    }
    const patch = {
      ...(changes.first_name !== undefined && { firstName: changes.first_name }),
      ...(changes.last_name !== undefined && { lastName: changes.last_name }),
      ...(changes.username !== undefined && { username: changes.username }),
      ...(changes.email !== undefined && { email: changes.email }),
      ...(changes.bio !== undefined && { bio: changes.bio || null }),
    };
    if (Object.keys(patch).length) {
      try {
        await db
          .update(schema.users)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(schema.users.id, me.id));
      } catch (error) {
        // A concurrent update took the address or name between the check and the write.
        if (isUniqueViolation(error)) throw new ApiError(409, "This email or username is already taken.");
        throw error;
      }
    }
    return c.json({ user: publicUser(await loadUser(db, me.id)) });
  })

  .post(
    "/change-password",
    jsonBody(changePasswordSchema, { invalidMessage: "Please check your passwords and try again." }),
    async (c) => {
      const db = c.get("db");
      const { current_password, new_password } = c.req.valid("json");
      const user = await loadUser(db, c.get("user").id);
      await consumeAttempt(
        db,
        [{ key: `password:account:${user.id}`, limit: 10, windowMs: 15 * 60 * 1000 }],
        "Too many attempts.",
      );
      if (!(await verifyPassword(current_password, user.passwordHash)))
        throw new ApiError(401, "Current password is incorrect.");
      // New password and the end of every session, together.
      await runBatch(db, [
        db
          .update(schema.users)
          .set({ passwordHash: await hashPassword(new_password), updatedAt: new Date() })
          .where(eq(schema.users.id, user.id)),
        revokeAllRefreshTokensQuery(db, user.id),
      ]);
      return c.json({ message: "Password changed successfully." });
    },
  )

  .delete("/account", jsonBody(deleteAccountSchema), async (c) => {
    const db = c.get("db");
    const user = await loadUser(db, c.get("user").id);
    await consumeAttempt(
      db,
      [{ key: `password:account:${user.id}`, limit: 10, windowMs: 15 * 60 * 1000 }],
      "Too many attempts.",
    );
    if (!(await verifyPassword(c.req.valid("json").password, user.passwordHash)))
      throw new ApiError(401, "Password is incorrect.");

    // Shared groups the account owns pass to the longest-standing admin, else the longest-standing
    // member; groups nobody else is in (the personal one among them) go with the account.
    const owned = await db
      .select({ id: schema.groups.id })
      .from(schema.groups)
      .where(eq(schema.groups.ownerId, user.id));
    const ownedIds = owned.map((group) => group.id);
    const candidates = ownedIds.length
      ? await db
          .select({ groupId: schema.groupMembers.groupId, userId: schema.groupMembers.userId })
          .from(schema.groupMembers)
          .where(and(inValues(schema.groupMembers.groupId, ownedIds), ne(schema.groupMembers.userId, user.id)))
          .orderBy(
            asc(schema.groupMembers.groupId),
            desc(sql`${schema.groupMembers.role} = 'admin'`),
            asc(schema.groupMembers.joinedAt),
            asc(schema.groupMembers.userId),
          )
      : [];
    const successors = new Map<number, number>();
    for (const candidate of candidates)
      if (!successors.has(candidate.groupId)) successors.set(candidate.groupId, candidate.userId);

    const handOver = [...successors].flatMap(([groupId, successorId]) => [
      db
        .update(schema.groups)
        .set({
          ownerId: successorId,
          // Names are unique per owner: a name the successor already owns gets the group's id.
          name: sql`CASE WHEN EXISTS (SELECT 1 FROM groups other WHERE other.owner_id = ${successorId} AND lower(other.name) = lower(groups.name) AND other.id <> groups.id) THEN groups.name || ' (' || groups.id || ')' ELSE groups.name END`,
          updatedAt: new Date(),
        })
        .where(eq(schema.groups.id, groupId)),
      db
        .update(schema.groupMembers)
        .set({ role: "owner" })
        .where(and(eq(schema.groupMembers.groupId, groupId), eq(schema.groupMembers.userId, successorId))),
    ]);
    const orphaned = ownedIds.filter((id) => !successors.has(id));
    await runBatch(db, [
      ...handOver,
      ...(orphaned.length ? [db.delete(schema.groups).where(inValues(schema.groups.id, orphaned))] : []),
      db.delete(schema.users).where(eq(schema.users.id, user.id)),
    ]);
    return c.body(null, 204);
  })

  .get("/export", async (c) => {
    const data = await exportAccount(c.get("db"), c.get("user").id);
    c.header("Content-Disposition", 'attachment; filename="larder-export.json"');
    return c.json(data);
  })

  .get("/2fa/status", async (c) => {
    const user = await loadUser(c.get("db"), c.get("user").id);
    return c.json({ enabled: user.twoFactorEnabled });
  })

  .post("/2fa/enable", async (c) => {
    const db = c.get("db");
    const user = await loadUser(db, c.get("user").id);
    if (user.twoFactorEnabled) throw new ApiError(409, "Two-factor authentication is already enabled.");
    const secret = newTotpSecret();
    const backupCodes = newBackupCodes();
    const codeHashes = await Promise.all(backupCodes.map((code) => sha256Hex(code)));
    // Nothing is on until /2fa/verify: the secret waits as pending, the codes replace any earlier unverified set.
    await runBatch(db, [
      db.update(schema.users).set({ totpPendingSecret: secret }).where(eq(schema.users.id, user.id)),
      db.delete(schema.backupCodes).where(eq(schema.backupCodes.userId, user.id)),
      ...statementsWithinLimit(codeHashes, (part) =>
        db.insert(schema.backupCodes).values(part.map((codeHash) => ({ userId: user.id, codeHash }))),
      ),
    ]);
    const png = await qrCodePng(otpauthUri(secret, user.email));
    return c.json({ secret, qr_code_image: `data:image/png;base64,${toBase64(png)}`, backup_codes: backupCodes });
  })

  .post("/2fa/verify", jsonBody(verifyTotpSchema, { invalidMessage: INVALID_CODE }), async (c) => {
    const db = c.get("db");
    const user = await loadUser(db, c.get("user").id);
    if (user.twoFactorEnabled) throw new ApiError(409, "Two-factor authentication is already enabled.");
    if (!user.totpPendingSecret) throw new ApiError(400, "Start two-factor setup first.");
    await totpAttempt(db, user.id, clientAddress(c.req));
    if (!(await acceptTotp(db, user.id, user.totpPendingSecret, c.req.valid("json").code))) {
      throw new ApiError(422, INVALID_CODE, { fields: { code: INVALID_CODE } });
    }
    await clearAttempts(db, ...accountLimits("totp:settings", user.id, clientAddress(c.req)));
    await db
      .update(schema.users)
      .set({
        twoFactorEnabled: true,
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        updatedAt: new Date(),
      })
      .where(eq(schema.users.id, user.id));
    return c.json({ enabled: true });
  })

  .post(
    "/2fa/disable",
    jsonBody(disableTotpSchema, { invalidMessage: "Invalid verification code or password. Please try again." }),
    async (c) => {
      const db = c.get("db");
      const user = await loadUser(db, c.get("user").id);
      if (!user.twoFactorEnabled || !user.totpSecret)
        throw new ApiError(409, "Two-factor authentication is not enabled.");
      const { password, code } = c.req.valid("json");
      await totpAttempt(db, user.id, clientAddress(c.req));
      if (!(await verifyPassword(password, user.passwordHash))) throw new ApiError(401, "Password is incorrect.");
      if (!(await acceptTotp(db, user.id, user.totpSecret, code))) {
        throw new ApiError(422, "Invalid verification code or password. Please try again.", {
          fields: { code: INVALID_CODE },
        });
      }
      await runBatch(db, [
        db
          .update(schema.users)
          .set({
            twoFactorEnabled: false,
            totpSecret: null,
            totpPendingSecret: null,
            totpLastStep: null,
            updatedAt: new Date(),
          })
          .where(eq(schema.users.id, user.id)),
        db.delete(schema.backupCodes).where(eq(schema.backupCodes.userId, user.id)),
      ]);
      return c.json({ enabled: false });
    },
  );
