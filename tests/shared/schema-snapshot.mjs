// The schema the migrations make, read once per test run (by tests/vitest.config.ts): every test
// file's fresh databases are then made with one batch each (`createSchema` in test-db.ts) instead
// of replaying every migration, table rebuilds and all, in each file. The upgrade tests and
// tests/api/schema-snapshot.test.ts still replay them.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";

/** `applyD1Migrations`' own bookkeeping table, as it creates it (its whitespace too: a schema keeps the text). */
const MIGRATIONS_TABLE =
  "CREATE TABLE IF NOT EXISTS d1_migrations (\n\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,\n\t\tname       TEXT UNIQUE,\n\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL\n\t);";

/**
 * The CREATE statements of the tables, then the indexes, views and triggers, each in the order
 * made, and the migrations applied, as `d1_migrations` names them.
 * @param {D1Database} d1
 * @param {{ name: string; queries: string[] }[]} migrations
 */
async function snapshotOf(d1, migrations) {
  await d1.prepare(MIGRATIONS_TABLE).run();
  for (const migration of migrations) await d1.batch(migration.queries.map((query) => d1.prepare(query)));
  // Internal tables (sqlite_sequence, workerd's _cf_*) are made by SQLite and the runtime themselves.
  const { results } = await d1
    .prepare(
      `SELECT sql FROM sqlite_schema
       WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
       ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 WHEN 'view' THEN 2 ELSE 3 END, rowid`,
    )
    .all();
  return { statements: results.map((row) => row.sql), applied: migrations.map((migration) => migration.name) };
}

/**
 * The directory's and a shard's schema, made by their migrations in workerd's own SQLite (local
 * D1 in memory, on a configuration of its own: no worker, no secrets).
 * @param {{ name: string; queries: string[] }[]} directory
 * @param {{ name: string; queries: string[] }[]} shard
 */
export async function schemaSnapshots(directory, shard) {
  const folder = mkdtempSync(join(tmpdir(), "larder-schema-"));
  const configPath = join(folder, "wrangler.json");
  const database = (binding) => ({ binding, database_name: binding, database_id: binding });
  writeFileSync(
    configPath,
    JSON.stringify({
      name: "larder-schema-snapshot",
      compatibility_date: "2026-04-01",
      d1_databases: [database("DIRECTORY"), database("SHARD")],
    }),
  );
  const proxy = await getPlatformProxy({ configPath, envFiles: [], persist: false, remoteBindings: false });
  try {
    return {
      directory: await snapshotOf(proxy.env.DIRECTORY, directory),
      shard: await snapshotOf(proxy.env.SHARD, shard),
    };
  } finally {
    await proxy.dispose();
    rmSync(folder, { recursive: true, force: true });
  }
}
