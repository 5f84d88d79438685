import { Hono, type Context } from "hono";
import { createRecipe, setRecipeImage } from "../data/recipe-writes";
import { sharedRecipe } from "../data/shared-recipes";
import type { AppEnv } from "../env";
import { readCapabilityToken } from "../lib/capability-token";
import { NotFound } from "../lib/domain-errors";
import { requireActiveGroup } from "../middleware/auth";
import { DIFFICULTIES } from "../contract/recipe";
import { fetchPhoto, isPhotoLink, keepPhoto, photoFetchOptions } from "../photos/copy-photo";
import { photoKeyOfServedPath, photoTypeOf, storePhoto } from "../photos/photo-store";

const NOT_SHARED = "This recipe is not shared (any more).";
/** A shared recipe without a category lands in this one of the group that adds it. */
const SHARED_CATEGORY = "Shared with me";

/** The recipe a public address opens, or 404 (made up, revoked, or the recipe deleted). */
async function recipeOfAddress(c: Context<AppEnv>) {
  const address = await readCapabilityToken(c.env.JWT_SECRET, "shared-recipe", c.req.param("token")!);
  const [groupId, recipeId] = address?.ids ?? [];
  const recipe =
    recipeId !== undefined &&
    (await sharedRecipe(c.get("db"), c.get("databases"), groupId!, recipeId, address!.version));
  if (!recipe) throw new NotFound(NOT_SHARED);
  return recipe;
}

/**
 * Recipes shared by a public, read-only address (`POST /v1/recipes/:id/share`): anyone reads one,
 * and a signed-in person adds a copy to their active group, photo included.
 */
export const sharedRecipeRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const recipe = await recipeOfAddress(c);
    c.header("Cache-Control", "no-store");
    return c.json({ recipe });
  })

  .post("/:token/copy", requireActiveGroup, async (c) => {
    const shared = await recipeOfAddress(c);
    const scope = c.get("scope");
    const difficulty = DIFFICULTIES.find((level) => level === shared.difficulty) ?? null;
    const recipe = await createRecipe(scope, {
      title: shared.title,
      description: shared.description || shared.title,
      category: shared.category ?? SHARED_CATEGORY,
      servings: shared.servings,
      image: null,
      difficulty,
      instructions: shared.instructions,
      prep_time_minutes: shared.prep_time_minutes,
      cook_time_minutes: shared.cook_time_minutes,
      total_time_minutes: shared.total_time_minutes,
      source_url: shared.source_url,
      ingredients: shared.ingredients.map((line) => ({
        name: line.name,
        quantity: line.quantity > 0 ? line.quantity : null,
        quantity_max: line.quantity > 0 ? line.quantity_max : null,
        unit: line.unit,
        note: line.note || undefined,
        // A shared page shows no allergen marks, so its copy starts without them.
        free_of: undefined,
      })),
    });
    // The copy keeps a photo of its own: the shared one's bytes, or the linked photo fetched.
    const key = shared.image ? photoKeyOfServedPath(shared.image.replace(/^\/photos\//, "")) : null;
    if (key) {
      const object = await c.env.PHOTOS.get(key);
      if (object) {
        const bytes = new Uint8Array(await object.arrayBuffer());
        await setRecipeImage(scope, recipe.id, await storePhoto(c.env.PHOTOS, recipe, bytes, photoTypeOf(bytes)));
      }
    } else if (isPhotoLink(shared.image)) {
      await keepPhoto(scope, c.env.PHOTOS, recipe, await fetchPhoto(shared.image, photoFetchOptions(c.env)));
    }
    return c.json({ slug: recipe.slug, title: recipe.title }, 201);
  });
