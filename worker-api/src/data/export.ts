import { eq, getTableColumns, inArray } from "drizzle-orm";
import { schema, type Database } from "../db";
import { publicUser } from "./auth-user";
import { GroupOnShard } from "../shards/group-on-shard";
import type { RequestDatabases } from "../shards/shard-set";

/** The group id is the personal group's in every row; it says nothing outside this database. */
/** The catalogue's own columns: its merge keys are derived from the names, not the person's data. */
const { mergeKey: _derived, ...ingredientColumns } = getTableColumns(schema.ingredients);

const withoutGroup = <Row extends { groupId: number }>(rows: Row[]) => rows.map(({ groupId: _group, ...rest }) => rest);

/**
 * Everything the user and their personal group own, for them to take away: the profile (no
 * password hash, no TOTP secret), their memberships, and the personal group's planning data.
 * One batch in the directory, then one on the personal group's shard.
 */
export async function exportAccount(directory: Database, databases: RequestDatabases, userId: number) {
  const [users, memberships] = await directory.batch([
    directory.select().from(schema.users).where(eq(schema.users.id, userId)),
    directory
      .select({
        group_id: schema.groups.id,
        name: schema.groups.name,
        is_personal: schema.groups.isPersonal,
        role: schema.groupMembers.role,
        joined_at: schema.groupMembers.joinedAt,
        shard: schema.groups.shard,
      })
      .from(schema.groupMembers)
      .innerJoin(schema.groups, eq(schema.groups.id, schema.groupMembers.groupId))
      .where(eq(schema.groupMembers.userId, userId)),
  ]);
  const personal = memberships.find((membership) => membership.is_personal)!;
  const { db } = new GroupOnShard(personal.group_id, directory, databases, personal.shard);
  const inPersonal = <T extends { groupId: unknown }>(table: T) => eq(table.groupId as never, personal.group_id);
  const [mealTypes, meals, categories, ingredientGroups, ingredients, recipes, recipeLines, lists, items, tasks] =
    await db.batch([
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
    memberships: memberships.map(({ shard: _shard, ...membership }) => membership),
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
