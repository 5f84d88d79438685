// The one way `npm run deploy` calls wrangler: each call a child process whose output is captured,
// with what `wrangler deploy` reports (its output file) read back. Tests hand the deploy a stand-in
// with the same shape that records the calls and answers as an account would.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { quietWranglerEnv, wranglerBin } from "../local-d1.mjs";

/**
 * @typedef {{ status: number, stdout: string, stderr: string, outputs: Record<string, unknown>[] }} WranglerResult
 * @typedef {(args: string[], options?: { env?: Record<string, string>, timeoutMs?: number }) => Promise<WranglerResult>} WranglerRunner
 */

/** Wrangler as installed in the checkout at `root`; a call that runs past `timeoutMs` is stopped and fails. */
export function wranglerRunner(root) {
  /** @type {WranglerRunner} */
  return (args, { env = {}, timeoutMs = 10 * 60_000 } = {}) =>
    new Promise((resolve) => {
      const outputDir = mkdtempSync(join(tmpdir(), "larder-deploy-"));
      const outputFile = join(outputDir, "wrangler-output.json");
      // No terminal on stdin: wrangler asks nothing and confirms nothing it would ask a person.
      const child = spawn(process.execPath, [wranglerBin, ...args], {
        cwd: root,
        env: { ...process.env, ...quietWranglerEnv, ...env, WRANGLER_OUTPUT_FILE_PATH: outputFile },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      const timer = setTimeout(() => {
        stderr += `\nwrangler ${args.slice(0, 3).join(" ")} gave no answer within ${timeoutMs / 1000} s.`;
        child.kill("SIGTERM");
      }, timeoutMs);
      const finish = (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr, outputs: readOutputs(outputFile) });
        rmSync(outputDir, { recursive: true, force: true });
      };
      child.on("error", (error) => {
        stderr += error.message;
        finish(1);
      });
      child.on("close", (code) => finish(code ?? 1));
    });
}

/** Wrangler's output file: one JSON object a line (`{"type": "deploy", "targets": [...]}` and others). */
function readOutputs(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}
