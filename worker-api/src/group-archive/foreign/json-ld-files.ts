import { findRecipeIn, type JsonNode } from "../../recipe-import/json-ld";
import { isWebAddress } from "../../shared/web-address";
import type { ForeignRecipe } from "./foreign-recipe";
import { isObject, text, decodeBase64, firstOf } from "./file-reading";

/* schema.org JSON-LD (also Nextcloud Cookbook's recipe.json). */

/** Lists and graphs nest no deeper than this in a real export; what lies deeper is not looked at. */
const MAX_JSON_LD_DEPTH = 12;

/** The Recipes of a JSON-LD document: a Recipe, a `@graph`, a list, or RecipeSage's `{ recipes }`. */
export function jsonLdRecipes(json: unknown, depth = 0): JsonNode[] {
  if (depth > MAX_JSON_LD_DEPTH) return [];
  const within = (value: unknown) => jsonLdRecipes(value, depth + 1);
  if (Array.isArray(json)) return json.flatMap(within);
  if (!isObject(json)) return [];
  if (Array.isArray(json.recipes)) return json.recipes.flatMap(within);
  const types = ([] as unknown[]).concat(json["@type"]).map(text);
  if (types.includes("Recipe")) return [json];
  if (Array.isArray(json["@graph"])) return json["@graph"].flatMap(within);
  // A Recipe nested elsewhere (`mainEntity`), found as the recipe page reader finds it.
  const nested = findRecipeIn(json);
  return nested ? [nested] : [];
}

export function jsonLdRecipe(recipe: JsonNode, photo: Uint8Array | null = null): ForeignRecipe {
  const given = [recipe.url, recipe.mainEntityOfPage, recipe.isBasedOn].map((value) =>
    isObject(value) ? text(value["@id"]) : text(value),
  );
  // A node's own `@id` names the recipe's page when it is a web address (it may be a "urn:…" too).
  // With no web address anywhere, a link the file gives is passed on, to be left out with a note.
  const source = [...given, text(recipe["@id"]).split("#")[0]].find(isWebAddress) ?? given.find(Boolean);
  const category = firstOf(recipe.recipeCategory);
  return {
    title: text(recipe.name),
    description: text(recipe.description),
    servings: recipe.recipeYield,
    instructions: recipe.recipeInstructions,
    prep: recipe.prepTime,
    cook: recipe.cookTime,
    total: recipe.totalTime,
    sourceUrl: source ?? null,
    category: isObject(category) ? text(category.name) : text(category),
    lines: recipe.recipeIngredient ?? recipe.ingredients,
    photo: photo ?? dataUriPhoto(recipe.image),
    createdAt: text(recipe.dateCreated) || null,
  };
}

/** An image given inline (`data:image/jpeg;base64,…`); linked images are not fetched. */
function dataUriPhoto(image: unknown) {
  const uri = text(isObject(firstOf(image)) ? (firstOf(image) as JsonNode).url : firstOf(image));
  const match = /^data:image\/[\w+.-]+;base64,(.+)$/s.exec(uri);
  return match ? decodeBase64(match[1]!) : null;
}
