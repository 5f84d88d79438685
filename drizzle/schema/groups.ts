import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { belongsTo, createdAt, id, timestamp, timestampNow, updatedAt } from "./columns";
import { userId, users } from "./users";

const groupRoles = ["owner", "admin", "member"] as const;

/** A household or any set of people who plan together; every planning row belongs to one. */
export const groups = sqliteTable(
  "groups",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    isPersonal: integer("is_personal", { mode: "boolean" }).notNull().default(false),
    /** Restrict: an account is deleted only after its groups were handed over or removed. */
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /**
     * The shard database that holds the group's planning rows (\`SHARD_<n>\` in the API worker's
     * bindings): chosen when the group is made, changed only by a move (worker-api/src/shards/).
     */
    shard: integer("shard").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("groups_owner_idx").on(t.ownerId),
    // Placement counts the groups made on each shard lately (worker-api/src/shards/placement.ts).
    index("groups_shard_created_idx").on(t.shard, t.createdAt),
    // Names are unique among a person's groups (checked in code, data/groups.ts); among the groups
    // one person owns the database decides, so racing creates cannot both win.
    uniqueIndex("groups_owner_name_unique").on(t.ownerId, sql`lower(${t.name})`),
  ],
);

const groupId = () => belongsTo("group_id", () => groups.id);

export const groupMembers = sqliteTable(
  "group_members",
  {
    groupId: groupId(),
    userId: userId(),
    role: text("role", { enum: groupRoles }).notNull().default("member"),
    joinedAt: timestampNow("joined_at"),
    /**
     * When the person last chose this group to plan with; their active group is the membership
     * chosen last (on every device), so leaving a group falls back without a dangling pointer.
     */
    activatedAt: timestamp("activated_at"),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_members_user_idx").on(t.userId, t.groupId)],
);
