import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Millisecond timestamps: sortable integers in D1, `Date` objects in code. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** A timestamp that defaults to the moment the row is written. */
export const timestampNow = (name: string) =>
  timestamp(name)
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const createdAt = () => timestampNow("created_at");
export const updatedAt = () => timestampNow("updated_at");

/** The row's own id. */
export const id = () => integer("id").primaryKey({ autoIncrement: true });
