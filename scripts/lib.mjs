// Shared steps of the dev, test, bench and soak commands (and the end-to-end tests' setup):
// secrets for local runs, migrations, the seeded households, the build, both workers, Chromium. Plain Node (no TypeScript) so they run before anything is built.
// Local D1 itself (wrangler, queries, SQL files) lives in local-d1.mjs, which the seeds share.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import {
  applyMigrations,
  DEMO_ACCOUNT,
  d1Query,
  hashPassword,
  quietWranglerEnv,
  root,
  run,
  runSqlFile,
  SHARD_DATABASES,
  wrangler,
  wranglerBin,
} from "./local-d1.mjs";
import { writeServiceWorker } from "./service-worker.mjs";
import { importTypeScript } from "./import-typescript.mjs";

const remixBin = join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js");

export { DEMO_ACCOUNT, d1Query, quietWranglerEnv, root, run };

/** Local secrets with safe random defaults; never committed (.gitignore). */
export function ensureDevVars() {
  const files = [
    {
      path: join(root, ".dev.vars"),
      vars: { ENVIRONMENT: "development", SESSION_SECRET: randomBytes(32).toString("hex") },
    },
    {
      path: join(root, "worker-api", ".dev.vars"),
      vars: { ENVIRONMENT: "development", JWT_SECRET: randomBytes(32).toString("hex") },
    },
  ];
  for (const { path, vars } of files) {
    if (existsSync(path)) continue;
    writeFileSync(
      path,
      Object.entries(vars)
        .map(([key, value]) => `${key}=${value}`)
        .join("\n") + "\n",
      { mode: 0o600 },
    );
    console.log(`Wrote ${path.slice(root.length + 1)} with fresh local secrets.`);
  }
}

/**
 * The API's own naming rules, for rows the seeds write as SQL: the store section a shopping line
 * is filed in, and the key an ingredient's name merges by.
 */
const apiNaming = async () =>
  importTypeScript(
    'export { sectionOf } from "./worker-api/src/shopping/sections"; export { mergeKey } from "./worker-api/src/shopping/names";',
  );

/** Seeds the demo household unless the demo account already exists. */
export async function seedDemo(stateDir) {
  if (d1Query(stateDir, `SELECT id FROM users WHERE email = '${DEMO_ACCOUNT.email}'`).length) return false;
  const { DEMO_SHARD, demoDirectorySql, demoShardSql } = await import("./seed-demo.mjs");
  runSqlFile(stateDir, demoDirectorySql(hashPassword(DEMO_ACCOUNT.password)));
  const [group] = d1Query(
    stateDir,
    `SELECT g.id, g.owner_id FROM groups g JOIN users u ON u.id = g.owner_id WHERE u.email = '${DEMO_ACCOUNT.email}' AND g.is_personal = 1`,
  );
  runSqlFile(
    stateDir,
    demoShardSql(group.id, group.owner_id, new Date(), await apiNaming()),
    SHARD_DATABASES[DEMO_SHARD],
  );
  return true;
}

/**
 * The upgrade step (upgrade.mjs: what an earlier Larder left is brought forward first), migrations
 * and the demo household on local D1 in `stateDir`; with `large`, the benchmark's large
 * household beside it (on a fresh database only). Answers whether the demo household was seeded now.
 */
export async function prepareDatabase(stateDir, { large = false } = {}) {
  const { upgradeWithWrangler } = await import("./upgrade.mjs");
  await upgradeWithWrangler({ persistTo: stateDir });
  applyMigrations(stateDir);
  const seeded = await seedDemo(stateDir);
  if (large) {
    const { seedLarge } = await import("./seed-large.mjs");
    seedLarge(stateDir, await apiNaming());
  }
  return seeded;
}

/**
 * A production build of the web worker (vitest sets NODE_ENV=test, which would make a 1.6 MB dev
 * build), and the service worker that keeps its files.
 */
export function buildWeb() {
  run(process.execPath, [remixBin, "build"], { env: { NODE_ENV: "production" }, capture: true });
  writeServiceWorker();
}

/**
 * Starts both workers under `wrangler dev` with local D1 in `stateDir`. Each run gets its own
 * dev registry, so a test run and a dev server never bind to each other's API worker.
 */
export function startWorkers({
  stateDir,
  port,
  apiPort,
  stdio = "inherit",
  vars = {},
  apiVars = {},
  apiOnly = false,
  registry = join(stateDir, "registry"),
}) {
  const env = {
    ...process.env,
    ...quietWranglerEnv,
    WRANGLER_REGISTRY_PATH: registry,
    ...localRequestCf(stateDir),
  };
  const common = [
    "--ip",
    "127.0.0.1",
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    // The addresses the API hands out (a calendar feed, a shared recipe) open on the web app.
    ...Object.entries({ WEB_ORIGIN: `http://127.0.0.1:${port}`, ...vars }).flatMap(([name, value]) => [
      "--var",
      `${name}:${value}`,
    ]),
  ];
  // Each worker gets its own inspector port: two at once would both try 9229.
  const start = (config, workerPort, ownVars = {}) =>
    spawn(
      process.execPath,
      [
        wranglerBin,
        "dev",
        "-c",
        config,
        "--port",
        String(workerPort),
        "--inspector-port",
        String(workerPort + 1000),
        ...common,
        ...Object.entries(ownVars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      ],
      {
        cwd: root,
        env,
        stdio,
        detached: process.platform !== "win32",
      },
    );
  const api = start("worker-api/wrangler.toml", apiPort, apiVars);
  const children = apiOnly ? [api] : [api, start("wrangler.toml", port)];
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      child.kill(name);
    }
  };
  const running = () => children.filter((child) => child.exitCode === null && child.pid !== undefined);
  // Resolves once both are gone. wrangler does not always leave on SIGTERM (its workerd processes
  // outlived the parent that signalled them), so after five seconds what is left is killed.
  const stop = async () => {
    const left = running();
    const exited = Promise.all(left.map((child) => new Promise((resolve) => child.once("exit", resolve))));
    for (const child of left) signal(child, "SIGTERM");
    const late = setTimeout(() => running().forEach((child) => signal(child, "SIGKILL")), 5000);
    await exited;
    clearTimeout(late);
  };
  return { children, stop };
}

/**
 * What Cloudflare would tell the workers about a visitor of this machine (`request.cf`): its own
 * time zone above all, which pages use for times until the browser's script has said its own
 * (and always without JavaScript). Without it `wrangler dev` would invent a visitor in Texas;
 * with the fetch of the real object turned off (no network needed), it reads this file instead.
 */
function localRequestCf(stateDir) {
  const path = join(stateDir, "cf.json");
  mkdirSync(stateDir, { recursive: true });
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  writeFileSync(path, JSON.stringify({ colo: "LOCAL", country: "XX", timezone, httpProtocol: "HTTP/1.1" }));
  return { CLOUDFLARE_CF_FETCH_ENABLED: "true", CLOUDFLARE_CF_FETCH_PATH: path };
}

/**
 * Where `npm run dev` on `stateDir` tells the operator's commands how to reach its API: its port
 * and the operator key it started the API with (`SHARD_ADMIN_TOKEN`), readable by this user only.
 * Commands that change the local D1 (`npm run shard:move`) go through the running API instead of
 * opening the same SQLite files from a second process, which would lock readers out.
 */
export const devServerFile = (stateDir) => join(stateDir, "dev-server.json");

/** The running dev server of `stateDir`, or null when none is (no file, or its process is gone). */
export function runningDevServer(stateDir) {
  let server;
  try {
    server = JSON.parse(readFileSync(devServerFile(stateDir), "utf8"));
    process.kill(server.pid, 0);
  } catch {
    return null;
  }
  return server;
}

/** Resolves once `url` answers (any status below 500), or fails after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${url}: ${lastError?.message ?? "no answer"}`);
}

/** Resolves once both workers answer: the API's health check and the web app's login page. */
export function waitForWorkers({ port, apiPort }, timeoutMs) {
  return Promise.all([
    waitForHttp(`http://127.0.0.1:${apiPort}/v1/health`, timeoutMs),
    waitForHttp(`http://127.0.0.1:${port}/login`, timeoutMs),
  ]);
}

/**
 * Runs `measure` against both workers built and started on a fresh local D1 in a temporary folder
 * (the demo household, and the large one with `large`), then stops them and deletes the folder.
 */
export async function withFreshApp({ name, port, apiPort, large = false, vars = {} }, measure) {
  const stateDir = mkdtempSync(join(tmpdir(), `larder-${name}-`));
  let workers;
  try {
    ensureDevVars();
    console.log(`Preparing a fresh local D1 with the demo${large ? " and a large" : ""} household…`);
    await prepareDatabase(stateDir, { large });
    console.log("Building the web app…");
    buildWeb();
    workers = startWorkers({ stateDir, port, apiPort, stdio: "ignore", vars });
    await waitForWorkers({ port, apiPort }, 90_000);
    return await measure({ stateDir });
  } finally {
    await workers?.stop();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(stateDir, { recursive: true, force: true });
  }
}

/** The API worker as wrangler would deploy it (`--outdir` resolves against the config's folder). */
export function buildApi(outdir = "../dist/api") {
  run(process.execPath, [wranglerBin, "deploy", "--dry-run", "--outdir", outdir], {
    capture: true,
    cwd: join(root, "worker-api"),
  });
}

/** Gzip size of the JavaScript and WebAssembly files in a folder. */
export function gzipSizeOfDir(dir) {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isFile() && /\.(m?js|wasm)$/.test(name))
      total += gzipSync(readFileSync(path), { level: 9 }).length;
  }
  return total;
}

/** The deployable size of both workers, from `wrangler deploy --dry-run --outdir`. */
export function workerSizes() {
  wrangler(["deploy", "--dry-run", "--outdir", "dist/web"], { capture: true });
  buildApi();
  return {
    "larder-web": gzipSizeOfDir(join(root, "dist", "web")),
    "larder-api": gzipSizeOfDir(join(root, "dist", "api")),
  };
}

/** The Chromium that the end-to-end tests and Lighthouse drive: CHROMIUM_PATH, or Debian's package. */
export function findChromium() {
  return [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (path) => path && existsSync(path),
  );
}

/**
 * A private IPv4 address for `CF-Connecting-IP`: each browser or client a test or benchmark drives
 * counts as a device of its own against the sign-in and registration limits (Cloudflare sets the
 * header in production; `wrangler dev` passes it through).
 */
export const randomClientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/** Chromium's switches for this closed network: no sandbox, no GPU, no background connections. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
