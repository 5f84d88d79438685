import { desc } from "drizzle-orm";
import type { z } from "zod";
import { schema } from "../db";
import { NotFound } from "../lib/domain-errors";
import { toCents, type itemInputSchema, type itemUpdateSchema } from "../schemas/shopping";
import { asColumns } from "./columns";
import { deleteOfGroup, existsInGroup, getOfGroup, listOfGroup, updateOfGroup } from "./rows";
import type { Scope } from "./scope";
import { getShoppingList } from "./shopping-lists";

type ItemRow = typeof schema.shoppingItems.$inferSelect;

export const listItems = (scope: Scope) =>
  listOfGroup(scope, schema.shoppingItems, desc(schema.shoppingItems.createdAt), desc(schema.shoppingItems.id));

export const getItem = (scope: Scope, id: number): Promise<ItemRow> =>
  getOfGroup(scope, schema.shoppingItems, id, "Shopping item not found");

async function checkIngredient(scope: Scope, ingredientId: number | null | undefined) {
  if (!ingredientId) return;
  if (!(await existsInGroup(scope, schema.ingredients, ingredientId))) throw new NotFound("Ingredient not found");
}

export async function createItem(scope: Scope, input: z.output<typeof itemInputSchema>) {
  await Promise.all([getShoppingList(scope, input.list_id), checkIngredient(scope, input.ingredient_id)]);
  const [item] = await scope.db
    .insert(schema.shoppingItems)
    .values({
      groupId: scope.groupId,
      listId: input.list_id,
      name: input.name,
      ingredientId: input.ingredient_id ?? null,
      quantity: input.quantity,
      unit: input.unit,
      priceCents: toCents(input.price),
      type: input.type,
      notes: input.notes ?? null,
    })
    .returning();
  return item!;
}

export async function updateItem(scope: Scope, input: z.output<typeof itemUpdateSchema>) {
  const { id, price, ...fields } = input;
  const current = await getItem(scope, id);
  await Promise.all([
    input.list_id ? getShoppingList(scope, input.list_id) : null,
    checkIngredient(scope, input.ingredient_id),
  ]);
  // A synced line whose amount the user changed is theirs now: a re-sync leaves it alone.
  const amountEdited =
    current.source === "sync" &&
    ((input.quantity !== undefined && input.quantity !== current.quantity) ||
      (input.unit !== undefined && input.unit !== current.unit));
  const [item] = await updateOfGroup(scope, schema.shoppingItems, id, {
    ...asColumns(fields),
    ...(price !== undefined && { priceCents: toCents(price) }),
    ...(amountEdited && { editedByUser: true }),
    updatedAt: new Date(),
  });
  return item!;
}

export const deleteItem = (scope: Scope, id: number) =>
  deleteOfGroup(scope, schema.shoppingItems, id, "Shopping item not found");
