// `npm run deploy`'s steps against a stand-in for wrangler (fake-cloudflare.ts): a fresh account,
// a second run, a run after one that stopped half way, a step that fails, an earlier Larder from
// before shards (upgraded, or its upgrade failing), no sign-in; and the dry run and the missing
// sign-in as a person meets them, by running the command.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { DeployStopped, NotSignedIn, runDeploy, stoppedMessage } from "../../scripts/deploy/run.mjs";
import { PLANNING_TABLES } from "../../scripts/upgrade-steps.mjs";
import beforeShards from "../fixtures/upgrade/before-shards.json";
import { ACCOUNT, FakeCloudflare, SUBDOMAIN } from "./fake-cloudflare";

const repo = resolve(import.meta.dirname, "../..");
const WEB = `https://larder-web.${SUBDOMAIN}`;
const DATABASES = ["larder", "larder-shard-0", "larder-shard-1"];
const HEX_SECRET = /^[0-9a-f]{64}$/;

let root: string;
let fake: FakeCloudflare;
let builds: number;
let healthChecks: string[];
let logged: string[];

/** A checkout of the committed configs and migrations only: the steps read those and write beside them. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "larder-deploy-test-"));
  mkdirSync(join(root, "worker-api"));
  for (const file of ["wrangler.toml", "worker-api/wrangler.toml"]) cpSync(join(repo, file), join(root, file));
  for (const dir of ["migrations", "migrations-shard"]) cpSync(join(repo, dir), join(root, dir), { recursive: true });
  fake = new FakeCloudflare(root);
  builds = 0;
  healthChecks = [];
  logged = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function deploy(options: { webOrigin?: string } = {}) {
  return runDeploy({
    root,
    wrangler: fake.runner,
    build: () => {
      builds++;
    },
    fetch: (async (url: string) => {
      healthChecks.push(url);
      return new Response('{"status":"ok"}', { status: 200 });
    }) as typeof fetch,
    log: (line: string) => logged.push(line),
    accountId: undefined,
    healthRetryMs: 1,
    ...options,
  });
}

/** Each call as its first words (`d1 create larder`), in order. */
const callLines = (calls: string[][]) =>
  calls.map((args) => {
    if (args[0] === "deploy" || args[0] === "secret")
      return `${args[0]} ${args[1] === "list" ? "list " : ""}${args[args.indexOf("-c") + 1]}`;
    if (args[0] === "whoami") return "whoami";
    return args.slice(0, args[1] === "migrations" ? 4 : 3).join(" ");
  });

const deployCalls = (calls: string[][]) => calls.filter((args) => args[0] === "deploy");
const generatedConfig = () => readFileSync(join(root, "worker-api/wrangler.deploy.toml"), "utf8");

const DIRECTORY_MIGRATIONS = readdirSqlFiles(join(repo, "migrations"));
const SHARD_MIGRATIONS = readdirSqlFiles(join(repo, "migrations-shard"));
const migrationsOn = async (database: string) =>
  (await fake.rows(database, "SELECT name FROM d1_migrations ORDER BY id")).map((row) => row.name);

/** Each planning table's keys (ids; applied changes by their change's id), in order. */
async function planningKeys(database: string) {
  const keys: Record<string, unknown[]> = {};
  for (const [table] of PLANNING_TABLES) {
    const key = table === "applied_changes" ? "change_id" : "id";
    keys[table] = (await fake.rows(database, `SELECT "${key}" AS key FROM "${table}" ORDER BY 1`)).map(
      (row) => row.key,
    );
  }
  return keys;
}

/**
 * The account of a household on the last Larder from before shards: the one database `larder`,
 * at its migration 0034, holding a row of every kind (tests/fixtures/upgrade). Answers its
 * planning rows' keys.
 */
async function accountBeforeShards() {
  fake.addDatabase("larder");
  const directory = fake.d1("larder");
  const { migrations, rows } = beforeShards.databases.directory;
  await directory.exec(
    "CREATE TABLE d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
  );
  for (const { name, statements } of migrations)
    await directory.batch([
      ...statements.map((statement) => directory.prepare(statement)),
      directory.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
    ]);
  await directory.batch(rows.map((statement) => directory.prepare(statement)));
  const keys = await planningKeys("larder");
  for (const table of ["recipes", "meals", "shopping_items", "pantry_items", "applied_changes"])
    expect(keys[table], `the earlier Larder's ${table}`).not.toEqual([]);
  return keys;
}

/** Where in the calls the first `d1 execute` on `database` whose SQL contains `text` is. */
const executeAt = (database: string, text: string) =>
  fake.calls.findIndex(
    (args) =>
      args[0] === "d1" && args[1] === "execute" && args[2] === database && args.some((arg) => arg.includes(text)),
  );

describe("npm run deploy against an account", () => {
  beforeEach(() => fake.start());
  afterEach(() => fake.dispose());

  it("on a fresh account creates everything, migrates, sets secrets, deploys the API then the web, and checks health", async () => {
    const address = await deploy();

    expect(address).toBe(WEB);
    expect(callLines(fake.calls)).toEqual([
      "whoami",
      "d1 list --json",
      "d1 create larder",
      "d1 list --json",
      "d1 create larder-shard-0",
      "d1 list --json",
      "d1 create larder-shard-1",
      "d1 list --json",
      "r2 bucket list",
      "r2 bucket create",
      // The upgrade: has the directory been migrated before (by a Larder from before shards)?
      "d1 execute larder",
      // The shards before the directory, whose migrations hand planning rows over to shard 0.
      "d1 migrations apply larder-shard-0",
      "d1 migrations apply larder-shard-1",
      "d1 migrations apply larder",
      "d1 execute larder-shard-1",
      "secret list worker-api/wrangler.deploy.toml",
      "deploy worker-api/wrangler.deploy.toml",
      "secret list wrangler.toml",
      "deploy wrangler.toml",
      // Now that the web's address is known, the API gets it as WEB_ORIGIN.
      "deploy worker-api/wrangler.deploy.toml",
    ]);
    expect(builds).toBe(1);
    expect(logged).toContain("  nothing to bring forward");
    expect([...fake.databases.keys()].sort()).toEqual(DATABASES);
    expect(await migrationsOn("larder")).toEqual(DIRECTORY_MIGRATIONS);
    for (const shard of ["larder-shard-0", "larder-shard-1"])
      expect(await migrationsOn(shard)).toEqual(SHARD_MIGRATIONS);
    expect([...fake.buckets]).toEqual(["larder-photos"]);

    // Every database was migrated through a config that names its own id; the committed one keeps its placeholders.
    expect(fake.migrated.map((m) => [m.database, m.idInConfig])).toEqual(
      ["larder-shard-0", "larder-shard-1", "larder"].map((name) => [name, fake.databases.get(name)]),
    );
    for (const id of fake.databases.values()) expect(generatedConfig()).toContain(`database_id = "${id}"`);
    expect(generatedConfig()).not.toContain("00000000-0000-0000-0000-00000000000");
    expect(readFileSync(join(root, "worker-api/wrangler.toml"), "utf8")).toBe(
      readFileSync(join(repo, "worker-api/wrangler.toml"), "utf8"),
    );
    for (const generated of ["worker-api/wrangler.deploy.toml", ".deploy/state.json"])
      expect(spawnSync("git", ["check-ignore", "-q", generated], { cwd: repo }).status).toBe(0);

    // Shard 1 counts its ids from 2^25; shard 0 from 0, SQLite's own start.
    const idRanges = fake.callsOf("d1", "execute").filter((args) => !args.includes("--json"));
    expect(idRanges).toHaveLength(1);
    expect(idRanges[0]!.join(" ")).toContain(`seq = ${2 ** 25}`);

    const api = fake.workers.get("larder-api")!;
    const web = fake.workers.get("larder-web")!;
    expect([...api.secrets.keys()]).toEqual(["JWT_SECRET"]);
    expect(api.secrets.get("JWT_SECRET")).toMatch(HEX_SECRET);
    expect([...web.secrets.keys()]).toEqual(["SESSION_SECRET"]);
    expect(web.secrets.get("SESSION_SECRET")).toMatch(HEX_SECRET);
    expect(logged.join("\n")).not.toContain(api.secrets.get("JWT_SECRET"));
    expect(logged.join("\n")).not.toContain(web.secrets.get("SESSION_SECRET"));
    expect(api.vars).toEqual({ WEB_ORIGIN: WEB });

    expect(healthChecks).toEqual([`${WEB}/v1/health`]);
    // Every call after the sign-in check goes to the account the check found.
    expect(fake.callEnvs.slice(1).every((env) => env.CLOUDFLARE_ACCOUNT_ID === ACCOUNT.id)).toBe(true);
  });

  it("run again, reuses everything, overwrites no secret, upgrades each database and deploys each worker once", async () => {
    await deploy();
    const secretsBefore = [...fake.workers].map(([name, worker]) => [name, Object.fromEntries(worker.secrets)]);
    const idsBefore = new Map(fake.databases);
    const firstRun = fake.calls.length;

    expect(await deploy()).toBe(WEB);

    const second = fake.calls.slice(firstRun);
    const secondLog = logged.slice(logged.lastIndexOf("1/15 Check the Cloudflare sign-in"));
    expect(second.filter((args) => args.includes("create"))).toEqual([]);
    // The upgrade only looks, and every database is up to date already.
    expect(secondLog).toContain("  nothing to bring forward");
    for (const database of DATABASES) expect(secondLog).toContain(`  ${database}: up to date`);
    expect(second.filter((args) => args[1] === "execute" && !args.includes("--json")).map((args) => args[2])).toEqual([
      "larder-shard-1",
    ]);
    expect(second.filter((args) => args.includes("--secrets-file"))).toEqual([]);
    expect([...fake.workers].map(([name, worker]) => [name, Object.fromEntries(worker.secrets)])).toEqual(
      secretsBefore,
    );
    expect(fake.databases).toEqual(idsBefore);
    expect(fake.migrated.slice(3).map((m) => m.database)).toEqual(["larder-shard-0", "larder-shard-1", "larder"]);
    // The web's address is remembered, so the API is deployed with it at once, and only once.
    expect(callLines(deployCalls(second))).toEqual(["deploy worker-api/wrangler.deploy.toml", "deploy wrangler.toml"]);
    expect(deployCalls(second)[0]).toContain(`WEB_ORIGIN:${WEB}`);
    expect(fake.workers.get("larder-api")!.vars).toEqual({ WEB_ORIGIN: WEB });
  });

  it("after a run that stopped half way, creates only what is missing and keeps the secret already set", async () => {
    const directoryId = fake.addDatabase("larder");
    const shard0Id = fake.addDatabase("larder-shard-0");
    fake.deployWorker("larder-api", { JWT_SECRET: "the-secret-set-by-the-earlier-run-0123456789" });

    expect(await deploy()).toBe(WEB);

    expect(fake.callsOf("d1", "create").map((args) => args[2])).toEqual(["larder-shard-1"]);
    expect(fake.callsOf("r2", "bucket", "create").map((args) => args[3])).toEqual(["larder-photos"]);
    expect(fake.databases.get("larder")).toBe(directoryId);
    expect(fake.databases.get("larder-shard-0")).toBe(shard0Id);
    expect(generatedConfig()).toContain(`database_id = "${directoryId}"`);
    expect(generatedConfig()).toContain(`database_id = "${shard0Id}"`);
    expect(fake.workers.get("larder-api")!.secrets).toEqual(
      new Map([["JWT_SECRET", "the-secret-set-by-the-earlier-run-0123456789"]]),
    );
    const [apiDeploy, webDeploy] = deployCalls(fake.calls);
    expect(apiDeploy).not.toContain("--secrets-file");
    expect(webDeploy).toContain("--secrets-file");
    expect(fake.workers.get("larder-web")!.secrets.get("SESSION_SECRET")).toMatch(HEX_SECRET);
  });

  it("stops at a failed step, says which and how to go on, runs nothing after it, and a second run finishes", async () => {
    fake.failOn = ["migrations", "larder-shard-1"];

    const failure = await deploy().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DeployStopped);
    const stopped = failure as DeployStopped;
    expect(stopped.title).toMatch(/^Upgrade data/);
    const message = stoppedMessage(stopped);
    expect(message).toMatch(/^✘ Step \d+ of \d+ failed: Upgrade data/);
    expect(message).toContain("Migrating larder-shard-1 failed");
    expect(message).toContain("[code: 7500]");
    expect(message).toContain("run `npm run deploy` again");
    expect(callLines(fake.calls).slice(-2)).toEqual([
      "d1 migrations apply larder-shard-0",
      "d1 migrations apply larder-shard-1",
    ]);
    expect(fake.callsOf("d1", "execute").filter((args) => !args.includes("--json"))).toEqual([]);
    expect(fake.callsOf("secret")).toEqual([]);
    expect(deployCalls(fake.calls)).toEqual([]);
    expect(fake.workers.size).toBe(0);
    expect(healthChecks).toEqual([]);

    fake.failOn = null;
    expect(await deploy()).toBe(WEB);
    expect(fake.callsOf("d1", "create")).toHaveLength(3);
    expect(fake.migrated.slice(-3).map((m) => m.database)).toEqual(["larder-shard-0", "larder-shard-1", "larder"]);
  });

  it("upgrades a Larder from before shards: copies its planning rows to shard 0, then the directory lets go of them", async () => {
    const before = await accountBeforeShards();

    expect(await deploy()).toBe(WEB);

    // The copy on shard 0 comes before the directory's 0036 drops the tables, and both before any migrations apply.
    const copy = executeAt("larder-shard-0", 'INSERT INTO "recipes"');
    const drop = executeAt("larder", "0036_planning_rows_leave_the_directory.sql");
    const firstApply = fake.calls.findIndex((args) => args[1] === "migrations");
    expect(copy).toBeGreaterThan(0);
    expect(drop).toBeGreaterThan(copy);
    expect(firstApply).toBeGreaterThan(drop);
    expect(fake.calls.slice(copy).every((args) => !args.includes("worker-api/wrangler.toml"))).toBe(true);
    expect(logged.some((line) => /^ {2}Copied \d+ planning rows of \d+ groups to larder-shard-0/.test(line))).toBe(
      true,
    );

    // Every planning row is on shard 0 with its id; the directory holds none, and every database is up to date.
    expect(await planningKeys("larder-shard-0")).toEqual(before);
    expect(await fake.rows("larder", "SELECT name FROM sqlite_master WHERE name = 'recipes'")).toEqual([]);
    expect(await fake.rows("larder", "SELECT DISTINCT shard FROM groups")).toEqual([{ shard: 0 }]);
    expect(await migrationsOn("larder")).toEqual(DIRECTORY_MIGRATIONS);
    for (const shard of ["larder-shard-0", "larder-shard-1"])
      expect(await migrationsOn(shard)).toEqual(SHARD_MIGRATIONS);
    expect(fake.workers.get("larder-api")!.deploys).toBeGreaterThan(0);
  });

  it("stops at an upgrade whose copy fails, with its reason, the directory as it was, and a second run finishes", async () => {
    const before = await accountBeforeShards();
    fake.failSql = /INSERT INTO "meals"/;

    const failure = await deploy().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DeployStopped);
    const message = stoppedMessage(failure as DeployStopped);
    expect(message).toMatch(/^✘ Step 8 of 15 failed: Upgrade data/);
    expect(message).toContain(
      "  Copying the planning rows to larder-shard-0 failed (wrangler d1 execute larder-shard-0 failed: A request to the Cloudflare API failed. [code: 7500]).",
    );
    expect(message).toContain("Nothing was dropped");
    expect(message).not.toContain("..");
    expect(message).not.toMatch(/^\s+at /m);
    // Nothing after the upgrade ran: no migrations, no id range, no secrets, no worker.
    expect(fake.migrated).toEqual([]);
    expect(executeAt("larder-shard-1", "sqlite_sequence")).toBe(-1);
    expect(fake.callsOf("secret")).toEqual([]);
    expect(deployCalls(fake.calls)).toEqual([]);
    // The directory holds every row still, and its 0036 has not run; what shard 0 got of the copy is gone.
    expect(await planningKeys("larder")).toEqual(before);
    expect(await migrationsOn("larder")).not.toContain("0036_planning_rows_leave_the_directory.sql");
    expect(Object.values(await planningKeys("larder-shard-0")).flat()).toEqual([]);

    fake.failSql = null;
    expect(await deploy()).toBe(WEB);
    expect(await planningKeys("larder-shard-0")).toEqual(before);
    expect(await migrationsOn("larder")).toEqual(DIRECTORY_MIGRATIONS);
  });

  it("without a sign-in stops at once, saying how to sign in, having built and changed nothing", async () => {
    fake.loggedIn = false;

    const failure = await deploy().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(NotSignedIn);
    expect((failure as Error).message).toContain("npx wrangler login");
    expect((failure as Error).message).toContain("CLOUDFLARE_API_TOKEN");
    expect(fake.calls).toEqual([["whoami", "--json"]]);
    expect(builds).toBe(0);
  });
});

/** The environment of a person with no Cloudflare sign-in: a home without wrangler's login, no token. */
function signedOutEnv() {
  const home = mkdtempSync(join(tmpdir(), "larder-signed-out-"));
  onTestFinished(() => rmSync(home, { recursive: true, force: true }));
  const env: Record<string, string> = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config") } as Record<
    string,
    string
  >;
  for (const name of [
    "CLOUDFLARE_API_TOKEN",
    "CLOUDFLARE_API_KEY",
    "CLOUDFLARE_EMAIL",
    "CLOUDFLARE_ACCOUNT_ID",
    "NODE_ENV",
  ])
    delete env[name];
  return env;
}

describe("npm run deploy as a person runs it", () => {
  it("without a sign-in, exits non-zero within seconds with the way to sign in and no stack trace", () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, ["scripts/deploy.mjs"], {
      cwd: repo,
      env: signedOutEnv(),
      encoding: "utf8",
    });

    expect(result.status).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.stderr).toContain("Not signed in to Cloudflare");
    expect(result.stderr).toContain("npx wrangler login");
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/^\s+at /m);
  });

  it("--dry-run prints every database, bucket, secret, migration and worker in order, with the workers' sizes", () => {
    // In a copy of the checkout: the dry run builds both workers, and the other projects' tests
    // read this checkout's build while they run.
    const checkout = copyOfCheckout();
    const result = spawnSync("npm", ["run", "--silent", "deploy", "--", "--dry-run"], {
      cwd: checkout,
      env: signedOutEnv(),
      encoding: "utf8",
      timeout: 280_000,
    });

    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const out = result.stdout;
    const inOrder = [
      "1/15 Check the Cloudflare sign-in",
      "Build the web worker",
      "D1 database larder (the directory, binding DB)",
      "D1 database larder-shard-0 (shard 0, binding SHARD_0)",
      "D1 database larder-shard-1 (shard 1, binding SHARD_1)",
      "R2 bucket larder-photos",
      "Write worker-api/wrangler.deploy.toml",
      "Upgrade data",
      "larder-shard-0 (../migrations-shard)",
      "0006_synced_lines_say_what_meals_hold.sql",
      "larder-shard-1 (../migrations-shard)",
      "0006_synced_lines_say_what_meals_hold.sql",
      "larder (../migrations)",
      "0000_init.sql",
      "0036_planning_rows_leave_the_directory.sql",
      "Id range of larder-shard-1",
      "Secrets of larder-api",
      "JWT_SECRET",
      "Deploy larder-api (",
      "Durable Object ShoppingListRoom",
      "Secrets of larder-web",
      "SESSION_SECRET",
      "Deploy larder-web (",
      "WEB_ORIGIN",
      "15/15 Check /v1/health through larder-web",
    ];
    // Each in turn, after the one before it: the plan's order is the deploy's.
    let from = 0;
    const missingInOrder = inOrder.filter((text) => {
      const at = out.indexOf(text, from);
      if (at >= 0) from = at + text.length;
      return at < 0;
    });
    expect(missingInOrder).toEqual([]);
    for (const dir of ["migrations", "migrations-shard"])
      for (const file of readdirSqlFiles(join(repo, dir))) expect(out).toContain(file);
    const sizes = [...out.matchAll(/Deploy (larder-\w+) \((\d+\.\d) KiB gzip\)/g)].map((match) => [
      match[1],
      Number(match[2]),
    ]);
    expect(sizes.map(([name]) => name)).toEqual(["larder-api", "larder-web"]);
    for (const [, kib] of sizes) expect(kib).toBeGreaterThan(10);
    expect(out).toContain("nothing was changed");
  }, 300_000);
});

/** The checkout's sources in a temporary folder, its node_modules linked (deleted after the test). */
function copyOfCheckout() {
  const copy = mkdtempSync(join(tmpdir(), "larder-checkout-"));
  const skip = new Set([join(repo, "public/build"), join(repo, "public/sw.js")]);
  for (const entry of SOURCES)
    cpSync(join(repo, entry), join(copy, entry), { recursive: true, filter: (source) => !skip.has(source) });
  symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
  onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
  return copy;
}
const SOURCES = [
  "app",
  "worker-api",
  "drizzle",
  "public",
  "scripts",
  "migrations",
  "migrations-shard",
  "package.json",
  "remix.config.js",
  "tsconfig.json",
  "wrangler.toml",
];

function readdirSqlFiles(dir: string) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
}
