// The deploy's "upgrade data" step: brings every remote database of this Larder to the schema of
// this checkout. First the upgrade (scripts/upgrade-steps.mjs) brings forward what an earlier
// Larder left, then each database's migrations run, the shards first: the directory's migrations
// that let go of planning rows (0035, 0036) must find shard 0's tables in place.
import { join } from "node:path";
import { migrationsIn, wranglerD1, wranglerMessage } from "../upgrade.mjs";
import { upgrade, UpgradeError } from "../upgrade-steps.mjs";
import { DEPLOY_API_CONFIG } from "./config.mjs";
import { StepFailed } from "./step-failed.mjs";

/** What the dry run says the upgrade does, before the migrations it lists. */
export const UPGRADE_DETAILS = [
  "first the upgrade (scripts/upgrade.mjs): a directory from before shards has its recipes, meals and lists",
  "copied to shard 0 with their ids and counted there before its 0035 and 0036 let go of them; otherwise nothing",
];

/** The databases in the order their migrations are applied: each shard by number, then the directory. */
export const upgradeOrder = (api) => [...api.shards, api.directory];

/**
 * wrangler through the deploy's runner, as `wranglerD1` runs it: answers what it printed, throws
 * when it failed. Every call goes to the deploy's account.
 */
const throughDeployRunner = (wrangler, env) => async (args) => {
  const result = await wrangler(args, { env });
  if (result.status === 0) return result.stdout;
  const output = `${result.stdout}\n${result.stderr}`;
  throw new StepFailed(`wrangler ${args.slice(0, 3).join(" ")} failed: ${wranglerMessage(output)}`, output);
};

/**
 * The upgrade on the account's databases (by their ids in the generated config), then each
 * database's unapplied migrations (`wrangler d1 migrations apply --remote`), in `upgradeOrder`.
 * An upgrade that cannot finish leaves the directory as it was and stops the step with its
 * reason. A migration stops it at the first database that fails; wrangler rolls back the
 * migration that failed and keeps the ones before it, so running it again continues from there.
 */
export async function upgradeData({ root, api, wrangler, env, report }) {
  const databases = { directory: api.directory.name, shards: api.shards.map((shard) => shard.name) };
  const migrations = {
    directory: migrationsIn(join(root, "worker-api", api.directory.migrationsDir)),
    shard: migrationsIn(join(root, "worker-api", api.shards[0].migrationsDir)),
  };
  const d1 = wranglerD1({ remote: true, config: DEPLOY_API_CONFIG, run: throughDeployRunner(wrangler, env) });
  try {
    const { copied } = await upgrade({ databases, ...d1, migrations, log: report });
    if (!copied) report("nothing to bring forward");
  } catch (error) {
    throw error instanceof UpgradeError ? new StepFailed(error.message) : error;
  }
  for (const database of upgradeOrder(api)) {
    const result = await wrangler(["d1", "migrations", "apply", database.name, "--remote", "-c", DEPLOY_API_CONFIG], {
      env,
    });
    if (result.status !== 0)
      throw new StepFailed(`Migrating ${database.name} failed`, `${result.stdout}\n${result.stderr}`);
    report(`${database.name}: ${/No migrations to apply/i.test(result.stdout) ? "up to date" : "migrated"}`);
  }
}
