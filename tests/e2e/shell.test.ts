import { describe, expect, it } from "vitest";
import { registerAccount, signedInPage } from "./accounts";
import { apiURL, DESKTOP, newPage, PHONE } from "./browser";
import { openMoreMenu } from "./nav";

describe("app shell in Chromium", () => {
  it("the API answers its health check on its own port", async () => {
    const response = await fetch(`${apiURL()}/v1/health`);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/ leads a signed-out visitor to the login screen, with no navigation bar", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.waitForURL(/\/login\?redirect=%2Fhome$/);
    expect(await page.getByRole("heading", { name: "Login to your account" }).isVisible()).toBe(true);
    expect(await page.locator("header.nav").count()).toBe(0);
  });

  it("shows a toast on the page that said it, once, and not on the pages after it", async () => {
    const page = await signedInPage(await registerAccount("Tess", "Toast"));
    await page.goto("/plan");
    const toasts = page.locator(".toasts .toast");
    await page.getByRole("button", { name: "Copy last week" }).click();
    await toasts.filter({ hasText: "Nothing to copy from last week." }).waitFor();
    await page.getByRole("button", { name: "Copy last week" }).click();
    await page.waitForLoadState("networkidle");
    expect(await toasts.allTextContents()).toEqual([expect.stringContaining("Nothing to copy from last week.")]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Recipes", exact: true }).click();
    await page.waitForURL(/\/recipes$/);
    // The toast leaves once the next page has rendered.
    await expect.poll(() => toasts.count()).toBe(0);
  });

  it("at 1280 px shows the daily places, Login and Register in the bar, and the other places under More", async () => {
    const page = await newPage(DESKTOP);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Page not found" }).isVisible()).toBe(true);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Plan", "Recipes", "Shopping Lists", "Pantry", "Login", "Register"]) {
      expect(await nav.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    const menu = await openMoreMenu(page);
    for (const name of ["Meals", "Groups", "Shopping Items", "Ingredients"]) {
      expect(await menu.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
  });

  it("at 375 px keeps the other places behind More, and the bar within the screen", async () => {
    const page = await newPage(PHONE);
    await page.goto("/no-such-page");
    const meals = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Meals", exact: true });
    expect(await meals.isVisible()).toBe(false);
    await openMoreMenu(page);
    expect(await meals.isVisible()).toBe(true);
    const box = await page.locator("header.nav").boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
  });
});
