import { Column, fillPlaceholders, is, SQL, sql, Subquery, type Placeholder } from "drizzle-orm";
import type { Database, Statement } from "../db";

/**
 * Whether a hot read's SQL text is built once per shape and isolate, only its values bound per
 * request, and its rows mapped with decoders found once. Off, drizzle builds the SQL again and
 * maps every value as it does for every other query. drizzle's building was 9–17% of the API
 * worker's CPU on those reads, and its mapping 7% on what to cook (decision 35).
 */
export const SQL_BUILT_ONCE = true;

/** What a read needs bound: a name per value the request brings. */
type Values = Record<string, unknown>;
/** The placeholders `build` writes in place of those values. */
export type Placeholders<V extends Values> = { readonly [K in keyof V]: Placeholder<K & string> };
/** Values given now or as placeholders: for SQL that a built-once read and a write share. */
export type ValuesOrPlaceholders<V extends Values> = { readonly [K in keyof V]: V[K] | Placeholder };

/** drizzle's prepared select, as its D1 batch uses it (internal to drizzle; pinned with its version). */
type Prepared = {
  query: { sql: string; params: unknown[] };
  fields: SelectedField[] | undefined;
  joinsNotNullableMap: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper: unknown;
  queryMetadata: unknown;
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
};
/** A selected field as drizzle orders them: its path in the row object and the column or SQL it reads. */
type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };
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

type Row = Record<string, unknown>;
/**
 * What a shape keeps of the first prepared query: its SQL and how to map its rows, not the D1
 * statement of the request that built it.
 */
type Template = Pick<
  Prepared,
  "query" | "fields" | "joinsNotNullableMap" | "_isResponseInArrayMode" | "customResultMapper" | "queryMetadata"
>;
type Shape = { template: Template; mapRows: ((rows: Row[]) => Row[]) | undefined };

/** The decoder drizzle maps a field's value with, found once per shape instead of once per value. */
function decoderOf(field: unknown): Decoder {
  // drizzle keeps an SQL expression's decoder internal.
  const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: SQL }).sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * Maps a batch's rows as drizzle does for a flat selection (one level of names, no joined table
 * to nullify), with each field's decoder found once: drizzle finds it again for every value,
 * and that was 7% of the worker's CPU on what to cook. Nested selections keep drizzle's mapping.
 */
function rowMapper(fields: SelectedField[] | undefined) {
  if (!fields || fields.some((field) => field.path.length !== 1)) return undefined;
  const names = fields.map((field) => field.path[0]!);
  const decoders = fields.map((field) => decoderOf(field.field));
  return (rows: Row[]) =>
    rows.map((row) => {
      // D1 answers each row as an object in the statement's column order, as drizzle reads it.
      const values = Object.values(row);
      const mapped: Row = {};
      for (let index = 0; index < names.length; index++) {
        const value = values[index];
        mapped[names[index]!] = value === null ? null : decoders[index]!.mapFromDriverValue(value);
      }
      return mapped;
    });
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
  const shapes = new Map<string, Shape>();
  return (db, values, options) => {
    const key = JSON.stringify(options ?? null);
    let shape = SQL_BUILT_ONCE ? shapes.get(key) : undefined;
    if (!shape) {
      const prepared = (build(db, placeholders as Placeholders<V>, options) as unknown as Preparable)._prepare();
      const { query, fields, joinsNotNullableMap, _isResponseInArrayMode, customResultMapper, queryMetadata } =
        prepared;
      shape = {
        template: { query, fields, joinsNotNullableMap, _isResponseInArrayMode, customResultMapper, queryMetadata },
        mapRows: SQL_BUILT_ONCE ? rowMapper(fields) : undefined,
      };
      if (SQL_BUILT_ONCE) {
        if (shapes.size >= SHAPES_PER_READ) shapes.clear();
        shapes.set(key, shape);
      }
    }
    const { template, mapRows } = shape;
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
        if (mapRows) prepared.mapResult = (response) => mapRows((response as { results: Row[] }).results);
        return prepared;
      },
    };
    return statement as unknown as S;
  };
}
