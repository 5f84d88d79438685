import { and, eq, inArray, isNull, sql, type SQLWrapper } from "drizzle-orm";
import { schema, sqlWrite } from "../db";
import { jsonChunks } from "../lib/bulk";
import { allergensOfLine, dietsOfLine } from "../nutrition/allergens";
import type { ReadScope, Scope } from "./scope";

/** What a line stores of its allergens and diets, read from its ingredient's name, note and marks. */
export const lineAllergens = (name: string, note: string, freeOf: number) => ({
  allergens: allergensOfLine(name, note, freeOf),
  diets: dietsOfLine(name, note, freeOf),
});

/** Lines read and written back per round of `analysePendingLines` (each round: a read, then one write). */
const LINES_PER_ROUND = 2000;

/** The group's lines of an ingredient, or all its lines not yet analysed. */
function linesToAnalyse(scope: ReadScope, where: { ingredientId: number } | { pending: true }) {
  const lines = schema.recipeIngredients;
  return scope.db
    .select({ id: lines.id, name: schema.ingredients.name, note: lines.note, freeOf: lines.freeOf })
    .from(lines)
    .innerJoin(schema.ingredients, eq(schema.ingredients.id, lines.ingredientId))
    .where(
      and(
        eq(schema.ingredients.groupId, scope.groupId),
        "pending" in where ? isNull(lines.allergens) : eq(lines.ingredientId, where.ingredientId),
      ),
    )
    .limit(LINES_PER_ROUND);
}

/** Writes lines' analyses as [id, allergens, diets] rows bound as JSON: one statement for thousands. */
async function writeAnalysis(scope: Scope, found: { id: number; name: string; note: string; freeOf: number }[]) {
  const rows = found.map((line) => {
    const { allergens, diets } = lineAllergens(line.name, line.note, line.freeOf);
    return [line.id, allergens, diets];
  });
  const [first, ...rest] = jsonChunks(rows).map((chunk) =>
    sqlWrite(
      scope.db,
      sql`UPDATE recipe_ingredients
      SET allergens = json_extract(analysed.value, '$[1]'), diets = json_extract(analysed.value, '$[2]')
      FROM json_each(${chunk}) AS analysed
      WHERE recipe_ingredients.id = json_extract(analysed.value, '$[0]')`,
    ),
  );
  if (first) await scope.db.batch([first, ...rest]);
}

/** Writes the allergens and diets of every line of an ingredient again (after it was renamed). */
export async function analyseLinesOf(scope: Scope, ingredientId: number) {
  // A recipe has an ingredient once, so its lines are as many as the recipes using it.
  for (let offset = 0; ; offset += LINES_PER_ROUND) {
    const found = await linesToAnalyse(scope, { ingredientId }).offset(offset);
    await writeAnalysis(scope, found);
    if (found.length < LINES_PER_ROUND) return;
  }
}

/**
 * Analyses the group's lines that hold no analysis yet (written by an archive's import, or before
 * lines kept one), a batch at a time, so that a search leaving allergens out sees them.
 */
export async function analysePendingLines(scope: Scope) {
  for (;;) {
    const found = await linesToAnalyse(scope, { pending: true });
    await writeAnalysis(scope, found);
    if (found.length < LINES_PER_ROUND) return;
  }
}

/** A count of the group's lines not analysed yet, to read in a filtered search's own batch. */
export const pendingLinesCount = (scope: ReadScope) =>
  scope.db
    .select({ count: sql<number>`count(*)` })
    .from(schema.recipeIngredients)
    .where(
      and(
        isNull(schema.recipeIngredients.allergens),
        inArray(
          schema.recipeIngredients.ingredientId,
          scope.db
            .select({ id: schema.ingredients.id })
            .from(schema.ingredients)
            .where(eq(schema.ingredients.groupId, scope.groupId)),
        ),
      ),
    );

/**
 * Recipes (by `recipeId`, the outer query's column) none of whose lines holds one of `allergens`,
 * and every line of which allows `diets` (a recipe without lines allows none); null leaves either
 * out. A line not analysed yet counts as holding every allergen and allowing no diet, so it is
 * never let through unknown.
 */
export function allergenFilter(
  recipeId: SQLWrapper,
  allergens: number | SQLWrapper | null,
  diets: number | SQLWrapper | null,
) {
  const lineOf = sql`FROM recipe_ingredients WHERE recipe_ingredients.recipe_id = ${recipeId}`;
  return and(
    allergens === null
      ? undefined
      : sql`NOT EXISTS (SELECT 1 ${lineOf} AND (coalesce(recipe_ingredients.allergens, -1) & ${allergens}) != 0)`,
    diets === null
      ? undefined
      : sql`EXISTS (SELECT 1 ${lineOf}) AND NOT EXISTS (SELECT 1 ${lineOf} AND (coalesce(recipe_ingredients.diets, 0) & ${diets}) != ${diets})`,
  );
}
