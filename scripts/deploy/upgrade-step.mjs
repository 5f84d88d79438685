// The deploy's "upgrade data" step: brings every remote database of this Larder to the schema of
// this checkout. Shards go first: the directory's migrations that let go of planning rows (0035,
// 0036) must find shard 0's tables in place.
import { DEPLOY_API_CONFIG } from "./config.mjs";

/** The databases in the order their migrations are applied: each shard by number, then the directory. */
export const upgradeOrder = (api) => [...api.shards, api.directory];

/**
 * Applies each database's unapplied migrations (`wrangler d1 migrations apply --remote`), in
 * `upgradeOrder`. Stops at the first database that fails; wrangler rolls back the migration that
 * failed and keeps the ones before it, so running it again continues from there.
 */
export async function upgradeData({ api, wrangler, env, report }) {
  for (const database of upgradeOrder(api)) {
    const result = await wrangler(["d1", "migrations", "apply", database.name, "--remote", "-c", DEPLOY_API_CONFIG], {
      env,
    });
    if (result.status !== 0) return { failedOn: database.name, result };
    report(`${database.name}: ${/No migrations to apply/i.test(result.stdout) ? "up to date" : "migrated"}`);
  }
  return { failedOn: null };
}
