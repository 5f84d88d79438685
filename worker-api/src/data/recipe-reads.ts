import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQLWrapper } from "drizzle-orm";
import { schema, type Database } from "../db";
import { inValues } from "../lib/bulk";
import { BadInput } from "../lib/domain-errors";
import { ALLERGENS, DIETS } from "../shared/allergen-list";
import { KnownLines } from "./known-lines";
import { allergenFilter, pendingLinesCount } from "./line-allergens";
import { getOfGroup, listOfGroup } from "./rows";
import type { ReadScope, Scope } from "./scope";
import { matchText } from "./sql";

const MAX_RECIPE_PAGE_SIZE = 100;

/**
 * What a search keeps: `allergens`, the allergens its recipes must not hold, and `diets`, the
 * diets every line must allow (bitmasks of worker-api/src/nutrition/allergen-list.ts).
 */
type RecipeFilter = {
  search: string;
  categoryId: number | null;
  ingredientIds: number[];
  allergens: number;
  diets: number;
};

/** Allergen or diet keys as their bitmask, or BadInput naming what is not one. */
function maskOf<Key extends string>(field: string, keys: readonly Key[], given: readonly string[] | null | undefined) {
  let mask = 0;
  for (const key of given ?? []) {
    const bit = keys.indexOf(key as Key);
    if (bit < 0) throw new BadInput(`${field} takes ${keys.join(", ")}; "${key.slice(0, 40)}" is none of them`);
    mask |= 1 << bit;
  }
  return mask;
}

/** limit 1..100 (default 100), page from 0; anything else is BAD_USER_INPUT. */
export function pageArgs(args: {
  limit?: number | null;
  page?: number | null;
  search?: string | null;
  category_id?: number | null;
  ingredient_ids?: number[] | null;
  free_of?: string[] | null;
  diets?: string[] | null;
}) {
  const limit = args.limit ?? MAX_RECIPE_PAGE_SIZE;
  const page = args.page ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECIPE_PAGE_SIZE)
    throw new BadInput(`limit must be between 1 and ${MAX_RECIPE_PAGE_SIZE}`);
  if (!Number.isInteger(page) || page < 0 || page > 1_000_000) throw new BadInput("page must be 0 or more");
  const search = (args.search ?? "").trim();
  if (search.length > 200) throw new BadInput("search must be at most 200 characters");
  const ingredientIds = [...new Set(args.ingredient_ids ?? [])];
  if (ingredientIds.length > 50) throw new BadInput("Filter by at most 50 ingredients");
  return {
    limit,
    page,
    search,
    categoryId: args.category_id ?? null,
    ingredientIds,
    allergens: maskOf("free_of", ALLERGENS, args.free_of),
    diets: maskOf("diets", DIETS, args.diets),
  };
}

/** Whether a search reads the lines' stored allergens, which must all be there first. */
const readsAllergens = (filter: RecipeFilter) => filter.allergens !== 0 || filter.diets !== 0;

/**
 * Search is a case-insensitive match on title or description (`%` and `_` in the text are plain
 * characters); a category keeps its recipes; ingredients keep recipes that have them all.
 */
function recipeFilter(scope: ReadScope, filter: RecipeFilter) {
  const { search, categoryId, ingredientIds } = filter;
  return and(
    eq(schema.recipes.groupId, scope.groupId),
    search
      ? or(
          matchText(schema.recipes.title, search, "contains"),
          matchText(schema.recipes.description, search, "contains"),
        )
      : undefined,
    categoryId ? eq(schema.recipes.categoryId, categoryId) : undefined,
    ingredientIds.length
      ? sql`${schema.recipes.id} IN (SELECT recipe_id FROM recipe_ingredients WHERE ingredient_id IN (${sql.join(
          ingredientIds.map((id) => sql`${id}`),
          sql`, `,
        )}) GROUP BY recipe_id HAVING count(DISTINCT ingredient_id) = ${ingredientIds.length})`
      : undefined,
    allergenFilter(schema.recipes.id, filter.allergens || null, filter.diets || null),
  );
}

type Recipe = typeof schema.recipes.$inferSelect;
export type RecipeColumn = keyof Recipe;
const recipeColumns = getTableColumns(schema.recipes);

/** The recipe columns to select: `columns` only, or all of them. */
export const recipeFields = (columns?: readonly RecipeColumn[]) =>
  (columns
    ? Object.fromEntries(columns.map((key) => [key, recipeColumns[key]]))
    : recipeColumns) as typeof recipeColumns;

/** A page of recipes; with `columns`, rows hold only those (the caller reads no others). */
function recipePage(
  scope: ReadScope,
  { limit, page, ...filter }: RecipeFilter & { limit: number; page: number },
  columns?: readonly RecipeColumn[],
) {
  return scope.db
    .select(recipeFields(columns))
    .from(schema.recipes)
    .where(recipeFilter(scope, filter))
    .orderBy(desc(schema.recipes.createdAt), desc(schema.recipes.id))
    .limit(limit)
    .offset(page * limit);
}

/**
 * The ingredient lines (with names) of some recipes, in each recipe's order, with what nutrition
 * reads of them: the food the group chose for the ingredient and the allergens the line is marked
 * free of. `recipeIds` is a list or a sub-query selecting them.
 */
export function recipeLinesQuery(db: Database, recipeIds: readonly number[] | SQLWrapper) {
  return db
    .select({
      recipeId: schema.recipeIngredients.recipeId,
      id: schema.ingredients.id,
      name: schema.ingredients.name,
      quantity: schema.recipeIngredients.quantity,
      quantityMax: schema.recipeIngredients.quantityMax,
      unit: schema.recipeIngredients.unit,
      note: schema.recipeIngredients.note,
      foodId: schema.ingredients.foodId,
      freeOf: schema.recipeIngredients.freeOf,
    })
    .from(schema.recipeIngredients)
    .innerJoin(schema.ingredients, eq(schema.ingredients.id, schema.recipeIngredients.ingredientId))
    .where(
      Array.isArray(recipeIds)
        ? inValues(schema.recipeIngredients.recipeId, recipeIds)
        : inArray(schema.recipeIngredients.recipeId, recipeIds as never),
    )
    .orderBy(
      asc(schema.recipeIngredients.recipeId),
      asc(schema.recipeIngredients.position),
      asc(schema.recipeIngredients.id),
    );
}

/** One column of a page of recipes, as a sub-query: the page's relations select by it in the same batch. */
const pageColumn = (
  scope: ReadScope,
  args: RecipeFilter & { limit: number; page: number },
  column: "id" | "category_id",
) =>
  scope.db
    .select({ value: sql.raw(column) })
    .from(recipePage(scope, args, [column === "id" ? "id" : "categoryId"]).as("page"));

export type RecipeLine = {
  recipeId: number;
  id: number;
  name: string;
  quantity: number;
  /** A range's end ("1–2 tbsp": 2); null for a single amount. */
  quantityMax: number | null;
  unit: string;
  note: string;
};

/** A line as nutrition reads it: with the group's food for its ingredient and its allergen marks. */
export type WeighedLine = RecipeLine & { foodId: number | null; freeOf: number };

/**
 * The ingredient lines of a page of recipes as one row per recipe: the JSON array, already in the
 * recipe's order, that triggers keep in recipe_line_cache (decision record 9). A page of 100
 * recipes reads 100 short rows instead of joining and aggregating 800 lines, which was most of
 * what such a read cost. `decodePageLines` turns them back into lines.
 */
function pageLinesQuery(db: Database, recipeIds: Parameters<typeof inArray>[1]) {
  const cache = schema.recipeLineCache;
  return db
    .select({ recipeId: cache.recipeId, lines: cache.lines })
    .from(cache)
    .where(inArray(cache.recipeId, recipeIds as never));
}

/**
 * One line of `recipe_line_cache`: the ingredient id and name, the quantity, the unit, the note and
 * a range's end (null, or absent in rows cached before lines had ranges).
 */
type CachedLine = [
  ingredientId: number,
  name: string,
  quantity: number,
  unit: string,
  note: string,
  quantityMax?: number | null,
];

/** Each recipe's lines, by recipe id, in the recipe's order. */
function decodePageLines(rows: { recipeId: number; lines: string }[]): Map<number, RecipeLine[]> {
  return new Map(rows.map(({ recipeId, lines }) => [recipeId, decodeLines(lines, recipeId)]));
}

/** A recipe's cached lines (`recipe_line_cache.lines`) read by name, the one reader of their order. */
export const readCachedLines = (lines: string): Omit<RecipeLine, "recipeId">[] =>
  (JSON.parse(lines) as CachedLine[]).map(([id, name, quantity, unit, note, quantityMax]) => ({
    id,
    name,
    quantity,
    quantityMax: quantityMax ?? null,
    unit,
    note,
  }));

/** A recipe's cached lines as lines. */
export const decodeLines = (lines: string, recipeId: number): RecipeLine[] =>
  readCachedLines(lines).map((line) => ({ recipeId, ...line }));

/**
 * The cached lines this isolate decoded, by group and recipe, with their version: what to cook
 * and the planned meals' needs read mostly the recipes the last read did. 32 groups of 300.
 */
export const recipeLinesKnown = new KnownLines(decodeLines, 32, 300);

/** What a list of recipes needs read: the row columns its fields show (all without `columns`), and which relations. */
export type RecipeRead = { columns?: readonly RecipeColumn[]; categories: boolean; lines: boolean };

/**
 * A page of recipes with the categories and ingredient lines asked for, in one D1 batch (one
 * round trip): the relations select by the same page as a sub-query.
 */
export async function listRecipesWithRelations(
  scope: ReadScope,
  args: RecipeFilter & { limit: number; page: number },
  read: RecipeRead,
) {
  const { db } = scope;
  const categories = schema.recipeCategories;
  const [recipes, pageCategories = [], lines, pending] = await scope.read([
    recipePage(scope, args, read.columns),
    read.categories
      ? db
          .select()
          .from(categories)
          .where(
            and(eq(categories.groupId, scope.groupId), inArray(categories.id, pageColumn(scope, args, "category_id"))),
          )
      : undefined,
    read.lines ? pageLinesQuery(db, pageColumn(scope, args, "id")) : undefined,
    readsAllergens(args) ? pendingLinesCount(scope) : undefined,
  ]);
  return {
    recipes,
    categories: pageCategories,
    /** null when the query did not ask for lines. */
    linesByRecipe: lines ? decodePageLines(lines) : null,
    pendingLines: pending?.[0]?.count ?? 0,
  };
}

/**
 * Everything the recipe grid shows, in one D1 batch: the page with its ingredient lines, how many
 * recipes match and exist, and the categories and ingredients the filters offer.
 */
export async function browseRecipes(scope: ReadScope, args: RecipeFilter & { limit: number; page: number }) {
  const { db } = scope;
  const [recipes, lines, [matching], [total], categories, ingredients, pending] = await scope.read([
    recipePage(scope, args),
    pageLinesQuery(db, pageColumn(scope, args, "id")),
    db
      .select({ count: sql<number>`count(*)` })
      .from(schema.recipes)
      .where(recipeFilter(scope, args)),
    db
      .select({ count: sql<number>`count(*)` })
      .from(schema.recipes)
      .where(eq(schema.recipes.groupId, scope.groupId)),
    db
      .select()
      .from(schema.recipeCategories)
      .where(eq(schema.recipeCategories.groupId, scope.groupId))
      .orderBy(asc(schema.recipeCategories.name)),
    db
      .select()
      .from(schema.ingredients)
      .where(eq(schema.ingredients.groupId, scope.groupId))
      .orderBy(asc(sql`lower(${schema.ingredients.name})`)),
    readsAllergens(args) ? pendingLinesCount(scope) : undefined,
  ]);
  return {
    recipes,
    linesByRecipe: decodePageLines(lines),
    pendingLines: pending?.[0]?.count ?? 0,
    matching: matching?.count ?? 0,
    total: total?.count ?? 0,
    categories,
    ingredients,
  };
}

export async function countRecipes(scope: ReadScope, filter: RecipeFilter) {
  const [[row], pending] = await scope.read([
    scope.db
      .select({ count: sql<number>`count(*)` })
      .from(schema.recipes)
      .where(recipeFilter(scope, filter)),
    readsAllergens(filter) ? pendingLinesCount(scope) : undefined,
  ]);
  return { count: row?.count ?? 0, pendingLines: pending?.[0]?.count ?? 0 };
}

export const getRecipe = (scope: Scope, id: number) => getOfGroup(scope, schema.recipes, id, "Recipe not found");

const bySlug = (scope: ReadScope, slug: string) =>
  and(eq(schema.recipes.slug, slug), eq(schema.recipes.groupId, scope.groupId));

/**
 * A recipe by its slug, with the relations asked for (its lines, weighed for nutrition, and its
 * category) in the same D1 batch: the recipe page is one round trip. Null when the group has none.
 */
export async function readRecipeBySlug(scope: ReadScope, slug: string, read: { lines: boolean; category: boolean }) {
  const { db } = scope;
  const [[recipe], lines, categories = []] = await scope.read([
    db.select().from(schema.recipes).where(bySlug(scope, slug)),
    read.lines
      ? recipeLinesQuery(db, db.select({ id: schema.recipes.id }).from(schema.recipes).where(bySlug(scope, slug)))
      : undefined,
    read.category
      ? db
          .select()
          .from(schema.recipeCategories)
          .where(
            inArray(
              schema.recipeCategories.id,
              db.select({ id: schema.recipes.categoryId }).from(schema.recipes).where(bySlug(scope, slug)),
            ),
          )
      : undefined,
  ]);
  return recipe ? { recipe, lines: lines ?? null, category: categories[0] ?? null } : null;
}

export const listRecipeCategories = (scope: ReadScope) =>
  listOfGroup(scope, schema.recipeCategories, asc(schema.recipeCategories.name));

export const getRecipeCategory = (scope: Scope, id: number) =>
  getOfGroup(scope, schema.recipeCategories, id, "Recipe category not found");

/** The group's recipe imported from one of these pages (the newest), for "you already have this recipe". */
export async function findRecipeFromSource(scope: Scope, pageUrls: readonly string[]) {
  if (!pageUrls.length) return null;
  const [recipe] = await scope.db
    .select({ slug: schema.recipes.slug, title: schema.recipes.title })
    .from(schema.recipes)
    .where(and(eq(schema.recipes.groupId, scope.groupId), inArray(schema.recipes.sourceUrl, [...pageUrls])))
    .orderBy(desc(schema.recipes.createdAt))
    .limit(1);
  return recipe ?? null;
}
