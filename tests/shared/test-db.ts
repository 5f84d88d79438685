import { env } from "cloudflare:workers";
import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { idRangeStatements } from "../../worker-api/src/shards/id-range.mjs";

/**
 * The tests' view of D1 across the directory and the shards: SQL that names only the directory's
 * tables runs there; SQL on planning tables runs on every shard. A group's rows live on one shard
 * and ids are unique across shards, so a write lands where its group is (elsewhere its foreign
 * keys refuse it, or it matches nothing), and a read answers that shard's rows, counts added up.
 * SQL that joins the two is refused: no database holds both.
 */

const DIRECTORY_TABLES = new Set([
  "users",
  "groups",
  "group_members",
  "refresh_tokens",
  "auth_attempts",
  "backup_codes",
  "password_resets",
  "used_challenges",
  "shard_sizes",
]);
const SHARD_TABLES = new Set([
  "hosted_groups",
  "hosted_members",
  "ended_sessions",
  "recipe_line_cache_source",
  "recipe_categories",
  "ingredient_groups",
  "ingredients",
  "recipes",
  "recipe_ingredients",
  "recipe_line_cache",
  "meal_types",
  "meals",
  "tasks",
  "shopping_lists",
  "shopping_items",
  "applied_changes",
  "store_ticks",
  "section_choices",
  "store_prices",
  "stores",
  "pantry_places",
  "pantry_items",
  "pantry_moves",
  "week_plan_rules",
]);

export const shards = (): D1Database[] => [env.SHARD_0, env.SHARD_1];

function placeOf(sql: string): "directory" | "shards" {
  const tables = [...sql.matchAll(/\b(?:from|join|into|update)\s+[`"]?([a-z_]+)/gi)].map((m) => m[1]!.toLowerCase());
  const directory = tables.some((table) => DIRECTORY_TABLES.has(table));
  const shard = tables.some((table) => SHARD_TABLES.has(table));
  if (directory && shard) throw new Error(`No database holds both the directory's and a shard's tables: ${sql}`);
  return shard ? "shards" : "directory";
}

const isAddingUp = (sql: string) => /\b(count|sum|total)\s*\(/i.test(sql) && !/\bgroup\s+by\b/i.test(sql);

/** One answer from each shard's: rows concatenated, or a single row of counts added up. */
function merged(sql: string, answers: D1Result[]): D1Result {
  const [first] = answers;
  if (answers.length === 1) return first!;
  if (isAddingUp(sql) && answers.every((answer) => answer.results.length === 1)) {
    const row = { ...(first!.results[0] as Record<string, unknown>) };
    for (const answer of answers.slice(1))
      for (const [key, value] of Object.entries(answer.results[0] as Record<string, unknown>)) {
        if (typeof value === "number" && typeof row[key] === "number") row[key] = (row[key] as number) + value;
        else row[key] ??= value;
      }
    return { ...first!, results: [row] };
  }
  const changes = answers.reduce((sum, answer) => sum + (answer.meta?.changes ?? 0), 0);
  return {
    ...first!,
    results: answers.flatMap((answer) => answer.results),
    meta: { ...first!.meta, changes },
  };
}

/**
 * Runs `send` on every shard; what succeeded, or when nothing did, the failure of the shard that
 * holds the group (the others refuse a write with their foreign keys, having none of its rows).
 */
async function onShards<T>(send: (d1: D1Database) => Promise<T>): Promise<T[]> {
  const settled = await Promise.allSettled(shards().map(send));
  const done = settled.filter((result) => result.status === "fulfilled").map((result) => result.value);
  if (!done.length) {
    const reasons = settled.map((result) => (result as PromiseRejectedResult).reason as unknown);
    throw reasons.find((reason) => !/FOREIGN KEY constraint failed/.test(String(reason))) ?? reasons[0];
  }
  return done;
}

class TestStatement {
  constructor(
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}
  bind(...params: unknown[]) {
    return new TestStatement(this.sql, params);
  }
  prepared(d1: D1Database) {
    return d1.prepare(this.sql).bind(...this.params);
  }
  async all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    if (placeOf(this.sql) === "directory") return this.prepared(env.DB).all<T>();
    return merged(this.sql, await onShards((d1) => this.prepared(d1).all())) as D1Result<T>;
  }
  run<T = Record<string, unknown>>() {
    return this.all<T>();
  }
  async first<T = Record<string, unknown>>(column?: string): Promise<T | null> {
    const [row] = (await this.all()).results as Record<string, unknown>[];
    if (!row) return null;
    return (column === undefined ? row : (row[column] ?? null)) as T;
  }
  async raw<T = unknown[]>(): Promise<T[]> {
    return (await this.all()).results.map((row) => Object.values(row as object)) as T[];
  }
}

/** Where the tests read and write D1 directly: `prepare` and `batch`, as on one D1 database. */
export const testDb = {
  prepare: (sql: string) => new TestStatement(sql),
  async batch(statements: TestStatement[]): Promise<D1Result[]> {
    const places = new Set(statements.map((statement) => placeOf(statement.sql)));
    if (places.size > 1) throw new Error("A test batch writes to the directory and a shard at once.");
    if (places.has("directory")) return env.DB.batch(statements.map((statement) => statement.prepared(env.DB)));
    const answers = await onShards((d1) => d1.batch(statements.map((statement) => statement.prepared(d1))));
    return statements.map((statement, i) =>
      merged(
        statement.sql,
        answers.map((answer) => answer[i]!),
      ),
    );
  },
};

/** Brings the directory and every shard to the current schema, each shard counting ids in its own range. */
export async function migrateAll(directory: D1Migration[], shard: D1Migration[]) {
  await applyD1Migrations(env.DB, directory);
  for (const [index, d1] of shards().entries()) {
    await applyD1Migrations(d1, shard);
    if (index > 0) await d1.batch(idRangeStatements(index).map((text: string) => d1.prepare(text)));
  }
}
