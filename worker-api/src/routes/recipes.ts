import { Hono, type Context } from "hono";
import { findRecipeFromSource, getRecipe } from "../data/recipe-reads";
import { shareRecipe, unshareRecipe } from "../data/shared-recipes";
import { capabilityToken } from "../lib/capability-token";
import { webOriginOf } from "../lib/web-origin";
import { setRecipeImage } from "../data/recipe-writes";
import { isLocalEnvironment, type AppEnv } from "../env";
import { BadInput } from "../lib/domain-errors";
import {
  deleteOwnPhoto,
  MAX_PHOTO_BYTES,
  NOT_A_PHOTO,
  PHOTO_TOO_LARGE,
  photoTypeOf,
  storePhoto,
} from "../photos/photo-store";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/validation";
import { requireActiveGroup } from "../middleware/auth";
import { limitBody } from "../middleware/body-limit";
import { fetchPage, MAX_PAGE_BYTES, PAGE_TOO_LARGE, parsePageAddress } from "../recipe-import/fetch-page";
import { parseRecipePage } from "../recipe-import/parse";
import { IMPORT_NEEDS_A_PAGE, LINK_TOO_LONG, recipeImportSchema } from "../contract/recipe-import";
import { PLAIN_ID } from "../contract/groups";

/** 5 MB of pasted HTML, with room for what JSON's escaping adds to it. */
const MAX_IMPORT_REQUEST_BYTES = MAX_PAGE_BYTES + 1024 * 1024;

/** Room for a multipart envelope around a photo of the largest size. */
const MAX_PHOTO_REQUEST_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

/** The recipe of the path, checked to be the active group's: anything else is 'Recipe not found'. */
function recipeOfPath(c: Context<AppEnv>) {
  const id = c.req.param("id") ?? "";
  return getRecipe(c.get("scope"), PLAIN_ID.test(id) ? Number(id) : 0);
}

/** The photo's bytes: the raw body, or the `photo` file of a multipart form. */
async function photoBytesOf(c: Context<AppEnv>) {
  if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    return new Uint8Array(await c.req.arrayBuffer());
  const form = await c.req.formData().catch(() => null);
  const photo = form?.get("photo");
  if (!(photo instanceof File)) throw new BadInput(NOT_A_PHOTO);
  return new Uint8Array(await photo.arrayBuffer());
}

/** Recipes over REST; every route needs a signed-in member of the active group. */
export const recipeRoutes = new Hono<AppEnv>()
  .use(requireActiveGroup)

  /**
   * Reads a recipe off a page (fetched from its link, or pasted) into a draft, and names the
   * group's recipe already imported from that page, if any; writes nothing.
   */
  .post(
    "/import",
    limitBody(MAX_IMPORT_REQUEST_BYTES, PAGE_TOO_LARGE),
    // A link too long is refused as that; any other body breaking the schema wants a link or a page.
    jsonBody(recipeImportSchema, {
      invalidMessage: (fields) => (fields.url === LINK_TOO_LONG ? LINK_TOO_LONG : IMPORT_NEEDS_A_PAGE),
    }),
    async (c) => {
      const { url, html } = c.req.valid("json");
      const address = url === undefined ? null : parsePageAddress(url);
      let page: { html: string; url: string | null };
      if (html !== undefined) {
        if (new TextEncoder().encode(html).byteLength > MAX_PAGE_BYTES) throw new ApiError(413, PAGE_TOO_LARGE);
        page = { html, url: address?.href ?? null };
      } else if (address) {
        const timeoutMs = Number(c.env.PAGE_FETCH_TIMEOUT_MS) || undefined;
        page = await fetchPage(address, { allowPrivateHosts: isLocalEnvironment(c.env), timeoutMs });
      } else {
        throw new BadInput(IMPORT_NEEDS_A_PAGE);
      }
      const draft = parseRecipePage(page.html, page.url);
      if (!draft) throw new BadInput("No recipe found on this page");
      const pages = [...new Set([draft.source_url, page.url].filter((url): url is string => Boolean(url)))];
      return c.json({ draft, existing: await findRecipeFromSource(c.get("scope"), pages) });
    },
  )

  /** Stores a JPEG, PNG or WebP photo as the recipe's image, replacing (and removing) a previous upload. */
  .put("/:id/photo", limitBody(MAX_PHOTO_REQUEST_BYTES, PHOTO_TOO_LARGE), async (c) => {
    const recipe = await recipeOfPath(c);
    const bytes = await photoBytesOf(c);
    if (bytes.byteLength > MAX_PHOTO_BYTES) throw new ApiError(413, PHOTO_TOO_LARGE);
    const type = photoTypeOf(bytes);
    const image = await storePhoto(c.env.PHOTOS, recipe, bytes, type);
    await setRecipeImage(c.get("scope"), recipe.id, image);
    await deleteOwnPhoto(c.env.PHOTOS, recipe.image, recipe);
    return c.json({ image });
  })

  /** A public, read-only address of the recipe (the same one until it is revoked). */
  .post("/:id/share", async (c) => {
    const recipe = await recipeOfPath(c);
    const version = await shareRecipe(c.get("scope"), recipe.id);
    const token = await capabilityToken(
      c.env.JWT_SECRET,
      "shared-recipe",
      [c.get("scope").groupId, recipe.id],
      version,
    );
    return c.json({ url: `${webOriginOf(c)}/r/${token}` });
  })

  /** Revokes the recipe's public address: it answers 404 from now on, and sharing again makes a new one. */
  .delete("/:id/share", async (c) => {
    const recipe = await recipeOfPath(c);
    await unshareRecipe(c.get("scope"), recipe.id);
    return c.body(null, 204);
  })

  /** Removes the recipe's uploaded photo; its image becomes null. */
  .delete("/:id/photo", async (c) => {
    const recipe = await recipeOfPath(c);
    await setRecipeImage(c.get("scope"), recipe.id, null);
    await deleteOwnPhoto(c.env.PHOTOS, recipe.image, recipe);
    return c.json({ image: null });
  });
