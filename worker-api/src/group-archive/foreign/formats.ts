import { BadInput } from "../../lib/domain-errors";
import type { ZipEntry } from "../zip-reader";
import { checkRecipeCount, foreignArchive, type ForeignArchive, type ForeignRecipe } from "./foreign-recipe";
import { type Budgets, isJunk, baseName, gunzip, parseJson, checkDeclaredSizes } from "./file-reading";
import { paprikaRecipe, readPaprika } from "./paprika";
import { jsonLdRecipes, jsonLdRecipe } from "./json-ld-files";
import { readNextcloud } from "./nextcloud";
import { readTandoor } from "./tandoor";
import { readMealieRecipes, readMealieBackup } from "./mealie";

/**
 * Other apps' exports, read into Larder's archive: Paprika (.paprikarecipes), Mealie (a backup,
 * a data export or one recipe's zip), Tandoor (its zip of zips), Nextcloud Cookbook (the Recipes
 * folder, zipped) and schema.org JSON-LD files. docs/archive/README.md lists what each keeps.
 */

/**
 * The recipes of another app's file, as an archive; null when the file is Larder's own export
 * (or nothing this knows). A zip's entries come from `zipEntries`, read once for both kinds.
 * Whatever the file unpacks to and whatever JSON it holds is held to `budgets`.
 */
export async function readForeignFile(
  bytes: Uint8Array,
  zipEntries: () => Map<string, ZipEntry>,
  budgets: Budgets,
): Promise<ForeignArchive | null> {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b)
    return foreignArchive("Paprika", [
      paprikaRecipe(parseJson(await gunzip(bytes, "The recipe", budgets), "The recipe", budgets)),
    ]);
  const first = bytes.find((byte) => byte > 0x20 && byte !== 0xef && byte !== 0xbb && byte !== 0xbf);
  if (first === 0x7b || first === 0x5b) {
    const recipes = jsonLdRecipes(parseJson(bytes, "The file", budgets));
    if (recipes.length === 0) throw new BadInput("The file holds no schema.org Recipe.");
    return foreignArchive(
      "JSON-LD",
      recipes.map((recipe) => jsonLdRecipe(recipe)),
    );
  }
  const entries = zipEntries();
  const files = [...entries.values()].filter((entry) => !isJunk(entry.name));
  const named = (test: (name: string) => boolean) => files.filter((entry) => test(entry.name));
  if (entries.has("larder.json")) return null;
  const paprika = named((name) => name.endsWith(".paprikarecipe"));
  if (paprika.length) return readPaprika(paprika, budgets);
  const database = files.find((entry) => baseName(entry.name) === "database.json");
  if (database) return readMealieBackup(database, entries, budgets);
  const mealie = named(
    (name) => /(^|\/)([^/]+)\/\2\.json$/.test(name) || (/^[^/]+\.json$/.test(name) && entries.has("original.webp")),
  );
  if (mealie.length) return readMealieRecipes(mealie, entries, budgets);
  const tandoor = named((name) => /(^|\/)\d+\.zip$/.test(name));
  if (tandoor.length) return readTandoor(tandoor, budgets);
  const recipeJson = named((name) => baseName(name) === "recipe.json");
  if (recipeJson.length) return readNextcloud(recipeJson, entries, budgets);
  const jsonLd = named((name) => /\.(json|jsonld)$/i.test(name));
  if (jsonLd.length) {
    // A file may hold several recipes or none; more files than recipes are read is refused unread.
    checkRecipeCount("JSON-LD", jsonLd.length);
    checkDeclaredSizes(jsonLd, budgets);
    const recipes: ForeignRecipe[] = [];
    for (const file of jsonLd) {
      for (const recipe of jsonLdRecipes(parseJson(await file.read(), file.name, budgets)))
        recipes.push(jsonLdRecipe(recipe));
      checkRecipeCount("JSON-LD", recipes.length);
    }
    return foreignArchive("JSON-LD", recipes);
  }
  return null;
}
