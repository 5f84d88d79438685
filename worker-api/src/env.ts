import type { Database } from "./db";
import type { RequestDatabases } from "./shards/shard-set";
import type { Scope } from "./data/scope";
import type { AuthUser } from "./data/auth-user";
import type { ShoppingListRoom } from "./live/shopping-list-room";

export type Bindings = {
  /** The directory: accounts, sessions, groups, members, and the shard each group lives on. */
  DB: D1Database;
  /**
   * The shards, `SHARD_0` … `SHARD_{n-1}` (shards/shard-set.ts): each holds the planning rows of
   * the groups the directory places on it.
   */
  [shard: `SHARD_${number}`]: D1Database;
  /** Recipe photos, keyed `recipes/<groupId>/<recipeId>/<random>.<ext>` (photos/photo-store.ts). */
  PHOTOS: R2Bucket;
  /** One object per shopping list, holding its open pages' sockets (live/shopping-list-room.ts). */
  SHOPPING_LIST_ROOMS: DurableObjectNamespace<ShoppingListRoom>;
  /** Signs access and challenge tokens (HS256). A secret: read per request, never at module load. */
  JWT_SECRET: string;
  /**
   * `development` turns on GraphiQL and introspection; `development` and `test` let the recipe
   * importer fetch pages from private and local hosts. Anything else is production.
   */
  ENVIRONMENT?: string;
  /** "1" counts D1 round trips per request in an `X-D1-Round-Trips` header (tests, benchmark only). */
  D1_COUNT_ROUND_TRIPS?: string;
  /**
   * `primary:150,replica:10` makes every D1 round trip wait that many ms first: a write's as far
   * as the primary, a read's as far as a nearby replica (`npm run bench:edge`). Honoured only in
   * local development and tests; production never sets it.
   */
  D1_SIMULATED_LATENCY?: string;
  /**
   * The fast GraphQL query path (docs/performance.md): "on" (the default, also when unset) or
   * "off", where Yoga's own executor answers every operation. Any other value counts as "off".
   */
  FAST_QUERY_PATH?: string;
  /**
   * A read of a group whose shard the isolate knows checks access on the shard's copy of the
   * group's members, in its own batch (one D1 call, docs/decisions/0037): "on" (the default, also
   * when unset) or "off", where the directory checks first. Any other value counts as "off".
   */
  READ_CHECK_IN_SHARD?: string;
  /** "1" names the executor that answered each GraphQL request in an `X-GraphQL-Executor` header (tests only). */
  REPORT_GRAPHQL_EXECUTOR?: string;
  /**
   * The web app's origin ("https://larder.example"), for the addresses the API hands out that open
   * on it: a calendar feed, a shared recipe. Unset, the API's own origin is used.
   */
  WEB_ORIGIN?: string;
  /**
   * The operator's key for moving groups between shards (`POST /v1/shards/moves`, used by
   * `npm run shard:move`); unset, those routes do not exist. A secret.
   */
  SHARD_ADMIN_TOKEN?: string;
  /** How long the recipe importer waits for a page, in ms (tests only; 10 s when unset). */
  PAGE_FETCH_TIMEOUT_MS?: string;
};

export type Variables = {
  /** The directory database, on this request's session. */
  db: Database;
  /** The request's D1 sessions: the directory's and each shard's it reaches. */
  databases: RequestDatabases;
  requestId: string;
  /**
   * Queues work to start once the answer and its D1 figures are final (`withSession`), and to
   * finish after it is sent: what a read found worth keeping for the next reads.
   */
  afterAnswer: (work: () => Promise<unknown>) => void;
  /** Set by `requireUser` on authenticated routes. */
  user: AuthUser;
  /** Set by `requireActiveGroup`: the active group, its membership checked. */
  scope: Scope;
  /** Set by `requireActiveGroup`: the session (refresh-token family) the access token names, if any. */
  familyId: string | null;
  /**
   * Set once a request names its person: when their memberships last changed, as the check that
   * let them in said (0: never; undefined while nothing has been checked).
   */
  groupsChangedAt: () => number | undefined;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };

export const isDevelopment = (env: Bindings) => env.ENVIRONMENT === "development";

/** Local development or the test suite: the worker may reach hosts on this machine's network. */
export const isLocalEnvironment = (env: Bindings) => env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";

export const isFastQueryPathOn = (env: Bindings) => env.FAST_QUERY_PATH === undefined || env.FAST_QUERY_PATH === "on";

export const isReadCheckInShardOn = (env: Bindings) =>
  env.READ_CHECK_IN_SHARD === undefined || env.READ_CHECK_IN_SHARD === "on";
