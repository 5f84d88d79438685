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
import { copyMember, memberCheck } from "../shards/member-copy";
import { knownShardOf } from "../shards/placements";
import type { RequestDatabases } from "../shards/shard-set";

type Reads = readonly (Statement | undefined)[];

/**
 * The check that the signed-in user may read and write the active group, made once per request,
 * and the way to the shard that holds the group's rows (docs/decisions/0037).
 *
 * Reads of one tick share one D1 batch on the group's shard. When this isolate knows the group's
 * shard, that batch starts with the shard's own check, on its copy of the group's members and of
 * ended sessions: one call to one database. When the copy says no (or the isolate does not know
 * the shard), the directory decides, the copy is repaired when it says yes, and the reads follow.
 * Anything else waits for `verify()`: the directory's check of the user, their live session and
 * their membership, a round trip of its own unless a read made it already.
 */
export class GroupAccess {
  #viewer: AuthUser | undefined;
  #verifying: Promise<AuthUser> | undefined;
  /** The shard's copy said yes: reads need no other check in this request. */
  #checkedInShard = false;
  /** When the person's memberships last changed, as the check that let them in said (0: never). */
  #groupsChangedAt: number | undefined;
  readonly #reads: DataLoader<Reads, unknown[]>;
  readonly #group: GroupOnShard;

  constructor(
    private readonly directory: Database,
    private readonly databases: RequestDatabases,
    private readonly userId: number,
    /** The group asked for, or the personal group. */
    readonly groupId: number,
    /** The access token's session: a session ended since (logout, password change) finds no viewer. */
    private readonly familyId: string | null = null,
    /** Off, reads are always checked in the directory first (`READ_CHECK_IN_SHARD`, docs/performance.md). */
    private readonly checkInShard = true,
    /** Where the group lived when the access token was issued, for an isolate that has not seen it. */
    private readonly shardHint: number | null = null,
  ) {
    this.#reads = new DataLoader((lists) => this.#runReads(lists), { cache: false, maxBatchSize: 50 });
    this.#group = new GroupOnShard(groupId, directory, databases);
  }

  /** When the person's memberships last changed, once a check has said (0: never); else undefined. */
  get groupsChangedAt(): number | undefined {
    return this.#viewer ? (this.#viewer.groupsChangedAt ?? 0) : this.#groupsChangedAt;
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

  /** Reads, batched with the other reads of this tick and, until access has been checked, the shard's check. */
  read: ReadBatch = <const T extends Reads>(statements: T) => this.#reads.load(statements) as Promise<ReadResults<T>>;

  /**
   * Resolves once the person's access to the group has been checked, for writes and lookups:
   * in the same batch as this tick's reads (the shard's copy), or by the directory. The copy
   * says yes only where the directory does: access is taken away there first.
   */
  checked = async (): Promise<void> => {
    if (!this.#viewer && !this.#checkedInShard) await this.#reads.load([]);
  };

  async #runReads(lists: readonly Reads[]) {
    const statements = lists.flat().filter((statement) => statement !== undefined);
    let results: unknown[] | undefined;
    // The directory's check is under way already (something asked for the viewer): reads follow it.
    if (this.#verifying) await this.verify();
    if (this.#viewer || this.#checkedInShard) results = statements.length ? await runBatch(this.db, statements) : [];
    else {
      const known = this.checkInShard ? (knownShardOf(this.groupId) ?? this.shardHint ?? undefined) : undefined;
      if (known !== undefined) {
        this.#group.place(known, { learned: false });
        const check = memberCheck(this.db, this.groupId, this.userId, this.familyId);
        const [member, ...rows] = await runBatch(this.db, [check, ...statements]);
        const [copy] = member as { groupsChangedAt: number | null }[];
        if (copy) {
          this.#checkedInShard = true;
          this.#groupsChangedAt = copy.groupsChangedAt ?? 0;
          // The shard that answered holds the group and the person in it, and is kept: the guess,
          // or where the directory sent the batch when the guess had the mark of a move.
          this.#group.place(this.#group.current());
          results = rows;
        }
      }
      if (!results) {
        await this.verify();
        // The directory said yes where the shard's copy had no row: the copy learns it.
        if (known !== undefined) await copyMember(this.directory, this.databases, this.#placed(), this.userId);
        results = statements.length ? await runBatch(this.db, statements) : [];
      }
    }
    let next = 0;
    return lists.map((list) => list.map((statement) => (statement ? results[next++] : undefined)));
  }

  #placed() {
    return { id: this.groupId, shard: this.#group.current() };
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
