import type { JsonNode } from "../../recipe-import/json-ld";
import type { ZipEntry } from "../zip-reader";
import { checkRecipeCount, foreignArchive, type ForeignRecipe } from "./foreign-recipe";
import { type Budgets, folderOf, parseJson, checkDeclaredSizes, photoOf, isObject, text } from "./file-reading";

/* Mealie: a backup (database.json), a data export (recipes/<slug>/<slug>.json) or one recipe. */

type MealieLine = {
  quantity?: number | null;
  unit?: { name?: string; abbreviation?: string } | null;
  food?: { name?: string } | null;
  note?: string;
  original_text?: string | null;
  disable_amount?: boolean;
};

function mealieLines(lines: MealieLine[]): Pick<ForeignRecipe, "lines" | "parsedLines"> {
  // An unparsed line (no food) holds the whole line in its note; its quantity means nothing.
  if (lines.some((line) => !line.food?.name))
    return { lines: lines.map((line) => line.original_text || line.note || "") };
  return {
    parsedLines: lines.map((line) => ({
      name: line.food!.name!,
      quantity: line.quantity && line.quantity > 0 ? line.quantity : null,
      unit: line.unit?.name ?? null,
      note: line.note ?? "",
    })),
  };
}

function mealieRecipe(json: unknown, photo: Uint8Array | null, favorite = false): ForeignRecipe {
  const recipe = isObject(json) ? json : {};
  const categories = Array.isArray(recipe.recipe_category) ? recipe.recipe_category.filter(isObject) : [];
  const steps = Array.isArray(recipe.recipe_instructions) ? recipe.recipe_instructions.filter(isObject) : [];
  return {
    title: text(recipe.name),
    description: text(recipe.description),
    servings: Number(recipe.recipe_servings) > 0 ? Number(recipe.recipe_servings) : text(recipe.recipe_yield),
    instructions: steps.map((step) => text(step.text)).filter(Boolean),
    prep: text(recipe.prep_time),
    cook: text(recipe.perform_time) || text(recipe.cook_time),
    total: text(recipe.total_time),
    sourceUrl: text(recipe.org_url) || null,
    category: categories[0] ? text(categories[0].name) : null,
    favorite,
    ...mealieLines(Array.isArray(recipe.recipe_ingredient) ? (recipe.recipe_ingredient as MealieLine[]) : []),
    photo,
    createdAt: text(recipe.created_at) || text(recipe.date_added) || null,
  };
}

export async function readMealieRecipes(recipeFiles: ZipEntry[], entries: Map<string, ZipEntry>, budgets: Budgets) {
  checkRecipeCount("Mealie", recipeFiles.length);
  checkDeclaredSizes(recipeFiles, budgets);
  const recipes: ForeignRecipe[] = [];
  for (const file of recipeFiles) {
    const folder = folderOf(file.name);
    const photo = entries.get(`${folder}images/original.webp`) ?? entries.get(`${folder}original.webp`);
    recipes.push(mealieRecipe(parseJson(await file.read(), file.name, budgets), await photoOf(photo)));
  }
  return foreignArchive("Mealie", recipes);
}

/** A Mealie id as its folders name it: hyphenated (SQLite dumps it as 32 hex digits). */
const mealieId = (id: unknown) => {
  const hex = text(id).replace(/-/g, "").toLowerCase();
  return /^[0-9a-f]{32}$/.test(hex)
    ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    : text(id);
};

export async function readMealieBackup(database: ZipEntry, entries: Map<string, ZipEntry>, budgets: Budgets) {
  const tables = parseJson(await database.read(), database.name, budgets);
  const rows = (name: string) => (isObject(tables) && Array.isArray(tables[name]) ? tables[name].filter(isObject) : []);
  const byId = (name: string) => new Map(rows(name).map((row) => [mealieId(row.id), row]));
  const foods = byId("ingredient_foods");
  const units = byId("ingredient_units");
  const categories = byId("categories");
  const grouped = (name: string) => {
    const groups = new Map<string, JsonNode[]>();
    for (const row of rows(name)) {
      const key = mealieId(row.recipe_id);
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    return groups;
  };
  const lines = grouped("recipes_ingredients");
  const steps = grouped("recipe_instructions");
  const recipeCategories = grouped("recipes_to_categories");
  const favorites = new Set(
    [...rows("users_to_favorites"), ...rows("users_to_recipes").filter((row) => row.is_favorite)].map((row) =>
      mealieId(row.recipe_id),
    ),
  );
  const byPosition = (a: JsonNode, b: JsonNode) => Number(a.position ?? 0) - Number(b.position ?? 0);
  checkRecipeCount("Mealie", rows("recipes").length);
  const recipes: ForeignRecipe[] = [];
  for (const row of rows("recipes")) {
    const id = mealieId(row.id);
    const category = (recipeCategories.get(id) ?? []).map((link) => categories.get(mealieId(link.category_id)))[0];
    const photo = entries.get(`data/recipes/${id}/images/original.webp`);
    recipes.push(
      mealieRecipe(
        {
          ...row,
          recipe_category: category ? [category] : [],
          recipe_instructions: (steps.get(id) ?? []).sort(byPosition),
          recipe_ingredient: (lines.get(id) ?? []).sort(byPosition).map((line) => ({
            ...line,
            food: line.food_id ? (foods.get(mealieId(line.food_id)) ?? null) : null,
            unit: line.unit_id ? (units.get(mealieId(line.unit_id)) ?? null) : null,
          })),
        },
        await photoOf(photo),
        favorites.has(id),
      ),
    );
  }
  return foreignArchive("Mealie", recipes);
}
