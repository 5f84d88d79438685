// The demo household: one account with recipes, ingredients, this week's meals and a shopping list.
// What it holds is data (demo-household.json); this file writes it out as SQL.
import { readFileSync } from "node:fs";
import { DEMO_ACCOUNT, sqlText as q } from "./local-d1.mjs";

const household = JSON.parse(readFileSync(new URL("./demo-household.json", import.meta.url), "utf8"));

/** Monday 00:00 UTC of the week holding `now` (weeks start on Monday). */
function mondayOf(now) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

/** The demo household's shard. */
export const DEMO_SHARD = 0;

/** The demo account and its personal group, in the directory (on `DEMO_SHARD`). */
export function demoDirectorySql(passwordHash) {
  const user = `(SELECT id FROM users WHERE email = ${q(DEMO_ACCOUNT.email)})`;
  const group = `(SELECT id FROM groups WHERE owner_id = ${user} AND is_personal = 1)`;
  return [
    `INSERT INTO users (email, password_hash, first_name, last_name, username) VALUES (${q(DEMO_ACCOUNT.email)}, ${q(passwordHash)}, ${q(DEMO_ACCOUNT.firstName)}, ${q(DEMO_ACCOUNT.lastName)}, 'dana');`,
    `INSERT INTO groups (name, description, is_personal, owner_id, shard) VALUES ('Personal', 'Your own recipes and plans', 1, ${user}, ${DEMO_SHARD});`,
    `INSERT INTO group_members (group_id, user_id, role) VALUES (${group}, ${user}, 'owner');`,
  ].join("\n");
}

/**
 * The demo group's planning rows, on its shard: `group` is its id in the directory, `owner` the
 * demo account's. `sectionOf`
 * files each item of the list, as the API files an item added by hand; `mergeKey` keys each
 * ingredient, as the API keys one it writes.
 */
export function demoShardSql(group, owner, now, { sectionOf, mergeKey }) {
  // The id of the group's row in `table` with this `column`; NULL when there is none.
  const idOf = (table, column, value) =>
    value === null ? "NULL" : `(SELECT id FROM ${table} WHERE group_id = ${group} AND ${column} = ${q(value)})`;
  // Hosting the group gives it its store and pantry places, as a new group gets them; its owner
  // goes into the shard's copy of its members, as the API puts them there.
  const lines = [
    `INSERT INTO hosted_groups (id) VALUES (${group});`,
    `INSERT INTO hosted_members (group_id, user_id) VALUES (${group}, ${owner});`,
  ];
  for (const name of household.ingredientGroups)
    lines.push(`INSERT INTO ingredient_groups (group_id, name) VALUES (${group}, ${q(name)});`);
  for (const { name, type, group: aisle, unit, caloriesPer100g } of household.ingredients) {
    lines.push(
      `INSERT INTO ingredients (group_id, name, merge_key, type, default_unit, calories_per_100g, ingredient_group_id) VALUES (${group}, ${q(name)}, ${q(mergeKey(name))}, ${q(type)}, ${q(unit)}, ${caloriesPer100g ?? "NULL"}, ${idOf("ingredient_groups", "name", aisle)});`,
    );
  }
  for (const name of household.recipeCategories)
    lines.push(`INSERT INTO recipe_categories (group_id, name) VALUES (${group}, ${q(name)});`);
  for (const recipe of household.recipes) {
    const { slug, title, description, category, servings, ingredients } = recipe;
    const { prep_time_minutes: prep, cook_time_minutes: cook, instructions } = recipe;
    lines.push(
      `INSERT INTO recipes (group_id, slug, title, description, servings, category_id, instructions, prep_time_minutes, cook_time_minutes, total_time_minutes) VALUES (${group}, ${q(slug)}, ${q(title)}, ${q(description)}, ${servings}, ${idOf("recipe_categories", "name", category)}, ${q(JSON.stringify(instructions))}, ${prep}, ${cook}, ${prep + cook});`,
    );
    ingredients.forEach(({ name, quantity, unit }, position) => {
      lines.push(
        `INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, position) VALUES (${idOf("recipes", "slug", slug)}, ${idOf("ingredients", "name", name)}, ${quantity}, ${q(unit)}, ${position});`,
      );
    });
  }
  for (const { name, time } of household.mealTypes) {
    const [hour, minute] = time.split(":").map(Number);
    lines.push(
      `INSERT INTO meal_types (group_id, name, default_minutes) VALUES (${group}, ${q(name)}, ${hour * 60 + minute});`,
    );
  }

  const monday = mondayOf(now).getTime();
  const dayAt = (day, time = "00:00") => {
    const [hour, minute] = time.split(":").map(Number);
    return monday + day * 86_400_000 + (hour * 60 + minute) * 60_000;
  };
  for (const { recipe: slug, type, day, time } of household.meals) {
    const recipe = household.recipes.find((candidate) => candidate.slug === slug);
    lines.push(
      `INSERT INTO meals (group_id, title, description, recipe_id, type_id, scheduled_date) VALUES (${group}, ${q(recipe.title)}, ${q(recipe.description)}, ${idOf("recipes", "slug", slug)}, ${idOf("meal_types", "name", type)}, ${dayAt(day, time)});`,
    );
  }

  const list = household.shoppingList;
  const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
  lines.push(
    `INSERT INTO shopping_lists (group_id, title, description, status, start_date, end_date, total_price) VALUES (${group}, ${q(list.title)}, ${q(list.description)}, ${q(list.status)}, ${q(isoDay(dayAt(0)))}, ${q(isoDay(dayAt(6)))}, ${list.totalPriceCents});`,
  );
  for (const { name, quantity, unit, priceCents, type, bought } of list.items) {
    // Items that are no ingredient (washing-up liquid) find none: their ingredient_id is NULL.
    lines.push(
      `INSERT INTO shopping_items (group_id, list_id, name, ingredient_id, quantity, unit, price_cents, is_bought, type, section) VALUES (${group}, ${idOf("shopping_lists", "title", list.title)}, ${q(name)}, ${idOf("ingredients", "name", name)}, ${quantity}, ${q(unit)}, ${priceCents}, ${bought ? 1 : 0}, ${q(type)}, ${q(sectionOf(name, type))});`,
    );
  }
  return lines.join("\n") + "\n";
}
