import { eq } from "drizzle-orm";
import { createDb, runBatch, schema, type Database } from "../db";
import { GroupNotFound } from "../lib/domain-errors";
import type { ReadBatch, Scope } from "../data/scope";
import { learnShardOf } from "./placements";
import { groupD1, type GroupShard } from "./routed-d1";
import type { RequestDatabases } from "./shard-set";

/** Where the directory says a group lives; undefined for a group it does not have. */
export async function placementOf(directory: Database, groupId: number): Promise<PlacedGroup | undefined> {
  const [group] = await directory
    .select({ id: schema.groups.id, shard: schema.groups.shard })
    .from(schema.groups)
    .where(eq(schema.groups.id, groupId));
  return group;
}

/** A group and the shard it lives on. */
export type PlacedGroup = { id: number; shard: number };

/** One group's way to its shard within a request: where it lives, and a client for its rows there. */
export class GroupOnShard implements GroupShard {
  #shard: number | undefined;
  /** The group's planning rows: statements built on it go to the group's shard when they run. */
  readonly db: Database;

  constructor(
    readonly groupId: number,
    private readonly directory: Database,
    private readonly databases: RequestDatabases,
    shard?: number,
  ) {
    this.db = createDb(groupD1(this));
    if (shard !== undefined) this.place(shard);
  }

  /** Where the next statement goes: the directory's answer, or a guess that a check will confirm. */
  place(shard: number | undefined, { learned = true } = {}) {
    this.#shard = shard;
    if (shard !== undefined && learned) learnShardOf(this.groupId, shard);
  }

  get placed() {
    return this.#shard;
  }

  current(): number {
    if (this.#shard === undefined) throw new Error("A group's rows were asked for before its shard was known.");
    return this.#shard;
  }

  database(shard: number) {
    return this.databases.shard(shard);
  }

  async relocate(): Promise<number> {
    const placed = await placementOf(this.directory, this.groupId);
    if (!placed) throw new GroupNotFound();
    this.place(placed.shard);
    return placed.shard;
  }

  /** Reads of a group whose membership was checked already: one batch on its shard. */
  read: ReadBatch = async (statements) => {
    const results = await runBatch(
      this.db,
      statements.filter((statement) => statement !== undefined),
    );
    let next = 0;
    return statements.map((statement) => (statement ? results[next++] : undefined)) as never;
  };
}

/** A checked scope on a group whose membership (and shard) the caller has read from the directory. */
export function checkedGroupScope(
  directory: Database,
  databases: RequestDatabases,
  group: { id: number; shard: number },
  userId: number,
): Scope {
  const onShard = new GroupOnShard(group.id, directory, databases, group.shard);
  return { db: onShard.db, directory, groupId: group.id, userId, read: onShard.read, verified: true };
}
