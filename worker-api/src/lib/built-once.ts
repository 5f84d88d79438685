import { fillPlaceholders, sql, type Placeholder } from "drizzle-orm";
import type { Database, Statement } from "../db";

/**
 * Whether a hot read's SQL text is built once per shape and isolate, and only its values bound per
 * request. Off, drizzle builds it again for every request, as it does for every other query.
 * Building the SQL (drizzle's `getSQL` and `sqlToQuery`) was 10–17% of the API worker's CPU on a
 * GraphQL read (decision 35).
 */
export const SQL_BUILT_ONCE = true;

/** What a read needs bound: a name per value the request brings. */
type Values = Record<string, unknown>;
/** The placeholders `build` writes in place of those values. */
export type Placeholders<V extends Values> = { readonly [K in keyof V]: Placeholder<K & string> };

/** drizzle's prepared select, as its D1 batch uses it (internal to drizzle; pinned with its version). */
type Prepared = {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper: unknown;
  queryMetadata: unknown;
};
type Session = {
  prepareOneTimeQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    executeMethod: "all",
    isResponseInArrayMode: boolean,
    customResultMapper: unknown,
    queryMetadata: unknown,
  ): Prepared;
};
type Preparable = { _prepare(): Prepared };

/** Reads each placeholder by the name it is asked for. */
const placeholders = new Proxy({} as Record<string, Placeholder>, {
  get: (_, name) => (typeof name === "string" ? sql.placeholder(name) : undefined),
});

/**
 * The values as D1 takes them. A placeholder skips its column's encoding, so a `Date` is turned
 * into what every timestamp column of Larder's schema holds: milliseconds.
 */
function driverValues(values: Values): Values {
  const bound: Values = {};
  for (const [name, value] of Object.entries(values)) bound[name] = value instanceof Date ? value.getTime() : value;
  return bound;
}

/** Shapes remembered per read: its options are few (columns chosen, filters present). */
const SHAPES_PER_READ = 64;

/**
 * A read whose SQL is built once per shape. `build` writes the statement with placeholders for
 * every value a request brings, and may vary its SQL only by `options` (the columns a query
 * selects, which filters are present), which name the shape. Each call binds `values` to the
 * shape's SQL, and the statement runs in a D1 batch like any other (only in a batch: it has no
 * `.all()` of its own).
 *
 * `build` must take every value from `values` through its placeholders: anything else it reads
 * would be built into the SQL of every later request of that shape. Keep it at module level.
 */
export function builtOnce<V extends Values, O, S extends Statement>(
  build: (db: Database, values: Placeholders<V>, options: O) => S,
): (db: Database, values: V, options: O) => S {
  const shapes = new Map<string, Prepared>();
  return (db, values, options) => {
    const key = JSON.stringify(options ?? null);
    let shape = SQL_BUILT_ONCE ? shapes.get(key) : undefined;
    if (!shape) {
      shape = (build(db, placeholders as Placeholders<V>, options) as unknown as Preparable)._prepare();
      if (SQL_BUILT_ONCE) {
        if (shapes.size >= SHAPES_PER_READ) shapes.clear();
        shapes.set(key, shape);
      }
    }
    const template = shape;
    const session = (db as unknown as { session: Session }).session;
    const statement: Preparable = {
      _prepare() {
        const prepared = session.prepareOneTimeQuery(
          { sql: template.query.sql, params: fillPlaceholders(template.query.params, driverValues(values)) },
          template.fields,
          "all",
          template._isResponseInArrayMode,
          template.customResultMapper,
          template.queryMetadata,
        );
        prepared.joinsNotNullableMap = template.joinsNotNullableMap;
        return prepared;
      },
    };
    return statement as unknown as S;
  };
}
