import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { registerAccount, signedInPage } from "./accounts";
import { PHONE } from "./browser";

const controllerOf = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/**
 * A page can be open without the service worker while the worker is active: the browser passes
 * over a page that was still loading when the worker took over the open pages, and a hard reload
 * bypasses the worker on purpose. Such a page could not load the next screen's scripts offline,
 * so it asks the worker to take it over.
 */
describe("a page the service worker does not control yet", () => {
  it("is taken over once the worker runs, after a hard reload too", async () => {
    const account = await registerAccount("Ines", "Takeover");
    const page = await signedInPage(account, PHONE);
    await page.goto("/pantry");
    await expect.poll(() => controllerOf(page), { timeout: 60_000 }).toMatch(/\/sw\.js$/);

    // Shift-reload: the document comes from the network and starts with no worker.
    const devtools = await page.context().newCDPSession(page);
    const loaded = page.waitForEvent("load");
    await devtools.send("Page.reload", { ignoreCache: true });
    await loaded;
    await page.getByRole("heading", { name: "Pantry", exact: true }).waitFor();
    await expect.poll(() => controllerOf(page), { timeout: 20_000 }).toMatch(/\/sw\.js$/);
  }, 120_000);
});
