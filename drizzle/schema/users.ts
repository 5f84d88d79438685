import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { belongsTo, createdAt, id, ownedTable, timestamp, updatedAt } from "./columns";

export const users = sqliteTable(
  "users",
  {
    id: id(),
    /** Stored trimmed and lower-cased; unique. */
    email: text("email").notNull(),
    /** Self-describing scrypt hash: `scrypt$N$r$p$salt$hash`. */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    username: text("username"),
    bio: text("bio"),
    twoFactorEnabled: integer("two_factor_enabled", { mode: "boolean" }).notNull().default(false),
    /** Base32 TOTP secret, set once verified. */
    totpSecret: text("totp_secret"),
    /** Secret handed out by /2fa/enable, promoted to totpSecret by /2fa/verify. */
    totpPendingSecret: text("totp_pending_secret"),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    /**
     * The version of the person's private calendar address (calendar/feed-token.ts): positive
     * while the feed is on, negative (its last version) once revoked, so an address is never valid
     * again after it was revoked; null before the first.
     */
    calendarFeed: integer("calendar_feed"),
    /**
     * When the person last joined or left a group (epoch ms; null: never since they registered).
     * Every checked request answers it, so the web worker reads the person's groups again when it
     * moved since it last read them.
     */
    groupsChangedAt: integer("groups_changed_at"),
    /**
     * The units the person reads amounts in: as each cook wrote them, metric, or US customary
     * (worker-api/src/shared/unit-systems.ts). Only what is shown changes; stored amounts stay as
     * written. Accounts made before the choice read what they read then: as written.
     */
    units: text("units", { enum: ["as_written", "metric", "us"] })
      .notNull()
      .default("as_written"),
    /**
     * The language the person chose to read Larder in (worker-api/src/shared/locales.ts); null
     * until they choose, and then pages follow their browser's languages.
     */
    locale: text("locale", { enum: ["en", "de", "fr", "es", "it", "nl", "pl", "ar"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
  ],
);

/** The account a row belongs to, and goes with. */
export const userId = () => belongsTo("user_id", () => users.id);

/** A table of an account's rows. */
const userTable = ownedTable("userId", userId);

/** Opaque refresh tokens, stored only as SHA-256 hashes, rotated on every use. */
export const refreshTokens = userTable(
  "refresh_tokens",
  {
    /** All tokens descending from one sign-in share a family; reuse of a rotated one revokes it. */
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    /** Set when the token was exchanged for a new one. */
    rotatedAt: timestamp("rotated_at"),
    revokedAt: timestamp("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
    // Every authenticated request asks whether its session's family has a revoked token: a seek.
    index("refresh_tokens_family_revoked_idx").on(t.familyId, t.revokedAt),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

/** Fixed-window counters for sign-in, TOTP and reset attempts, per account and per client. */
export const authAttempts = sqliteTable(
  "auth_attempts",
  {
    /** e.g. `login:account:ann@example.com` or `login:client:203.0.113.9`. */
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Single-use backup codes, stored hashed. */
export const backupCodes = userTable(
  "backup_codes",
  {
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("backup_codes_user_idx").on(t.userId)],
);

/** A password reset in progress: reset token, then a 5-minute temporary token. */
export const passwordResets = userTable(
  "password_resets",
  {
    resetTokenHash: text("reset_token_hash").notNull(),
    temporaryTokenHash: text("temporary_token_hash"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at").notNull(),
    temporaryExpiresAt: timestamp("temporary_expires_at"),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_resets_reset_token_unique").on(t.resetTokenHash),
    uniqueIndex("password_resets_temporary_token_unique").on(t.temporaryTokenHash),
    index("password_resets_user_idx").on(t.userId),
  ],
);

/**
 * The 2FA challenge tokens that completed a sign-in: a challenge works once. Rows can go once
 * `expires_at` (the token's own expiry) has passed.
 */
export const usedChallenges = sqliteTable("used_challenges", {
  jti: text("jti").primaryKey(),
  expiresAt: timestamp("expires_at").notNull(),
});
