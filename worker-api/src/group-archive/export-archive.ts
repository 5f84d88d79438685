import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { mealPages, readArchiveBasics, recipePages, shoppingListPages } from "../data/group-archive-reads";
import type { Scope } from "../data/scope";
import { OWN_PHOTO_PATH } from "../shared/web-address";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, DOCUMENT_NAMES, PHOTO_FOLDER, type Archive } from "./format";

const encoder = new TextEncoder();

/** The archive's name inside the zip of a recipe's own photo (its key ends in the type's extension). */
const photoEntryName = (slug: string, key: string) => `${PHOTO_FOLDER}${slug}.${key.split(".").at(-1)}`;

/**
 * Writes zip entries to a stream, waiting for the reader before more is made: an export holds
 * one page of rows or one photo in memory, whatever the group's size.
 */
class ZipOut {
  readonly readable: ReadableStream<Uint8Array>;
  readonly #zip: Zip;
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  /** Resolves the wait for the reader, when the stream is full. */
  #wanted: (() => void) | null = null;
  #failure: unknown = null;

  constructor(private readonly modified: Date) {
    // A stream of our own source (not a TransformStream's writer): its chunks reach the reader in
    // the order they were made, one at a time, however the runtime passes the body on.
    this.readable = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
        },
        pull: () => this.#wake(),
        cancel: (reason: unknown) => {
          this.#failure = reason ?? new Error("The download was cancelled");
          this.#wake();
        },
      },
      { highWaterMark: 8 },
    );
    this.#zip = new Zip((error, chunk, final) => {
      if (error) this.fail(error);
      else if (this.#failure === null) {
        // A copy: fflate may write into a chunk's buffer again once this callback returns.
        this.#controller.enqueue(chunk.slice());
        if (final) this.#controller.close();
      }
    });
  }

  #wake() {
    this.#wanted?.();
    this.#wanted = null;
  }

  /** Resolves once the reader wants more; throws when it went away. */
  async #drained() {
    while (this.#failure === null && (this.#controller.desiredSize ?? 1) <= 0)
      await new Promise<void>((resolve) => (this.#wanted = resolve));
    if (this.#failure !== null) throw this.#failure;
  }

  /** A JSON document written from parts (a page of rows each), compressed. */
  async document(name: string, parts: AsyncIterable<string> | Iterable<string>) {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = this.modified;
    this.#zip.add(file);
    for await (const part of parts) {
      file.push(encoder.encode(part));
      await this.#drained();
    }
    file.push(new Uint8Array(0), true);
    await this.#drained();
  }

  /** A file kept as it is (photos are compressed already). */
  async stored(name: string, bytes: Uint8Array) {
    const file = new ZipPassThrough(name);
    file.mtime = this.modified;
    this.#zip.add(file);
    file.push(bytes, true);
    await this.#drained();
  }

  end() {
    this.#zip.end();
  }

  fail(error: unknown) {
    if (this.#failure !== null) return;
    this.#failure = error;
    this.#controller.error(error);
    this.#wake();
  }
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

/** A JSON array written a page at a time, one element per line. */
async function* jsonArray<T>(pages: AsyncIterable<T[]>) {
  let first = true;
  yield "[";
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield (first ? "\n" : ",\n") + page.map((row) => JSON.stringify(row)).join(",\n");
    first = false;
  }
  yield first ? "]\n" : "\n]\n";
}

/**
 * A group's archive as a zip stream: its documents (format.ts) and its recipes' own photos. The
 * small documents are read before the stream starts, so a refused or failing read is an error
 * answer, not a broken file; the large ones follow a page at a time as the download is read.
 */
export async function exportGroupArchive(scope: Scope, photos: R2Bucket, now = new Date()) {
  const basics = await readArchiveBasics(scope);
  const out = new ZipOut(now);
  const manifest: Archive["manifest"] = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exported_at: now.toISOString(),
    group: { name: basics.group.name, description: basics.group.description },
  };

  const write = async () => {
    const { documents } = basics;
    await out.document(DOCUMENT_NAMES.manifest, [json(manifest)]);
    await out.document(DOCUMENT_NAMES.catalogue, [json(documents.catalogue)]);
    await out.document(DOCUMENT_NAMES.mealTypes, [json(documents.mealTypes)]);

    const ownPhotos: { entry: string; key: string }[] = [];
    async function* recipesWithPhotoEntries() {
      for await (const page of recipePages(scope, basics))
        yield page.map((recipe) => {
          const key = recipe.image ? OWN_PHOTO_PATH.exec(recipe.image)?.[1] : undefined;
          if (!key) return recipe;
          const entry = photoEntryName(recipe.slug, key);
          ownPhotos.push({ entry, key });
          return { ...recipe, image: entry };
        });
    }
    await out.document(DOCUMENT_NAMES.recipes, jsonArray(recipesWithPhotoEntries()));
    for (const { entry, key } of ownPhotos) {
      const object = await photos.get(key);
      // A photo whose object is gone is left out; the import then keeps the recipe without it.
      if (object) await out.stored(entry, new Uint8Array(await object.arrayBuffer()));
    }

    const mealPositions = new Map<number, number>();
    await out.document(DOCUMENT_NAMES.meals, jsonArray(mealPages(scope, basics, mealPositions)));
    await out.document(DOCUMENT_NAMES.tasks, [json(documents.tasks)]);
    await out.document(DOCUMENT_NAMES.stores, [json(documents.stores)]);
    await out.document(DOCUMENT_NAMES.shoppingLists, jsonArray(shoppingListPages(scope, basics, mealPositions)));
    await out.document(DOCUMENT_NAMES.pantry, [json(documents.pantry)]);
    out.end();
  };

  const written = write().catch((error: unknown) => {
    // The answer has started: a failure can only cut the file short, which no zip reader accepts.
    console.error("The group export stopped", error);
    out.fail(error);
  });
  return { stream: out.readable, written, groupName: basics.group.name };
}
