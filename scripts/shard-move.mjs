// `npm run shard:move -- GROUP TO`: moves a group's planning rows to shard TO on the local D1 of
// `npm run dev` (LARDER_STATE_DIR), keeping every id, by asking the API to move it
// (POST /v1/shards/moves). While `npm run dev` runs on that state, its own API makes the move: a
// second process opening the same SQLite files would lock the dev server's reads out
// (SQLITE_BUSY), and the move with them. Otherwise the script starts the API worker on the state
// with an operator key of its own, and stops it after. A page open meanwhile keeps working: the
// move is what the API does, reads and writes follow it.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDevVars, root, runningDevServer, startWorkers, waitForHttp } from "./lib.mjs";

const [group, to] = process.argv.slice(2).map(Number);
if (!Number.isInteger(group) || !Number.isInteger(to)) {
  console.error("Usage: npm run shard:move -- GROUP TO   (a group's id, and the number of the shard to move it to)");
  process.exit(2);
}
const stateDir = process.env.LARDER_STATE_DIR ?? join(root, ".wrangler", "state");

/** Asks the API on `apiPort` to move the group, and says what it did. */
async function move(apiPort, key) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/v1/shards/moves`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ group_id: group, to }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error?.message ?? `The API answered ${response.status}.`);
  console.log(
    answer.from === answer.to
      ? `Group ${group} is on shard ${to} already.`
      : `Moved group ${group} from shard ${answer.from} to shard ${answer.to}: ${answer.rows} rows in ${answer.ms} ms.`,
  );
}

/** The move made by an API worker of the script's own, on the state no dev server has open. */
async function moveAlone() {
  const apiPort = Number(process.env.SHARD_MOVE_PORT ?? 8799);
  const key = randomBytes(24).toString("hex");
  ensureDevVars();
  // A registry of its own: in the dev server's, this worker would take the web app's API binding.
  const registry = mkdtempSync(join(tmpdir(), "larder-shard-move-"));
  const workers = startWorkers({
    stateDir,
    port: apiPort + 1,
    apiPort,
    stdio: "ignore",
    apiOnly: true,
    registry,
    apiVars: { SHARD_ADMIN_TOKEN: key },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/v1/health`, 90_000);
    await move(apiPort, key);
  } finally {
    await workers.stop();
    rmSync(registry, { recursive: true, force: true });
  }
}

try {
  const devServer = runningDevServer(stateDir);
  if (devServer) await move(devServer.apiPort, devServer.operatorKey);
  else await moveAlone();
} catch (error) {
  console.error(`The move did not happen: ${error.message}`);
  process.exitCode = 1;
}
