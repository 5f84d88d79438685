import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
  Boolean,
) as string[];

export function chromiumPath() {
  const found = CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "Chromium is not installed. Install Debian's package (`apt-get install chromium`) or set CHROMIUM_PATH.",
    );
  }
  return found;
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** Headless Chromium with the flags this closed network needs (no background connections). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

export const baseURL = () => inject("baseURL");
export const apiURL = () => inject("apiURL");

/** Errors thrown in any page's scripts; tests/e2e/setup.ts fails the test that caused one. */
export const pageErrors: string[] = [];

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /React Router caught|is not a function|Hydration|hydrat/i.test(message.text())) {
      pageErrors.push(`${page.url()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

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

/** DD/MM/YYYY of a day in this machine's zone: how a person types a date into Larder. */
export const typedDay = (date: Date) =>
  `${String(date.getDate()).padStart(2, "0")}/${String(date.getMonth() + 1).padStart(2, "0")}/${date.getFullYear()}`;

/** Signs in through the login form, typed key by key; sign-in lands on /meals. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").pressSequentially(account.email);
  await page.getByLabel("Password").pressSequentially(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/meals$/);
}
