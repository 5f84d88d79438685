import { describe, expect, it } from "vitest";
import { linksFrom, withParams } from "~/utils/url";

describe("links to the same page with other parameters", () => {
  const here = "/meals?start=2026-06-01&end=2026-06-07&q=fish+%26+chips&action=edit&id=4";

  it("sets, replaces and removes parameters, encoded as a form would be", () => {
    const to = linksFrom(here);
    expect(to({ action: "delete", id: 9 })).toBe("/meals?start=2026-06-01&end=2026-06-07&q=fish+%26+chips&action=delete&id=9");
    expect(to({ action: null, id: null, q: "" })).toBe("/meals?start=2026-06-01&end=2026-06-07");
    expect(to({ q: "crème brûlée (v2)!" })).toBe("/meals?start=2026-06-01&end=2026-06-07&q=cr%C3%A8me+br%C3%BBl%C3%A9e+%28v2%29%21&action=edit&id=4");
    expect(to({ start: null, end: null, q: null, action: null, id: null })).toBe("/meals");
  });

  it("answers each link from the page's own parameters, whatever the links before it changed", () => {
    const to = linksFrom(here);
    const links = [to({ id: 1 }), to({ id: 2 }), to({ tab: "progress" })];
    expect(links).toEqual([
      "/meals?start=2026-06-01&end=2026-06-07&q=fish+%26+chips&action=edit&id=1",
      "/meals?start=2026-06-01&end=2026-06-07&q=fish+%26+chips&action=edit&id=2",
      "/meals?start=2026-06-01&end=2026-06-07&q=fish+%26+chips&action=edit&id=4&tab=progress",
    ]);
  });

  it("takes a URL or a path, and another path when given; withParams is one such link", () => {
    expect(linksFrom(new URL(`https://larder.test${here}`), "/recipes")({ start: null, end: null, q: null })).toBe("/recipes?action=edit&id=4");
    expect(withParams(here, { action: null, id: null })).toBe("/meals?start=2026-06-01&end=2026-06-07&q=fish+%26+chips");
    expect(withParams("/shopping-lists/3?", { add: 1 })).toBe("/shopping-lists/3?add=1");
  });
});
