// The deploy's "upgrade data" step: brings every remote database of this Larder to the schema of
// this checkout. Shards go first: the directory's migrations that let go of planning rows (0035,
// 0036) must find shard 0's tables in place.
import { DEPLOY_API_CONFIG } from "./config.mjs";

/** The databases in the order their migrations are applied: each shard by number, then the directory. */
export const upgradeOrder = (api) => [...api.shards, api.directory];

/**
 * Whether the directory still holds the planning tables of a Larder from before shards: its
 * migration 0036 would drop them, rows and all.
 */
async function holdsPlanningRows({ api, wrangler, env }) {
  const sql = "SELECT count(*) AS tables FROM sqlite_master WHERE type = 'table' AND name = 'recipes'";
  const result = await wrangler(
    ["d1", "execute", api.directory.name, "--remote", "-c", DEPLOY_API_CONFIG, "--json", "--command", sql],
    { env },
  );
  if (result.status !== 0) return { failed: result };
  const answer = JSON.parse(result.stdout.slice(result.stdout.indexOf("[")));
  return { holds: (answer[0]?.results?.[0]?.tables ?? 0) > 0 };
}

/**
 * Applies each database's unapplied migrations (`wrangler d1 migrations apply --remote`), in
 * `upgradeOrder`. Stops at the first database that fails; wrangler rolls back the migration that
 * failed and keeps the ones before it, so running it again continues from there. A directory
 * from before shards is left untouched: its rows are not copied to shard 0 by this step.
 */
export async function upgradeData({ api, wrangler, env, report }) {
  const check = await holdsPlanningRows({ api, wrangler, env });
  if (check.failed) return { failedOn: api.directory.name, result: check.failed };
  if (check.holds)
    return {
      failedOn: api.directory.name,
      result: {
        stdout: "",
        stderr: `${api.directory.name} still holds the recipes, meals and lists of a Larder from before shards; its migrations would drop them. Nothing was migrated. Bring them to shard 0 first (docs/deploy.md, "Upgrading a single-database Larder").`,
      },
    };
  for (const database of upgradeOrder(api)) {
    const result = await wrangler(["d1", "migrations", "apply", database.name, "--remote", "-c", DEPLOY_API_CONFIG], {
      env,
    });
    if (result.status !== 0) return { failedOn: database.name, result };
    report(`${database.name}: ${/No migrations to apply/i.test(result.stdout) ? "up to date" : "migrated"}`);
  }
  return { failedOn: null };
}
