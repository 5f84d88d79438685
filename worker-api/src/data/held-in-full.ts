// The food that meals planned for the coming days hold all of, as SQL can weigh it: what lets
// "what can I cook" rank recipes by free food in the same read that sends them.
import { and, eq, sql } from "drizzle-orm";
import { schema, type Database } from "../db";
import { mealsInRange, servingsFactor, type RangeParams } from "./planned-meals";

/**
 * A quantity in its family's base unit (grams, millilitres or pieces), for the spellings stock is
 * kept in; NULL for any other unit. SQL converts only these: where the worker converts more
 * (densities, weights per piece, other spellings), it finds more held, never less.
 */
const inBase = (quantity: unknown, unit: unknown, family: "mass" | "volume" | "count") =>
  ({
    mass: sql`CASE ${unit} WHEN 'g' THEN ${quantity} WHEN 'kg' THEN ${quantity} * 1000 END`,
    volume: sql`CASE ${unit} WHEN 'ml' THEN ${quantity} WHEN 'l' THEN ${quantity} * 1000 END`,
    count: sql`CASE ${unit} WHEN 'pcs' THEN ${quantity} END`,
  })[family];

/**
 * The merge keys of the food the group's meals in [from, to) hold all of: every pantry line of it
 * is in one family of units SQL converts, and those meals need at least as much of it in that
 * family. Meals take in date order and each takes what it can, so these need at least what is
 * there and take it all, as the worker's holding does; it may find more held (other units), never
 * less. A line kept as "some" is never held.
 */
function keysHeldInFull(p: RangeParams) {
  const { meals, recipes, recipeIngredients, pantryItems, ingredients } = schema;
  const families = ["mass", "volume", "count"] as const;
  const stockSums = families.map(
    (family) => sql`sum(${inBase(sql`p.quantity`, sql`p.unit`, family)}) AS stock_${sql.raw(family)}`,
  );
  const needQuantity = sql`need.quantity * planned.factor`;
  const needSums = families.map(
    (family) => sql`sum(${inBase(needQuantity, sql`need.unit`, family)}) AS need_${sql.raw(family)}`,
  );
  // Every stock line in one family: the others' sums are NULL and no line is outside the three.
  const heldAll = families.map(
    (family) =>
      sql`(stock.stock_${sql.raw(family)} IS NULL OR stock.stock_${sql.raw(family)} <= coalesce(needs.need_${sql.raw(family)}, 0))`,
  );
  return sql`SELECT stock.key FROM (
    SELECT f.merge_key AS key, ${sql.join(stockSums, sql`, `)},
      sum(p.unit NOT IN ('g', 'kg', 'ml', 'l', 'pcs')) AS outside,
      count(DISTINCT CASE WHEN p.unit IN ('g', 'kg') THEN 'mass' WHEN p.unit IN ('ml', 'l') THEN 'volume' ELSE p.unit END) AS families
    FROM ${pantryItems} p JOIN ${ingredients} f ON f.id = p.ingredient_id
    WHERE p.group_id = ${p.groupId}
    GROUP BY f.merge_key
  ) AS stock JOIN (
    SELECT food.merge_key AS key, ${sql.join(needSums, sql`, `)}
    FROM (
      SELECT ${meals.recipeId} AS recipe_id, ${servingsFactor} AS factor
      FROM ${meals} JOIN ${recipes} ON ${recipes.id} = ${meals.recipeId}
      WHERE ${mealsInRange(p)}
    ) AS planned
    JOIN ${recipeIngredients} need ON need.recipe_id = planned.recipe_id
    JOIN ${ingredients} food ON food.id = need.ingredient_id
    GROUP BY food.merge_key
  ) AS needs ON needs.key = stock.key
  WHERE stock.outside = 0 AND stock.families = 1 AND ${sql.join(heldAll, sql` AND `)}`;
}

/**
 * Per recipe of the group not planned itself in [from, to): how many of its lines use food those
 * meals hold all of (`keysHeldInFull`). Counted as held by the pantry, none of it is free for it.
 */
export function linesHeldInFull(db: Database, p: RangeParams) {
  const { meals, ingredients, recipeIngredients } = schema;
  const plannedRecipes = sql`SELECT ${meals.recipeId} FROM ${meals} WHERE ${mealsInRange(p)}`;
  return db
    .select({
      recipeId: sql<number>`${recipeIngredients.recipeId}`.as("full_recipe_id"),
      lines: sql<number>`count(*)`.as("full_lines"),
    })
    .from(ingredients)
    .innerJoin(recipeIngredients, eq(recipeIngredients.ingredientId, ingredients.id))
    .where(
      and(
        eq(ingredients.groupId, p.groupId),
        sql`${ingredients.mergeKey} IN (${keysHeldInFull(p)})`,
        sql`${recipeIngredients.recipeId} NOT IN (${plannedRecipes})`,
      ),
    )
    .groupBy(recipeIngredients.recipeId)
    .as("held_in_full");
}
