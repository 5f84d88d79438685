import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createGroups, DEMO_ACCOUNT, registerAccount, signedInPage } from "./accounts";
import { axeViolations } from "./axe";
import { DESKTOP, PHONE } from "./browser";
import { openMoreMenu } from "./nav";

/**
 * The navigation of a household, not an admin: the bar holds the daily places and More, every
 * other place is one step away under More, and on a phone the daily places are a tab bar at the
 * bottom of the screen on every signed-in page, with JavaScript and without it.
 */
const DAILY_PLACES = ["Home", "Plan", "Recipes", "Shopping Lists", "Pantry"];
const ONE_STEP_AWAY: [name: string, path: RegExp][] = [
  ["Meals", /\/meals$/],
  ["Ingredients", /\/ingredients$/],
  ["Shopping Items", /\/shopping-items$/],
  ["Groups", /\/groups$/],
  ["Profile", /\/user$/],
];

/**
 * Whether a person sees the element: laid out, not inside a closed `<details>`, not hidden or
 * transparent (a closed menu's items still have boxes in Chromium).
 */
const SEEN = { visibilityProperty: true, opacityProperty: true };

/** The controls a person sees in the top bar (links, buttons, the menu's summary, selects), by their text. */
const topBarControls = (page: Page) =>
  page.evaluate(
    (seen) =>
      [...document.querySelectorAll<HTMLElement>("header.nav :is(a, button, summary, select)")]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // Shown, and in the bar at the top (not the phone's tab bar at the bottom).
          return element.checkVisibility(seen) && box.bottom <= 80;
        })
        .map((element) => element.textContent!.trim()),
    SEEN,
  );

/**
 * The phone's tab bar as a person sees it: fixed to the bottom of the screen across its width,
 * its places by name, the one marked as the page's, and whether the page's content ever passes
 * under it: scrolled to the end, the page's last content must end above the bar, so the room
 * left below it must be at least the bar's height.
 */
const tabBar = (page: Page) =>
  page.evaluate((seen) => {
    const bar = document.querySelector<HTMLElement>("header.nav .nav-links")!;
    const box = bar.getBoundingClientRect();
    // Where the page's content ends. A block laid out only when scrolled near (content-visibility)
    // clips what is in it, so its own box stands for its content.
    let contentEnd = 0;
    const measure = (parent: Element) => {
      for (const child of parent.children) {
        const style = getComputedStyle(child);
        if (!child.checkVisibility(seen) || style.position === "fixed") continue;
        contentEnd = Math.max(contentEnd, child.getBoundingClientRect().bottom + window.scrollY);
        if (style.contentVisibility !== "auto") measure(child);
      }
    };
    measure(document.querySelector("main.page")!);
    return {
      position: getComputedStyle(bar).position,
      atBottom: Math.round(box.bottom) === window.innerHeight,
      fullWidth: Math.round(box.left) === 0 && Math.round(box.right) === window.innerWidth,
      thumbHigh: box.height >= 44 && box.height <= 96,
      places: [...bar.querySelectorAll("a")].map((link) => link.textContent!.trim()),
      current: [...bar.querySelectorAll('a[aria-current="page"]')].map((link) => link.textContent!.trim()),
      contentClear: document.documentElement.scrollHeight - contentEnd >= box.height - 0.5,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, SEEN);

/** The demo household's first recipe and first shopping list, as their addresses. */
async function demoDetails(page: Page) {
  await page.goto("/recipes");
  const recipe = await page
    .locator('main a[href^="/recipes/"]:not([href^="/recipes/import"])')
    .first()
    .getAttribute("href");
  await page.goto("/shopping-lists");
  const list = await page.locator('main a[href^="/shopping-lists/"]').first().getAttribute("href");
  return { recipe: recipe!, list: list! };
}

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const)("navigation %s", (_, javaScript) => {
  it("at 1280 px the bar holds only the daily places and More; every other place is one step away", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, DESKTOP, { javaScript });
    await page.goto("/home");
    expect(await topBarControls(page)).toEqual(["Larder", ...DAILY_PLACES, "More"]);
    expect(await page.locator('header.nav a[aria-current="page"]').allTextContents()).toEqual(["Home"]);

    for (const [name, path] of ONE_STEP_AWAY) {
      await page.goto("/home");
      const menu = await openMoreMenu(page);
      expect(await menu.getByText("Welcome, Dana!").isVisible()).toBe(true);
      await menu.getByRole("link", { name, exact: true }).click();
      await page.waitForURL(path);
      // The menu closes on the way; the place is marked in it as the page's.
      expect(await page.locator("header.nav details.nav-more").getAttribute("open"), name).toBeNull();
      await expect.poll(() => page.locator('header.nav a[aria-current="page"]').allTextContents()).toEqual([name]);
      expect(await topBarControls(page)).toEqual(["Larder", ...DAILY_PLACES, "More"]);
    }
  });

  it(
    "at 375 px the daily places are a tab bar at the bottom of every signed-in page",
    { timeout: 120_000 },
    async () => {
      const page = await signedInPage(DEMO_ACCOUNT, PHONE, { javaScript });
      const { recipe, list } = await demoDetails(page);
      const pages: [path: string, current: string[]][] = [
        ["/home", ["Home"]],
        ["/plan", ["Plan"]],
        ["/meals", []],
        ["/recipes", ["Recipes"]],
        [recipe, ["Recipes"]],
        ["/shopping-lists", ["Shopping Lists"]],
        [list, ["Shopping Lists"]],
        ["/shopping-items", []],
        ["/pantry", ["Pantry"]],
        ["/ingredients", []],
        ["/groups", []],
        ["/user", []],
      ];
      for (const [path, current] of pages) {
        await page.goto(path);
        expect({ path, top: await topBarControls(page), ...(await tabBar(page)) }).toEqual({
          path,
          top: ["Larder", "More"],
          position: "fixed",
          atBottom: true,
          fullWidth: true,
          thumbHigh: true,
          places: DAILY_PLACES,
          current,
          contentClear: true,
          overflow: 0,
        });
      }

      // A tab goes to its place; More still holds the others.
      await page.goto("/home");
      await page.locator("header.nav .nav-links").getByRole("link", { name: "Pantry", exact: true }).click();
      await page.waitForURL(/\/pantry$/);
      await (await openMoreMenu(page)).getByRole("link", { name: "Groups", exact: true }).click();
      await page.waitForURL(/\/groups$/);
    },
  );

  it.each([
    ["375", PHONE],
    ["1280", DESKTOP],
  ] as const)("Logout from More at %s px ends the session and lands on /login", async (_width, viewport) => {
    const page = await signedInPage(DEMO_ACCOUNT, viewport, { javaScript });
    await (await openMoreMenu(page)).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole("heading", { name: "Login to your account" }).waitFor();
    expect(await page.locator("header.nav").count()).toBe(0);
    // Signed out for real: a signed-in page sends the visitor back to the login screen.
    await page.goto("/plan");
    await page.waitForURL(/\/login\?redirect=%2Fplan$/);
  });

  it("switches the household from the group select under More", async () => {
    const person = await registerAccount("Nia", "Navigator");
    const [cabinId] = await createGroups(person, ["The Cabin"]);
    const page = await signedInPage(person, DESKTOP, { javaScript });
    await page.goto("/shopping-lists");
    const menu = await openMoreMenu(page);
    const switcher = menu.getByLabel("Planning for");
    expect(await switcher.isVisible()).toBe(true);
    await switcher.selectOption({ label: "The Cabin" });
    // Without JavaScript the choice is sent with the menu's Switch button.
    if (!javaScript) await menu.getByRole("button", { name: "Switch" }).click();
    await page.waitForURL(/\/shopping-lists$/);
    await expect.poll(() => page.locator("#active-group option:checked").getAttribute("value")).toBe(String(cabinId));
    expect(await page.locator("header.nav details.nav-more").getAttribute("open")).toBeNull();
    // The choice is kept in the session: a new page plans for the same group.
    await page.goto("/home");
    expect(await page.locator("#active-group option:checked").textContent()).toBe("The Cabin");
  });
});

describe("the More menu", () => {
  it("is used with the keyboard: Enter opens it, Tab reaches its places, Escape closes it", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, DESKTOP);
    const summary = page.locator("header.nav details.nav-more summary");
    const menu = page.locator("header.nav details.nav-more");
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("open")).not.toBeNull();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Meals");
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("open")).toBeNull();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);

    // A click outside closes it too.
    await summary.click();
    expect(await menu.getAttribute("open")).not.toBeNull();
    await page.locator("main h1").click();
    expect(await menu.getAttribute("open")).toBeNull();

    // Enter on a place goes there, and the menu is closed on the next page.
    await summary.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/meals$/);
    expect(await menu.getAttribute("open")).toBeNull();
  });

  it("stays open when opened before the page's script has run", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, DESKTOP);
    // The page's scripts are held back until More has been opened by hand.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/build/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/shopping-lists", { waitUntil: "domcontentloaded" });
    const menu = page.locator("header.nav details.nav-more");
    await menu.locator("summary").click();
    expect(await menu.getAttribute("open")).not.toBeNull();
    release();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("header.nav details.nav-more")!).some((key) =>
        key.startsWith("__reactFiber$"),
      ),
    );
    await page.unroute("**/build/**/*.js");
    // After hydration's effects have run, the menu is still open; a navigation then closes it.
    await page.waitForTimeout(300);
    expect(await menu.getAttribute("open")).not.toBeNull();
    await page.locator("header.nav .nav-more-panel a", { hasText: "Meals" }).click();
    await page.waitForURL(/\/meals$/);
    expect(await menu.getAttribute("open")).toBeNull();
  });

  it.each([
    ["375", PHONE],
    ["1280", DESKTOP],
  ] as const)("finds no axe violation in the bar, the tab bar and the open menu at %s px", async (_width, viewport) => {
    const page = await signedInPage(DEMO_ACCOUNT, viewport);
    expect(await axeViolations(page)).toEqual([]);
    await openMoreMenu(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
