import { z } from "zod";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  archiveSchema,
  DOCUMENT_NAMES,
  PHOTO_FOLDER,
  type DocumentKey,
} from "./format";

/**
 * The archive's format as JSON Schema (draft 2020-12), for people and programs reading an export
 * without Larder: one schema per document, by its file name in the zip. Written to docs/archive/
 * by `npm run archive:schema`; tests/api/group-archive-format.test.ts fails while that file is
 * not this.
 */
export function archiveJsonSchema() {
  const documents = Object.fromEntries(
    (Object.entries(DOCUMENT_NAMES) as [DocumentKey, string][]).map(([key, file]) => {
      const { $schema: _, ...schema } = z.toJSONSchema(archiveSchema.shape[key], { io: "input" });
      return [file, schema];
    }),
  );
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `https://larder.app/schemas/${ARCHIVE_FORMAT}-${ARCHIVE_VERSION}.schema.json`,
    title: `Larder group export, format "${ARCHIVE_FORMAT}" version ${ARCHIVE_VERSION}`,
    description: `A zip of JSON documents, each described below by its file name, with recipe photos under ${PHOTO_FOLDER}. Rows name each other by name or slug, never by database id.`,
    type: "object",
    properties: documents,
    required: [DOCUMENT_NAMES.manifest],
  };
}
