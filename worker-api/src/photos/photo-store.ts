import { OWN_PHOTO_PATH } from "../schemas/recipe";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE = "A photo must be at most 5 MB";
export const NOT_A_PHOTO = "A photo must be a JPEG, PNG or WebP image";

type PhotoType = { contentType: string; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes themselves announce (never the name or the header); null for anything else. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8))
    return { contentType: "image/webp", extension: "webp" };
  return null;
}

type PhotoOwner = { groupId: number; id: number };

/** The object key of an image value, when it is a photo uploaded to this very recipe; null otherwise. */
function ownPhotoKey(image: string | null, recipe: PhotoOwner) {
  const match = image ? OWN_PHOTO_PATH.exec(image) : null;
  if (!match || Number(match[2]) !== recipe.groupId || Number(match[3]) !== recipe.id) return null;
  return match[1]!;
}

/** Stores a photo of the recipe under a fresh, unguessable key and answers its web path. */
export async function storePhoto(bucket: R2Bucket, recipe: PhotoOwner, bytes: Uint8Array, type: PhotoType) {
  const random = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const key = `recipes/${recipe.groupId}/${recipe.id}/${random}.${type.extension}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type.contentType } });
  return `/photos/${key}`;
}

/** Removes the recipe's uploaded photo named by an image value; a URL or nothing removes nothing. */
export async function deleteOwnPhoto(bucket: R2Bucket, image: string | null, recipe: PhotoOwner) {
  const key = ownPhotoKey(image, recipe);
  if (key) await bucket.delete(key);
}

/** The key of a served photo's path (after `/photos/`), or null when it cannot name one. */
export function photoKeyOfServedPath(path: string) {
  return OWN_PHOTO_PATH.exec(`/photos/${path}`)?.[1] ?? null;
}
