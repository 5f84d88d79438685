import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { runBatch, runBatchThen, schema } from "../db";
import { onUniqueViolation } from "../lib/db-errors";
import { BadInput, Conflict, NotFound } from "../lib/domain-errors";
import type { ingredientInputSchema, ingredientUpdateSchema } from "../schemas/recipe";
import { idByName } from "./recipes";
import type { Scope } from "./scope";

export function listIngredients(scope: Scope) {
  return scope.db
    .select()
    .from(schema.ingredients)
    .where(eq(schema.ingredients.groupId, scope.groupId))
    .orderBy(asc(sql`lower(${schema.ingredients.name})`));
}

export async function getIngredient(scope: Scope, id: number) {
  const [ingredient] = await scope.db
    .select()
    .from(schema.ingredients)
    .where(and(eq(schema.ingredients.id, id), eq(schema.ingredients.groupId, scope.groupId)));
  if (!ingredient) throw new NotFound("Ingredient not found");
  return ingredient;
}

export function listIngredientGroups(scope: Scope) {
  return scope.db
    .select()
    .from(schema.ingredientGroups)
    .where(eq(schema.ingredientGroups.groupId, scope.groupId))
    .orderBy(asc(schema.ingredientGroups.name));
}

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

export async function createIngredient(scope: Scope, input: z.output<typeof ingredientInputSchema>) {
  const group = groupColumn(scope, input.group);
  const [ingredient] = await runBatchThen(
    scope.db,
    group.statements,
    scope.db
      .insert(schema.ingredients)
      .values({
        groupId: scope.groupId,
        name: input.name,
        type: input.type,
        description: input.description ?? null,
        defaultUnit: input.default_unit ?? null,
        caloriesPer100g: input.calories_per_100g ?? null,
        ingredientGroupId: group.value,
      })
      .returning(),
  ).catch(onUniqueViolation(() => duplicateName(input.name)));
  return ingredient!;
}

export async function updateIngredient(scope: Scope, input: z.output<typeof ingredientUpdateSchema>) {
  await getIngredient(scope, input.id);
  const group = groupColumn(scope, input.group);
  const [ingredient] = await runBatchThen(
    scope.db,
    group.statements,
    scope.db
      .update(schema.ingredients)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.type !== undefined && { type: input.type }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.default_unit !== undefined && { defaultUnit: input.default_unit }),
        ...(input.calories_per_100g !== undefined && { caloriesPer100g: input.calories_per_100g }),
        ...(input.group !== undefined && { ingredientGroupId: group.value }),
        updatedAt: new Date(),
      })
      .where(and(eq(schema.ingredients.id, input.id), eq(schema.ingredients.groupId, scope.groupId)))
      .returning(),
  ).catch(onUniqueViolation(() => duplicateName(input.name ?? "")));
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
    scope.db
      .delete(schema.ingredients)
      .where(and(eq(schema.ingredients.id, id), eq(schema.ingredients.groupId, scope.groupId))),
  ]);
  return true;
}
