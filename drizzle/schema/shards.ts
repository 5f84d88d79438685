import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { timestampNow } from "./columns";

/**
 * How full each shard database was when last measured (D1 reports a database's size with every
 * answer), plus what groups placed there since are expected to add: a new group goes to the
 * least full (worker-api/src/shards/placement.ts). A shard without a row has not been measured and
 * counts as empty.
 */
export const shardSizes = sqliteTable("shard_sizes", {
  shard: integer("shard").primaryKey(),
  bytes: integer("bytes").notNull(),
  measuredAt: timestampNow("measured_at"),
});
