import type { SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { BatchItem } from "drizzle-orm/batch";
import * as schema from "../../drizzle/schema";
import type { D1Queryable } from "./lib/d1-meter";

/**
 * A Drizzle client for one request, on the request's D1 session (middleware/d1-session.ts).
 * Queries name their tables (`schema.*`): nothing uses the relational query API (`db.query`), so
 * the client is built without the schema, and the schema declares no relations. drizzle types its
 * client as `D1Database` but calls only `prepare` and `batch`, which a session has.
 */
export const createDb = (d1: D1Queryable) => drizzle(d1 as D1Database);
export type Database = ReturnType<typeof createDb>;
export { schema };

/** A statement D1 can run in a batch. */
export type Statement = BatchItem<"sqlite">;

/** What a statement answers in a batch; `undefined` where a batch left a statement out. */
export type ResultOf<S> = S extends Statement ? S["_"]["result"] : undefined;

/**
 * Runs statements built at run time as one D1 batch (one round trip, one transaction), each
 * result typed as its statement's. drizzle's `db.batch` types tuples written out by hand; lists
 * of any length (rows in chunks, one statement per item) come through here.
 */
export function runBatch<S extends Statement>(db: Database, statements: readonly S[]): Promise<ResultOf<S>[]> {
  return db.batch(statements as unknown as [S, ...S[]]) as Promise<ResultOf<S>[]>;
}

/** Runs `statements` and then `last` as one D1 batch, and answers what `last` answers. */
export async function runBatchThen<L extends Statement>(
  db: Database,
  statements: readonly Statement[],
  last: L,
): Promise<ResultOf<L>> {
  const results = await runBatch(db, [...statements, last]);
  return results.at(-1) as ResultOf<L>;
}

type Session = {
  prepareOneTimeQuery(query: { sql: string; params: unknown[] }, fields: undefined, executeMethod: "run"): Statement;
};
type Dialect = { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };

/**
 * A write in hand-written SQL that runs in a D1 batch. drizzle's own `db.run(sql)` fails there
 * once it binds a parameter (its D1 batch finds no prepared statement for a raw query), so this
 * prepares it as drizzle prepares a built query (internal to drizzle; pinned with its version).
 */
export function sqlWrite(db: Database, query: SQL): Statement {
  const { session, dialect } = db as unknown as { session: Session; dialect: Dialect };
  return {
    _prepare: () => session.prepareOneTimeQuery(dialect.sqlToQuery(query), undefined, "run"),
  } as unknown as Statement;
}
