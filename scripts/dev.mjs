// `npm run dev`: local secrets, migrations and the demo household on local D1, a production
// build, then both workers: the web app on PORT (8787) and the API on API_PORT (8788).
// The API also answers the operator's routes, with a key of this run's own that it leaves in the
// state directory for `npm run shard:move` (lib.mjs, `devServerFile`).
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildWeb,
  DEMO_ACCOUNT,
  devServerFile,
  ensureDevVars,
  prepareDatabase,
  root,
  startWorkers,
  waitForWorkers,
} from "./lib.mjs";
import { UpgradeError } from "./upgrade-steps.mjs";

const port = Number(process.env.PORT ?? 8787);
const apiPort = Number(process.env.API_PORT ?? 8788);
const stateDir = process.env.LARDER_STATE_DIR ?? join(root, ".wrangler", "state");

ensureDevVars();
console.log("Applying migrations to local D1…");
try {
  if (await prepareDatabase(stateDir)) console.log("Seeded the demo household.");
} catch (error) {
  // An upgrade that stops says why in plain words, having dropped nothing (upgrade-steps.mjs).
  if (!(error instanceof UpgradeError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// `npm test` builds the web app before its two vitest runs start and says so: the end-to-end
// tests' app then starts on that build, so the web tests running beside it never meet it rewritten.
if (process.env.LARDER_WEB_BUILT === "1") console.log("Using the web app `npm test` built.");
else {
  console.log("Building the web app…");
  buildWeb();
}

const operatorKey = randomBytes(24).toString("hex");
const workers = startWorkers({ stateDir, port, apiPort, apiVars: { SHARD_ADMIN_TOKEN: operatorKey } });
writeFileSync(devServerFile(stateDir), JSON.stringify({ pid: process.pid, apiPort, operatorKey }), { mode: 0o600 });
const forgetServer = () => rmSync(devServerFile(stateDir), { force: true });
process.on("exit", forgetServer);
const shutdown = async () => {
  await workers.stop();
  process.exit(0);
};
// Importing wrangler (the upgrade's platform proxy) adds handlers that exit at once on these
// signals, before ours could stop the workers, which then outlived `npm run dev` holding their
// ports. Ours replace them: the workers stop first, then this process.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.removeAllListeners(signal);
  process.on(signal, shutdown);
}
for (const child of workers.children) {
  child.on("exit", async (code) => {
    if (code && code !== 0) {
      console.error(`A worker stopped with exit code ${code}; stopping the other.`);
      await workers.stop();
      process.exit(code);
    }
  });
}

await waitForWorkers({ port, apiPort });
console.log(`
  Larder is running.
    Web app  http://127.0.0.1:${port}
    API      http://127.0.0.1:${apiPort}  (GET /v1/health, GraphQL at /v1/api)
  Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
  Press Ctrl-C to stop.
`);
