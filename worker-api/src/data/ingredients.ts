import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { runBatch, runBatchThen, schema } from "../db";
import { onUniqueViolation } from "../lib/db-errors";
import { BadInput, Conflict } from "../lib/domain-errors";
import type { ingredientInputSchema, ingredientUpdateSchema } from "../contract/recipe";
import { foodById } from "../nutrition/foods";
import { analyseLinesOf } from "./line-allergens";
import { idByName } from "./recipe-writes";
import { mergeKey } from "../shopping/names";
import { asColumns } from "./columns";
import { getOfGroup, listOfGroup, ofGroup } from "./rows";
import type { ReadScope, Scope } from "./scope";

export const listIngredients = (scope: ReadScope) =>
  listOfGroup(scope, schema.ingredients, asc(sql`lower(${schema.ingredients.name})`));

/** The catalogue's names, A to Z: the list screen's suggestions (names only, not whole rows). */
export async function listIngredientNames(scope: ReadScope) {
  const [rows] = await scope.read([
    scope.db
      .select({ name: schema.ingredients.name })
      .from(schema.ingredients)
      .where(eq(schema.ingredients.groupId, scope.groupId))
      .orderBy(asc(sql`lower(${schema.ingredients.name})`)),
  ]);
  return rows.map((row) => row.name);
}

export const getIngredient = (scope: Scope, id: number) =>
  getOfGroup(scope, schema.ingredients, id, "Ingredient not found");

export const listIngredientGroups = (scope: ReadScope) =>
  listOfGroup(scope, schema.ingredientGroups, asc(schema.ingredientGroups.name));

const duplicateName = (name: string) =>
  new Conflict(`An ingredient named "${name}" already exists.`, {
    name: `An ingredient named "${name}" already exists.`,
  });

/** The ingredient group column for a group name: created when new, cleared when empty. */
function groupColumn(scope: Scope, group: string | null | undefined) {
  const name = group?.trim();
  return {
    statements: name
      ? [scope.db.insert(schema.ingredientGroups).values({ groupId: scope.groupId, name }).onConflictDoNothing()]
      : [],
    value: name ? idByName("ingredient_groups", scope.groupId, name) : null,
  };
}

/** A chosen food must be one of the table's (0, "none of them", and null, "by name", always are). */
function checkFood(foodId: number | null | undefined) {
  if (foodId && !foodById(foodId)) {
    const message = `No food has the number ${foodId}`;
    throw new BadInput(message, { food_id: message });
  }
}

export async function createIngredient(scope: Scope, input: z.output<typeof ingredientInputSchema>) {
  checkFood(input.food_id);
  const group = groupColumn(scope, input.group);
  const [ingredient] = await runBatchThen(
    scope.db,
    group.statements,
    scope.db
      .insert(schema.ingredients)
      .values({
        groupId: scope.groupId,
        name: input.name,
        mergeKey: mergeKey(input.name),
        type: input.type,
        description: input.description ?? null,
        defaultUnit: input.default_unit ?? null,
        caloriesPer100g: input.calories_per_100g ?? null,
        foodId: input.food_id ?? null,
        ingredientGroupId: group.value,
      })
      .returning(),
  ).catch(onUniqueViolation(() => duplicateName(input.name)));
  return ingredient!;
}

export async function updateIngredient(scope: Scope, input: z.output<typeof ingredientUpdateSchema>) {
  const { id, group: groupName, ...fields } = input;
  checkFood(fields.food_id);
  await getIngredient(scope, id);
  const group = groupColumn(scope, groupName);
  const [ingredient] = await runBatchThen(
    scope.db,
    group.statements,
    scope.db
      .update(schema.ingredients)
      .set({
        ...asColumns(fields),
        ...(fields.name !== undefined && { mergeKey: mergeKey(fields.name) }),
        ...(groupName !== undefined && { ingredientGroupId: group.value }),
        updatedAt: new Date(),
      })
      .where(ofGroup(scope, schema.ingredients, id))
      .returning(),
  ).catch(onUniqueViolation(() => duplicateName(input.name ?? "")));
  // Its lines' allergens and diets are read from its name: a new name reads them again.
  if (fields.name !== undefined) await analyseLinesOf(scope, id);
  return ingredient!;
}

/**
 * Deletes an ingredient. One that recipes or shopping items use is refused with a clear message,
 * unless the caller asks to detach it: then it leaves those recipes, and the items keep their
 * name without the link, in the same batch.
 */
export async function deleteIngredient(scope: Scope, id: number, detach: boolean) {
  const ingredient = await getIngredient(scope, id);
  const [usage] = await scope.db
    .select({
      recipes: sql<number>`(SELECT count(*) FROM recipe_ingredients WHERE ingredient_id = ${id})`,
      items: sql<number>`(SELECT count(*) FROM shopping_items WHERE ingredient_id = ${id})`,
    })
    .from(sql`(SELECT 1)`);
  const { recipes = 0, items = 0 } = usage ?? {};
  if ((recipes || items) && !detach) {
    const uses = [
      recipes ? `${recipes} recipe${recipes === 1 ? "" : "s"}` : "",
      items ? `${items} shopping item${items === 1 ? "" : "s"}` : "",
    ]
      .filter(Boolean)
      .join(" and ");
    throw new BadInput(`"${ingredient.name}" is used by ${uses}. Remove it from them first, or delete it with detach.`);
  }
  await runBatch(scope.db, [
    scope.db.delete(schema.recipeIngredients).where(eq(schema.recipeIngredients.ingredientId, id)),
    scope.db.update(schema.shoppingItems).set({ ingredientId: null }).where(eq(schema.shoppingItems.ingredientId, id)),
    scope.db.delete(schema.ingredients).where(ofGroup(scope, schema.ingredients, id)),
  ]);
  return true;
}
