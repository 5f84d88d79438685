// The large household of `npm run bench`: 5 groups, 2,000 recipes with 8 ingredients each,
// 20,000 meals over six years (this week included), 200 shopping lists of 50 items, a pantry of
// 100 foods. Pure: it writes SQL text, and seed-large.mjs (local D1) and the API tests (workerd's
// D1) run it.

import { sqlText as q } from "./sql-text.mjs";

export const BENCH_ACCOUNT = { email: "bench@larder.app", password: "Larder-bench-2026!" };
export const LARGE = {
  recipes: 2000,
  linesPerRecipe: 8,
  ingredients: 400,
  meals: 20000,
  lists: 200,
  itemsPerList: 50,
  groups: 5,
};

const DAY = 86_400_000;

/** Multi-row INSERTs of `size` rows each. */
function inserts(table, columns, rows, size = 200) {
  const statements = [];
  for (let i = 0; i < rows.length; i += size) {
    statements.push(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${rows
        .slice(i, i + size)
        .map((row) => `(${row.join(", ")})`)
        .join(",\n")};`,
    );
  }
  return statements;
}

/** The shard the household's groups live on (the demo household's is shard 0). */
export const LARGE_SHARD = 1;

const DIRECTORY_TABLES = ["users", "groups"];
const SHARD_TABLES = [
  "meal_types",
  "recipe_categories",
  "ingredient_groups",
  "ingredients",
  "recipes",
  "recipe_ingredients",
  "meals",
  "shopping_lists",
  "shopping_items",
];

/**
 * One row: the highest id of each table the household's ids follow, from the directory or from
 * the household's shard (never below the ids the shard counts from).
 */
export const highestIdsSql = (database) =>
  `SELECT ${(database === "directory" ? DIRECTORY_TABLES : SHARD_TABLES)
    .map(
      (table) =>
        `max((SELECT coalesce(max(id), 0) FROM ${table}), coalesce((SELECT seq FROM sqlite_sequence WHERE name = '${table}'), 0)) AS ${table}`,
    )
    .join(", ")}`;

/**
 * The household's statements in labelled steps, each for the directory or the household's shard
 * (`[label, statements, "directory" | "shard"]`), each statement a multi-row INSERT written out
 * in full (no bound values). Ids are given explicitly, after `highest` (each table's highest id,
 * from both databases); `passwordHash` is the bench account's.
 */
export function largeHouseholdSteps({ highest, passwordHash, sectionOf, mergeKey, now = Date.now() }) {
  const id = { ...highest };
  const next = (table) => ++id[table];
  const userId = next("users");
  const groupIds = Array.from({ length: LARGE.groups }, () => next("groups"));
  const [personal] = groupIds;
  const steps = [];

  steps.push([
    "account and groups",
    [
      `INSERT INTO users (id, email, password_hash, first_name, last_name) VALUES (${userId}, ${q(BENCH_ACCOUNT.email)}, ${q(passwordHash)}, 'Bea', 'Bench');`,
      ...inserts(
        "groups",
        ["id", "name", "is_personal", "owner_id", "shard"],
        groupIds.map((gid, i) => [
          gid,
          q(i === 0 ? "Personal" : `Bench group ${i}`),
          i === 0 ? 1 : 0,
          userId,
          LARGE_SHARD,
        ]),
      ),
      ...inserts(
        "group_members",
        ["group_id", "user_id", "role"],
        groupIds.map((gid) => [gid, userId, q("owner")]),
      ),
    ],
    "directory",
  ]);
  // Hosting each group gives it its store and pantry places, as a new group gets them; the owner
  // goes into the shard's copy of each group's members, as the API puts them there.
  steps.push([
    "groups on their shard",
    [
      ...inserts(
        "hosted_groups",
        ["id"],
        groupIds.map((gid) => [gid]),
      ),
      ...inserts(
        "hosted_members",
        ["group_id", "user_id"],
        groupIds.map((gid) => [gid, userId]),
      ),
    ],
    "shard",
  ]);

  // The four everyday meal types, each with its default time (minutes after midnight), as a new group has them.
  const typeTimes = { Breakfast: 480, Lunch: 750, Dinner: 1140, Snack: 960 };
  const typeIds = Object.keys(typeTimes).map((name) => [next("meal_types"), name]);
  const categoryIds = Array.from({ length: 12 }, (_, i) => [next("recipe_categories"), `Category ${i + 1}`]);
  const ingredientGroupIds = Array.from({ length: 20 }, (_, i) => [next("ingredient_groups"), `Aisle ${i + 1}`]);
  const ingredientIds = Array.from({ length: LARGE.ingredients }, (_, i) => [
    next("ingredients"),
    `Ingredient ${i + 1}`,
    ingredientGroupIds[i % ingredientGroupIds.length][0],
    "shard",
  ]);
  steps.push([
    "catalogue",
    [
      ...inserts(
        "meal_types",
        ["id", "group_id", "name", "default_minutes"],
        typeIds.map(([rowId, name]) => [rowId, personal, q(name), typeTimes[name]]),
      ),
      ...[
        ["recipe_categories", categoryIds],
        ["ingredient_groups", ingredientGroupIds],
      ].flatMap(([table, rows]) =>
        inserts(
          table,
          ["id", "group_id", "name"],
          rows.map(([rowId, name]) => [rowId, personal, q(name)]),
        ),
      ),
      ...inserts(
        "ingredients",
        ["id", "group_id", "name", "merge_key", "type", "default_unit", "ingredient_group_id"],
        ingredientIds.map(([iid, name, gid]) => [iid, personal, q(name), q(mergeKey(name)), q("food"), q("g"), gid]),
      ),
    ],
    "shard",
  ]);

  const units = ["g", "kg", "ml", "l", "tbsp", "pcs", "tsp", "g"];
  const recipeRows = [];
  const lineRows = [];
  const recipeIds = [];
  for (let r = 0; r < LARGE.recipes; r++) {
    const rid = next("recipes");
    recipeIds.push(rid);
    recipeRows.push([
      rid,
      personal,
      q(`bench-recipe-${r + 1}`),
      q(`Bench recipe ${r + 1}`),
      q(`A generated recipe number ${r + 1}`),
      2 + (r % 4),
      categoryIds[r % categoryIds.length][0],
      now - (LARGE.recipes - r) * 60_000,
    ]);
    for (let l = 0; l < LARGE.linesPerRecipe; l++) {
      const ingredient = ingredientIds[(r * 7 + l * 13) % ingredientIds.length][0];
      lineRows.push([next("recipe_ingredients"), rid, ingredient, 1 + ((r + l) % 9) * 25, q(units[l]), l]);
    }
  }
  steps.push([
    "recipes",
    inserts(
      "recipes",
      ["id", "group_id", "slug", "title", "description", "servings", "category_id", "created_at"],
      recipeRows,
    ),
    "shard",
  ]);
  steps.push([
    "recipe ingredients",
    inserts("recipe_ingredients", ["id", "recipe_id", "ingredient_id", "quantity", "unit", "position"], lineRows),
    "shard",
  ]);

  // Meals spread over six years, from five and a half years ago to half a year ahead.
  const first = now - Math.round(5.5 * 365) * DAY;
  const span = 6 * 365 * DAY;
  const mealRows = Array.from({ length: LARGE.meals }, (_, m) => {
    const recipe = recipeIds[(m * 31) % recipeIds.length];
    return [
      next("meals"),
      personal,
      q(`Meal ${m + 1}`),
      recipe,
      typeIds[m % typeIds.length][0],
      Math.round(first + (span / LARGE.meals) * m),
      m % 5 === 0 ? 4 : "NULL",
    ];
  });
  steps.push([
    "meals",
    inserts("meals", ["id", "group_id", "title", "recipe_id", "type_id", "scheduled_date", "servings"], mealRows),
    "shard",
  ]);

  const listRows = [];
  const itemRows = [];
  for (let l = 0; l < LARGE.lists; l++) {
    const lid = next("shopping_lists");
    listRows.push([
      lid,
      personal,
      q(`Bench list ${l + 1}`),
      q(["pending", "active", "completed"][l % 3]),
      10_000,
      now - (LARGE.lists - l) * 3_600_000,
    ]);
    for (let i = 0; i < LARGE.itemsPerList; i++) {
      const ingredient = ingredientIds[(l * 11 + i) % ingredientIds.length];
      itemRows.push([
        next("shopping_items"),
        personal,
        lid,
        q(ingredient[1]),
        ingredient[0],
        1 + (i % 5),
        q("pcs"),
        50 + i * 7,
        i % 3 === 0 ? 1 : 0,
        q(`Aisle ${(i % 20) + 1}`),
        q(sectionOf(ingredient[1])),
      ]);
    }
  }
  steps.push([
    "shopping lists",
    inserts("shopping_lists", ["id", "group_id", "title", "status", "total_price", "created_at"], listRows),
    "shard",
  ]);
  steps.push([
    "shopping items",
    inserts(
      "shopping_items",
      [
        "id",
        "group_id",
        "list_id",
        "name",
        "ingredient_id",
        "quantity",
        "unit",
        "price_cents",
        "is_bought",
        "type",
        "section",
      ],
      itemRows,
    ),
    "shard",
  ]);

  // A pantry holding a quarter of the catalogue, a tenth of it to use soon: what to cook weighs
  // every recipe against it.
  const tomorrow = new Date(now + DAY).toISOString().slice(0, 10);
  const pantryRows = ingredientIds
    .filter((_, i) => i % 4 === 0)
    .map(([iid], i) => [
      personal,
      iid,
      50 + (i % 8) * 50,
      q("g"),
      `(SELECT min(id) FROM pantry_places WHERE group_id = ${personal})`,
      i % 10 === 0 ? q(tomorrow) : "NULL",
    ]);
  steps.push([
    "pantry",
    inserts("pantry_items", ["group_id", "ingredient_id", "quantity", "unit", "place_id", "best_before"], pantryRows),
    "shard",
  ]);

  return steps;
}
