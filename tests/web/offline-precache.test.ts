import { describe, expect, it } from "vitest";
import serviceWorker from "../../public/sw.js?raw";

/**
 * The service worker as built keeps every file of the build when it installs: a list that was the
 * first page a phone opened reloads offline with all its scripts and its route manifest, which
 * names every screen.
 */

type RemixManifest = {
  version: string;
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};

const manifests = Object.values(
  import.meta.glob<string>("../../public/build/manifest-*.js", { query: "?raw", import: "default", eager: true }),
);
/** Every file the build wrote, by its address (the glob only lists them: nothing is loaded). */
const builtFiles = Object.keys(import.meta.glob("../../public/build/**/*")).map((path) =>
  path.replace("../../public", ""),
);

function remixManifest(): RemixManifest {
  expect(manifests).toHaveLength(1);
  const source = manifests[0]!;
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

function builtServiceWorker(): { version: string; files: string[] } {
  const line = /^const BUILD = (\{.*\});$/m.exec(serviceWorker);
  expect(line, "public/sw.js names its build").not.toBeNull();
  return JSON.parse(line![1]!);
}

describe("the service worker's precache list", () => {
  it("names this build's version and keeps its route manifest", () => {
    const manifest = remixManifest();
    const build = builtServiceWorker();
    expect(build.version).toBe(manifest.version);
    expect(build.files).toContain(manifest.url);
  });

  it("lists every route module the shell can reach, what each imports, the styles and the icons", () => {
    const manifest = remixManifest();
    const { files } = builtServiceWorker();
    const reachable = [
      manifest.entry.module,
      ...manifest.entry.imports,
      ...Object.values(manifest.routes).flatMap((route) => [
        route.module,
        ...(route.imports ?? []),
        ...(route.css ?? []),
      ]),
    ];
    expect(Object.keys(manifest.routes)).toEqual(
      expect.arrayContaining([
        "root",
        "features/shopping/shopping-lists.$id",
        "features/shopping/shopping-lists._index",
        "features/meals/meals._index",
        "features/pantry/pantry",
      ]),
    );
    expect(reachable.filter((file) => !files.includes(file))).toEqual([]);
    expect(builtFiles).toContain(manifest.url);
    expect(builtFiles.filter((file) => !files.includes(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith(".css")).length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(["/favicon.svg", "/manifest.webmanifest"]));
    // Each file once, and nothing that is not there.
    expect(new Set(files).size).toBe(files.length);
    expect(files.filter((file) => file.startsWith("/build/") && !builtFiles.includes(file))).toEqual([]);
  });
});
