import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, updatedAt } from "./columns";
import { users } from "./users";

export const groupRoles = ["owner", "admin", "member"] as const;
export type GroupRole = (typeof groupRoles)[number];

/** A household or any set of people who plan together; every planning row belongs to one. */
export const groups = sqliteTable(
  "groups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description"),
    isPersonal: integer("is_personal", { mode: "boolean" }).notNull().default(false),
    /** Restrict: an account is deleted only after its groups were handed over or removed. */
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("groups_owner_idx").on(t.ownerId),
    // Names are unique among a person's groups (checked in code, data/groups.ts); among the groups
    // one person owns the database decides, so racing creates cannot both win.
    uniqueIndex("groups_owner_name_unique").on(t.ownerId, sql`lower(${t.name})`),
  ],
);

export const groupMembers = sqliteTable(
  "group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: groupRoles }).notNull().default("member"),
    joinedAt: timestamp("joined_at")
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_members_user_idx").on(t.userId, t.groupId)],
);
