import { and, eq, getTableColumns, is, not, sql, SQL, type SQLWrapper } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { runBatch, schema, type ResultOf, type Statement } from "../db";
import { NotFound } from "../lib/domain-errors";
import { DAY_MS } from "../shared/dates";
import type { Scope } from "./scope";

/** How long an applied change id is remembered: an outbox older than this may apply twice. */
const KEPT_FOR_MS = 30 * DAY_MS;
/** Expired ids each change deletes: at most one id is added per change, so the table stays bounded. */
const EXPIRED_PER_CHANGE = 20;

const applied = schema.appliedChanges;

/**
 * A change id as one request claims it. The claim is inserted with ON CONFLICT DO NOTHING in the
 * change's own batch, and the write runs only where the claim holding the id carries this
 * request's nonce: of two requests with one id, exactly one writes (docs/decisions/0018).
 */
type Claim = { changeId: string; nonce: string };

const ofChange = (scope: Scope, claim: Claim) =>
  and(eq(applied.groupId, scope.groupId), eq(applied.changeId, claim.changeId));

const heldBy = (scope: Scope, claim: Claim) => and(ofChange(scope, claim), eq(applied.nonce, claim.nonce));

/**
 * The statements that open a change's batch: a few expired ids go, then the claim. When the
 * change's target is gone (`targetExists` is false) the claim is given back at once, so a change
 * that cannot apply writes nothing, its id included.
 */
function claimStatements(scope: Scope, claim: Claim, targetId: number | null, targetExists: SQLWrapper) {
  const { db } = scope;
  return [
    db
      .delete(applied)
      .where(
        sql`rowid IN (SELECT rowid FROM ${applied} WHERE ${applied.appliedAt} < ${Date.now() - KEPT_FOR_MS} LIMIT ${EXPIRED_PER_CHANGE})`,
      ),
    db
      .insert(applied)
      .values({ groupId: scope.groupId, changeId: claim.changeId, nonce: claim.nonce, targetId })
      .onConflictDoNothing(),
    db.delete(applied).where(and(heldBy(scope, claim), not(targetExists))),
  ];
}

/** SQL that holds while this request's claim does: the condition of the change's write. */
export const claimHeld = (scope: Scope, claim: Claim) =>
  sql`EXISTS (SELECT 1 FROM ${applied} WHERE ${heldBy(scope, claim)})`;

/** Records what a claimed change created (`id`: SQL such as `last_insert_rowid()`), for its replays. */
export const recordTarget = (scope: Scope, claim: Claim, id: SQL) =>
  scope.db.update(applied).set({ targetId: id }).where(heldBy(scope, claim));

/**
 * Applies a change at most once per group and change id, in one D1 batch: the claim, then the
 * statements `write` builds (conditioned on `claimHeld`), then a read of the claim. Answers what
 * the first statement of `write` answered (and `all` of them) when this request applied the change, or, for a replay,
 * the target the first application recorded (nothing was written). A change whose target is gone
 * throws NotFound with `target.notFound`, and writes nothing.
 */
export async function applyOnce<W extends Statement>(
  scope: Scope,
  changeId: string,
  target: { id: number | null; exists: SQLWrapper; notFound: string },
  write: (claim: Claim) => readonly [W, ...Statement[]],
): Promise<{ written: ResultOf<W>; all: unknown[] } | { replayOf: number | null }> {
  const claim: Claim = { changeId, nonce: crypto.randomUUID() };
  const opening = claimStatements(scope, claim, target.id, target.exists);
  const results = await runBatch(scope.db, [
    ...opening,
    ...write(claim),
    scope.db.select({ nonce: applied.nonce, targetId: applied.targetId }).from(applied).where(ofChange(scope, claim)),
  ]);
  const [holder] = results.at(-1) as { nonce: string; targetId: number | null }[];
  if (!holder) throw new NotFound(target.notFound);
  if (holder.nonce !== claim.nonce) return { replayOf: holder.targetId };
  return { written: results[opening.length] as ResultOf<W>, all: results.slice(opening.length, -1) };
}

/**
 * `INSERT … SELECT` of one row that is written only while this request holds its claim: drizzle's
 * insert of `values`, the other columns at their declared defaults (a `$defaultFn` is not run),
 * selected from the claim's own row.
 */
export function insertIfClaimed<T extends SQLiteTable>(
  scope: Scope,
  claim: Claim,
  table: T,
  values: { [Column in keyof T["$inferInsert"]]?: T["$inferInsert"][Column] | SQL },
) {
  const given = values as Record<string, unknown>;
  const fields = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = key in given ? given[key] : column.default;
      return [key, is(value, SQL) ? value : sql`${sql.param(value ?? null, column)}`];
    }),
  );
  // As SQL: drizzle's typed insert-select wants each column's own type, which `fields` erases.
  return scope.db.insert(table).select(scope.db.select(fields).from(applied).where(heldBy(scope, claim)).getSQL());
}
