import DataLoader from "dataloader";
import { and, eq } from "drizzle-orm";
import { runBatch, schema, type Database, type Statement } from "../db";
import { builtOnce, type Placeholders } from "../lib/built-once";
import type { AuthUser } from "./auth-user";
import { Unauthenticated } from "../lib/domain-errors";
import { sessionIsLive } from "./sessions";
import { groupNotFound } from "./groups";
import type { ReadBatch, ReadResults } from "./scope";
import { authUserColumns } from "./users";
import { GroupOnShard } from "../shards/group-on-shard";
import { knownShardOf } from "../shards/placements";
import type { RequestDatabases } from "../shards/shard-set";

type Reads = readonly (Statement | undefined)[];

/**
 * The check that the signed-in user still exists and belongs to the active group, made once per
 * request in the directory, and the way to the shard that holds the group's rows.
 *
 * Reads of one tick share one D1 batch on the group's shard. Until the check has passed, that
 * batch is sent together with the check when this isolate knows the group's shard (one round trip
 * of wall time), and its rows are kept only when the check passes and names that same shard; when
 * it does not know, the check goes first. Anything else waits for `verify()`, which costs a round
 * trip only when no read has checked yet (docs/decisions/0037).
 */
export class GroupAccess {
  #viewer: AuthUser | undefined;
  #verifying: Promise<AuthUser> | undefined;
  readonly #reads: DataLoader<Reads, unknown[]>;
  readonly #group: GroupOnShard;

  constructor(
    private readonly directory: Database,
    databases: RequestDatabases,
    private readonly userId: number,
    /** The group asked for, or the personal group. */
    readonly groupId: number,
    /** The access token's session: a session ended since (logout, password change) finds no viewer. */
    private readonly familyId: string | null = null,
    /** Off, the check always goes first and reads follow it (`SHARD_READ_BESIDE_CHECK`, docs/performance.md). */
    private readonly readBesideCheck = true,
  ) {
    this.#reads = new DataLoader((lists) => this.#runReads(lists), { cache: false, maxBatchSize: 50 });
    this.#group = new GroupOnShard(groupId, directory, databases);
  }

  /** The group's planning rows, wherever they live: statements built on it go to the group's shard. */
  get db(): Database {
    return this.#group.db;
  }

  verify(): Promise<AuthUser> {
    if (this.#viewer) return Promise.resolve(this.#viewer);
    this.#verifying ??= runBatch(this.directory, [this.#check()]).then(([rows]) => this.#accept(rows as CheckRow[]));
    return this.#verifying;
  }

  /** Reads, batched with the other reads of this tick and, until it has passed, the check. */
  read: ReadBatch = <const T extends Reads>(statements: T) => this.#reads.load(statements) as Promise<ReadResults<T>>;

  async #runReads(lists: readonly Reads[]) {
    const statements = lists.flat().filter((statement) => statement !== undefined);
    const guess = this.#viewer || !this.readBesideCheck ? undefined : knownShardOf(this.groupId);
    if (!this.#viewer && guess === undefined) await this.verify();
    let results: unknown[];
    if (this.#viewer) results = await runBatch(this.db, statements);
    else {
      this.#group.place(guess, { learned: false });
      const [checked, read] = await Promise.allSettled([this.verify(), runBatch(this.db, statements)]);
      if (checked.status === "rejected") throw checked.reason;
      // The directory names another shard (the group moved since this isolate learned it): read there.
      if (this.#group.placed !== guess || read.status === "rejected") results = await runBatch(this.db, statements);
      else results = read.value;
    }
    let next = 0;
    return lists.map((list) => list.map((statement) => (statement ? results[next++] : undefined)));
  }

  /** The viewer, their membership of the group and the group's shard, in one query. */
  #check() {
    const values = { userId: this.userId, groupId: this.groupId, familyId: this.familyId ?? "" };
    return checkRead(this.directory, values, { sessionNamed: this.familyId !== null });
  }

  #accept(rows: CheckRow[]) {
    const [row] = rows;
    if (!row) throw new Unauthenticated();
    if (!row.groupId || row.shard === null) throw groupNotFound();
    this.#group.place(row.shard);
    const { groupId: _, shard: _shard, ...viewer } = row;
    this.#viewer = viewer;
    return viewer;
  }
}

type CheckRow = AuthUser & { groupId: number | null; shard: number | null };

/** The user, if their session is live, their membership of the group, and the group's shard. */
const checkRead = builtOnce(
  (
    db: Database,
    p: Placeholders<{ userId: number; groupId: number; familyId: string }>,
    shape: { sessionNamed: boolean },
  ) => {
    const { users, groupMembers, groups } = schema;
    return db
      .select({ ...authUserColumns, groupId: groupMembers.groupId, shard: groups.shard })
      .from(users)
      .leftJoin(groupMembers, and(eq(groupMembers.userId, users.id), eq(groupMembers.groupId, p.groupId)))
      .leftJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(and(eq(users.id, p.userId), shape.sessionNamed ? sessionIsLive(p.familyId) : undefined))
      .limit(1);
  },
);
