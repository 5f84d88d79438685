import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { runBatchThen, schema } from "../db";
import { statementsWithinLimit } from "../lib/bulk";
import { isUniqueViolation } from "../lib/db-errors";
import { BadInput, NotFound } from "../lib/domain-errors";
import { type recipeInputSchema, type recipeUpdateSchema } from "../contract/recipe";
import { OWN_PHOTO_PATH } from "../shared/web-address";
import { slugify } from "../lib/slug";
import { allergenMask, type Allergen } from "../shared/allergen-list";
import { lineAllergens } from "./line-allergens";
import { mergeKey } from "../shopping/names";
import { getRecipe } from "./recipe-reads";
import { ofGroup } from "./rows";
import type { Scope } from "./scope";

/**
 * The first free slug of the group for a title: `pasta`, then `pasta-2`, `pasta-3`… The slugs
 * that start with `pasta-` are read as a range (`-` sorts just before `.`), which the unique index
 * on (group, slug) serves, whatever the slug's length: no LIKE pattern and its length limit.
 */
async function freeSlug(scope: Scope, title: string, exceptRecipeId?: number) {
  const base = slugify(title);
  const slug = schema.recipes.slug;
  const taken = await scope.db
    .select({ slug, id: schema.recipes.id })
    .from(schema.recipes)
    .where(
      and(
        eq(schema.recipes.groupId, scope.groupId),
        sql`(${slug} = ${base} OR (${slug} > ${`${base}-`} AND ${slug} < ${`${base}.`}))`,
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
        .values(names.map((name) => ({ groupId, name, mergeKey: mergeKey(name) })))
        .onConflictDoNothing(),
    ),
  ];
}

/**
 * Inserts of a recipe's lines, in order, as many rows per statement as D1's parameter limit allows.
 * A line's allergen marks are the ones it names, else those `keptMarks` holds for its ingredient
 * (by lower-cased name: what the line had before an update).
 */
export function recipeLineInserts(
  scope: Scope,
  recipeRef: ReturnType<typeof sql<number>>,
  lines: {
    name: string;
    quantity?: number | null;
    quantity_max?: number | null;
    unit: string;
    note?: string;
    free_of?: Allergen[];
  }[],
  keptMarks: ReadonlyMap<string, number> = new Map(),
) {
  return statementsWithinLimit(
    lines.map((line, position) => ({ ...line, position })),
    (part) =>
      scope.db.insert(schema.recipeIngredients).values(
        part.map((line) => {
          const freeOf = line.free_of ? allergenMask(line.free_of) : (keptMarks.get(line.name.toLowerCase()) ?? 0);
          return {
            recipeId: recipeRef,
            ingredientId: idByName("ingredients", scope.groupId, line.name),
            // A line without an amount ("salt, to taste") stores 0: the column has no null.
            quantity: line.quantity ?? 0,
            quantityMax: line.quantity_max ?? null,
            unit: line.unit,
            note: line.note ?? "",
            freeOf,
            ...lineAllergens(line.name, line.note ?? "", freeOf),
            position: line.position,
          };
        }),
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
            instructions: input.instructions ?? [],
            prepTimeMinutes: input.prep_time_minutes ?? null,
            cookTimeMinutes: input.cook_time_minutes ?? null,
            totalTimeMinutes: input.total_time_minutes ?? null,
            sourceUrl: input.source_url ?? null,
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

const IMAGE_MUST_BE_A_LINK = "Image must be a link starting with http:// or https://";

/** Updates a recipe; answers it with the image it had before (its uploaded photo may need removing). */
export async function updateRecipe(scope: Scope, input: z.output<typeof recipeUpdateSchema>) {
  const { db, groupId } = scope;
  const [existing, marks] = await Promise.all([
    getRecipe(scope, input.id),
    input.ingredients?.some((line) => line.free_of === undefined) ? allergenMarksOf(scope, input.id) : new Map(),
  ]);
  // A photo path is accepted only as the recipe's own photo sent back unchanged.
  if (input.image && OWN_PHOTO_PATH.test(input.image) && input.image !== existing.image)
    throw new BadInput(IMAGE_MUST_BE_A_LINK, { image: IMAGE_MUST_BE_A_LINK });
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
          ...(input.instructions !== undefined && { instructions: input.instructions }),
          ...(input.prep_time_minutes !== undefined && { prepTimeMinutes: input.prep_time_minutes }),
          ...(input.cook_time_minutes !== undefined && { cookTimeMinutes: input.cook_time_minutes }),
          ...(input.total_time_minutes !== undefined && { totalTimeMinutes: input.total_time_minutes }),
          ...(input.source_url !== undefined && { sourceUrl: input.source_url }),
          ...(input.category !== undefined && { categoryId: idByName("recipe_categories", groupId, input.category) }),
          updatedAt: new Date(),
        })
        .where(and(eq(schema.recipes.id, existing.id), eq(schema.recipes.groupId, groupId))),
      ...(input.ingredients
        ? [
            db.delete(schema.recipeIngredients).where(eq(schema.recipeIngredients.recipeId, existing.id)),
            ...recipeLineInserts(scope, recipeRef, input.ingredients, marks),
          ]
        : []),
    ],
    db.select().from(schema.recipes).where(eq(schema.recipes.id, existing.id)),
  );
  return { recipe: recipe!, previousImage: existing.image };
}

/** The allergen marks of a recipe's lines, by the lower-cased name of each marked line's ingredient. */
async function allergenMarksOf(scope: Scope, recipeId: number) {
  const lines = schema.recipeIngredients;
  const marked = await scope.db
    .select({ name: schema.ingredients.name, freeOf: lines.freeOf })
    .from(lines)
    .innerJoin(schema.ingredients, eq(schema.ingredients.id, lines.ingredientId))
    .where(and(eq(lines.recipeId, recipeId), eq(schema.ingredients.groupId, scope.groupId), ne(lines.freeOf, 0)));
  return new Map(marked.map((line) => [line.name.toLowerCase(), line.freeOf]));
}

/** Sets a recipe's image (an uploaded photo's path, or null). */
export async function setRecipeImage(scope: Scope, id: number, image: string | null) {
  await scope.db
    .update(schema.recipes)
    .set({ image, updatedAt: new Date() })
    .where(ofGroup(scope, schema.recipes, id));
}

/**
 * Deletes a recipe and answers what names its photo; its meals stay, without a recipe (the
 * foreign key sets it to null).
 */
export async function deleteRecipe(scope: Scope, id: number) {
  const [deleted] = await scope.db
    .delete(schema.recipes)
    .where(ofGroup(scope, schema.recipes, id))
    .returning({ id: schema.recipes.id, groupId: schema.recipes.groupId, image: schema.recipes.image });
  if (!deleted) throw new NotFound("Recipe not found");
  return deleted;
}
