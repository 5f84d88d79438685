import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** A JSON value bound as a statement's one parameter stays within this many bytes. */
export const JSON_CHUNK_BYTES = 90_000;

/**
 * Rows (each an array of column values) as JSON arrays of rows, each at most `JSON_CHUNK_BYTES`
 * bytes of UTF-8 with its brackets and commas (a row larger than that goes alone), for a
 * statement that binds one and reads it back with `json_each`: D1's 100 bound values per
 * statement never apply, and a thousand rows cost one statement. No rows, no chunk.
 */
export function jsonChunks(rows: readonly unknown[][]): string[] {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let chunk: string[] = [];
  let bytes = 2;
  const flush = () => {
    if (chunk.length) chunks.push(`[${chunk.join(",")}]`);
    chunk = [];
    bytes = 2;
  };
  for (const row of rows) {
    const text = JSON.stringify(row);
    const size = encoder.encode(text).length + 1;
    if (bytes + size > JSON_CHUNK_BYTES) flush();
    chunk.push(text);
    bytes += size;
  }
  flush();
  return chunks;
}

/** D1 binds at most 100 parameters per statement (https://developers.cloudflare.com/d1/platform/limits/). */
export const D1_MAX_BOUND_PARAMETERS = 100;

/**
 * `column IN (values)` bound as one JSON parameter, whatever the number of values: D1's limit on
 * bound parameters never applies, and a read stays one statement (no chunks, no extra round trip).
 * An empty list matches nothing.
 */
export function inValues(column: SQLWrapper, values: readonly (number | string)[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
}

type Statement = { toSQL(): { params: unknown[] } };

/**
 * One multi-row statement per chunk of `rows`, each binding at most `limit` parameters. A chunk's
 * size comes from the statement itself (`toSQL()`), so every column of every row counts, and so
 * does any parameter in a sub-query, a default or an ON CONFLICT clause: no fixed row count.
 * No rows, no statement.
 */
export function statementsWithinLimit<Row, S extends Statement>(
  rows: readonly Row[],
  build: (part: Row[]) => S,
  limit = D1_MAX_BOUND_PARAMETERS,
): S[] {
  const statements: S[] = [];
  let size = rows.length;
  for (let start = 0; start < rows.length;) {
    let end = Math.min(rows.length, start + size);
    let statement = build(rows.slice(start, end));
    for (let bound = statement.toSQL().params.length; bound > limit; bound = statement.toSQL().params.length) {
      const count = end - start;
      if (count === 1)
        throw new Error(`One row binds ${bound} parameters, more than the ${limit} a statement may bind`);
      // Shrink in proportion, and by at least one row, until the statement fits.
      end = start + Math.max(1, Math.min(count - 1, Math.floor((count * limit) / bound)));
      statement = build(rows.slice(start, end));
    }
    statements.push(statement);
    size = end - start;
    start = end;
  }
  return statements;
}
