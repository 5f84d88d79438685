import type { Database, ResultOf, Statement } from "../db";

/** The results of a batch of reads, in order, each typed as its statement's. */
export type ReadResults<T extends readonly unknown[]> = { -readonly [K in keyof T]: ResultOf<T[K]> };

/**
 * Runs read statements as one D1 batch and answers their results in order. A statement the
 * caller leaves out (`undefined`: a relation the query does not ask for) answers `undefined`.
 */
export type ReadBatch = <const T extends readonly (Statement | undefined)[]>(statements: T) => Promise<ReadResults<T>>;

/**
 * Who is asking and for which group. A read scope may not have checked the membership yet:
 * its reads go through `read`, which checks it in the same D1 batch and throws before any
 * result is returned (docs/decisions/0007). Build queries with `db`, run them with `read`.
 */
export type ReadScope = {
  /** The group's planning rows: statements built on it run on the shard that holds the group. */
  db: Database;
  /** Accounts, groups and members. */
  directory: Database;
  groupId: number;
  userId: number;
  read: ReadBatch;
};

/**
 * A scope whose membership has been checked: data functions that query `db` directly (writes,
 * single lookups) take this one, so nothing reaches a group's rows unchecked.
 */
export type Scope = ReadScope & { verified: true };
