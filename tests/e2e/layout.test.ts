import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BENCH_ACCOUNT, DEMO_ACCOUNT, signedInPage } from "./accounts";
import { PHONE } from "./browser";

/**
 * Every signed-in page, and the dialogs it opens from its URL, fits a 375 px phone without
 * panning sideways; from 1024 px the navigation bar is one row, with the group switcher (the
 * large household has five groups) and without it (the demo household has one).
 */
const ACCOUNTS = { demo: DEMO_ACCOUNT, bench: BENCH_ACCOUNT };

const PAGES = [
  "/home",
  "/meals",
  "/meals?action=create",
  "/meals?action=create&new_type=1",
  "/plan",
  "/plan?action=create&type=1",
  "/recipes",
  "/recipes?action=create",
  "/ingredients",
  "/ingredients?action=create",
  "/shopping-lists",
  "/shopping-lists?action=create",
  "/shopping-lists?action=sync&step=1",
  "/shopping-items",
  "/groups",
  "/groups/new",
  "/user",
  "/user?dialog=password",
];

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Elements that reach past the right edge of the viewport (what a person would have to pan to). */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter(
        (element) => element.offsetParent !== null && element.getBoundingClientRect().right > window.innerWidth + 1,
      )
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );

describe("layout", () => {
  it.each(["demo", "bench"] as const)("fits a 375 px phone on every page and dialog (%s household)", async (who) => {
    const page = await signedInPage(ACCOUNTS[who], PHONE);
    const listId = await page
      .goto("/shopping-lists")
      .then(() => page.locator('a[href^="/shopping-lists/"]').first().getAttribute("href"));
    for (const path of [...PAGES, listId!, `${listId}?tab=progress`]) {
      await page.goto(path);
      expect({ path, overflow: await horizontalOverflow(page), cutOff: await cutOff(page) }).toEqual({
        path,
        overflow: 0,
        cutOff: [],
      });
    }
  });

  it("folds the filters behind 'Filters' and opens dialogs as full-screen sheets on a phone, not on a desktop", async () => {
    const phone = await signedInPage(DEMO_ACCOUNT, PHONE);
    await phone.goto("/meals");
    const filters = phone.getByRole("region", { name: "Filter meals" });
    expect(await filters.getByLabel("Start date").isVisible()).toBe(false);
    await filters.getByText("Filters", { exact: true }).click();
    expect(await filters.getByLabel("Start date").isVisible()).toBe(true);
    expect(await filters.getByRole("button", { name: "Apply Filter" }).isVisible()).toBe(true);

    await phone.goto("/meals?action=create");
    const sheet = phone.getByRole("dialog", { name: "Create Meal" });
    expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: expect.any(Number) });
    expect((await sheet.boundingBox())!.height).toBeGreaterThanOrEqual(PHONE.height);
    // The title bar and the form's buttons stay on the screen while the form scrolls.
    const title = (await sheet.getByRole("heading", { name: "Create Meal" }).boundingBox())!;
    const create = (await sheet.getByRole("button", { name: "Create Meal" }).boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(0);
    expect(create.y + create.height).toBeLessThanOrEqual(PHONE.height);
    expect(await horizontalOverflow(phone)).toBe(0);

    const desktop = await signedInPage(DEMO_ACCOUNT, { width: 1280, height: 800 });
    await desktop.goto("/meals");
    const panel = desktop.getByRole("region", { name: "Filter meals" });
    expect(await panel.getByLabel("Start date").isVisible()).toBe(true);
    expect(await panel.getByText("Filters", { exact: true }).isVisible()).toBe(false);
    await desktop.goto("/meals?action=create");
    const box = (await desktop.getByRole("dialog", { name: "Create Meal" }).boundingBox())!;
    expect(box.width).toBeLessThan(1280);
    expect(box.x).toBeGreaterThan(0);
  });

  it.each([
    ["demo", 1024],
    ["demo", 1280],
    ["bench", 1024],
    ["bench", 1280],
    ["bench", 1440],
  ] as const)("keeps the navigation bar on one row (%s household, %i px)", async (who, width) => {
    const page = await signedInPage(ACCOUNTS[who], { width, height: 800 });
    for (const path of ["/home", "/shopping-lists", "/groups"]) {
      await page.goto(path);
      if (who === "bench") await page.locator("#active-group").waitFor();
      // One row: the bar's entries all sit within the height of its tallest one.
      const spread = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll(".nav-brand, .nav-links a, .nav-account > *")].map((element) =>
          element.getBoundingClientRect(),
        );
        return (
          Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top)) <=
          Math.max(...boxes.map((box) => box.height)) + 1
        );
      });
      // The greeting is read whole, not cut to "W…".
      const greetingCut = await page
        .locator(".nav-welcome")
        .evaluate((element) => element.scrollWidth > element.clientWidth);
      expect({ path, oneRow: spread, overflow: await horizontalOverflow(page), greetingCut }).toEqual({
        path,
        oneRow: true,
        overflow: 0,
        greetingCut: false,
      });
    }
  });
});
