import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { prepareDatabase } from "../../scripts/lib.mjs";

const root = resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.E2E_PORT ?? 8797);
const API_PORT = Number(process.env.E2E_API_PORT ?? 8798);

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
    /** The app's local D1, for the operator's commands (`npm run shard:move`). */
    stateDir: string;
  }
}

/** Stops the app's process group; one that already exited is fine. */
function stop(app: ChildProcess) {
  try {
    process.kill(-app.pid!, "SIGTERM");
  } catch {
    // Already gone.
  }
}

async function waitUntilReady(app: ChildProcess, output: () => string) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`npm run dev exited early (${app.exitCode}):\n${output()}`);
    if (output().includes("Larder is running.")) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`npm run dev did not start in time:\n${output()}`);
}

/**
 * `wrangler dev` (4.84) forwards each request from its proxy to the worker over pooled connections
 * that both ends close after 5 s idle. A request sent to a connection at that moment fails before it
 * reaches the worker: a form post answers 503 "Your worker restarted mid-request", and a page load
 * waits in the proxy's retry queue until some later request arrives (a 30 s timeout in a test that
 * sends nothing else). Measured: 3 of 33 posts sent 4.8-5.2 s apart failed; with a request each second
 * beside them, 0 of 70. Newer wrangler fixes this but needs Node 22; until then the tests' app gets a
 * health check each second (through the web worker, so its binding to the API stays warm too).
 */
function keepConnectionsWarm(urls: string[]) {
  const timer = setInterval(() => {
    for (const url of urls)
      fetch(url, { signal: AbortSignal.timeout(5_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => {
          // A slow or failed check is the tests' to notice, not this timer's.
        });
  }, 1_000);
  return () => clearInterval(timer);
}

/** Starts the app exactly as the README does (`npm run dev`), on its own ports and a fresh local D1. */
export default async function setup(project: TestProject) {
  const stateDir = mkdtempSync(join(tmpdir(), "larder-e2e-"));
  // The benchmark's large household (2,000 recipes, 20,000 meals) beside the demo one, so journeys
  // run at the size a busy household reaches. `npm run dev` then finds the demo already seeded.
  await prepareDatabase(stateDir, { large: true });
  let log = "";
  const app = spawn("npm", ["run", "dev"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      LARDER_STATE_DIR: stateDir,
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  app.stdout!.on("data", (chunk) => (log += chunk));
  app.stderr!.on("data", (chunk) => (log += chunk));
  try {
    await waitUntilReady(app, () => log);
  } catch (error) {
    stop(app);
    throw error;
  }
  const stopKeepingWarm = keepConnectionsWarm([
    `http://127.0.0.1:${PORT}/v1/health`,
    `http://127.0.0.1:${API_PORT}/v1/health`,
  ]);
  project.provide("baseURL", `http://127.0.0.1:${PORT}`);
  project.provide("apiURL", `http://127.0.0.1:${API_PORT}`);
  project.provide("stateDir", stateDir);

  return async () => {
    stopKeepingWarm();
    stop(app);
    // The app's own output, for reading after a failed run (CI keeps dist/test-results).
    const results = join(root, "dist", "test-results");
    mkdirSync(results, { recursive: true });
    writeFileSync(join(results, "e2e-app.log"), log);
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(stateDir, { recursive: true, force: true });
  };
}
