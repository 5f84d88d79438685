import { and, eq, sql, type InferSelectModel, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { NotFound } from "../lib/domain-errors";
import type { ReadScope, Scope } from "./scope";

/** A table whose rows belong to a group. */
type GroupTable = SQLiteTable & { id: SQLiteColumn; groupId: SQLiteColumn };

/** `id = ? AND group_id = ?`: another group's row answers like a missing one. */
export const ofGroup = (scope: Pick<Scope, "groupId">, table: GroupTable, id: number) =>
  and(eq(table.id, id), eq(table.groupId, scope.groupId));

/** SQL true while the group has the row: a change to it applies only then. */
export const rowExists = (scope: Pick<Scope, "groupId">, table: GroupTable, id: number) =>
  sql`EXISTS (SELECT 1 FROM ${table} WHERE ${ofGroup(scope, table, id)})`;

/** The first row a query answers; none is NotFound with the message. */
export async function firstOrNotFound<T>(rows: PromiseLike<T[]>, message: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new NotFound(message);
  return row;
}

/** One row of the scope's group by id; none is NotFound with the message. */
export function getOfGroup<T extends GroupTable>(scope: Scope, table: T, id: number, message: string) {
  const rows = scope.db
    .select()
    .from(table)
    .where(ofGroup(scope, table, id));
  return firstOrNotFound(rows as PromiseLike<InferSelectModel<T>[]>, message);
}

/** Whether the scope's group has a row with this id. */
export async function existsInGroup(scope: Scope, table: GroupTable, id: number) {
  const rows = await scope.db
    .select({ id: table.id })
    .from(table)
    .where(ofGroup(scope, table, id));
  return rows.length > 0;
}

/**
 * The group's rows of a table, read in the request's batch of reads, membership check included
 * (docs/decisions/0007): beside another read of the same tick it costs no round trip of its own.
 */
export async function listOfGroup<T extends GroupTable>(scope: ReadScope, table: T, ...order: SQL[]) {
  const [rows] = await scope.read([
    scope.db
      .select()
      .from(table)
      .where(eq(table.groupId, scope.groupId))
      .orderBy(...order),
  ]);
  return rows as InferSelectModel<T>[];
}

/** Updates one row of the scope's group and answers it (none when the group has no such row). */
export function updateOfGroup<T extends GroupTable>(
  scope: Scope,
  table: T,
  id: number,
  values: SQLiteUpdateSetSource<T>,
) {
  const rows = scope.db
    .update(table)
    .set(values)
    .where(ofGroup(scope, table, id))
    .returning();
  return rows as PromiseLike<InferSelectModel<T>[]>;
}

/** Deletes one row of the scope's group; none is NotFound with the message. */
export async function deleteOfGroup(scope: Scope, table: GroupTable, id: number, message: string) {
  await firstOrNotFound(
    scope.db
      .delete(table)
      .where(ofGroup(scope, table, id))
      .returning({ id: table.id }),
    message,
  );
  return true;
}
