import { BadInput } from "../lib/domain-errors";
import { OWN_PHOTO_PATH } from "../shared/web-address";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE = "A photo must be at most 5 MB";
export const NOT_A_PHOTO = "A photo must be a JPEG, PNG or WebP image";

/**
 * A few kilobytes can declare an image of 100,000 × 100,000 pixels, which every member's browser
 * would try to decode: photos are held to 40 megapixels, and to a side no screen or print needs.
 */
const MAX_PHOTO_PIXELS = 40_000_000;
const MAX_PHOTO_SIDE = 16_384;
const PHOTO_TOO_MANY_PIXELS = "The photo is too large: at most 40 megapixels.";
const PHOTO_TOO_WIDE = "The photo is too large: at most 16,384 pixels on a side.";

type PhotoType = { contentType: string; extension: string };
type Size = { width: number; height: number };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2]! << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 65536 + u16be(bytes, at + 2);

/** PNG: the IHDR chunk comes first, width and height as 32-bit big-endian numbers. */
function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 24 || !startsWith(bytes, ascii("IHDR"), 12)) return null;
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/** Frame headers (SOF0–SOF15 but DHT, JPG and DAC, which share the range) give the size. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: walks the segments (each names its length) to the first frame header, before any image data. */
function jpegSize(bytes: Uint8Array): Size | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers that stand alone without a length.
    if (marker === 0xff) at += 1;
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) at += 2;
    else if (marker === 0xd9 || marker === 0xda) return null;
    else if (isFrameHeader(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    } else {
      const length = u16be(bytes, at + 2);
      if (length < 2) return null;
      at += 2 + length;
    }
  }
  return null;
}

/** WebP: the first chunk says how it is coded, and each coding keeps the size in its own place. */
function webpSize(bytes: Uint8Array): Size | null {
  if (startsWith(bytes, ascii("VP8 "), 12)) {
    if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (startsWith(bytes, ascii("VP8L"), 12)) {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
    const bits = u16le(bytes, 21) + u16le(bytes, 23) * 65536;
    return { width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 16384) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, ascii("VP8X"), 12)) {
    if (bytes.length < 30) return null;
    return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  }
  return null;
}

const PHOTO_TYPES: { type: PhotoType; is: (bytes: Uint8Array) => boolean; size: (bytes: Uint8Array) => Size | null }[] =
  [
    {
      type: { contentType: "image/jpeg", extension: "jpg" },
      is: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
      size: jpegSize,
    },
    {
      type: { contentType: "image/png", extension: "png" },
      is: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      size: pngSize,
    },
    {
      type: { contentType: "image/webp", extension: "webp" },
      is: (bytes) => startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8),
      size: webpSize,
    },
  ];

/**
 * The image type the bytes themselves announce (never the name or the header), checked to be a
 * size a browser can show: the width and height are read from the header before anything is
 * stored. Anything else, or a header without a size, is not a photo.
 */
export function photoTypeOf(bytes: Uint8Array): PhotoType {
  const known = PHOTO_TYPES.find((photo) => photo.is(bytes));
  const size = known?.size(bytes);
  if (!known || !size || size.width === 0 || size.height === 0) throw new BadInput(NOT_A_PHOTO);
  if (size.width * size.height > MAX_PHOTO_PIXELS) throw new BadInput(PHOTO_TOO_MANY_PIXELS);
  if (size.width > MAX_PHOTO_SIDE || size.height > MAX_PHOTO_SIDE) throw new BadInput(PHOTO_TOO_WIDE);
  return known.type;
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
