import type { ZipEntry } from "../zip-reader";
import { checkRecipeCount, foreignArchive, type ForeignRecipe } from "./foreign-recipe";
import { type Budgets, baseName, folderOf, parseJson, checkDeclaredSizes, photoOf, isObject } from "./file-reading";
import { jsonLdRecipes, jsonLdRecipe } from "./json-ld-files";
import { tandoorRecipe } from "./tandoor";

/* Nextcloud Cookbook: a folder per recipe, recipe.json beside full.jpg. */

export async function readNextcloud(recipeFiles: ZipEntry[], entries: Map<string, ZipEntry>, budgets: Budgets) {
  checkRecipeCount("Nextcloud Cookbook", recipeFiles.length);
  checkDeclaredSizes(recipeFiles, budgets);
  const fullPhotos = new Map<string, ZipEntry>();
  for (const entry of entries.values())
    if (/^full\.\w+$/.test(baseName(entry.name)) && !fullPhotos.has(folderOf(entry.name)))
      fullPhotos.set(folderOf(entry.name), entry);
  const recipes: ForeignRecipe[] = [];
  for (const file of recipeFiles) {
    const json = parseJson(await file.read(), file.name, budgets);
    const photo = await photoOf(fullPhotos.get(folderOf(file.name)));
    // One recipe's folder of a Tandoor export, unzipped, looks the same: its recipe.json has steps.
    if (isObject(json) && Array.isArray(json.steps)) recipes.push(tandoorRecipe(json, photo));
    else for (const recipe of jsonLdRecipes(json)) recipes.push(jsonLdRecipe(recipe, photo));
  }
  return foreignArchive("Nextcloud Cookbook", recipes);
}
