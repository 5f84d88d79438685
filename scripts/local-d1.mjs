// Local D1 through wrangler, and what the seeds write into it: the command runner, queries and SQL
// files against a state folder, SQL text literals, password hashes and the demo account. The seeds
// (seed-demo.mjs, seed-large.mjs) import this module and lib.mjs imports them, so it imports
// neither: no import cycle.
import { spawnSync } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { idRangeStatements } from "../worker-api/src/shards/id-range.mjs";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const wranglerBin = join(root, "node_modules", "wrangler", "bin", "wrangler.js");

/** No internet here: keep wrangler from fetching `Request.cf` data or sending metrics. */
export const quietWranglerEnv = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

export const DEMO_ACCOUNT = {
  email: "demo@larder.app",
  password: "Larder-demo-2026!",
  firstName: "Dana",
  lastName: "Demo",
};

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: options.capture ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...quietWranglerEnv, ...options.env },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (options.capture) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
  }
  return result.stdout;
}

export const wrangler = (args, options) => run(process.execPath, [wranglerBin, ...args], options);

const apiConfig = ["-c", "worker-api/wrangler.toml"];

/** The local databases, as worker-api/wrangler.toml binds them: the directory (`DB`) and the shards (`SHARD_n`). */
export const DIRECTORY_DATABASE = "larder";
export const SHARD_DATABASES = ["larder-shard-0", "larder-shard-1"];

/**
 * The directory's migrations and each shard's, then each shard's id range (worker-api/src/shards/id-range.mjs):
 * run again, each step does only what is not done yet.
 */
export function applyMigrations(stateDir) {
  for (const database of [DIRECTORY_DATABASE, ...SHARD_DATABASES]) {
    wrangler(["d1", "migrations", "apply", database, "--local", ...apiConfig, "--persist-to", stateDir], {
      capture: true,
    });
  }
  SHARD_DATABASES.forEach((database, shard) => {
    if (shard > 0) d1Query(stateDir, idRangeStatements(shard).join(";\n"), database);
  });
}

/** Rows of `sql` in `database` (the directory unless named). */
export function d1Query(stateDir, sql, database = DIRECTORY_DATABASE) {
  const out = wrangler(
    ["d1", "execute", database, "--local", ...apiConfig, "--persist-to", stateDir, "--json", "--command", sql],
    {
      capture: true,
    },
  );
  return JSON.parse(out)[0]?.results ?? [];
}

/** The same self-describing scrypt format as the API (worker-api/src/lib/password.ts). */
export function hashPassword(password) {
  const [N, r, p] = [16384, 8, 5];
  const salt = randomBytes(16).toString("base64url");
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt}$${key.toString("base64url")}`;
}

export { sqlText } from "./sql-text.mjs";

export function runSqlFile(stateDir, sql, database = DIRECTORY_DATABASE) {
  const dir = join(stateDir, "tmp");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `seed-${process.pid}-${Date.now()}.sql`);
  writeFileSync(file, sql);
  wrangler(["d1", "execute", database, "--local", ...apiConfig, "--persist-to", stateDir, "--file", file], {
    capture: true,
  });
}
