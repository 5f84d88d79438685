import type { Database } from "../db";

/**
 * Per-request DataLoaders: every list resolves its relations in one query per relation,
 * never one per row. Domain modules add theirs here.
 */
export function createLoaders(_db: Database) {
  return {};
}
export type Loaders = ReturnType<typeof createLoaders>;
