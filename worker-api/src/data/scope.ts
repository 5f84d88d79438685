import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../db";

/** Runs read statements as one D1 batch and answers their results in order. */
export type ReadBatch = (statements: unknown[]) => Promise<unknown[]>;

/**
 * Who is asking and for which group. A read scope may not have checked the membership yet:
 * its reads go through `read`, which checks it in the same D1 batch and throws before any
 * result is returned (docs/decisions/0007). Build queries with `db`, run them with `read`.
 */
export type ReadScope = { db: Database; groupId: number; userId: number; read: ReadBatch };

/**
 * A scope whose membership has been checked: data functions that query `db` directly (writes,
 * single lookups) take this one, so nothing reaches a group's rows unchecked.
 */
export type Scope = ReadScope & { verified: true };

/**
 * `group_id = ?` for a lookup by a set of ids. The unary plus stops SQLite from answering it with
 * the group index, which walks every row of the household, instead of the primary key.
 */
export const inGroupById = (column: SQLiteColumn, groupId: number): SQL => sql`+${column} = ${groupId}`;
