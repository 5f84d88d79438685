import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emptyDatabase, migrateAll } from "../shared/migrate-all";

// Every test file's fresh databases get their schema from a snapshot the run reads once
// (tests/shared/schema-snapshot.mjs): the same schema replaying every migration makes.

/** What a database's schema is: each object's kind, name, table and SQL, and the migrations marked applied. */
async function schemaOf(d1: D1Database) {
  const { results } = await d1
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE '_cf_%' ORDER BY type, name")
    .all();
  const applied = await d1.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
  const counters = await d1
    .prepare("SELECT name, seq FROM sqlite_sequence WHERE name <> 'd1_migrations' ORDER BY name")
    .all();
  return { objects: results, applied: applied.results.map((row) => row.name), counters: counters.results };
}

describe("a test file's fresh databases", () => {
  it("hold what replaying every migration makes, in the directory and each shard", async () => {
    const databases = { DB: env.DB, SHARD_0: env.SHARD_0, SHARD_1: env.SHARD_1 };
    const fromSnapshot = Object.fromEntries(
      await Promise.all(Object.entries(databases).map(async ([name, d1]) => [name, await schemaOf(d1)] as const)),
    );
    expect(fromSnapshot.DB!.objects.length, "the directory has its tables").toBeGreaterThan(10);
    expect(fromSnapshot.SHARD_1!.applied).toEqual(env.TEST_SHARD_MIGRATIONS.map((migration) => migration.name));
    expect(fromSnapshot.SHARD_1!.counters.length, "shard 1 counts its ids in its own range").toBeGreaterThan(0);

    for (const d1 of Object.values(databases)) {
      await emptyDatabase(d1);
      await d1.prepare("DELETE FROM sqlite_sequence").run();
    }
    await migrateAll(env.TEST_MIGRATIONS, env.TEST_SHARD_MIGRATIONS);
    for (const [name, d1] of Object.entries(databases))
      expect(await schemaOf(d1), `${name} as the migrations make it`).toEqual(fromSnapshot[name]);
  });
});
