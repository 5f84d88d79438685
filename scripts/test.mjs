// `npm test`: every test layer (tests/api, tests/web, tests/e2e) on a fresh machine.
// Finds Chromium (installing Debian's package when running as root), runs `npm run lint` (ESLint,
// Prettier, knip, gql.tada check, madge's import-cycle check), builds both workers,
// runs vitest (the workers' tests and the end-to-end tests side by side), and closes with one
// summary line.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createInterface } from "node:readline";
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

/**
 * The whole suite runs as two vitest runs at once: the workers' tests (api, web, scripts) and the
 * end-to-end tests. Vitest runs a project whose files go one at a time (e2e: one app, one browser)
 * only after every other project, and on two cores the others get a single worker, so one run took
 * the sum of both (about 44 minutes on CI); side by side they overlap. Arguments (a project, a
 * file) run one vitest as asked.
 */
const askedFor = process.argv.slice(2);
const runs =
  askedFor.length > 0
    ? [{ name: "asked", args: askedFor }]
    : [
        { name: "workers", args: ["--project", "api", "--project", "web", "--project", "scripts"] },
        { name: "e2e", args: ["--project", "e2e"], env: { LARDER_WEB_BUILT: "1" } },
      ];

/** One vitest run, its output passed on line by line (two runs' lines never cut into each other). */
function runVitest({ name, args, env = {} }) {
  const outputFile = join(resultsDir, `vitest-${name}.json`);
  rmSync(outputFile, { force: true });
  const child = spawn(
    process.execPath,
    [
      join(root, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "--config",
      "tests/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${outputFile}`,
      ...args,
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", ...env },
    },
  );
  createInterface({ input: child.stdout }).on("line", (line) => process.stdout.write(`${line}\n`));
  createInterface({ input: child.stderr }).on("line", (line) => process.stderr.write(`${line}\n`));
  return new Promise((resolve) =>
    child.on("close", (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), outputFile })),
  );
}

const failedTriesFile = join(resultsDir, "e2e-failed-tries.jsonl");
rmSync(failedTriesFile, { force: true });
const finished = await Promise.all(runs.map(runVitest));
const reports = finished
  .filter(({ outputFile }) => existsSync(outputFile))
  .map(({ outputFile }) => JSON.parse(readFileSync(outputFile, "utf8")));
if (reports.length > 0) {
  // One report, as a single run would write it, for whoever reads dist/test-results after CI.
  const results = mergedReports(reports);
  writeFileSync(resultsFile, JSON.stringify(results));
  if (results.numFailedTests > 0) printAppLogTail(join(resultsDir, "e2e-app.log"));
  printPassedOnSecondTry(results);
  if (results.numFailedTests > 0) printFailures(results);
  console.log(
    `\n${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`,
  );
}

/** Vitest's JSON reports of several runs as one: counts added, results side by side. */
function mergedReports(reports) {
  const merged = { ...reports[0], testResults: reports.flatMap((report) => report.testResults) };
  for (const [key, value] of Object.entries(reports[0])) {
    if (typeof value === "number" && key !== "startTime")
      merged[key] = reports.reduce((sum, report) => sum + (report[key] ?? 0), 0);
  }
  merged.startTime = Math.min(...reports.map((report) => report.startTime));
  merged.success = reports.every((report) => report.success);
  return merged;
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
/**
 * The end-to-end tests that failed once and passed when tried again (the e2e project's `retry`),
 * with the first failure: flaky, to be fixed, never left unseen behind a green run.
 */
function printPassedOnSecondTry(results) {
  if (!existsSync(failedTriesFile)) return;
  const passed = new Set(
    results.testResults.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === "passed")
        .map((test) => `${pathOf(file)} > ${test.fullName}`),
    ),
  );
  const tries = readFileSync(failedTriesFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((failed) => failed.try === 1 && passed.has(`${failed.file} > ${failed.name}`));
  if (tries.length === 0) return;
  console.log(`\nPassed only on a second try (flaky: fix them):`);
  for (const failed of tries) console.log(`- ${failed.file} > ${failed.name}\n${indented(failed.message)}`);
}

/**
 * Each failed test by its file and name, with the start of its failure, last of all: a CI record
 * that keeps only the end of the output still says what failed (two runs side by side put the
 * e2e run's own summary far above the end).
 */
function printFailures(results) {
  console.log("\nFailed:");
  for (const file of results.testResults) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      console.log(`- ${pathOf(file)} > ${test.fullName}\n${indented((test.failureMessages ?? []).join("\n"))}`);
    }
    // A file that failed before any test ran (a syntax error, a failed beforeAll) has no test to name.
    if (file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"))
      console.log(`- ${pathOf(file)}\n${indented(file.message ?? "")}`);
  }
}

/** A test file's path from the project's root, as the failed tries name it. */
function pathOf(file) {
  return relative(root, file.name);
}

/** The first lines of an error, indented under the test they belong to. */
function indented(text) {
  return text
    .split("\n")
    .slice(0, 12)
    .map((line) => `  ${line}`)
    .join("\n");
}

process.exit(finished.every(({ status }) => status === 0) ? 0 : 1);
