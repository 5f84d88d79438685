import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, expect, type RunnerTask } from "vitest";
import { closeBrowser, closePages, launchBrowser } from "./browser";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** Every failed try of a test, one JSON line each: `npm test` names the tests that passed only when tried again. */
const FAILED_TRIES_FILE = resolve(root, "dist/test-results/e2e-failed-tries.jsonl");

beforeAll(launchBrowser);
afterAll(closeBrowser);

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    mkdirSync(dirname(FAILED_TRIES_FILE), { recursive: true });
    const file = relative(root, task.file.filepath);
    const name = [...suiteNames(task.suite), task.name].join(" ");
    const error = task.result?.errors?.at(-1);
    const message = `${error?.name ?? "Error"}: ${error?.message ?? ""}`.split("\n").slice(0, 8).join("\n");
    appendFileSync(
      FAILED_TRIES_FILE,
      `${JSON.stringify({ file, name, try: (task.result?.retryCount ?? 0) + 1, message })}\n`,
    );
  });
});

/** The names of the describe blocks around a test, outermost first (the file's own task is not one). */
function suiteNames(suite: RunnerTask["suite"]): string[] {
  if (!suite || "filepath" in suite) return [];
  return [...suiteNames(suite.suite), suite.name];
}

// A script error in a page fails the test that opened it, even when the screen still looked right.
afterEach(async () => {
  expect(await closePages()).toEqual([]);
});
