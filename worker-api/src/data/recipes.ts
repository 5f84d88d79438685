import { and, desc, eq, sql } from "drizzle-orm";
import { schema } from "../db";
import { badInput, notFoundError } from "../graphql/context";
import type { Scope } from "./scope";

export const MAX_RECIPE_PAGE_SIZE = 100;

/** limit 1..100 (default 100), page from 0; anything else is BAD_USER_INPUT. */
export function pageArgs(args: { limit?: number | null; page?: number | null; search?: string | null }) {
  const limit = args.limit ?? MAX_RECIPE_PAGE_SIZE;
  const page = args.page ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECIPE_PAGE_SIZE) throw badInput(`limit must be between 1 and ${MAX_RECIPE_PAGE_SIZE}`);
  if (!Number.isInteger(page) || page < 0) throw badInput("page must be 0 or more");
  const search = (args.search ?? "").trim();
  if (search.length > 200) throw badInput("search must be at most 200 characters");
  return { limit, page, search };
}

/** Case-insensitive match on title or description; LIKE wildcards in the text are taken literally. */
function searchFilter(search: string) {
  if (!search) return undefined;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(${schema.recipes.title}) LIKE ${pattern} ESCAPE '\\' OR lower(${schema.recipes.description}) LIKE ${pattern} ESCAPE '\\')`;
}

export function listRecipes(scope: Scope, { limit, page, search }: { limit: number; page: number; search: string }) {
  return scope.db
    .select()
    .from(schema.recipes)
    .where(and(eq(schema.recipes.groupId, scope.groupId), searchFilter(search)))
    .orderBy(desc(schema.recipes.createdAt), desc(schema.recipes.id))
    .limit(limit)
    .offset(page * limit);
}

export async function countRecipes(scope: Scope, search: string) {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)` })
    .from(schema.recipes)
    .where(and(eq(schema.recipes.groupId, scope.groupId), searchFilter(search.trim())));
  return row?.count ?? 0;
}

export async function getRecipe(scope: Scope, id: number) {
  const [recipe] = await scope.db.select().from(schema.recipes).where(and(eq(schema.recipes.id, id), eq(schema.recipes.groupId, scope.groupId)));
  if (!recipe) throw notFoundError("Recipe");
  return recipe;
}

export async function getRecipeBySlug(scope: Scope, slug: string) {
  const [recipe] = await scope.db.select().from(schema.recipes).where(and(eq(schema.recipes.slug, slug), eq(schema.recipes.groupId, scope.groupId)));
  if (!recipe) throw notFoundError("Recipe");
  return recipe;
}
