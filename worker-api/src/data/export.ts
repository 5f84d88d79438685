import { and, eq, getTableColumns, inArray } from "drizzle-orm";
import { schema, type Database } from "../db";
import { publicUser } from "./auth-user";

/** The group id is the personal group's in every row; it says nothing outside this database. */
/** The catalogue's own columns: its merge keys are derived from the names, not the person's data. */
const { mergeKey: _derived, ...ingredientColumns } = getTableColumns(schema.ingredients);

const withoutGroup = <Row extends { groupId: number }>(rows: Row[]) => rows.map(({ groupId: _group, ...rest }) => rest);

/**
 * Everything the user and their personal group own, for them to take away: the profile (no
 * password hash, no TOTP secret), their memberships, and the personal group's planning data.
 * One D1 batch.
 */
export async function exportAccount(db: Database, userId: number) {
  const personal = db
    .select({ id: schema.groups.id })
    .from(schema.groups)
    .where(and(eq(schema.groups.ownerId, userId), eq(schema.groups.isPersonal, true)));
  const inPersonal = <T extends { groupId: unknown }>(table: T) => inArray(table.groupId as never, personal);
  const [
    users,
    memberships,
    mealTypes,
    meals,
    categories,
    ingredientGroups,
    ingredients,
    recipes,
    recipeLines,
    lists,
    items,
    tasks,
  ] = await db.batch([
    db.select().from(schema.users).where(eq(schema.users.id, userId)),
    db
      .select({
        group_id: schema.groups.id,
        name: schema.groups.name,
        is_personal: schema.groups.isPersonal,
        role: schema.groupMembers.role,
        joined_at: schema.groupMembers.joinedAt,
      })
      .from(schema.groupMembers)
      .innerJoin(schema.groups, eq(schema.groups.id, schema.groupMembers.groupId))
      .where(eq(schema.groupMembers.userId, userId)),
    db.select().from(schema.mealTypes).where(inPersonal(schema.mealTypes)),
    db.select().from(schema.meals).where(inPersonal(schema.meals)),
    db.select().from(schema.recipeCategories).where(inPersonal(schema.recipeCategories)),
    db.select().from(schema.ingredientGroups).where(inPersonal(schema.ingredientGroups)),
    db.select(ingredientColumns).from(schema.ingredients).where(inPersonal(schema.ingredients)),
    db.select().from(schema.recipes).where(inPersonal(schema.recipes)),
    db
      .select()
      .from(schema.recipeIngredients)
      .where(
        inArray(
          schema.recipeIngredients.recipeId,
          db.select({ id: schema.recipes.id }).from(schema.recipes).where(inPersonal(schema.recipes)),
        ),
      ),
    db.select().from(schema.shoppingLists).where(inPersonal(schema.shoppingLists)),
    db.select().from(schema.shoppingItems).where(inPersonal(schema.shoppingItems)),
    db.select().from(schema.tasks).where(inPersonal(schema.tasks)),
  ]);
  return {
    exported_at: new Date().toISOString(),
    format: "larder-export/1",
    user: publicUser(users[0]!),
    memberships,
    personal_group: {
      meal_types: withoutGroup(mealTypes),
      meals: withoutGroup(meals),
      recipe_categories: withoutGroup(categories),
      ingredient_groups: withoutGroup(ingredientGroups),
      ingredients: withoutGroup(ingredients),
      recipes: withoutGroup(recipes),
      recipe_ingredients: recipeLines,
      shopping_lists: withoutGroup(lists),
      shopping_items: withoutGroup(items),
      tasks: withoutGroup(tasks),
    },
  };
}
