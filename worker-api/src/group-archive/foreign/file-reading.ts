import type { JsonNode } from "../../recipe-import/json-ld";
import { BadInput, DomainError } from "../../lib/domain-errors";
import { MAX_PHOTO_BYTES } from "../../photos/photo-store";
import { parseBoundedJson, type AnyValueBounds, type JsonBudget } from "../bounded-json";
import { type UnpackBudget, type ZipEntry } from "../zip-reader";

/** What the readers of other apps' files share: their budgets, their JSON, their zips' names. */

const MAX_RECIPE_BYTES = 8 * 1024 * 1024;

/**
 * Other apps' JSON, read within bounds before it is parsed: nested no deeper than the deepest
 * export seen (JSON-LD graphs reach about 10 levels), no text longer than a recipe file can be.
 */
const FOREIGN_JSON: AnyValueBounds = { maxDepth: 64, maxLength: MAX_RECIPE_BYTES, maxItems: 100_000 };

/** What one file may unpack to, and the JSON it may hold. */
export type Budgets = { unpacked: UnpackBudget; json: JsonBudget };

/** Folders and files an OS adds to a zip (macOS's resource forks, Finder's settings). */
export const isJunk = (name: string) => /(^|\/)(__MACOSX|\.DS_Store)(\/|$)|(^|\/)\._/.test(name);
export const baseName = (name: string) => name.split("/").at(-1) ?? name;
export const folderOf = (name: string) => name.slice(0, name.lastIndexOf("/") + 1);

export async function gunzip(bytes: Uint8Array, name: string, budgets: Budgets) {
  const out = await budgets.unpacked.decompress(bytes, "gzip", MAX_RECIPE_BYTES).catch((error: unknown) => {
    throw error instanceof DomainError ? error : new BadInput(`${name} could not be unpacked.`);
  });
  if (!out) throw new BadInput(`${name} is larger than a recipe can be.`);
  return out;
}

export function parseJson(bytes: Uint8Array, name: string, budgets: Budgets): unknown {
  return parseBoundedJson(bytes, name, { bounds: {}, anyValue: FOREIGN_JSON, budget: budgets.json, lenientUtf8: true });
}

/** Refuses files that declare more than the file may unpack to, before any of them is read. */
export const checkDeclaredSizes = (files: ZipEntry[], budgets: Budgets) =>
  budgets.unpacked.check(files.reduce((sum, file) => sum + file.size, 0));

/** An entry read as a photo, or null when it is larger than a photo may be (it is not unpacked). */
export const photoOf = (entry: ZipEntry | undefined) =>
  entry && entry.size <= MAX_PHOTO_BYTES ? entry.read() : Promise.resolve(null);

export const isObject = (value: unknown): value is JsonNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

export function decodeBase64(data: string) {
  try {
    return Uint8Array.from(atob(data.replace(/\s/g, "")), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);
