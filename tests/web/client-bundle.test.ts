import { describe, expect, it } from "vitest";
import { signedInUser } from "./helpers";

/**
 * What a page makes the browser load and run: the whole route manifest from the start (no route
 * discovery while the page hydrates), no GraphQL, which only the web worker speaks, and no zod.
 */

const clientFiles = import.meta.glob<string>("../../public/build/**/*.js", {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("what reaches the browser", () => {
  it("ships no GraphQL document or parser in any client file", () => {
    const files = Object.entries(clientFiles);
    expect(files.length).toBeGreaterThan(10);
    for (const [path, source] of files) {
      // graphql.web's parser names its node kinds; a document carries its operation's text.
      expect(source, path).not.toContain("OperationDefinition");
      expect(source, path).not.toMatch(/\bquery\s+\w+\s*\(\$/);
    }
  });

  it("ships no zod in any client file", () => {
    // Schemas validate on the servers; in a page zod is dead weight (about 90 KB gzip), and
    // esbuild hands its chunk to every page that merely reaches a module importing it.
    const files = Object.entries(clientFiles);
    expect(files.length).toBeGreaterThan(10);
    // zod names each of its classes as it builds them.
    const withZod = files.filter(([, source]) => source.includes('"$ZodType"') || source.includes('"ZodError"'));
    expect(withZod.map(([path]) => path)).toEqual([]);
  });

  it("loads the whole route manifest with the page", async () => {
    const { browser } = await signedInUser("Kit");
    const meals = await (await browser.fetch("/meals")).text();
    expect(meals).toMatch(/<link rel="modulepreload" href="\/build\/manifest-[A-Z0-9]+\.js"\/>/);
    expect(meals).toMatch(/import "\/build\/manifest-[A-Z0-9]+\.js";/);
  });
});
