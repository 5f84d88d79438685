// The workers' TypeScript modules, imported into a Node script: esbuild bundles a module's text
// (re-exports, resolved from the repository's root) into a temporary file, which is then imported.
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..");

/**
 * Answers the module whose text is `source`, e.g. `export { sectionOf } from "./worker-api/src/shopping/sections"`.
 * `platform` "node" keeps Node's built-ins importable (as graphql-js needs).
 */
export async function importTypeScript(source, { platform = "neutral" } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "larder-ts-"));
  const outfile = join(dir, "module.mjs");
  try {
    await build({
      stdin: { contents: source, resolveDir: root, loader: "ts" },
      bundle: true,
      format: "esm",
      platform,
      outfile,
      logLevel: "warning",
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
