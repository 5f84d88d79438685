// The upgrade step, before `wrangler d1 migrations apply`: `npm run dev` runs it on local D1 (in
// this process, through wrangler's local bindings), the deploy on the account's databases (through
// `wrangler d1 execute --remote`). upgrade-steps.mjs says what it does.
//   node scripts/upgrade.mjs --local [--persist-to DIR]   the dev server's databases
//   node scripts/upgrade.mjs --remote [--config FILE]     the deployed databases, by the ids in FILE
//                                                         (worker-api/wrangler.deploy.toml after a deploy)
// Either way it answers in plain words and exits 1 when it stopped, having dropped nothing.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import { DIRECTORY_DATABASE, quietWranglerEnv, root, SHARD_DATABASES, wranglerBin } from "./local-d1.mjs";
import { upgrade, UpgradeError } from "./upgrade-steps.mjs";

export { UpgradeError };

/** Each migration in `dir` in order, as one text: wrangler splits it into statements. */
export function migrationsIn(dir) {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_.*\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, statements: [readFileSync(join(dir, name), "utf8")] }));
}

export const repositoryMigrations = () => ({
  directory: migrationsIn(join(root, "migrations")),
  shard: migrationsIn(join(root, "migrations-shard")),
});

/** Text handed to `--command` stays under Linux's limit for one argument (128 KB). */
const COMMAND_BYTES = 100_000;

/** wrangler's own message from a failed run, without its banner and log noise. */
export function wranglerMessage(output) {
  const lines = output.split("\n").filter((line) => /✘|ERROR|error:/i.test(line));
  return (lines.join(" ").replace(/\s+/g, " ").replace("✘ [ERROR]", "").trim() || output.trim().slice(-400)).slice(
    0,
    600,
  );
}

function runWrangler(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wranglerBin, ...args], {
      cwd: root,
      env: { ...process.env, ...quietWranglerEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let [stdout, stderr] = ["", ""];
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(wranglerMessage(`${stdout}\n${stderr}`))),
    );
  });
}

/**
 * `query` and `execute` (upgrade-steps.mjs) through `wrangler d1 execute`, on local D1 in
 * `persistTo` or, with `remote`, on the account's databases by their ids in `config`.
 * Statements sent together run in one transaction (a local run always; remotely as one command
 * when they fit in one, else as a file). `run` runs wrangler with its arguments and answers what
 * it printed, throwing when it fails (the deploy passes its own runner).
 */
export function wranglerD1({ remote = false, persistTo, config = "worker-api/wrangler.toml", run = runWrangler } = {}) {
  const where = remote ? ["--remote", "--yes"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  const base = (database) => ["d1", "execute", database, ...where, "-c", config];
  const scratch = join(persistTo ?? tmpdir(), "tmp");
  return {
    async query(database, sql) {
      const out = await run([...base(database), "--json", "--command", sql]);
      return JSON.parse(out)[0]?.results ?? [];
    },
    async execute(database, statements) {
      const text = statements.map((statement) => statement.trim().replace(/;\s*$/, "")).join(";\n") + ";";
      if (remote && Buffer.byteLength(text) < COMMAND_BYTES) {
        await run([...base(database), "--command", text]);
        return;
      }
      mkdirSync(scratch, { recursive: true });
      const file = join(scratch, `upgrade-${process.pid}-${Date.now()}.sql`);
      writeFileSync(file, text);
      try {
        await run([...base(database), "--file", file]);
      } finally {
        rmSync(file, { force: true });
      }
    },
  };
}

/**
 * `query` and `execute` on local D1 in `persistTo` through the API worker's bindings (`DB`,
 * `SHARD_0` …), in this process: a wrangler run per query would take a second or more each.
 * `dispose` lets the databases go (before wrangler opens them).
 */
export async function localD1({ persistTo, config = "worker-api/wrangler.toml" }) {
  // A config of the databases alone: the API's Durable Object and secrets have no use here.
  const { d1_databases: d1Databases, compatibility_date: compatibilityDate } = unstable_readConfig({ config });
  const scratch = join(persistTo, "tmp");
  mkdirSync(scratch, { recursive: true });
  const databasesOnly = join(scratch, `upgrade-${process.pid}.json`);
  writeFileSync(
    databasesOnly,
    JSON.stringify({ name: "larder-upgrade", compatibility_date: compatibilityDate, d1_databases: d1Databases }),
  );
  const proxy = await getPlatformProxy({ configPath: databasesOnly, persist: { path: join(persistTo, "v3") } }).finally(
    () => rmSync(databasesOnly, { force: true }),
  );
  const shards = Object.keys(proxy.env)
    .filter((name) => /^SHARD_\d+$/.test(name))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));
  const d1 = (name) => proxy.env[name];
  return {
    databases: { directory: "DB", shards },
    query: async (name, sql) => (await d1(name).prepare(sql).all()).results,
    execute: async (name, statements) => {
      await d1(name).batch(statements.map((statement) => d1(name).prepare(statement)));
    },
    dispose: () => proxy.dispose(),
  };
}

/**
 * The upgrade on local D1 in `persistTo`, or with `remote` on the account's databases by their
 * ids in `config` (`databases`: their names, the directory's and each shard's in order).
 */
export async function upgradeWithWrangler({
  remote = false,
  persistTo,
  config,
  databases = { directory: DIRECTORY_DATABASE, shards: SHARD_DATABASES },
  log = console.log,
} = {}) {
  const migrations = repositoryMigrations();
  if (remote) return upgrade({ databases, ...wranglerD1({ remote, config }), migrations, log });
  const local = await localD1({ persistTo });
  try {
    return await upgrade({ ...local, migrations, log });
  } finally {
    await local.dispose();
  }
}

async function main(args) {
  const remote = args.includes("--remote");
  const valueOf = (option) => (args.includes(option) ? args[args.indexOf(option) + 1] : undefined);
  const persistTo = valueOf("--persist-to") ?? (remote ? undefined : join(root, ".wrangler", "state"));
  const config = valueOf("--config");
  if (args.includes("--config") && (!remote || !config)) {
    console.error("--config FILE goes with --remote: the wrangler config that holds the databases' ids.");
    process.exit(2);
  }
  try {
    const { copied } = await upgradeWithWrangler({ remote, persistTo, config });
    if (!copied) console.log("Nothing to bring forward: the migrations take it from here.");
  } catch (error) {
    console.error(error instanceof UpgradeError ? error.message : `The upgrade stopped: ${error.message}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main(process.argv.slice(2));
