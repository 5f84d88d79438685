// `npm test`: every test layer (tests/api, tests/web, tests/e2e) on a fresh machine.
// Finds Chromium (installing Debian's package when running as root), runs `npm run lint` (ESLint,
// Prettier, knip, gql.tada check, madge's import-cycle check), builds both workers,
// runs vitest, and closes with one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildApi, buildWeb, findChromium, root } from "./lib.mjs";

function ensureChromium() {
  if (findChromium()) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    console.error(
      "The end-to-end tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) " +
        "or point CHROMIUM_PATH at a Chromium binary, then run `npm test` again.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the end-to-end tests…");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

ensureChromium();
console.log("Lint, format, unused code, GraphQL documents and import cycles (npm run lint)…");
const lint = spawnSync("npm", ["run", "--silent", "lint"], { cwd: root, stdio: "inherit" });
if (lint.status !== 0) process.exit(lint.status ?? 1);
console.log("Building both workers…");
buildWeb();
buildApi();

const resultsDir = join(root, "dist", "test-results");
mkdirSync(resultsDir, { recursive: true });
const resultsFile = join(resultsDir, "vitest.json");
const vitest = spawnSync(
  process.execPath,
  [
    join(root, "node_modules", "vitest", "vitest.mjs"),
    "run",
    "--config",
    "tests/vitest.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${resultsFile}`,
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  },
);

if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, "utf8"));
  if (results.numFailedTests > 0) printAppLogTail(join(resultsDir, "e2e-app.log"));
  console.log(
    `\n${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`,
  );
}

/**
 * After a failed run, the end of what the end-to-end tests' app printed, last in the output where
 * a CI summary keeps it: a worker that stopped answering says why only there. Static files are left
 * out; they are most of the log and never the cause.
 */
function printAppLogTail(logFile) {
  if (!existsSync(logFile)) return;
  const lines = readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => !/] (GET|HEAD) \/(build\/|favicon|sw\.js|v1\/health)/.test(line));
  console.log(`\nThe last lines the end-to-end tests' app printed (${logFile}):`);
  console.log(lines.slice(-60).join("\n"));
}
process.exit(vitest.status ?? 1);
