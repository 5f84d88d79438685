import DataLoader from "dataloader";
import { and, eq, sql } from "drizzle-orm";
import { runBatch, schema, type Database, type Statement } from "../db";
import { builtOnce, type Placeholders } from "../lib/built-once";
import type { AuthUser } from "./auth-user";
import { Unauthenticated } from "../lib/domain-errors";
import { sessionIsLive } from "./sessions";
import { groupNotFound } from "./groups";
import type { ReadBatch, ReadResults } from "./scope";
import { authUserColumns } from "./users";

type Reads = readonly (Statement | undefined)[];

/**
 * The check that the signed-in user still exists and belongs to the active group, made once per
 * request. Reads of one tick share one D1 batch that starts with the check (so a read costs
 * one round trip, not two); anything else waits for `verify()`, which costs a round trip only
 * when no read has checked yet.
 */
export class GroupAccess {
  #viewer: AuthUser | undefined;
  #verifying: Promise<AuthUser> | undefined;
  readonly #reads: DataLoader<Reads, unknown[]>;

  constructor(
    private readonly db: Database,
    private readonly userId: number,
    /** The group asked for, or the personal group; null until checked when neither is known. */
    public groupId: number | null,
    /** The access token's session: a session ended since (logout, password change) finds no viewer. */
    private readonly familyId: string | null = null,
  ) {
    this.#reads = new DataLoader((lists) => this.#runReads(lists), { cache: false, maxBatchSize: 50 });
  }

  verify(): Promise<AuthUser> {
    if (this.#viewer) return Promise.resolve(this.#viewer);
    this.#verifying ??= runBatch(this.db, [this.#check()]).then(([rows]) => this.#accept(rows as CheckRow[]));
    return this.#verifying;
  }

  /** Reads, batched with the other reads of this tick and, until it has passed, the check. */
  read: ReadBatch = <const T extends Reads>(statements: T) => this.#reads.load(statements) as Promise<ReadResults<T>>;

  async #runReads(lists: readonly Reads[]) {
    const statements = lists.flat().filter((statement) => statement !== undefined);
    const checked = this.#viewer !== undefined;
    const results = await runBatch(this.db, checked ? statements : [this.#check(), ...statements]);
    if (!checked) this.#accept(results.shift() as CheckRow[]);
    let next = 0;
    return lists.map((list) => list.map((statement) => (statement ? results[next++] : undefined)));
  }

  /** The viewer and their membership of the group in one query. */
  #check() {
    const values = { userId: this.userId, groupId: this.groupId ?? 0, familyId: this.familyId ?? "" };
    return checkRead(this.db, values, { groupKnown: this.groupId !== null, sessionNamed: this.familyId !== null });
  }

  #accept(rows: CheckRow[]) {
    const [row] = rows;
    if (!row) throw new Unauthenticated();
    if (!row.groupId) throw groupNotFound();
    this.groupId = row.groupId;
    const { groupId: _, ...viewer } = row;
    this.#viewer = viewer;
    return viewer;
  }
}

type CheckRow = AuthUser & { groupId: number | null };

/**
 * The user, if their session is live, and their membership of the group (or of their personal
 * group when the request names none).
 */
const checkRead = builtOnce(
  (
    db: Database,
    p: Placeholders<{ userId: number; groupId: number; familyId: string }>,
    shape: { groupKnown: boolean; sessionNamed: boolean },
  ) => {
    const { users, groupMembers } = schema;
    const groupCondition = shape.groupKnown
      ? eq(groupMembers.groupId, p.groupId)
      : sql`${groupMembers.groupId} = (SELECT id FROM groups WHERE owner_id = ${users.id} AND is_personal = 1)`;
    return db
      .select({ ...authUserColumns, groupId: groupMembers.groupId })
      .from(users)
      .leftJoin(groupMembers, and(eq(groupMembers.userId, users.id), groupCondition))
      .where(and(eq(users.id, p.userId), shape.sessionNamed ? sessionIsLive(p.familyId) : undefined))
      .limit(1);
  },
);
