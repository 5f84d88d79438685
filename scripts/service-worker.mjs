// The service worker as the browser gets it: app/offline/sw.js written to public/sw.js with the
// build it belongs to filled in (Remix's manifest version and every file under
// public/build plus the shell's other files), so that it keeps them all when it installs. Runs
// after each `remix build`, which empties public/build first: the list is exactly this build's.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = join(root, "app", "offline", "sw.js");
const TARGET = join(root, "public", "sw.js");
const BUILD_LINE = /^const BUILD = \{ version: "unbuilt", files: \[\] \};$/m;
/** Files of public/ that the shell loads besides the built ones: the icon and what installs the app. */
const SHELL_FILES = ["/favicon.svg", "/manifest.webmanifest", "/icon-192.png", "/icon-512.png"];

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Remix's manifest of this build: `window.__remixManifest={…};` in public/build/manifest-<hash>.js. */
function readRemixManifest() {
  const buildDir = join(root, "public", "build");
  const name = readdirSync(buildDir).find((file) => /^manifest-[A-Z0-9]+\.js$/.test(file));
  if (!name) throw new Error("public/build has no Remix manifest: run `remix build` first.");
  const source = readFileSync(join(buildDir, name), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

export function writeServiceWorker() {
  const manifest = readRemixManifest();
  const publicDir = join(root, "public");
  const built = filesUnder(join(publicDir, "build")).map(
    (path) => `/${relative(publicDir, path).split(sep).join("/")}`,
  );
  const build = { version: manifest.version, files: [...built.sort(), ...SHELL_FILES] };
  const source = readFileSync(SOURCE, "utf8");
  if (!BUILD_LINE.test(source)) throw new Error("app/offline/sw.js has no `const BUILD = …` line to fill in.");
  writeFileSync(
    TARGET,
    source.replace(BUILD_LINE, () => `const BUILD = ${JSON.stringify(build)};`),
  );
}
