import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The patches `npm install` applies (patches/, decision 52): the installed files carry them, and
 * the router still matches every path of one tree right when it keeps the tree's ranking.
 */
const root = join(import.meta.dirname, "..", "..");
const installed = (path: string) => readFileSync(join(root, "node_modules", path), "utf8");

type Match = { route: { id: string }; params: Record<string, string | undefined> };
type Router = {
  matchRoutes(routes: object[], location: string): Match[] | null;
  matchPath(pattern: string, pathname: string): { params: Record<string, string | undefined> } | null;
};

describe("the patched route matching", () => {
  it("is installed in the files the workers are built from", () => {
    expect(installed("@remix-run/router/dist/router.js")).toContain("const rankedBranchesOf = new WeakMap();");
    expect(installed("@remix-run/router/dist/router.js")).toContain("const compiledPaths = new Map();");
    expect(installed("@remix-run/react/dist/esm/server.js")).toContain("const serverRoutesOf = new WeakMap();");
    expect(installed("react-router-dom/server.js")).toContain("const dataRoutesOf = new WeakMap();");
    expect(installed("react-router-dom/server.mjs")).toContain("const dataRoutesOf = new WeakMap();");
  });

  it("matches each path of one kept tree to its own route and parameters", async () => {
    const router = (await import(join(root, "node_modules/@remix-run/router/dist/router.js"))) as Router;
    const tree = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "home", path: "home" },
          { id: "list", path: "shopping-lists/:id" },
          { id: "item", path: "shopping-lists/:id/items/:item" },
          { id: "recipe", path: "recipes/:slug" },
          { id: "new-recipe", path: "recipes/new" },
          { id: "index", index: true },
        ],
      },
    ];
    const matched = (path: string) => {
      const matches = router.matchRoutes(tree, path);
      const last = matches?.at(-1);
      return last ? { id: last.route.id, params: last.params } : null;
    };
    for (let time = 0; time < 2; time++) {
      expect(matched("/home")).toEqual({ id: "home", params: {} });
      expect(matched("/shopping-lists/7")).toEqual({ id: "list", params: { id: "7" } });
      expect(matched("/shopping-lists/8/items/9")).toEqual({ id: "item", params: { id: "8", item: "9" } });
      // A fixed segment ranks before a parameter, however often the tree is matched.
      expect(matched("/recipes/new")).toEqual({ id: "new-recipe", params: {} });
      expect(matched("/recipes/leek-soup")).toEqual({ id: "recipe", params: { slug: "leek-soup" } });
      expect(matched("/")).toEqual({ id: "index", params: {} });
      expect(matched("/nowhere/at/all")).toBeNull();
    }
    expect(router.matchPath("/recipes/:slug", "/recipes/a")?.params).toEqual({ slug: "a" });
    expect(router.matchPath("/recipes/:slug", "/recipes/b")?.params).toEqual({ slug: "b" });
    expect(router.matchPath("/recipes/:slug", "/meals/b")).toBeNull();
  });
});
