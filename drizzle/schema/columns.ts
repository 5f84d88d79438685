import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Millisecond timestamps: sortable integers in D1, `Date` objects in code. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

export const createdAt = () =>
  timestamp("created_at")
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const updatedAt = () =>
  timestamp("updated_at")
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
