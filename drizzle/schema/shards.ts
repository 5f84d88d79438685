import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { timestampNow } from "./columns";

/**
 * How full each shard database was when last measured (D1 reports a database's size with every
 * answer), and when. A new group goes to the least full, counting 200 KB for each group made on a
 * shard in the last day (worker-api/src/shards/placement.ts). A shard without a row has not been
 * measured and counts as empty.
 */
export const shardSizes = sqliteTable("shard_sizes", {
  shard: integer("shard").primaryKey(),
  bytes: integer("bytes").notNull(),
  measuredAt: timestampNow("measured_at"),
});

/**
 * Id ranges handed to shards after their first. A shard counts ids from its own range (shard n's
 * starts at n × 2^25), and a group moved to it keeps its ids; when those ids are above the shard's
 * count, SQLite would go on counting from them, into the range of the shard they came from. So
 * the shard takes a new range above every shard's own, once the rows have arrived: row r is
 * range 47 + r (worker-api/src/shards/id-range.mjs, move.ts).
 */
export const idRanges = sqliteTable("id_ranges", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  shard: integer("shard").notNull(),
  takenAt: timestampNow("taken_at"),
});
