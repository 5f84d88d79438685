import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerAccount, signedInPage } from "./accounts";
import { PHONE, setDeviceOnline } from "./browser";

/**
 * A page the phone has no copy of, opened with no signal: the service worker answers with its
 * offline page in the language of the pages the person reads, right to left in Arabic.
 */

/** The language the service worker keeps its offline words in, once it has them. */
const offlineWordsLanguage = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.match("/offline-words", { cacheName: "larder-offline-words" });
    return kept ? ((await kept.json()) as { locale: string }).locale : null;
  });

/** Chooses a language in the settings, opens a screen in it, and waits until the worker speaks it. */
async function readIn(page: Page, locale: string) {
  await setDeviceOnline(page.context(), true);
  expect((await page.request.post("/user/locale", { form: { locale } })).status()).toBe(200);
  await page.goto("/shopping-lists");
  await expect.poll(() => offlineWordsLanguage(page), { timeout: 60_000 }).toBe(locale);
}

describe("the offline page", () => {
  it("speaks the language of the pages read last, and fits a phone", async () => {
    const page = await signedInPage(await registerAccount("Hanna", "Offline"), PHONE);

    await readIn(page, "de");
    await setDeviceOnline(page.context(), false);
    const german = await page.goto("/recipes");
    expect(german?.status()).toBe(503);
    await page.getByRole("heading", { name: "Du bist offline" }).waitFor();
    expect(await page.title()).toBe("Offline · Larder");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.getByRole("link", { name: "Erneut versuchen" }).getAttribute("href")).toMatch(/\/recipes$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await readIn(page, "ar");
    await setDeviceOnline(page.context(), false);
    await page.goto("/meals");
    await page.getByRole("heading", { name: "أنت غير متصل بالإنترنت" }).waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
