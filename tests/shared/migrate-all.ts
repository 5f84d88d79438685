import { env } from "cloudflare:workers";
import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { countIdsInRange, shards } from "./test-db";

/**
 * Brings the directory and every shard to the current schema by applying the migrations not yet
 * applied, each shard counting ids in its own range. Only the upgrade tests replay migrations:
 * importing `cloudflare:test` costs each test file seconds, so the others start from a snapshot
 * (`createSchema` in test-db.ts).
 */
export async function migrateAll(directory: D1Migration[], shard: D1Migration[]) {
  await applyD1Migrations(env.DB, directory);
  for (const [index, d1] of shards().entries()) {
    await applyD1Migrations(d1, shard);
    await countIdsInRange(d1, index);
  }
}

/** Drops everything a database holds but SQLite's and the runtime's own tables: it starts from nothing. */
export async function emptyDatabase(d1: D1Database) {
  const { results } = await d1
    .prepare(
      "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view', 'table') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY type = 'table', type = 'view', rowid DESC",
    )
    .all<{ type: string; name: string }>();
  await d1.batch([
    d1.prepare("PRAGMA defer_foreign_keys = on"),
    ...results.map(({ type, name }) => d1.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`)),
  ]);
}
