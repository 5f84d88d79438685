import { GroupMoving } from "../lib/domain-errors";
import { forgetHoldsSeen } from "../data/holds-seen";
import { isWrite, type D1Queryable } from "../lib/d1-meter";
import { measuredShardSize } from "./placement";

/** Where a group's statements go, and how to learn again where that is. */
export type GroupShard = {
  readonly groupId: number;
  /** The shard the group lives on, as this request last learned it. */
  current(): number;
  /** Asks the directory again (the group moved, or is moving): answers the shard it names now. */
  relocate(): Promise<number>;
  database(shard: number): D1Queryable;
};

/**
 * Each write batch starts with this guard. It writes nothing while its group lives here. While the
 * group is being copied to another shard (or after it left) it inserts the group's row again,
 * which its primary key refuses: the batch writes nothing, and is sent again where the directory
 * says the group is now.
 */
const WRITE_GUARD =
  "INSERT INTO hosted_groups (id) SELECT id FROM hosted_groups WHERE id = ? AND (frozen = 1 OR moved_to IS NOT NULL)";
const MOVING = "UNIQUE constraint failed: hosted_groups.id";

/**
 * Each batch of reads starts by asking whether the group has left this shard: its rows are
 * deleted here in the same transaction that marks it moved, so a batch sees either all of them or
 * the mark, and after the mark it is sent again where the group is now.
 */
const READ_FENCE = "SELECT moved_to FROM hosted_groups WHERE id = ?";

/** How long a request waits for a move to finish before answering 503: it wrote nothing. */
const MOVE_WAIT_MS = 5_000;
const MOVE_POLL_MS = 200;

class GroupMoved extends Error {}
const isMovingError = (error: unknown) => error instanceof GroupMoved || String(error).includes(MOVING);

type Method = "all" | "run" | "first" | "raw";

/** A statement drizzle prepared, kept as SQL and values until it is sent: to the group's shard of that moment. */
class RecordedStatement {
  constructor(
    readonly route: GroupRoute,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}
  bind(...params: unknown[]) {
    return new RecordedStatement(this.route, this.sql, params);
  }
  all() {
    return this.route.alone(this, "all", []);
  }
  run() {
    return this.route.alone(this, "run", []);
  }
  first(column?: string) {
    return this.route.alone(this, "first", column === undefined ? [] : [column]);
  }
  raw(options?: { columnNames?: boolean }) {
    return this.route.alone(this, "raw", [options]);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class GroupRoute {
  constructor(private readonly shard: GroupShard) {}

  /**
   * Sends `attempt` to the group's shard; when the group turns out to be moving or gone from
   * there, asks the directory again and sends it where the group is now, until the move is done.
   */
  async #routed<T>(attempt: (d1: D1Queryable) => Promise<T>): Promise<T> {
    const deadline = Date.now() + MOVE_WAIT_MS;
    for (;;) {
      const from = this.shard.current();
      try {
        return await attempt(this.shard.database(from));
      } catch (error) {
        if (!isMovingError(error)) throw error;
        if (Date.now() > deadline) throw new GroupMoving();
        if ((await this.shard.relocate()) === from) await sleep(MOVE_POLL_MS);
      }
    }
  }

  /** Statements as one batch, behind the write guard or the read fence. */
  batch(statements: RecordedStatement[]): Promise<D1Result[]> {
    const writes = statements.some((statement) => isWrite(statement.sql));
    if (writes) forgetHoldsSeen(this.shard.groupId);
    return this.#routed(async (d1) => {
      const prepared = statements.map((statement) => d1.prepare(statement.sql).bind(...statement.params));
      const guard = d1.prepare(writes ? WRITE_GUARD : READ_FENCE).bind(this.shard.groupId);
      const [fence, ...results] = await d1.batch([guard, ...prepared]);
      measuredShardSize(this.shard.current(), fence!.meta.size_after);
      if (!writes && (fence!.results[0] as { moved_to: number | null } | undefined)?.moved_to != null) {
        throw new GroupMoved();
      }
      return results;
    });
  }

  /**
   * A statement sent on its own. A write goes behind the guard in a batch of two (one round trip);
   * its answer is shaped as the method it was called with. A read goes as it is: `raw` keeps
   * columns of the same name apart, which a batch's rows would not (the move waits before it
   * deletes what it copied, so a lookup that learned the old shard still finds every row there).
   */
  async alone(statement: RecordedStatement, method: Method, args: unknown[]): Promise<unknown> {
    if (!isWrite(statement.sql)) {
      return this.#routed((d1) => {
        const prepared = d1.prepare(statement.sql).bind(...statement.params) as unknown as Record<
          Method,
          (...a: unknown[]) => Promise<unknown>
        >;
        return prepared[method](...args);
      });
    }
    const [result] = await this.batch([statement]);
    const rows = (result!.results ?? []) as Record<string, unknown>[];
    if (method === "run" || method === "all") return result;
    if (method === "first") {
      const column = args[0] as string | undefined;
      const row = rows[0] ?? null;
      return column === undefined ? row : (row?.[column] ?? null);
    }
    const values = rows.map((row) => Object.values(row));
    return (args[0] as { columnNames?: boolean } | undefined)?.columnNames && rows[0]
      ? [Object.keys(rows[0]), ...values]
      : values;
  }
}

/**
 * A D1 client for one group's planning rows: what drizzle prepares is sent, when it runs, to the
 * shard the group lives on then, behind the move fence (above). Data code builds and runs
 * statements on it as on any D1 database.
 */
export function groupD1(shard: GroupShard): D1Queryable {
  const route = new GroupRoute(shard);
  return {
    prepare: (sql: string) => new RecordedStatement(route, sql) as unknown as D1PreparedStatement,
    batch: <T>(statements: D1PreparedStatement[]) =>
      route.batch(statements as unknown as RecordedStatement[]) as unknown as Promise<D1Result<T>[]>,
  };
}
