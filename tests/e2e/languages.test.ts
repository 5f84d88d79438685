import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, sessionOf, signedInPage } from "./accounts";
import { apiURL, DESKTOP, newPage, PHONE } from "./browser";
import { openMoreMenu } from "./nav";

/**
 * The language a person reads Larder in: chosen on the settings page as a person does it (the
 * select and Save), with and without JavaScript, kept with the account so another device reads
 * it too; and Arabic laid out right to left on a phone, nothing wider than the screen.
 */
const SCRIPTS = [
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const;

const ENGLISH_BAR = ["Home", "Plan", "Recipes", "Shopping Lists", "Pantry"];
const GERMAN_BAR = ["Start", "Plan", "Rezepte", "Einkaufslisten", "Vorratskammer"];

/** The daily places as the bar reads them (a translator's soft hyphens, where a word may break, left out). */
const barWords = (page: Page) =>
  page
    .locator("header.nav .nav-links a span")
    .evaluateAll((spans) => spans.map((span) => (span.textContent ?? "").replaceAll("\u00ad", "")));

const languageOf = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The tabs whose words do not fit their tab (clipped or spilling over). */
const crampedTabs = (page: Page) =>
  page
    .locator("header.nav .nav-links a")
    .evaluateAll((links) =>
      links.filter((link) => link.scrollWidth > link.clientWidth + 1).map((link) => link.textContent),
    );

async function localeOnRecord(account: Parameters<typeof sessionOf>[0]) {
  const { access_token } = await sessionOf(account);
  const response = await fetch(`${apiURL()}/v1/user/profile`, { headers: { Authorization: `Bearer ${access_token}` } });
  return ((await response.json()) as { user: { locale: string | null } }).user.locale;
}

async function chooseLanguage(page: Page, locale: string, saved: string) {
  await page.goto("/user");
  await page.locator('select[name="locale"]').selectOption(locale);
  await page.getByRole("button", { name: "Save language" }).click();
  await page.locator(".toasts").getByText(saved).waitFor();
  await page.waitForURL(/\/user$/);
}

describe.each(SCRIPTS)("choosing a language %s", (_scripts, javaScript) => {
  it("reads German after choosing Deutsch, after a reload and on another device of the account", async () => {
    const account = await registerAccount("Greta", "Sprache");
    const page = await signedInPage(account, DESKTOP, { javaScript });
    expect(await languageOf(page)).toEqual({ lang: "en", dir: "ltr" });
    expect(await barWords(page)).toEqual(ENGLISH_BAR);

    await chooseLanguage(page, "de", "Larder spricht jetzt Deutsch.");
    expect(await localeOnRecord(account)).toBe("de");
    expect(await languageOf(page)).toEqual({ lang: "de", dir: "ltr" });
    expect(await barWords(page)).toEqual(GERMAN_BAR);
    expect(await page.locator('select[name="locale"]').inputValue()).toBe("de");
    await page.reload();
    expect(await barWords(page)).toEqual(GERMAN_BAR);
    // A page opened from the bar stays German (with JavaScript, opened in the page).
    await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Rezepte" }).click();
    await page.waitForURL(/\/recipes$/);
    expect(await barWords(page)).toEqual(GERMAN_BAR);
    expect(await languageOf(page)).toEqual({ lang: "de", dir: "ltr" });

    // Another device (its browser English) signs in as the same person: German there too, on a phone.
    const phone = await signedInPage(account, PHONE, { javaScript });
    expect(await languageOf(phone)).toEqual({ lang: "de", dir: "ltr" });
    expect(await barWords(phone)).toEqual(GERMAN_BAR);
    expect(await crampedTabs(phone)).toEqual([]);
    expect(await horizontalOverflow(phone)).toBe(0);
    const more = await openMoreMenu(phone);
    expect(await more.innerText()).toContain("Mahlzeiten");
    expect(await more.innerText()).toContain("Abmelden");
  });
});

describe("Arabic at 375 px", () => {
  it("is laid out right to left: nothing wider than the screen, the tabs from the right, arrows mirrored", async () => {
    const account = await registerAccount("Amal", "Arabic");
    const gql = await graphqlAs(account);
    const { createShoppingList: list } = await gql(
      `mutation { createShoppingList(title: "Souk", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    );
    const page = await signedInPage(account, PHONE);
    await chooseLanguage(page, "ar", "أصبح Larder الآن بالعربية.");
    expect(await localeOnRecord(account)).toBe("ar");
    for (const path of ["/home", "/user", "/recipes", `/shopping-lists/${list.id}`, "/no-such-page"]) {
      await page.goto(path);
      expect(await languageOf(page), path).toEqual({ lang: "ar", dir: "rtl" });
      expect(await horizontalOverflow(page), path).toBe(0);
      expect(await crampedTabs(page), path).toEqual([]);
    }
    // The first tab (Home) sits at the right edge, the last (the pantry) at the left.
    const tabs = page.locator("header.nav .nav-links a");
    const first = (await tabs.first().boundingBox())!;
    const last = (await tabs.last().boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);
    // The More menu opens inside the screen.
    const panel = (await openMoreMenu(page)).locator(".nav-more-panel");
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // "Back" points right, the way back is in a language read from the right.
    await page.goto(`/shopping-lists/${list.id}`);
    const arrow = page.locator("a .points").first();
    expect(await arrow.evaluate((element) => getComputedStyle(element).transform)).toBe("matrix(-1, 0, 0, 1, 0, 0)");

    // Signed out, an Arabic browser reads the sign-in pages right to left as well.
    const visitor = await newPage(PHONE);
    await visitor.setExtraHTTPHeaders({ "Accept-Language": "ar" });
    for (const path of ["/login", "/register"]) {
      await visitor.goto(path);
      expect(await languageOf(visitor), path).toEqual({ lang: "ar", dir: "rtl" });
      expect(await horizontalOverflow(visitor), path).toBe(0);
    }
    expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toBe("أنشئ حسابًا");
  });
});
