import { meteredD1, type D1Meter, type D1Queryable, type SimulatedLatency } from "../lib/d1-meter";
import { bookmarksOf, formatBookmarks } from "../shared/d1-session";

/** The worker's D1 bindings: the directory, and the shards `SHARD_0` … (env.ts). */
type Databases = { DB: D1Database };

/** The binding of shard `n` in `wrangler.toml`. */
const bindingName = (shard: number) => `SHARD_${shard}`;

/** How many shards the worker binds: `SHARD_0`, `SHARD_1`, … up to the first one missing. */
function shardCount(env: Databases): number {
  let count = 0;
  while (bindingName(count) in env) count += 1;
  return count;
}

/** Shard `shard`'s database; a shard the directory names but the worker does not bind is a deployment error. */
function shardDatabase(env: Databases, shard: number): D1Database {
  const database = (env as unknown as Record<string, D1Database | undefined>)[bindingName(shard)];
  if (!database)
    throw new Error(
      `No ${bindingName(shard)} binding: the directory places a group on a shard this worker does not bind.`,
    );
  return database;
}

const positionKey = (shard: number | null) => (shard === null ? "" : `s${shard}`);

/**
 * The D1 sessions of one request: the directory's and each shard's it reaches, each started at
 * the position the client sent for that database (docs/decisions/0021), all counted on one meter.
 */
export class RequestDatabases {
  readonly #sessions = new Map<string, D1DatabaseSession>();
  readonly #queryables = new Map<string, D1Queryable>();
  readonly #sent: Map<string, string>;

  constructor(
    private readonly env: Databases,
    sentBookmarks: string | undefined,
    readonly meter: D1Meter,
    private readonly latency: SimulatedLatency | null,
  ) {
    this.#sent = bookmarksOf(sentBookmarks);
  }

  /** How many shards the worker binds. */
  get shardCount(): number {
    return shardCount(this.env);
  }

  get directory(): D1Queryable {
    return this.#open(null);
  }

  shard(shard: number): D1Queryable {
    return this.#open(shard);
  }

  #open(shard: number | null) {
    const key = positionKey(shard);
    let queryable = this.#queryables.get(key);
    if (!queryable) {
      const database = shard === null ? this.env.DB : shardDatabase(this.env, shard);
      const session = database.withSession(this.#sent.get(key) ?? "first-unconstrained");
      this.#sessions.set(key, session);
      queryable = meteredD1(session, this.meter, this.latency);
      this.#queryables.set(key, queryable);
    }
    return queryable;
  }

  /** The newest position in every database this request reached, and those the client sent for the others. */
  bookmark(): string | null {
    const positions = new Map(this.#sent);
    for (const [key, session] of this.#sessions) {
      const bookmark = session.getBookmark();
      if (bookmark) positions.set(key, bookmark);
    }
    return formatBookmarks(positions);
  }
}
