import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { groupNames, groupTable } from "./hosted";

export const recipeCategories = groupNames("recipe_categories");

export const ingredientGroups = groupNames("ingredient_groups");

export const ingredients = groupTable(
  "ingredients",
  {
    name: text("name").notNull(),
    /**
     * The name as lists and the pantry merge it (`mergeKey`: "Large Eggs" is "egg"), written by the
     * API with the name, so SQL can match a recipe's lines to the pantry (rows from before it
     * hold their lower-cased name).
     */
    mergeKey: text("merge_key"),
    type: text("type").notNull().default(""),
    description: text("description"),
    defaultUnit: text("default_unit"),
    caloriesPer100g: real("calories_per_100g"),
    /**
     * The food (its USDA Standard Reference number, worker-api/src/nutrition/foods.data.ts) the
     * group chose for this ingredient: null while the food is found by the ingredient's name, 0
     * when the group said none of the foods is it.
     */
    foodId: integer("food_id"),
    ingredientGroupId: integer("ingredient_group_id").references(() => ingredientGroups.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ingredients_group_name_unique").on(t.groupId, sql`lower(${t.name})`),
    index("ingredients_ingredient_group_idx").on(t.ingredientGroupId),
    index("ingredients_group_merge_key_idx").on(t.groupId, t.mergeKey),
  ],
);

export const recipes = groupTable(
  "recipes",
  {
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    image: text("image"),
    difficulty: text("difficulty"),
    isFavorite: integer("is_favorite", { mode: "boolean" }).notNull().default(false),
    /** How many people the ingredient quantities feed; meals scale from it. */
    servings: integer("servings").notNull().default(4),
    /** The method, one step per entry, in order. */
    instructions: text("instructions", { mode: "json" }).$type<string[]>().notNull().default([]),
    prepTimeMinutes: integer("prep_time_minutes"),
    cookTimeMinutes: integer("cook_time_minutes"),
    totalTimeMinutes: integer("total_time_minutes"),
    /** The page a recipe was imported from; importing it again offers this recipe. */
    sourceUrl: text("source_url"),
    categoryId: integer("category_id").references(() => recipeCategories.id, { onDelete: "set null" }),
    /**
     * The version of the recipe's public link (`/r/{token}`): positive while shared, negative (its
     * last version) once revoked, so a revoked link never opens again; null before the first.
     */
    shareVersion: integer("share_version"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("recipes_group_slug_unique").on(t.groupId, t.slug),
    index("recipes_group_created_idx").on(t.groupId, t.createdAt),
    index("recipes_group_title_idx").on(t.groupId, t.title),
    index("recipes_category_idx").on(t.categoryId),
    index("recipes_group_source_idx").on(t.groupId, t.sourceUrl),
  ],
);

export const recipeIngredients = sqliteTable(
  "recipe_ingredients",
  {
    id: id(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    /** No action: an ingredient a recipe uses is not deleted (the API says so clearly). */
    ingredientId: integer("ingredient_id")
      .notNull()
      .references(() => ingredients.id),
    quantity: real("quantity").notNull(),
    /**
     * A range's end, above `quantity` ("1–2 tbsp": 1 and 2); null for a single amount. The list
     * buys up to it; holds, nutrition and what to cook count `quantity`, the least the cook uses.
     */
    quantityMax: real("quantity_max"),
    unit: text("unit").notNull(),
    /** What the line adds after the ingredient: "finely chopped", "to taste". */
    note: text("note").notNull().default(""),
    /**
     * The allergens the household says this line is free of ("gluten-free flour" written as
     * flour), as the bitmask of worker-api/src/nutrition/allergens.ts; 0 for none.
     */
    freeOf: integer("free_of").notNull().default(0),
    /**
     * The allergens the line holds (worker-api/src/nutrition/allergens.ts, read from the
     * ingredient's name and the line's note, less its marks) and the diets it allows, as bitmasks,
     * so a search can leave recipes out in SQL. Written by the API with the line and again when
     * the ingredient is renamed; null until then for lines written otherwise (a group's archive),
     * which a filtered search reads first (`analysePendingLines`).
     */
    allergens: integer("allergens"),
    diets: integer("diets"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("recipe_ingredients_recipe_ingredient_unique").on(t.recipeId, t.ingredientId),
    // With the recipe beside the ingredient, "which recipes use these foods" reads the index alone.
    index("recipe_ingredients_ingredient_recipe_idx").on(t.ingredientId, t.recipeId),
  ],
);

/**
 * Each recipe's ingredient lines as one JSON array of [ingredient id, ingredient name, quantity,
 * unit, note] in the recipe's order, so a page of recipes reads one short row per recipe instead
 * of joining and aggregating eight lines each. Only triggers write it, from the one definition in
 * the view `recipe_line_cache_source` (migrations 0012, 0014, 0031 and 0033): a row per recipe from its
 * insert, rebuilt on every write to its lines and on every rename of an ingredient it uses. The
 * app only reads it (decision record 9; `CachedLine` in worker-api/src/data/recipe-reads.ts).
 * `line_count` is the array's length, so ranking every recipe by its lines reads no array;
 * `held_lines` counts the lines whose food the group's pantry holds any of (by merge key), kept
 * true by triggers on the pantry and the catalogue too (migration 0033), for what to cook.
 */
export const recipeLineCache = sqliteTable("recipe_line_cache", {
  recipeId: integer("recipe_id")
    .primaryKey()
    .references(() => recipes.id, { onDelete: "cascade" }),
  lines: text("lines").notNull().default("[]"),
  lineCount: integer("line_count").notNull().default(0),
  /**
   * A random number drawn anew whenever `lines` changes (triggers, shard migration 0018), so a
   * worker that worked something out from a recipe's lines can ask for them only when they are no
   * longer the ones it saw (data/week-fresh-food.ts). Below 2^53, so it reads back exact in JS.
   */
  linesVersion: integer("lines_version").notNull().default(0),
  heldLines: integer("held_lines").notNull().default(0),
  /**
   * Of `held_lines`, those whose food the group's planned meals hold all of, as weighed for the
   * day in `hosted_groups.holds_kept_for` (`keepHeldByMeals`, data/cookable.ts); 0 for a
   * recipe planned itself in those days. Meaningful only while that day is today: any write that
   * could change it clears the day (shard migration 0010).
   */
  linesHeldByMeals: integer("lines_held_by_meals").notNull().default(0),
  /**
   * Its lines whose food the pantry holds some of to use soon (best before within three days), as
   * weighed for that same day and kept with it.
   */
  useSoonLines: integer("use_soon_lines").notNull().default(0),
});
