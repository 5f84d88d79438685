import type { ZipEntry } from "../zip-reader";
import { checkRecipeCount, foreignArchive, type ForeignRecipe } from "./foreign-recipe";
import { type Budgets, gunzip, parseJson, checkDeclaredSizes, isObject, text, decodeBase64 } from "./file-reading";

/* Paprika: a zip of gzipped JSON, one `.paprikarecipe` per recipe. */

export function paprikaRecipe(json: unknown): ForeignRecipe {
  const recipe = isObject(json) ? json : {};
  const photos = Array.isArray(recipe.photos) ? recipe.photos : [];
  const photoData = text(recipe.photo_data) || text(isObject(photos[0]) ? photos[0].data : "");
  const categories = Array.isArray(recipe.categories) ? recipe.categories.map(text).filter(Boolean) : [];
  return {
    title: text(recipe.name).trim(),
    description: text(recipe.description),
    servings: text(recipe.servings),
    // Paragraphs, or lines; a line separator (U+2028) is a line too.
    instructions: text(recipe.directions).replace(/\u2028/g, "\n"),
    prep: text(recipe.prep_time),
    cook: text(recipe.cook_time),
    total: text(recipe.total_time),
    sourceUrl: text(recipe.source_url),
    category: categories[0] ?? null,
    difficulty: text(recipe.difficulty),
    favorite: recipe.on_favorites === true,
    lines: text(recipe.ingredients),
    photo: photoData ? decodeBase64(photoData) : null,
    createdAt: text(recipe.created),
  };
}

export async function readPaprika(entries: ZipEntry[], budgets: Budgets) {
  checkRecipeCount("Paprika", entries.length);
  checkDeclaredSizes(entries, budgets);
  const recipes: ForeignRecipe[] = [];
  for (const entry of entries)
    recipes.push(paprikaRecipe(parseJson(await gunzip(await entry.read(), entry.name, budgets), entry.name, budgets)));
  return foreignArchive("Paprika", recipes);
}
