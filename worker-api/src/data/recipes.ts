import { and, asc, desc, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { runBatchThen, schema, type Database } from "../db";
import { inValues, statementsWithinLimit } from "../lib/bulk";
import { isUniqueViolation } from "../lib/db-errors";
import { BadInput } from "../lib/domain-errors";
import { slugify, type recipeInputSchema, type recipeUpdateSchema } from "../schemas/recipe";
import { deleteOfGroup, firstOrNotFound, getOfGroup, listOfGroup } from "./rows";
import type { ReadScope, Scope } from "./scope";
import { likeText } from "./sql";

const MAX_RECIPE_PAGE_SIZE = 100;

type RecipeFilter = { search: string; categoryId: number | null; ingredientIds: number[] };

/** limit 1..100 (default 100), page from 0; anything else is BAD_USER_INPUT. */
export function pageArgs(args: {
  limit?: number | null;
  page?: number | null;
  search?: string | null;
  category_id?: number | null;
  ingredient_ids?: number[] | null;
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
  return { limit, page, search, categoryId: args.category_id ?? null, ingredientIds };
}

/**
 * Search is a case-insensitive match on title or description (LIKE wildcards in the text are
 * taken literally); a category keeps its recipes; ingredients keep recipes that have them all.
 */
function recipeFilter(scope: ReadScope, { search, categoryId, ingredientIds }: RecipeFilter) {
  return and(
    eq(schema.recipes.groupId, scope.groupId),
    search
      ? or(likeText(schema.recipes.title, search, "contains"), likeText(schema.recipes.description, search, "contains"))
      : undefined,
    categoryId ? eq(schema.recipes.categoryId, categoryId) : undefined,
    ingredientIds.length
      ? sql`${schema.recipes.id} IN (SELECT recipe_id FROM recipe_ingredients WHERE ingredient_id IN (${sql.join(
          ingredientIds.map((id) => sql`${id}`),
          sql`, `,
        )}) GROUP BY recipe_id HAVING count(DISTINCT ingredient_id) = ${ingredientIds.length})`
      : undefined,
  );
}

type Recipe = typeof schema.recipes.$inferSelect;
export type RecipeColumn = keyof Recipe;
const recipeColumns = getTableColumns(schema.recipes);

/** A page of recipes; with `columns`, rows hold only those (the caller reads no others). */
function recipePage(
  scope: ReadScope,
  { limit, page, ...filter }: RecipeFilter & { limit: number; page: number },
  columns?: readonly RecipeColumn[],
) {
  const fields = columns ? Object.fromEntries(columns.map((key) => [key, recipeColumns[key]])) : recipeColumns;
  return scope.db
    .select(fields as typeof recipeColumns)
    .from(schema.recipes)
    .where(recipeFilter(scope, filter))
    .orderBy(desc(schema.recipes.createdAt), desc(schema.recipes.id))
    .limit(limit)
    .offset(page * limit);
}

/** The ingredient lines (with names) of some recipes, in each recipe's order. */
export function recipeLinesQuery(db: Database, recipeIds: readonly number[]) {
  return db
    .select({
      recipeId: schema.recipeIngredients.recipeId,
      id: schema.ingredients.id,
      name: schema.ingredients.name,
      quantity: schema.recipeIngredients.quantity,
      unit: schema.recipeIngredients.unit,
    })
    .from(schema.recipeIngredients)
    .innerJoin(schema.ingredients, eq(schema.ingredients.id, schema.recipeIngredients.ingredientId))
    .where(inValues(schema.recipeIngredients.recipeId, recipeIds))
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

export type RecipeLine = { recipeId: number; id: number; name: string; quantity: number; unit: string };

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

/** One line of `recipe_line_cache`: the ingredient id and name, the quantity and the unit. */
export type CachedLine = [ingredientId: number, name: string, quantity: number, unit: string];

/** Each recipe's lines, by recipe id, in the recipe's order. */
function decodePageLines(rows: { recipeId: number; lines: string }[]): Map<number, RecipeLine[]> {
  return new Map(
    rows.map(({ recipeId, lines }) => [
      recipeId,
      (JSON.parse(lines) as CachedLine[]).map(([id, name, quantity, unit]) => ({ recipeId, id, name, quantity, unit })),
    ]),
  );
}

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
  const [recipes, pageCategories = [], lines] = await scope.read([
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
  ]);
  return {
    recipes,
    categories: pageCategories,
    /** null when the query did not ask for lines. */
    linesByRecipe: lines ? decodePageLines(lines) : null,
  };
}

/**
 * Everything the recipe grid shows, in one D1 batch: the page with its ingredient lines, how many
 * recipes match and exist, and the categories and ingredients the filters offer.
 */
export async function browseRecipes(scope: ReadScope, args: RecipeFilter & { limit: number; page: number }) {
  const { db } = scope;
  const [recipes, lines, [matching], [total], categories, ingredients] = await scope.read([
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
  ]);
  return {
    recipes,
    linesByRecipe: decodePageLines(lines),
    matching: matching?.count ?? 0,
    total: total?.count ?? 0,
    categories,
    ingredients,
  };
}

export async function countRecipes(scope: ReadScope, filter: RecipeFilter) {
  const [[row]] = await scope.read([
    scope.db
      .select({ count: sql<number>`count(*)` })
      .from(schema.recipes)
      .where(recipeFilter(scope, filter)),
  ]);
  return row?.count ?? 0;
}

export const getRecipe = (scope: Scope, id: number) => getOfGroup(scope, schema.recipes, id, "Recipe not found");

export const getRecipeBySlug = (scope: Scope, slug: string) =>
  firstOrNotFound(
    scope.db
      .select()
      .from(schema.recipes)
      .where(and(eq(schema.recipes.slug, slug), eq(schema.recipes.groupId, scope.groupId))),
    "Recipe not found",
  );

export const listRecipeCategories = (scope: Scope) =>
  listOfGroup(scope, schema.recipeCategories, asc(schema.recipeCategories.name));

export const getRecipeCategory = (scope: Scope, id: number) =>
  getOfGroup(scope, schema.recipeCategories, id, "Recipe category not found");

/** The first free slug of the group for a title: `pasta`, then `pasta-2`, `pasta-3`… */
async function freeSlug(scope: Scope, title: string, exceptRecipeId?: number) {
  const base = slugify(title);
  const taken = await scope.db
    .select({ slug: schema.recipes.slug, id: schema.recipes.id })
    .from(schema.recipes)
    .where(
      and(
        eq(schema.recipes.groupId, scope.groupId),
        sql`(${schema.recipes.slug} = ${base} OR ${schema.recipes.slug} LIKE ${`${base}-%`})`,
      ),
    );
  const used = new Set(taken.filter((row) => row.id !== exceptRecipeId).map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The id of a row of the group named `name` (case-insensitively), as a sub-select usable inside a batch. */
export const idByName = (
  table: "recipe_categories" | "ingredients" | "ingredient_groups",
  groupId: number,
  name: string,
) => sql<number>`(SELECT id FROM ${sql.raw(table)} WHERE group_id = ${groupId} AND lower(name) = lower(${name}))`;

/** Statements that create the category and the ingredients a recipe names, unless they exist. */
function upsertNames(scope: Scope, category: string | undefined, ingredientNames: string[]) {
  const { db, groupId } = scope;
  return [
    ...(category ? [db.insert(schema.recipeCategories).values({ groupId, name: category }).onConflictDoNothing()] : []),
    ...statementsWithinLimit(ingredientNames, (names) =>
      db
        .insert(schema.ingredients)
        .values(names.map((name) => ({ groupId, name })))
        .onConflictDoNothing(),
    ),
  ];
}

/** Inserts of a recipe's lines, in order, as many rows per statement as D1's parameter limit allows. */
export function recipeLineInserts(
  scope: Scope,
  recipeRef: ReturnType<typeof sql<number>>,
  lines: { name: string; quantity: number; unit: string }[],
) {
  return statementsWithinLimit(
    lines.map((line, position) => ({ ...line, position })),
    (part) =>
      scope.db.insert(schema.recipeIngredients).values(
        part.map((line) => ({
          recipeId: recipeRef,
          ingredientId: idByName("ingredients", scope.groupId, line.name),
          quantity: line.quantity,
          unit: line.unit,
          position: line.position,
        })),
      ),
  );
}

/**
 * Creates a recipe with its category and ingredients (created when new) in one D1 batch:
 * a failure anywhere leaves nothing behind.
 */
export async function createRecipe(scope: Scope, input: z.output<typeof recipeInputSchema>) {
  const { db, groupId } = scope;
  for (let attempt = 0; ; attempt++) {
    // Racing creates of one title each look up a free slug, and the unique index picks one winner;
    // the others look again. After a few rounds a random suffix ends the race for good.
    const free = await freeSlug(scope, input.title);
    const slug = attempt < 3 ? free : `${free}-${crypto.randomUUID().slice(0, 6)}`;
    const recipeRef = sql<number>`(SELECT id FROM recipes WHERE group_id = ${groupId} AND slug = ${slug})`;
    try {
      const [recipe] = await runBatchThen(
        db,
        [
          ...upsertNames(
            scope,
            input.category,
            input.ingredients.map((line) => line.name),
          ),
          db.insert(schema.recipes).values({
            groupId,
            slug,
            title: input.title,
            description: input.description,
            servings: input.servings ?? 4,
            image: input.image ?? null,
            difficulty: input.difficulty ?? null,
            categoryId: idByName("recipe_categories", groupId, input.category),
          }),
          ...recipeLineInserts(scope, recipeRef, input.ingredients),
        ],
        db
          .select()
          .from(schema.recipes)
          .where(and(eq(schema.recipes.groupId, groupId), eq(schema.recipes.slug, slug))),
      );
      return recipe!;
    } catch (error) {
      // Another recipe took the slug between the look-up and the batch: look again.
      if (isUniqueViolation(error) && attempt < 6) continue;
      throw error;
    }
  }
}

export async function updateRecipe(scope: Scope, input: z.output<typeof recipeUpdateSchema>) {
  const { db, groupId } = scope;
  const existing = await getRecipe(scope, input.id);
  const slug = input.regenerate_slug && input.title ? await freeSlug(scope, input.title, existing.id) : existing.slug;
  const recipeRef = sql<number>`${existing.id}`;
  const [recipe] = await runBatchThen(
    db,
    [
      ...upsertNames(scope, input.category, input.ingredients?.map((line) => line.name) ?? []),
      db
        .update(schema.recipes)
        .set({
          slug,
          ...(input.title !== undefined && { title: input.title }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.servings !== undefined && { servings: input.servings }),
          ...(input.image !== undefined && { image: input.image }),
          ...(input.difficulty !== undefined && { difficulty: input.difficulty }),
          ...(input.category !== undefined && { categoryId: idByName("recipe_categories", groupId, input.category) }),
          updatedAt: new Date(),
        })
        .where(and(eq(schema.recipes.id, existing.id), eq(schema.recipes.groupId, groupId))),
      ...(input.ingredients
        ? [
            db.delete(schema.recipeIngredients).where(eq(schema.recipeIngredients.recipeId, existing.id)),
            ...recipeLineInserts(scope, recipeRef, input.ingredients),
          ]
        : []),
    ],
    db.select().from(schema.recipes).where(eq(schema.recipes.id, existing.id)),
  );
  return recipe!;
}

/** Deletes a recipe; its meals stay, without a recipe (the foreign key sets it to null). */
export const deleteRecipe = (scope: Scope, id: number) => deleteOfGroup(scope, schema.recipes, id, "Recipe not found");
