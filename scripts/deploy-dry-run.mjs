// `npm run deploy:dry-run`: what `wrangler deploy` would upload for each worker, and its gzip size.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildApi, buildWeb, root, wrangler } from "./lib.mjs";

function gzipSizeOf(dir) {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isFile() && /\.(m?js|wasm)$/.test(name)) total += gzipSync(readFileSync(path), { level: 9 }).length;
  }
  return total;
}

buildWeb();
wrangler(["deploy", "--dry-run", "--outdir", "dist/web"], { capture: true });
buildApi();
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizes = { "larder-web": gzipSizeOf(join(root, "dist", "web")), "larder-api": gzipSizeOf(join(root, "dist", "api")) };
for (const [name, bytes] of Object.entries(sizes)) console.log(`${name.padEnd(11)} ${kib(bytes)} gzip`);
