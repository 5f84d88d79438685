import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_FLAGS, findChromium, randomClientAddress } from "../../scripts/lib.mjs";

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
/** For `describe.each`: a journey at a phone's width and at a desktop's. */
export const PHONE_AND_DESKTOP = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;
/** For `describe.each`: a journey with the page's scripts running, and once without them. */
export const WITH_AND_WITHOUT_JAVASCRIPT = [
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const;

export const apiURL = () => inject("apiURL");

let browser: Browser | undefined;
const openContexts: BrowserContext[] = [];
const pageErrors: string[] = [];

/** Headless Chromium with the flags this closed network needs; one per test file (setup.ts). */
export async function launchBrowser() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      "Chromium is not installed. Install Debian's package (`apt-get install chromium`) or set CHROMIUM_PATH.",
    );
  }
  browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, "--disable-quic", "--disable-dev-shm-usage"],
  });
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/**
 * A signed-out page in a fresh context. It is closed when the test ends, and an error thrown in its
 * scripts, or one React logs, fails the test (setup.ts), even when the screen still looked right.
 */
export async function newPage(
  viewport: { width: number; height: number } = DESKTOP,
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<Page> {
  const context = await browser!.newContext({
    baseURL: inject("baseURL"),
    viewport,
    javaScriptEnabled: javaScript,
    // Each context is a device of its own: the suite signs in more often than one address may in
    // 15 minutes (the product's limit, tested in tests/api). Cloudflare sets this header in
    // production; `wrangler dev` passes it through and the web worker forwards it to the API.
    extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() },
  });
  openContexts.push(context);
  const page = await context.newPage();
  watchPage(page);
  return page;
}

/** Counts the script errors of a page the app opened itself (a pop-up) like those of `newPage`'s. */
export function watchPage(page: Page) {
  page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    // A production build logs React's errors by number ("Minified React error #418": hydration).
    const reactError = /React Router caught|is not a function|Hydration|hydrat|Minified React error/i;
    if (message.type() === "error" && reactError.test(message.text())) {
      pageErrors.push(`${page.url()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.setDefaultTimeout(15_000);
  // Page loads share two cores with the API and web test projects running beside the e2e files;
  // a navigation is given longer than an element wait, well within a test's 60 s.
  page.setDefaultNavigationTimeout(30_000);
}

/** Closes the pages the test opened; answers the script errors they met. */
export async function closePages() {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
  return pageErrors.splice(0);
}

/**
 * Types into a field key by key, as a person does (every keystroke runs the page's handlers),
 * after clearing what it held. Forms are never filled in one go with `fill()`.
 */
export async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  if (text) await field.pressSequentially(text);
}

/** Set while a context is offline; a document created then reads it at its start. */
const OFFLINE_COOKIE = "e2e-offline";
const withOfflineDocuments = new WeakSet<BrowserContext>();

/**
 * The whole device with no signal, or back: the network off for pages and service workers, and
 * `navigator.onLine` false in every page, as on a phone. Playwright's `setOffline` alone leaves
 * `navigator.onLine` true in any document opened while offline under Debian's Chromium 150 (a
 * reload, or a page served by the service worker); Chromium 156 kept it false. So a document that
 * starts while the context is offline says false until the device is back, and then hears the
 * `online` event that its own Chromium never sends it.
 */
export async function setDeviceOnline(context: BrowserContext, online: boolean) {
  if (!withOfflineDocuments.has(context)) {
    withOfflineDocuments.add(context);
    await context.addInitScript((cookie: string) => {
      let startedOffline = false;
      try {
        startedOffline = document.cookie.split("; ").includes(`${cookie}=1`);
      } catch {
        return; // a document without cookies (about:blank, data:)
      }
      if (!startedOffline) return;
      const flags = window as unknown as { startedOffline?: boolean };
      flags.startedOffline = true;
      const nativeOnLine = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine")!.get!;
      Object.defineProperty(Navigator.prototype, "onLine", {
        configurable: true,
        get() {
          return flags.startedOffline ? false : nativeOnLine.call(this);
        },
      });
    }, OFFLINE_COOKIE);
  }
  if (!online) {
    await context.addCookies([{ name: OFFLINE_COOKIE, value: "1", url: inject("baseURL") }]);
    await context.setOffline(true);
    return;
  }
  await context.clearCookies({ name: OFFLINE_COOKIE });
  await context.setOffline(false);
  // Chromium takes the network back target by target: a page could be told it is online while its
  // service worker, which answers its data, still fails every fetch (and answers the kept copy).
  // A device is online when all of it is.
  for (const worker of context.serviceWorkers())
    await expect
      .poll(() =>
        worker.evaluate(() =>
          fetch("/favicon.svg", { cache: "no-store" }).then(
            () => true,
            () => false,
          ),
        ),
      )
      .toBe(true);
  for (const page of context.pages()) {
    await page.evaluate(() => {
      const flags = window as unknown as { startedOffline?: boolean };
      if (!flags.startedOffline) return;
      flags.startedOffline = false;
      window.dispatchEvent(new Event("online"));
    });
  }
}

/**
 * Waits until the service worker controls `page` and has kept the page at `path` (its address as
 * the worker keys it) with its root and route data, and, with `scripts`, every script the page
 * preloads. It takes over only once it has kept the whole build, which on a busy machine takes a
 * while. A failure names what is missing.
 */
export async function waitUntilKeptOffline(
  page: Page,
  {
    path,
    routeId,
    scripts = false,
    timeout = 60_000,
  }: { path: string; routeId: string; scripts?: boolean; timeout?: number },
) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ path, routeId, scripts }) => {
            const here = new URL(path, location.origin).href;
            const dataOf = (id: string) => `${here}${here.includes("?") ? "&" : "?"}_data=${encodeURIComponent(id)}`;
            const wanted = [here, dataOf("root"), dataOf(routeId)];
            if (scripts) {
              wanted.push(
                ...[...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) => link.href),
              );
            }
            const kept = await Promise.all(wanted.map((url) => caches.match(url, { ignoreVary: true })));
            const missing = wanted.filter((_, index) => !kept[index]);
            return navigator.serviceWorker.controller ? missing : ["(no service worker in control)", ...missing];
          },
          { path, routeId, scripts },
        ),
      { timeout },
    )
    .toEqual([]);
}
