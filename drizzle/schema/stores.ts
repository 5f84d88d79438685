import { sql } from "drizzle-orm";
import { index, integer, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { groupTable } from "./hosted";

/** A group's stores: each keeps its own order of the shopping list's sections. */
export const stores = groupTable(
  "stores",
  {
    name: text("name").notNull(),
    /** The group's stores in this order; the first is its default store. */
    position: integer("position").notNull().default(0),
    /**
     * What the store's ticks and drags taught about its order of sections, as JSON (the state of
     * worker-api/src/shopping/store-order.ts); null before the first trip or drag.
     */
    sectionOrder: text("section_order", { mode: "json" }).$type<unknown>(),
    /**
     * When the household last ticked a line here (milliseconds); the group's new lists are
     * shopped in the store with the latest. Null: never shopped in yet.
     */
    lastShoppedAt: integer("last_shopped_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A store's name is unique in its group whatever the case.
    uniqueIndex("stores_group_name_unique").on(t.groupId, sql`lower(${t.name})`),
    index("stores_group_position_idx").on(t.groupId, t.position),
  ],
);
