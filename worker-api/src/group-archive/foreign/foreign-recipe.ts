import { splitIngredientLine } from "../../recipe-import/ingredient-line";
import { readIngredientLines, readInstructions, readMinutes, readText } from "../../recipe-import/recipe-fields";
import { slugify } from "../../lib/slug";
import { photoTypeOf } from "../../photos/photo-store";
import { BadInput, TooLarge } from "../../lib/domain-errors";
import { DIFFICULTIES } from "../../contract/recipe";
import { nameKey } from "../../data/group-import";
import { clip } from "../../shared/clip";
import { isWebAddress } from "../../shared/web-address";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_LIMITS,
  ARCHIVE_VERSION,
  EMPTY_DOCUMENTS,
  PHOTO_FOLDER,
  type Archive,
  type ArchiveRecipe,
} from "../format";

/** A recipe as another app keeps it, read into the few things Larder holds. */
export type ForeignRecipe = {
  title: string;
  description?: string | null;
  /** Free text or a number: its first whole number is the servings. */
  servings?: unknown;
  /** Steps as they come (a text, a list, schema.org steps): split into Larder's one step per entry. */
  instructions?: unknown;
  /** Durations as they come (ISO 8601, minutes, "1 hr 15 mins"). */
  prep?: unknown;
  cook?: unknown;
  total?: unknown;
  sourceUrl?: string | null;
  category?: string | null;
  difficulty?: string | null;
  favorite?: boolean;
  /** Ingredient lines as text ("2 cups flour, sifted"), read as amount, unit, name and note... */
  lines?: unknown;
  /** ...or already split by the other app (Mealie's and Tandoor's parsed ingredients). */
  parsedLines?: { name: string; quantity: number | null; quantity_max?: number; unit: string | null; note: string }[];
  photo?: Uint8Array | null;
  createdAt?: string | null;
};

/** What an import of another app's file reads: an archive like Larder's own, and the photos it names. */
export type ForeignArchive = { archive: Archive; photos: Map<string, Uint8Array>; format: string; notes: string[] };

const MAX_STEPS = 100;
const MAX_LINES = 100;

function instant(value: string | null | undefined, fallback: string) {
  const time = value ? Date.parse(value.replace(" ", "T").replace(/([+-]\d\d)(\d\d)$/, "$1:$2")) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : fallback;
}

function servingsOf(value: unknown) {
  if (typeof value === "number" && Number.isFinite(value) && value >= 1) return Math.min(1000, Math.round(value));
  const number = /\d+/.exec(readText(value));
  const servings = number ? Number(number[0]) : NaN;
  return servings >= 1 ? Math.min(1000, servings) : null;
}

/**
 * Lines of one recipe: one per food (a food named twice keeps the first amount, the second in its
 * note), at most as many as a recipe holds; `cut` says some foods were left out past that.
 */
function linesOf(recipe: ForeignRecipe): { lines: ArchiveRecipe["ingredients"]; cut: boolean } {
  const split =
    recipe.parsedLines ??
    readIngredientLines(recipe.lines)
      // Section headings other apps write as lines: "## Dough" (Nextcloud, Tandoor), "[Sauce]" (RecipeSage).
      .filter((text) => !/^#+\s|^\[[^\]]+\]$/.test(text))
      .map((text) => {
        const line = splitIngredientLine(text);
        return { ...line, name: line.name || line.text };
      });
  const lines: ArchiveRecipe["ingredients"] = [];
  const byName = new Map<string, ArchiveRecipe["ingredients"][number]>();
  for (const line of split) {
    const name = clip(line.name.trim(), 200);
    if (!name) continue;
    const quantity = line.quantity !== null && line.quantity > 0 ? Math.min(line.quantity, 1_000_000) : 0;
    const unit = clip((line.unit ?? (quantity ? "pcs" : "")).trim(), 30);
    const note = clip(line.note.trim(), 200);
    const same = byName.get(nameKey(name));
    if (same) {
      const again = [quantity ? `${quantity} ${unit}`.trim() : "", note].filter(Boolean).join(" ");
      same.note = clip([same.note, again && `and ${again}`].filter(Boolean).join("; "), 200);
      continue;
    }
    if (lines.length === MAX_LINES) return { lines, cut: true };
    // A range ("2-3 cloves") keeps its end, as a recipe page's does.
    const upTo = quantity && line.quantity_max !== undefined ? Math.min(line.quantity_max, 1_000_000) : 0;
    const kept = { ingredient: name, quantity, ...(upTo > quantity ? { quantity_max: upTo } : {}), unit, note };
    byName.set(nameKey(name), kept);
    lines.push(kept);
  }
  return { lines, cut: false };
}

/** Refuses a file of more recipes than an archive holds, before they are read. */
export function checkRecipeCount(format: string, count: number) {
  if (count > ARCHIVE_LIMITS.recipes)
    throw new TooLarge(
      `The ${format} file holds more than ${ARCHIVE_LIMITS.recipes.toLocaleString("en-US")} recipes, more than one import reads.`,
    );
}

/**
 * Recipes of another app as an archive of Larder's format (recipes only, with their catalogue),
 * so they are matched and written exactly as Larder's own exports are.
 */
export function foreignArchive(format: string, recipes: ForeignRecipe[], notes: string[] = []): ForeignArchive {
  if (recipes.length === 0) throw new BadInput(`No recipes found in the ${format} file.`);
  checkRecipeCount(format, recipes.length);
  const now = new Date().toISOString();
  const slugs = new Set<string>();
  const photos = new Map<string, Uint8Array>();
  const foods = new Map<string, string>();
  const categories = new Map<string, string>();
  let unreadablePhotos = 0;
  let droppedSources = 0;
  let shortened = 0;
  const archiveRecipes = recipes.map((recipe): ArchiveRecipe => {
    const title = clip(readText(recipe.title) || "Untitled recipe", 200);
    const base = slugify(title);
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    let image: string | null = null;
    if (recipe.photo?.length) {
      try {
        const type = photoTypeOf(recipe.photo);
        image = `${PHOTO_FOLDER}${slug}.${type.extension}`;
        photos.set(image, recipe.photo);
      } catch {
        unreadablePhotos++;
      }
    }
    const category = recipe.category ? clip(readText(recipe.category), 200) || null : null;
    if (category) categories.set(nameKey(category), category);
    const { lines: ingredients, cut } = linesOf(recipe);
    for (const line of ingredients) foods.set(nameKey(line.ingredient), line.ingredient);
    const created = instant(recipe.createdAt, now);
    const difficulty = readText(recipe.difficulty).toLowerCase();
    const prep = readMinutes(recipe.prep);
    const cook = readMinutes(recipe.cook);
    // The other app kept its source as free text: a link only Larder's rule takes is kept.
    const source = readText(recipe.sourceUrl);
    if (source && !isWebAddress(source)) droppedSources++;
    // Larder numbers the steps itself: "1. Heat the oven" loses its "1.".
    const instructions = readInstructions(recipe.instructions)
      .map((step) => step.replace(/^\d{1,2}[.)]\s+/, ""))
      .filter(Boolean);
    if (cut || instructions.length > MAX_STEPS) shortened++;
    return {
      slug,
      title,
      description: clip(readText(recipe.description), 5000),
      image,
      difficulty: DIFFICULTIES.find((level) => level === difficulty) ?? null,
      is_favorite: recipe.favorite ?? false,
      servings: servingsOf(recipe.servings) ?? 4,
      instructions: instructions.slice(0, MAX_STEPS).map((step) => clip(step, 5000)),
      prep_time_minutes: prep,
      cook_time_minutes: cook,
      total_time_minutes: readMinutes(recipe.total) ?? (prep !== null && cook !== null ? prep + cook : null),
      source_url: isWebAddress(source) ? source : null,
      category,
      created_at: created,
      updated_at: created,
      ingredients,
    };
  });
  if (unreadablePhotos)
    notes.push(`${unreadablePhotos} photos were not JPEG, PNG or WebP images; those recipes came without a photo.`);
  if (droppedSources)
    notes.push(
      `${droppedSources} source links were not web addresses (http:// or https://); those recipes came without their source link.`,
    );
  if (shortened)
    notes.push(
      `${shortened === 1 ? "1 recipe" : `${shortened} recipes`} had more than ${MAX_LINES} ingredients or ${MAX_STEPS} steps, more than a recipe holds; only the first ${MAX_LINES} of each came in.`,
    );
  const archive: Archive = {
    ...EMPTY_DOCUMENTS,
    manifest: {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exported_at: now,
      group: { name: format, description: null },
    },
    catalogue: {
      recipe_categories: [...categories.values()].map((name) => ({ name, created_at: now })),
      ingredient_groups: [],
      ingredients: [...foods.values()].map((name) => ({
        name,
        type: "",
        description: null,
        default_unit: null,
        calories_per_100g: null,
        group: null,
        created_at: now,
        updated_at: now,
      })),
    },
    recipes: archiveRecipes,
  };
  return { archive, photos, format, notes };
}
