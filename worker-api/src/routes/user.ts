import { endSessionsInShards } from "../shards/member-copy";
import { Hono } from "hono";
import { calendarFeedVersion, revokeCalendarFeed } from "../data/calendar-feed";
import { exportAccount } from "../data/export";
import { capabilityToken } from "../lib/capability-token";
import { webOriginOf } from "../lib/web-origin";
import { acceptTotp, disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from "../data/two-factor";
import { deleteAccount, getAccount, setPassword, updateAccount, type AccountChanges } from "../data/users";
import type { AppEnv } from "../env";
import { publicUser } from "../data/auth-user";
import { sha256Hex } from "../lib/crypto";
import { BadInput, Conflict, Unauthenticated } from "../lib/domain-errors";
import { ApiError } from "../lib/errors";
import { hashPassword, verifyPassword } from "../lib/password";
import { endMemberSockets, endSessionSockets, memberListIds } from "../live/live-access";
import { qrCodePng, toBase64 } from "../lib/qr-png";
import { accountLimits, clearAttempts, clientAddress, consumeAttempt, type RateLimit } from "../data/attempts";
import { INVALID_CODE, newBackupCodes, newTotpSecret, otpauthUri } from "../lib/totp";
import { jsonBody } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import {
  changePasswordSchema,
  deleteAccountSchema,
  disableTotpSchema,
  profileUpdateSchema,
  verifyTotpSchema,
} from "../contract/user";

/** Guesses at the account's own password, from anywhere. */
const passwordLimits = (userId: number): RateLimit[] => [
  { key: `password:account:${userId}`, limit: 10, windowMs: 15 * 60 * 1000 },
];

const INVALID_CODE_OR_PASSWORD = "Invalid verification code or password. Please try again.";

export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)

  /** The person's private calendar address (its feed turned on if it was off). */
  .get("/calendar", async (c) => {
    const userId = c.get("user").id;
    const version = await calendarFeedVersion(c.get("db"), userId);
    const token = await capabilityToken(c.env.JWT_SECRET, "calendar-feed", userId, version);
    return c.json({ url: `${webOriginOf(c)}/calendar/${token}.ics` });
  })

  /** Revokes the calendar address: calendars subscribed to it stop updating; the next address is new. */
  .delete("/calendar", async (c) => {
    await revokeCalendarFeed(c.get("db"), c.get("user").id);
    return c.body(null, 204);
  })

  .get("/profile", async (c) => c.json({ user: publicUser(await getAccount(c.get("db"), c.get("user").id)) }))

  .put("/profile", jsonBody(profileUpdateSchema), async (c) => {
    const db = c.get("db");
    const me = c.get("user");
    const input = c.req.valid("json");
    const changes: AccountChanges = {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.username !== undefined && { username: input.username }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.bio !== undefined && { bio: input.bio || null }),
      ...(input.units !== undefined && { units: input.units }),
      ...(input.locale !== undefined && { locale: input.locale }),
    };
    const user = Object.keys(changes).length ? await updateAccount(db, me.id, changes) : await getAccount(db, me.id);
    return c.json({ user: publicUser(user) });
  })

  .post(
    "/change-password",
    jsonBody(changePasswordSchema, { invalidMessage: "Please check your passwords and try again." }),
    async (c) => {
      const db = c.get("db");
      const { current_password, new_password } = c.req.valid("json");
      const user = await getAccount(db, c.get("user").id);
      await consumeAttempt(db, passwordLimits(user.id), "Too many attempts.");
      if (!(await verifyPassword(current_password, user.passwordHash)))
        throw new Unauthenticated("Current password is incorrect.");
      const passwordHash = await hashPassword(new_password);
      // Every session of the account ends in the shards' copies first, then in the directory.
      await endSessionsInShards(db, c.get("databases"), user.id, "all");
      await setPassword(db, user.id, passwordHash);
      endSessionSockets(c, user.id);
      return c.json({ message: "Password changed successfully." });
    },
  )

  .delete("/account", jsonBody(deleteAccountSchema), async (c) => {
    const db = c.get("db");
    const user = await getAccount(db, c.get("user").id);
    await consumeAttempt(db, passwordLimits(user.id), "Too many attempts.");
    if (!(await verifyPassword(c.req.valid("json").password, user.passwordHash)))
      throw new Unauthenticated("Password is incorrect.");
    // Read before the account goes: its memberships go with it.
    const lists = await memberListIds(db, c.get("databases"), user.id);
    await deleteAccount(db, c.get("databases"), user.id);
    endMemberSockets(c, lists, user.id);
    return c.body(null, 204);
  })

  .get("/export", async (c) => {
    const data = await exportAccount(c.get("db"), c.get("databases"), c.get("user").id);
    c.header("Content-Disposition", 'attachment; filename="larder-export.json"');
    return c.json(data);
  })

  .get("/2fa/status", async (c) => {
    const user = await getAccount(c.get("db"), c.get("user").id);
    return c.json({ enabled: user.twoFactorEnabled });
  })

  .post("/2fa/enable", async (c) => {
    const db = c.get("db");
    const user = await getAccount(db, c.get("user").id);
    if (user.twoFactorEnabled) throw new Conflict("Two-factor authentication is already enabled.");
    const secret = newTotpSecret();
    const backupCodes = newBackupCodes();
    await startTwoFactorSetup(db, user.id, secret, await Promise.all(backupCodes.map((code) => sha256Hex(code))));
    const png = await qrCodePng(otpauthUri(secret, user.email));
    return c.json({ secret, qr_code_image: `data:image/png;base64,${toBase64(png)}`, backup_codes: backupCodes });
  })

  .post("/2fa/verify", jsonBody(verifyTotpSchema, { invalidMessage: INVALID_CODE }), async (c) => {
    const db = c.get("db");
    const user = await getAccount(db, c.get("user").id);
    if (user.twoFactorEnabled) throw new Conflict("Two-factor authentication is already enabled.");
    if (!user.totpPendingSecret) throw new ApiError(400, "Start two-factor setup first.");
    const limits = accountLimits("totp:settings", user.id, clientAddress(c.req));
    await consumeAttempt(db, limits, "Too many verification attempts.");
    if (!(await acceptTotp(db, user.id, user.totpPendingSecret, c.req.valid("json").code)))
      throw new BadInput(INVALID_CODE, { code: INVALID_CODE });
    await clearAttempts(db, ...limits);
    await enableTwoFactor(db, user.id, user.totpPendingSecret);
    return c.json({ enabled: true });
  })

  .post("/2fa/disable", jsonBody(disableTotpSchema, { invalidMessage: INVALID_CODE_OR_PASSWORD }), async (c) => {
    const db = c.get("db");
    const user = await getAccount(db, c.get("user").id);
    if (!user.twoFactorEnabled || !user.totpSecret) throw new Conflict("Two-factor authentication is not enabled.");
    const { password, code } = c.req.valid("json");
    await consumeAttempt(
      db,
      accountLimits("totp:settings", user.id, clientAddress(c.req)),
      "Too many verification attempts.",
    );
    if (!(await verifyPassword(password, user.passwordHash))) throw new Unauthenticated("Password is incorrect.");
    if (!(await acceptTotp(db, user.id, user.totpSecret, code)))
      throw new BadInput(INVALID_CODE_OR_PASSWORD, { code: INVALID_CODE });
    await disableTwoFactor(db, user.id);
    return c.json({ enabled: false });
  });
