import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BENCH_ACCOUNT, createGroups, DEMO_ACCOUNT, registerAccount, signedInPage } from "./accounts";
import { PHONE } from "./browser";
import { openMoreMenu } from "./nav";

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
  "/pantry",
  "/cook",
  "/cook?time=30",
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
    const recipe = await page
      .goto("/recipes")
      .then(() => page.locator('a[href^="/recipes/"]:not([href^="/recipes/import"])').first().getAttribute("href"));
    for (const path of [...PAGES, listId!, `${listId}?tab=progress`, `${recipe}/cook`]) {
      await page.goto(path);
      expect({ path, overflow: await horizontalOverflow(page), cutOff: await cutOff(page) }).toEqual({
        path,
        overflow: 0,
        cutOff: [],
      });
    }
    // A recipe's actions stay on one row: its ⋯ menu beside Edit, not alone on a row under them.
    await page.goto(recipe!);
    const actions = await page
      .locator(".page-header .form-actions > *")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(actions.length).toBe(4);
    expect(actions.filter((action) => action.top >= actions[0]!.bottom)).toEqual([]);
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
  ] as const)("keeps the navigation bar on one row and its menu tidy (%s household, %i px)", async (who, width) => {
    const page = await signedInPage(ACCOUNTS[who], { width, height: 800 });
    for (const path of ["/home", "/shopping-lists", "/groups"]) {
      await page.goto(path);
      await openMoreMenu(page);
      if (who === "bench") await page.locator("#active-group").waitFor();
      // The greeting is read whole, not cut to "W…".
      const greetingCut = await page
        .locator(".nav-welcome")
        .evaluate((element) => element.scrollWidth > element.clientWidth);
      expect({ path, ...(await barLayout(page)), greetingCut }).toEqual({ path, ...TIDY_BAR, greetingCut: false });
    }
  });

  describe("with three groups of the longest names", () => {
    // 99 characters each, the most a group name may have.
    const NAMES = [
      "The Featherstonehaugh-Cholmondeley Family Kitchen and Weekly Meal Planning Collective of Little Sn",
      "Sunday Roast Club for the Extended Grandparents, Aunties, Uncles, Cousins and Very Hungry Neighbou",
      "Flat 4B Shared House Dinners: Tuesday Curry Night, Thursday Pasta Night and Saturday Leftover Feas",
    ];

    it.each([375, 1024, 1280, 1440])("nothing in the bar or its menu overlaps or overflows (%i px)", async (width) => {
      const ada = await registerAccount("Ada", "Lovelace");
      await createGroups(ada, NAMES);
      const page = await signedInPage(ada, { width, height: 800 });
      await page.goto("/shopping-lists");
      await openMoreMenu(page);
      const switcher = page.getByLabel("Planning for");
      const greetingCut = () =>
        page.locator(".nav-welcome").evaluate((element) => element.scrollWidth > element.clientWidth);
      expect({ ...(await barLayout(page)), greetingCut: await greetingCut() }).toEqual({
        ...TIDY_BAR,
        greetingCut: false,
      });
      // The switcher is held inside the menu, its name cut inside it, and it still switches: the
      // choice is kept in D1, so a new sign-in on another device plans for the same group.
      const menu = (await page.locator(".nav-more-panel").boundingBox())!;
      const select = (await switcher.boundingBox())!;
      expect(select.x).toBeGreaterThanOrEqual(menu.x);
      expect(select.x + select.width).toBeLessThanOrEqual(menu.x + menu.width);
      await switcher.selectOption({ label: NAMES[1]! });
      await page.waitForURL(/\/shopping-lists$/);
      await page.waitForFunction(
        (name) => document.querySelector("#active-group option:checked")?.textContent === name,
        NAMES[1],
      );
      await openMoreMenu(page);
      expect(await barLayout(page)).toEqual(TIDY_BAR);
      const other = await signedInPage(ada, { width, height: 800 });
      expect(await other.locator("#active-group option:checked").textContent()).toBe(NAMES[1]);
    });

    it.each([375, 1024, 1280, 1440])(
      "a first name of 100 characters is cut in the menu, never over it (%i px)",
      async (width) => {
        const firstName = `Maximiliana${"a".repeat(89)}`;
        const person = await registerAccount(firstName, "Long");
        await createGroups(person, NAMES);
        const page = await signedInPage(person, { width, height: 800 });
        await page.goto("/shopping-lists");
        await openMoreMenu(page);
        expect(await barLayout(page)).toEqual(TIDY_BAR);
        // Cut with an ellipsis; the whole greeting is its title.
        const greeting = page.locator(".nav-welcome");
        expect(await greeting.getAttribute("title")).toBe(`Welcome, ${firstName}!`);
        expect(await greeting.evaluate((element) => getComputedStyle(element).textOverflow)).toBe("ellipsis");
      },
    );
  });
});

const TIDY_BAR = { oneRow: true, overlaps: [], menuOnScreen: true, overflow: 0 };

/**
 * The bar's geometry as a person sees it, with its More menu open: the bar's entries (brand, the
 * daily places, More; on a phone the daily places are the tab bar at the bottom) on one row; no two
 * entries of the bar or of the menu (its places, the group switcher's select, the greeting, Profile,
 * Logout) drawn over one another; the menu wholly on the screen; no page-wide horizontal overflow.
 */
const barLayout = (page: Page) =>
  page.evaluate(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => element.getClientRects().length);
    const row = shown(".nav-brand, .nav-links a, .nav-more > summary").filter(
      (element) => getComputedStyle(element.closest(".nav-links") ?? element).position !== "fixed",
    );
    const boxes = row.map((element) => element.getBoundingClientRect());
    const oneRow =
      Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top)) <=
      Math.max(...boxes.map((box) => box.height)) + 1;
    const entries = [
      ...shown(".nav-brand, .nav-links a, .nav-more > summary"),
      ...shown(".nav-more-panel a, .nav-more-panel button, .nav-welcome, #active-group"),
    ];
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent}"`;
    const overlaps: string[] = [];
    entries.forEach((a, i) =>
      entries.slice(i + 1).forEach((b) => {
        if (a.contains(b) || b.contains(a)) return;
        const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        if (p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5)
          overlaps.push(`${name(a)} × ${name(b)}`);
      }),
    );
    const menu = document.querySelector(".nav-more-panel")!.getBoundingClientRect();
    const menuOnScreen =
      menu.width > 0 &&
      menu.left >= 0 &&
      menu.right <= window.innerWidth &&
      menu.top >= 0 &&
      menu.bottom <= window.innerHeight;
    return {
      oneRow,
      overlaps,
      menuOnScreen,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
