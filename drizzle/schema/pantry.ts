import { sql } from "drizzle-orm";
import { check, index, integer, real, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { groupTable } from "./hosted";
import { meals } from "./meals";
import { ingredients } from "./recipes";
import { shoppingItems } from "./shopping";

/** Where a household keeps its food: the fridge, the freezer, the cupboard, or places of its own. */
export const pantryPlaces = groupTable(
  "pantry_places",
  {
    name: text("name").notNull(),
    /** The group's places in this order; the first is where new stock goes unless told. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pantry_places_group_name_unique").on(t.groupId, sql`lower(${t.name})`),
    index("pantry_places_group_position_idx").on(t.groupId, t.position),
  ],
);

/**
 * What the household has: an ingredient of its catalogue, how much, where and until when.
 * Amounts are kept in one unit per kind (grams, millilitres, pieces, or a count of its own such as
 * "can"), so stock bought, used and cooked adds up whatever unit a list or recipe named.
 */
export const pantryItems = groupTable(
  "pantry_items",
  {
    ingredientId: integer("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    /** How much, in `unit`; 0 with unit "" is "some" (salt, oil: nothing to weigh). */
    quantity: real("quantity").notNull(),
    unit: text("unit").notNull(),
    /** Null once its place was deleted: it shows under no place until moved. */
    placeId: integer("place_id").references(() => pantryPlaces.id, { onDelete: "set null" }),
    /** Calendar day as ISO `YYYY-MM-DD`; null when it keeps. */
    bestBefore: text("best_before"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One line per ingredient, unit, place and best-before day: stock that arrives for a line
    // there is added to it, in one statement, however many phones tick at once.
    // (CASE, not coalesce: drizzle-kit splits an index expression at its commas.)
    uniqueIndex("pantry_items_line_unique").on(
      t.groupId,
      t.ingredientId,
      t.unit,
      sql`(CASE WHEN ${t.placeId} IS NULL THEN 0 ELSE ${t.placeId} END)`,
      sql`(CASE WHEN ${t.bestBefore} IS NULL THEN '' ELSE ${t.bestBefore} END)`,
    ),
    index("pantry_items_group_best_before_idx").on(t.groupId, t.bestBefore),
    index("pantry_items_ingredient_idx").on(t.ingredientId),
    index("pantry_items_place_idx").on(t.placeId),
    check("pantry_items_quantity_not_negative", sql`${t.quantity} >= 0`),
  ],
);

const pantryMoveReasons = ["bought", "cooked"] as const;

/**
 * What a tick or a cooked meal changed in the pantry, so that undoing it (an untick, "not
 * cooked") gives back exactly that: the amount actually moved, never more than was there.
 */
export const pantryMoves = groupTable(
  "pantry_moves",
  {
    reason: text("reason", { enum: pantryMoveReasons }).notNull(),
    // Set null, not cascade: a list or a meal deleted later leaves the pantry as it is (a delete
    // of a move gives its amount back).
    shoppingItemId: integer("shopping_item_id").references(() => shoppingItems.id, { onDelete: "set null" }),
    mealId: integer("meal_id").references(() => meals.id, { onDelete: "set null" }),
    ingredientId: integer("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    unit: text("unit").notNull(),
    placeId: integer("place_id").references(() => pantryPlaces.id, { onDelete: "set null" }),
    bestBefore: text("best_before"),
    /** Added (bought) or taken (cooked, negative), in `unit`. */
    delta: real("delta").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A bought line is stocked once, however often its tick is sent.
    uniqueIndex("pantry_moves_bought_item_unique")
      .on(t.shoppingItemId)
      .where(sql`reason = 'bought'`),
    index("pantry_moves_meal_idx").on(t.mealId),
    index("pantry_moves_ingredient_idx").on(t.ingredientId),
    index("pantry_moves_place_idx").on(t.placeId),
  ],
);
