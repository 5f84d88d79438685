import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../drizzle/schema";

/**
 * A Drizzle client for one request. Without `schema`: nothing here uses the relational query API
 * (`db.query`), and handing it the schema made every request rebuild the relations config.
 */
export const createDb = (d1: D1Database) => drizzle(d1);
export type Database = ReturnType<typeof createDb>;
export { schema };

/**
 * Runs statements built at run time as one D1 batch (one round trip, one transaction).
 * drizzle types `batch` for tuples written out by hand; lists of any length come through here.
 */
export function runBatch(db: Database, statements: unknown[]): Promise<unknown[]> {
  return db.batch(statements as unknown as Parameters<Database["batch"]>[0]) as unknown as Promise<unknown[]>;
}
