// `npm run deploy -- --dry-run`: the whole plan of a deploy, step by step as a real run takes
// them, with each worker's gzip size as `wrangler deploy` would upload it. Needs no account and
// changes nothing on one.
import { migrationFiles, readConfigs } from "./config.mjs";
import { deploySteps } from "./steps.mjs";

/** The plan's lines; `sizes` maps a worker's name to its gzip size in bytes. */
export function planLines(root, { sizes, webOrigin }) {
  const configs = readConfigs(root);
  const migrations = Object.fromEntries(
    [configs.api.directory, ...configs.api.shards].map((database) => [database.name, migrationFiles(root, database)]),
  );
  const steps = deploySteps(configs, { migrations, sizes, webOrigin });
  const total = steps.length + 1;
  return [
    "Plan of `npm run deploy` (dry run: nothing was changed, no account was asked):",
    `1/${total} Check the Cloudflare sign-in (wrangler whoami; stops here without one)`,
    ...steps.flatMap((step, index) => [
      `${index + 2}/${total} ${step.title}`,
      ...step.details.map((detail) => `      ${detail}`),
    ]),
    "Then it prints the web address. Run again, it reuses all of the above and upgrades.",
  ];
}
