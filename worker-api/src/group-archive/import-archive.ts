import type { z } from "zod";
import { nameKey, planGroupImport, runGroupImport, type ImportSummary } from "../data/group-import";
import type { Scope } from "../data/scope";
import { BadInput, TooLarge } from "../lib/domain-errors";
import { MAX_PHOTO_BYTES, photoTypeOf, storePhoto } from "../photos/photo-store";
import { ARCHIVE_ANY_VALUE, documentBounds } from "./archive-bounds";
import { JsonBudget, parseBoundedJson } from "./bounded-json";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_LIMITS,
  ARCHIVE_VERSION,
  archiveSchema,
  DOCUMENT_NAMES,
  EMPTY_DOCUMENTS,
  type Archive,
  type DocumentKey,
} from "./format";
import { readForeignFile } from "./foreign/formats";
import { readZip, UnpackBudget, type ZipEntry } from "./zip-reader";

/**
 * The largest archive taken in one request: the file, what all its entries unpack to (photos
 * included), and its JSON documents, which are parsed and held at once, sized so an import fits a
 * Worker's 128 MB (the large household's documents are about 11 MB).
 */
export const MAX_ARCHIVE_BYTES = 32 * 1024 * 1024;
export const ARCHIVE_TOO_LARGE = "An export file must be at most 32 MB.";
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const MAX_DOCUMENT_BYTES = 18 * 1024 * 1024;

const NOT_AN_EXPORT =
  "The file is neither a Larder export nor recipes from an app Larder reads (Mealie, Paprika, Tandoor, Nextcloud Cookbook, JSON-LD).";

/** Photos stored at once while an archive comes in. */
const PHOTO_WRITES_AT_ONCE = 6;

/** What a refusal calls the entries of a document that is a list. */
const ENTRIES_OF: Partial<Record<DocumentKey, string>> = {
  recipes: "recipes",
  mealTypes: "meal types",
  meals: "meals",
  tasks: "tasks",
  shoppingLists: "shopping lists",
};

/** A document of the archive, parsed only once it keeps within the format's bounds. */
async function readDocument(key: DocumentKey, entry: ZipEntry, budget: JsonBudget) {
  return parseBoundedJson(await entry.read(), entry.name, {
    bounds: documentBounds(key),
    anyValue: ARCHIVE_ANY_VALUE,
    budget,
    rootNoun: ENTRIES_OF[key],
  });
}

/** The first thing wrong with a document, said with where it is: "recipes.json, 3.title: …". */
function firstIssue(error: z.ZodError) {
  const issue = error.issues[0]!;
  const [key, ...path] = issue.path;
  const file = DOCUMENT_NAMES[key as DocumentKey] ?? String(key);
  return `${file}${path.length ? `, ${path.join(".")}` : ""}: ${issue.message}`;
}

/** An archive's documents, checked against the format; anything that does not fit is refused, naming it. */
export async function readArchive(entries: Map<string, ZipEntry>): Promise<Archive> {
  const manifestEntry = entries.get(DOCUMENT_NAMES.manifest);
  if (!manifestEntry) throw new BadInput(NOT_AN_EXPORT);
  const documentEntries = Object.values(DOCUMENT_NAMES).flatMap((name) => entries.get(name) ?? []);
  if (documentEntries.reduce((sum, entry) => sum + entry.size, 0) > MAX_DOCUMENT_BYTES)
    throw new TooLarge(
      `The export's documents unpack to more than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB, more than one import reads.`,
    );
  const budget = new JsonBudget(ARCHIVE_LIMITS.values, MAX_DOCUMENT_BYTES);

  const manifest = (await readDocument("manifest", manifestEntry, budget)) as {
    format?: unknown;
    version?: unknown;
  } | null;
  if (manifest?.format !== ARCHIVE_FORMAT) throw new BadInput(NOT_AN_EXPORT);
  if (typeof manifest.version === "number" && manifest.version > ARCHIVE_VERSION)
    throw new BadInput(
      `The file was exported by a newer Larder (format version ${manifest.version}); this one reads version ${ARCHIVE_VERSION}.`,
    );

  const documents: Record<string, unknown> = { manifest, ...EMPTY_DOCUMENTS };
  for (const [key, name] of Object.entries(DOCUMENT_NAMES)) {
    const entry = entries.get(name);
    if (entry && key !== "manifest") documents[key] = await readDocument(key as DocumentKey, entry, budget);
  }
  const parsed = archiveSchema.safeParse(documents);
  if (!parsed.success) throw new BadInput(`The export does not fit its format. ${firstIssue(parsed.error)}`);
  const archive = parsed.data;

  // What the format's schema cannot say: slugs unique in the file, a food once per recipe, a
  // line's meals among the file's.
  const slugs = new Set<string>();
  for (const recipe of archive.recipes) {
    if (slugs.has(recipe.slug)) throw new BadInput(`recipes.json names the recipe "${recipe.slug}" twice.`);
    slugs.add(recipe.slug);
    const foods = new Set<string>();
    for (const line of recipe.ingredients) {
      if (foods.has(nameKey(line.ingredient)))
        throw new BadInput(`The recipe "${recipe.title}" lists "${line.ingredient}" twice.`);
      foods.add(nameKey(line.ingredient));
    }
  }
  for (const [at, list] of archive.shoppingLists.entries())
    for (const [line, item] of list.items.entries()) {
      const past = item.source_meals?.find((position) => position >= archive.meals.length);
      if (past !== undefined)
        throw new BadInput(
          `shopping-lists.json, ${at}.items.${line}.source_meals names meal ${past}, past the end of meals.json (${archive.meals.length} meals).`,
        );
    }
  return archive;
}

/** Runs `work` on each item, `limit` at a time. */
async function eachAtMost<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Imports an archive (the bytes of its zip) into the group: the photos of the recipes it adds are
 * stored first, then every row is written in one batch; if that fails, the stored photos are
 * removed again and nothing of the archive stays.
 */
export async function importGroupArchive(
  scope: Scope,
  bucket: R2Bucket,
  bytes: Uint8Array,
): Promise<ImportSummary & { format: string }> {
  const { archive, photoOf, format, notes } = await readImportFile(bytes);
  const plan = await planGroupImport(scope, archive);

  const images = new Map<number, string>();
  const stored: string[] = [];
  const missing: string[] = [];
  try {
    await eachAtMost(plan.photos, PHOTO_WRITES_AT_ONCE, async ({ recipeId, entry: name }) => {
      const photo = await photoOf(name);
      // Held to what an upload may be, whichever app's file it came in.
      const type = photo && photo.length <= MAX_PHOTO_BYTES ? photoTypeOrNull(photo) : null;
      if (!photo || !type) {
        missing.push(name);
        return;
      }
      const image = await storePhoto(bucket, { groupId: scope.groupId, id: recipeId }, photo, type);
      stored.push(image);
      images.set(recipeId, image);
    });
    await runGroupImport(scope, plan, images);
  } catch (error) {
    await bucket.delete(stored.map((image) => image.replace(/^\/photos\//, ""))).catch(() => {});
    throw error;
  }
  const { summary } = plan;
  summary.added.photos = images.size;
  summary.notes.push(...notes);
  if (missing.length)
    summary.notes.push(
      `${missing.length} recipe photos were missing from the file or were not JPEG, PNG or WebP images of at most 5 MB; those recipes came in without a photo.`,
    );
  return { ...summary, format };
}

/**
 * The file as an archive, whichever app made it: Larder's own export, or another app's recipes
 * read into the same shape (foreign/formats.ts), checked against the format all the same.
 */
async function readImportFile(bytes: Uint8Array) {
  const unpacked = new UnpackBudget(MAX_UNPACKED_BYTES);
  let entries: Map<string, ZipEntry> | undefined;
  const zipEntries = () => (entries ??= readZip(bytes, unpacked));
  const foreign = await readForeignFile(bytes, zipEntries, {
    unpacked,
    json: new JsonBudget(ARCHIVE_LIMITS.values, MAX_DOCUMENT_BYTES),
  });
  if (foreign) {
    const parsed = archiveSchema.safeParse(foreign.archive);
    if (!parsed.success)
      throw new BadInput(`The ${foreign.format} file could not be read. ${firstIssue(parsed.error)}`);
    return {
      archive: parsed.data,
      photoOf: async (name: string) => foreign.photos.get(name) ?? null,
      format: foreign.format,
      notes: foreign.notes,
    };
  }
  const zip = zipEntries();
  const archive = await readArchive(zip);
  // The photos are unpacked while the import is written: a file they would take past its budget
  // is refused before anything is.
  unpacked.check(
    archive.recipes.reduce((sum, recipe) => {
      const photo = recipe.image ? zip.get(recipe.image) : undefined;
      return sum + (photo && photo.size <= MAX_PHOTO_BYTES ? photo.size : 0);
    }, 0),
  );
  return {
    archive,
    photoOf: async (name: string) => {
      const entry = zip.get(name);
      return entry && entry.size <= MAX_PHOTO_BYTES ? entry.read() : null;
    },
    format: "Larder",
    notes: [] as string[],
  };
}

function photoTypeOrNull(bytes: Uint8Array) {
  try {
    return photoTypeOf(bytes);
  } catch (error) {
    if (error instanceof BadInput) return null;
    throw error;
  }
}
