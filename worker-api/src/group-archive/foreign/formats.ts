import { findRecipeIn, type JsonNode } from "../../recipe-import/json-ld";
import { BadInput, DomainError } from "../../lib/domain-errors";
import { MAX_PHOTO_BYTES } from "../../photos/photo-store";
import { isWebAddress } from "../../shared/web-address";
import { parseBoundedJson, type AnyValueBounds, type JsonBudget } from "../bounded-json";
import { readZip, type UnpackBudget, type ZipEntry } from "../zip-reader";
import { checkRecipeCount, foreignArchive, type ForeignArchive, type ForeignRecipe } from "./foreign-recipe";

/**
 * Other apps' exports, read into Larder's archive: Paprika (.paprikarecipes), Mealie (a backup,
 * a data export or one recipe's zip), Tandoor (its zip of zips), Nextcloud Cookbook (the Recipes
 * folder, zipped) and schema.org JSON-LD files. docs/archive/README.md lists what each keeps.
 */

const MAX_RECIPE_BYTES = 8 * 1024 * 1024;

/**
 * Other apps' JSON, read within bounds before it is parsed: nested no deeper than the deepest
 * export seen (JSON-LD graphs reach about 10 levels), no text longer than a recipe file can be.
 */
const FOREIGN_JSON: AnyValueBounds = { maxDepth: 64, maxLength: MAX_RECIPE_BYTES, maxItems: 100_000 };

/** What one file may unpack to, and the JSON it may hold. */
type Budgets = { unpacked: UnpackBudget; json: JsonBudget };

/** Folders and files an OS adds to a zip (macOS's resource forks, Finder's settings). */
const isJunk = (name: string) => /(^|\/)(__MACOSX|\.DS_Store)(\/|$)|(^|\/)\._/.test(name);
const baseName = (name: string) => name.split("/").at(-1) ?? name;
const folderOf = (name: string) => name.slice(0, name.lastIndexOf("/") + 1);

async function gunzip(bytes: Uint8Array, name: string, budgets: Budgets) {
  const out = await budgets.unpacked.decompress(bytes, "gzip", MAX_RECIPE_BYTES).catch((error: unknown) => {
    throw error instanceof DomainError ? error : new BadInput(`${name} could not be unpacked.`);
  });
  if (!out) throw new BadInput(`${name} is larger than a recipe can be.`);
  return out;
}

function parseJson(bytes: Uint8Array, name: string, budgets: Budgets): unknown {
  return parseBoundedJson(bytes, name, { bounds: {}, anyValue: FOREIGN_JSON, budget: budgets.json, lenientUtf8: true });
}

/** Refuses files that declare more than the file may unpack to, before any of them is read. */
const checkDeclaredSizes = (files: ZipEntry[], budgets: Budgets) =>
  budgets.unpacked.check(files.reduce((sum, file) => sum + file.size, 0));

/** An entry read as a photo, or null when it is larger than a photo may be (it is not unpacked). */
const photoOf = (entry: ZipEntry | undefined) =>
  entry && entry.size <= MAX_PHOTO_BYTES ? entry.read() : Promise.resolve(null);

const isObject = (value: unknown): value is JsonNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

// ---- Paprika: a zip of gzipped JSON, one `.paprikarecipe` per recipe ----

function paprikaRecipe(json: unknown): ForeignRecipe {
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

function decodeBase64(data: string) {
  try {
    return Uint8Array.from(atob(data.replace(/\s/g, "")), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function readPaprika(entries: ZipEntry[], budgets: Budgets) {
  checkRecipeCount("Paprika", entries.length);
  checkDeclaredSizes(entries, budgets);
  const recipes: ForeignRecipe[] = [];
  for (const entry of entries)
    recipes.push(paprikaRecipe(parseJson(await gunzip(await entry.read(), entry.name, budgets), entry.name, budgets)));
  return foreignArchive("Paprika", recipes);
}

// ---- schema.org JSON-LD (also Nextcloud Cookbook's recipe.json) ----

/** Lists and graphs nest no deeper than this in a real export; what lies deeper is not looked at. */
const MAX_JSON_LD_DEPTH = 12;

/** The Recipes of a JSON-LD document: a Recipe, a `@graph`, a list, or RecipeSage's `{ recipes }`. */
function jsonLdRecipes(json: unknown, depth = 0): JsonNode[] {
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

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function jsonLdRecipe(recipe: JsonNode, photo: Uint8Array | null = null): ForeignRecipe {
  // A node's own `@id` names the recipe's page when it is a web address (it may be a "urn:…" too).
  const source = [recipe.url, recipe.mainEntityOfPage, recipe.isBasedOn, text(recipe["@id"]).split("#")[0]]
    .map((value) => (isObject(value) ? text(value["@id"]) : text(value)))
    .find(isWebAddress);
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

// ---- Nextcloud Cookbook: a folder per recipe, recipe.json beside full.jpg ----

async function readNextcloud(recipeFiles: ZipEntry[], entries: Map<string, ZipEntry>, budgets: Budgets) {
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

// ---- Tandoor: a zip of `<id>.zip`, each with recipe.json and image.* ----

type TandoorIngredient = {
  food?: { name?: string } | null;
  unit?: { name?: string } | null;
  amount?: number;
  note?: string;
  is_header?: boolean;
  no_amount?: boolean;
  order?: number;
};

function tandoorRecipe(json: unknown, photo: Uint8Array | null): ForeignRecipe {
  const recipe = isObject(json) ? json : {};
  const steps = (Array.isArray(recipe.steps) ? recipe.steps.filter(isObject) : []).sort(
    (a, b) => Number(a.order ?? 0) - Number(b.order ?? 0),
  );
  const keywords = Array.isArray(recipe.keywords) ? recipe.keywords.filter(isObject).map((k) => text(k.name)) : [];
  const working = Number(recipe.working_time) || null;
  const waiting = Number(recipe.waiting_time) || null;
  return {
    title: text(recipe.name),
    description: text(recipe.description),
    servings: Number(recipe.servings) || null,
    // A step's instruction is Markdown, its templates ({{ ingredients[0] }}) Tandoor's own.
    instructions: steps
      .map((step) =>
        text(step.instruction)
          .replace(/\{\{[^}]*\}\}/g, "")
          .trim(),
      )
      .filter(Boolean)
      .join("\n\n"),
    prep: working,
    cook: waiting,
    total: working !== null || waiting !== null ? (working ?? 0) + (waiting ?? 0) : null,
    sourceUrl: text(recipe.source_url) || null,
    category: keywords[0] ?? null,
    parsedLines: steps
      .flatMap((step) => (Array.isArray(step.ingredients) ? (step.ingredients as TandoorIngredient[]) : []))
      .filter((line) => !line.is_header && line.food?.name)
      .map((line) => ({
        name: line.food!.name!,
        quantity: !line.no_amount && Number(line.amount) > 0 ? Number(line.amount) : null,
        unit: line.unit?.name ?? null,
        note: line.note ?? "",
      })),
    photo,
  };
}

async function readTandoor(innerZips: ZipEntry[], budgets: Budgets) {
  checkRecipeCount("Tandoor", innerZips.length);
  checkDeclaredSizes(innerZips, budgets);
  const recipes: ForeignRecipe[] = [];
  for (const inner of innerZips) {
    const files = [...readZip(await inner.read(), budgets.unpacked).values()];
    const json = files.find((file) => baseName(file.name) === "recipe.json");
    if (!json) continue;
    const image = files.find((file) => /^image\.\w+$/.test(baseName(file.name)));
    recipes.push(tandoorRecipe(parseJson(await json.read(), json.name, budgets), await photoOf(image)));
  }
  return foreignArchive("Tandoor", recipes);
}

// ---- Mealie: a backup (database.json), a data export (recipes/<slug>/<slug>.json) or one recipe ----

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

async function readMealieRecipes(recipeFiles: ZipEntry[], entries: Map<string, ZipEntry>, budgets: Budgets) {
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

async function readMealieBackup(database: ZipEntry, entries: Map<string, ZipEntry>, budgets: Budgets) {
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
