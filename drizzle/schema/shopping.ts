import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { belongsTo, createdAt, timestampNow, updatedAt } from "./columns";
import { groupId, groupTable } from "./hosted";
import { ingredients } from "./recipes";
import { stores } from "./stores";

const shoppingListStatuses = ["pending", "active", "completed"] as const;

export const shoppingLists = groupTable(
  "shopping_lists",
  {
    title: text("title").notNull(),
    description: text("description"),
    status: text("status", { enum: shoppingListStatuses }).notNull().default("pending"),
    /** Calendar days as ISO `YYYY-MM-DD`, so they sort and compare as text. */
    startDate: text("start_date"),
    endDate: text("end_date"),
    /** Budget in integer cents, as set by the user. */
    totalPrice: integer("total_price").notNull().default(0),
    /** True for lists built from the meal plan; re-syncing updates them in place. */
    synced: integer("synced", { mode: "boolean" }).notNull().default(false),
    /** The store the list is shopped in (its ticks teach that store's order); null: the group's default store. */
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    /** Whether ticking a line bought puts its amount in the pantry (on unless the household turned it off). */
    stocksPantry: integer("stocks_pantry", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shopping_lists_group_created_idx").on(t.groupId, t.createdAt),
    // One synced list per group, title and range: a sync finds it again, and racing syncs make one.
    uniqueIndex("shopping_lists_synced_range_unique")
      .on(t.groupId, t.title, t.startDate, t.endDate)
      .where(sql`synced = 1`),
  ],
);

/**
 * What meals planned before a synced list's days hold of a line's food at home: the amounts held
 * (summed per unit, in the pantry's units) and every meal holding them (its title and when it is
 * planned, ISO 8601), with the list's first day (YYYY-MM-DD), which decides whether a meal is
 * named by its weekday or its date.
 */
export type HeldAtHome = {
  from: string;
  amounts: { quantity: number; unit: string }[];
  meals: { title: string; at: string }[];
};

/** `group_id` is denormalised from the list so the all-items screen filters by group without a join. */
export const shoppingItems = groupTable(
  "shopping_items",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** No action: an ingredient on a list is not deleted (the API says so clearly). */
    ingredientId: integer("ingredient_id").references(() => ingredients.id),
    quantity: real("quantity").notNull(),
    unit: text("unit").notNull(),
    /** Total for the line in integer cents. */
    priceCents: integer("price_cents").notNull().default(0),
    isBought: integer("is_bought", { mode: "boolean" }).notNull().default(false),
    type: text("type").notNull().default("Other"),
    /** The store section the line is filed under (one of the contract's SECTIONS). */
    section: text("section").notNull().default("Other"),
    /**
     * The exact need when `quantity` was rounded up to whole pieces (1.5 lemons: quantity 2,
     * needed 1.5); null when the quantity is the need.
     */
    needed: real("needed"),
    /**
     * For sync lines: what the pantry held of the need when the list was synced, in the line's
     * unit (need 500 g, have 200 g: quantity 300); null when it held none.
     */
    have: real("have"),
    /**
     * The held-for note as older versions wrote it, in the words of the page that synced ("400 g
     * at home are for Tuesday's Salmon"); kept and shown as it is until a re-sync replaces it
     * with `heldAtHome`. Syncs now leave it null.
     */
    heldFor: text("held_for"),
    /**
     * For sync lines: what food at home the line does not count because meals planned before the
     * list's days hold it, as facts (amounts, meals, the list's first day), worded when read in
     * the reader's language; null when none is held.
     */
    heldAtHome: text("held_at_home", { mode: "json" }).$type<HeldAtHome>(),
    /** For sync lines: amounts that could not merge with quantity and unit ("200 g + 2 pcs"). */
    moreAmounts: text("more_amounts", { mode: "json" }).$type<
      { quantity: number; unit: string; needed: number | null }[]
    >(),
    notes: text("notes"),
    /** `sync` lines come from the meal plan; `manual` ones were added by hand. */
    source: text("source", { enum: ["manual", "sync"] })
      .notNull()
      .default("manual"),
    /**
     * For lines added by hand and not bought yet: the merge key of the name. The same name added
     * again adds to this line; a line bought, renamed or moved loses it (then it merges no more).
     */
    openKey: text("open_key"),
    /** For sync lines: the merge key (the normalised name) a re-sync matches on. */
    syncKey: text("sync_key"),
    /** JSON array of the meal ids a synced line came from. */
    sourceMealIds: text("source_meal_ids", { mode: "json" }).$type<number[]>(),
    /** Set when a user edits a synced line's quantity or unit: a re-sync leaves it alone. */
    editedByUser: integer("edited_by_user", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Both columns: reads of a list also filter on the group, and with the list alone SQLite
    // chose the group index and walked every item of the household.
    index("shopping_items_list_group_idx").on(t.listId, t.groupId),
    index("shopping_items_group_created_idx").on(t.groupId, t.createdAt),
    index("shopping_items_ingredient_idx").on(t.ingredientId),
    // One synced line per list and merge key: a re-sync upserts, so racing syncs never double a line.
    uniqueIndex("shopping_items_list_sync_key_unique").on(t.listId, t.syncKey),
    // One open hand-added line per list and name: adding the name again upserts into it, so two
    // racing adds make one line.
    uniqueIndex("shopping_items_list_open_key_unique").on(t.listId, t.openKey),
  ],
);

/**
 * The change ids (made on a device, for its offline outbox) a group's changes were applied with:
 * a change sent again finds its id here and writes nothing. Rows older than 30 days are deleted
 * by later changes (docs/decisions/0018).
 */
export const appliedChanges = sqliteTable(
  "applied_changes",
  {
    groupId: groupId(),
    changeId: text("change_id").notNull(),
    /** Random per request: the write runs only when the claim it just inserted is its own. */
    nonce: text("nonce").notNull(),
    /** The item or list the change applied to; for a created item, its new id. */
    targetId: integer("target_id"),
    appliedAt: timestampNow("applied_at"),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.changeId] }), index("applied_changes_applied_at_idx").on(t.appliedAt)],
);

/**
 * The ticks of the trips under way in each store: an item's section and when it was bought there.
 * A finished trip (a gap of hours, or its list all bought) is folded into the store's learned
 * order and its ticks deleted, so the table holds at most a trip or two per store.
 */
export const storeTicks = groupTable(
  "store_ticks",
  {
    storeId: belongsTo("store_id", () => stores.id),
    /** One tick per item: ticking it again moves the tick, unticking it takes it back. */
    itemId: belongsTo("item_id", () => shoppingItems.id),
    section: text("section").notNull(),
    tickedAt: integer("ticked_at").notNull(),
  },
  (t) => [
    uniqueIndex("store_ticks_item_unique").on(t.itemId),
    index("store_ticks_store_idx").on(t.storeId, t.tickedAt),
  ],
);

/**
 * Where the household files a thing, taught by moving a line to another section: the next lines
 * of that name (by merge key) land there, in every list of the group.
 */
export const sectionChoices = groupTable(
  "section_choices",
  {
    nameKey: text("name_key").notNull(),
    section: text("section").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("section_choices_group_name_unique").on(t.groupId, t.nameKey)],
);

/**
 * The last price the household paid for a thing in a store: an ingredient's (key `i:<id>`), or a
 * name's (`n:<lower name>`) for lines without one, with the amount it was for. It estimates what a
 * list will cost there.
 */
export const storePrices = groupTable(
  "store_prices",
  {
    storeId: belongsTo("store_id", () => stores.id),
    itemKey: text("item_key").notNull(),
    priceCents: integer("price_cents").notNull(),
    quantity: real("quantity").notNull(),
    unit: text("unit").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("store_prices_store_item_unique").on(t.storeId, t.itemKey)],
);
