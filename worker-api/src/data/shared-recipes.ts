import { and, eq, sql } from "drizzle-orm";
import { schema, type Database } from "../db";
import { nextAddressVersion, revokedAddressVersion } from "../lib/capability-token";
import { NotFound } from "../lib/domain-errors";
import { decodeLines } from "./recipe-reads";
import type { Scope } from "./scope";
import { GroupOnShard, placementOf } from "../shards/group-on-shard";
import { isRecipeImage, isWebAddress } from "../shared/web-address";
import type { RequestDatabases } from "../shards/shard-set";

const RECIPE_NOT_FOUND = "Recipe not found";

/** Shares the group's recipe (or keeps it shared): answers the version of its public address. */
export async function shareRecipe(scope: Scope, recipeId: number) {
  const [row] = await scope.db
    .update(schema.recipes)
    .set({ shareVersion: nextAddressVersion(schema.recipes.shareVersion) })
    .where(and(eq(schema.recipes.id, recipeId), eq(schema.recipes.groupId, scope.groupId)))
    .returning({ version: schema.recipes.shareVersion });
  if (!row) throw new NotFound(RECIPE_NOT_FOUND);
  return row.version!;
}

/** Stops sharing the group's recipe: its public address answers 404 from now on. */
export async function unshareRecipe(scope: Scope, recipeId: number) {
  const { recipes } = schema;
  const [[recipe]] = await scope.db.batch([
    scope.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), eq(recipes.groupId, scope.groupId))),
    scope.db
      .update(recipes)
      .set({ shareVersion: revokedAddressVersion(recipes.shareVersion) })
      .where(and(eq(recipes.id, recipeId), eq(recipes.groupId, scope.groupId), sql`${recipes.shareVersion} > 0`)),
  ]);
  if (!recipe) throw new NotFound(RECIPE_NOT_FOUND);
}

type SharedRecipe = {
  title: string;
  description: string;
  image: string | null;
  servings: number;
  difficulty: string | null;
  prep_time_minutes: number | null;
  cook_time_minutes: number | null;
  total_time_minutes: number | null;
  source_url: string | null;
  category: string | null;
  instructions: string[];
  ingredients: { name: string; quantity: number; quantity_max: number | null; unit: string; note: string }[];
};

/**
 * The recipe a public address opens, as anyone may see it, from the shard its group lives on; null
 * once it is no longer shared (or never was).
 */
export async function sharedRecipe(
  directory: Database,
  databases: RequestDatabases,
  groupId: number,
  recipeId: number,
  version: number,
): Promise<SharedRecipe | null> {
  const { recipes } = schema;
  const group = await placementOf(directory, groupId);
  if (!group) return null;
  const db = new GroupOnShard(group.id, directory, databases, group.shard).db;
  const [row] = await db
    .select({
      title: recipes.title,
      description: recipes.description,
      image: recipes.image,
      servings: recipes.servings,
      difficulty: recipes.difficulty,
      prepTimeMinutes: recipes.prepTimeMinutes,
      cookTimeMinutes: recipes.cookTimeMinutes,
      totalTimeMinutes: recipes.totalTimeMinutes,
      sourceUrl: recipes.sourceUrl,
      instructions: recipes.instructions,
      category: schema.recipeCategories.name,
      lines: schema.recipeLineCache.lines,
    })
    .from(recipes)
    .leftJoin(schema.recipeCategories, eq(schema.recipeCategories.id, recipes.categoryId))
    .leftJoin(schema.recipeLineCache, eq(schema.recipeLineCache.recipeId, recipes.id))
    .where(and(eq(recipes.id, recipeId), eq(recipes.groupId, groupId), eq(recipes.shareVersion, version)));
  if (!row) return null;
  return {
    title: row.title,
    description: row.description,
    // Only links that pass Larder's rule leave: a row from before it is shown, and copied, without them.
    image: isRecipeImage(row.image) ? row.image : null,
    servings: row.servings,
    difficulty: row.difficulty,
    prep_time_minutes: row.prepTimeMinutes,
    cook_time_minutes: row.cookTimeMinutes,
    total_time_minutes: row.totalTimeMinutes,
    source_url: isWebAddress(row.sourceUrl) ? row.sourceUrl : null,
    category: row.category,
    instructions: row.instructions,
    ingredients: decodeLines(row.lines ?? "[]", recipeId).map(({ name, quantity, quantityMax, unit, note }) => ({
      name,
      quantity,
      quantity_max: quantityMax,
      unit,
      note,
    })),
  };
}
