// `npm run deploy:dry-run`: what `wrangler deploy` would upload for each worker, and its gzip size.
import { buildWeb, workerSizes } from "./lib.mjs";

buildWeb();
for (const [name, bytes] of Object.entries(workerSizes()))
  console.log(`${name.padEnd(11)} ${(bytes / 1024).toFixed(1)} KiB gzip`);
