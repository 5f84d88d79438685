import type { schema } from "../db";
import type { Scope } from "../data/scope";
import { setRecipeImage } from "../data/recipe-writes";
import { isLocalEnvironment, type Bindings } from "../env";
import { BadInput } from "../lib/domain-errors";
import { ApiError } from "../lib/errors";
import { fetchFromWeb, parsePageAddress } from "../recipe-import/fetch-page";
import { OWN_PHOTO_PATH } from "../shared/web-address";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE, photoTypeOf, storePhoto } from "./photo-store";

/**
 * A recipe saved with a photo's link keeps a copy of it in R2, so it never depends on the other
 * site again (slow, gone, or refusing to be linked to). The copy is made within the request, at
 * the same time as the recipe is written, and waits for the photo at most this long.
 */
const PHOTO_FETCH_TIMEOUT_MS = 5000;

type Photo = { bytes: Uint8Array; type: ReturnType<typeof photoTypeOf> };
type PhotoFetchOptions = { allowPrivateHosts: boolean; timeoutMs: number };

/** The page fetcher's rules (public hosts outside local development), and its test limit when shorter. */
export const photoFetchOptions = (env: Bindings): PhotoFetchOptions => ({
  allowPrivateHosts: isLocalEnvironment(env),
  timeoutMs: Math.min(Number(env.PAGE_FETCH_TIMEOUT_MS) || PHOTO_FETCH_TIMEOUT_MS, PHOTO_FETCH_TIMEOUT_MS),
});

/** An image value that is a link to another site (not a photo already stored here). */
export const isPhotoLink = (image: string | null | undefined): image is string =>
  Boolean(image) && !OWN_PHOTO_PATH.test(image!);

/**
 * The photo at a link: JPEG, PNG or WebP read from its bytes, at most 5 MB and 40 megapixels, as
 * an upload must be.
 * Null when it cannot be had, for whatever reason: the recipe then goes without a photo.
 */
export async function fetchPhoto(link: string, options: PhotoFetchOptions): Promise<Photo | null> {
  try {
    const { bytes } = await fetchFromWeb(parsePageAddress(link), options, {
      accept: "image/webp,image/jpeg,image/png;q=0.9,*/*;q=0.1",
      maxBytes: MAX_PHOTO_BYTES,
      tooLarge: PHOTO_TOO_LARGE,
    });
    return { bytes, type: photoTypeOf(bytes) };
  } catch (error) {
    if (error instanceof BadInput || error instanceof ApiError) return null;
    throw error;
  }
}

type Recipe = typeof schema.recipes.$inferSelect;

/**
 * Stores a fetched photo as the recipe's own, exactly as an upload is stored, and answers the
 * recipe with it; without one the recipe's image is cleared (the placeholder shows).
 */
export async function keepPhoto(scope: Scope, bucket: R2Bucket, recipe: Recipe, photo: Photo | null): Promise<Recipe> {
  if (!photo && recipe.image === null) return recipe;
  const image = photo ? await storePhoto(bucket, recipe, photo.bytes, photo.type) : null;
  await setRecipeImage(scope, recipe.id, image);
  return { ...recipe, image };
}
