import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, updatedAt } from "./columns";
import { groupTable, hostedGroups } from "./hosted";
import { recipes } from "./recipes";

export const mealTypes = groupTable(
  "meal_types",
  {
    name: text("name").notNull(),
    /** Minutes after midnight a meal of this type is planned at unless a time is given; null: 09:00. */
    defaultMinutes: integer("default_minutes"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("meal_types_group_name_unique").on(t.groupId, sql`lower(${t.name})`)],
);

export const meals = groupTable(
  "meals",
  {
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Deleting a recipe leaves its meals without one, never with a dangling id. */
    recipeId: integer("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    /** No action: a meal type in use is not deleted behind the meals' back. */
    typeId: integer("type_id").references(() => mealTypes.id),
    scheduledDate: timestamp("scheduled_date"),
    /** How many people this meal feeds; null means the recipe's servings. */
    servings: integer("servings"),
    /** When it was marked cooked (its recipe's amounts, scaled to `cookedServings`, left the pantry); null: not cooked. */
    cookedAt: timestamp("cooked_at"),
    cookedServings: integer("cooked_servings"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("meals_group_date_idx").on(t.groupId, t.scheduledDate),
    index("meals_recipe_idx").on(t.recipeId),
    // A recipe's meals in a span of days, read from the index alone ("Plan my week": when each
    // recipe it weighs was last planned).
    index("meals_group_recipe_date_idx").on(t.groupId, t.recipeId, t.scheduledDate),
    index("meals_type_idx").on(t.typeId),
  ],
);

/**
 * The rules "Plan my week" follows for a group, remembered between weeks: one JSON object, read
 * through its schema (worker-api/src/planning/week-rules.ts), so a field added later reads as its
 * default in rows written before it. Recipe and category ids in it that no longer exist are
 * passed over when read.
 */
export const weekPlanRules = sqliteTable("week_plan_rules", {
  groupId: integer("group_id")
    .primaryKey()
    .references(() => hostedGroups.id, { onDelete: "cascade" }),
  rules: text("rules").notNull(),
  updatedAt: updatedAt(),
});

/** Tasks: in the GraphQL API (createTask, tasks) with no screen of their own. */
export const tasks = groupTable(
  "tasks",
  {
    /**
     * The account that made it (an id in the directory database, so no foreign key here); it may
     * name an account deleted since.
     */
    createdBy: integer("created_by"),
    content: text("content").notNull(),
    description: text("description"),
    projectId: text("project_id"),
    sectionId: text("section_id"),
    dueDate: timestamp("due_date"),
    /** JSON array of label strings. */
    labels: text("labels", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
  },
  (t) => [index("tasks_group_idx").on(t.groupId, t.createdAt)],
);
