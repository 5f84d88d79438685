import { z } from "zod";
import type { AnyValueBounds, JsonBounds } from "./bounded-json";
import { archiveSchema, type DocumentKey } from "./format";

/**
 * The bounds each document of an archive is read within (bounded-json.ts), taken from the
 * format's own JSON Schema, so the lists and texts the format caps are capped while the file is
 * still text, by the same numbers its schema then checks.
 */

type SchemaNode = {
  type?: string;
  anyOf?: SchemaNode[];
  items?: SchemaNode;
  maxItems?: number;
  maxLength?: number;
  properties?: Record<string, SchemaNode>;
};

/** One node's bounds; a nullable field's (`anyOf` with null) are its other branch's. */
function boundsOf(node: SchemaNode): JsonBounds {
  const bounds: JsonBounds = {};
  for (const branch of node.anyOf ?? [node]) {
    if (branch.type === "array") {
      bounds.maxItems = branch.maxItems;
      if (branch.items) bounds.items = boundsOf(branch.items);
    } else if (branch.type === "object" && branch.properties) {
      bounds.properties = Object.fromEntries(
        Object.entries(branch.properties).map(([key, value]) => [key, boundsOf(value)]),
      );
    } else if (branch.type === "string") bounds.maxLength = branch.maxLength;
  }
  return bounds;
}

const byDocument = new Map<DocumentKey, JsonBounds>();

export function documentBounds(key: DocumentKey): JsonBounds {
  let bounds = byDocument.get(key);
  if (!bounds) {
    bounds = boundsOf(z.toJSONSchema(archiveSchema.shape[key], { io: "input" }) as SchemaNode);
    byDocument.set(key, bounds);
  }
  return bounds;
}

/**
 * What the format leaves open (a field it does not know, a store's learned order): no deeper than
 * its deepest document, no longer than its longest text, no more entries than a short list.
 */
export const ARCHIVE_ANY_VALUE: AnyValueBounds = { maxDepth: 8, maxLength: 5000, maxItems: 1000 };
