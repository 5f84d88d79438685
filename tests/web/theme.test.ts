import { describe, expect, it } from "vitest";
import { Browser, registerUser, signIn } from "./helpers";

/** The theme attributes the server rendered: `<html data-theme>` and the colour-scheme meta tags. */
async function renderedTheme(browser: Browser, path: string) {
  const html = await browser.html(path);
  const htmlTag = /<html[^>]*>/.exec(html)![0];
  return {
    theme: /data-theme="([^"]*)"/.exec(htmlTag)?.[1],
    colorScheme: /<meta name="color-scheme" content="([^"]*)"/.exec(html)?.[1],
    themeColors: [...html.matchAll(/<meta name="theme-color"([^>]*)>/g)].map((match) => match[1]!.trim()),
  };
}

/** The theme radio the settings page shows checked. */
const checkedTheme = (html: string) =>
  [...html.matchAll(/<input[^>]*name="theme"[^>]*>/g)].map(([input]) => input).find((input) => /checked/.test(input));

const themeCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("larder_theme="));

describe("the theme", () => {
  it("follows the system on a device that chose nothing, and ignores a cookie it never wrote", async () => {
    const browser = new Browser();
    expect(await renderedTheme(browser, "/login")).toEqual({
      theme: "system",
      colorScheme: "light dark",
      themeColors: [
        'media="(prefers-color-scheme: light)" content="#234f2f"/',
        'media="(prefers-color-scheme: dark)" content="#1a2e20"/',
      ],
    });
    browser.otherCookies.set("larder_theme", "sepia");
    expect((await renderedTheme(browser, "/login")).theme).toBe("system");
  });

  it("renders the kept choice into <html> on every page, signed in or out", async () => {
    const browser = new Browser();
    browser.otherCookies.set("larder_theme", "dark");
    expect(await renderedTheme(browser, "/register")).toEqual({
      theme: "dark",
      colorScheme: "dark",
      themeColors: ['content="#1a2e20"/'],
    });
    const user = await registerUser("Nox");
    await signIn(browser, user.email);
    for (const path of ["/home", "/user", "/no-such-page"]) {
      expect((await renderedTheme(browser, path)).theme, path).toBe("dark");
    }
    browser.otherCookies.set("larder_theme", "light");
    expect(await renderedTheme(browser, "/home")).toMatchObject({ theme: "light", colorScheme: "light" });
  });

  it("is chosen on the settings page, kept for 400 days, and System forgets the choice", async () => {
    const user = await registerUser("Luna");
    const browser = new Browser();
    await signIn(browser, user.email);
    expect(checkedTheme(await browser.html("/user"))).toContain('value="system"');

    const chosen = await browser.post("/user/theme", { theme: "dark" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe("/user");
    expect(themeCookieOf(chosen)).toBe(
      `larder_theme=dark; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=${400 * 86_400}`,
    );
    const settings = await browser.html("/user");
    expect(settings).toMatch(/<html[^>]* data-theme="dark"/);
    expect(checkedTheme(settings)).toContain('value="dark"');
    expect(settings).toContain("Larder is now dark on this device.");

    const system = await browser.post("/user/theme", { theme: "system" });
    expect(themeCookieOf(system)).toMatch(/^larder_theme=; .*Max-Age=0$/);
    expect(browser.otherCookies.has("larder_theme")).toBe(false);
    expect((await renderedTheme(browser, "/user")).theme).toBe("system");
  });

  it("refuses a theme it does not know in plain words, and keeps the one chosen", async () => {
    const browser = new Browser();
    await browser.post("/user/theme", { theme: "light" });
    for (const form of [{ theme: "sepia" }, { theme: "" }, {}] as Record<string, string>[]) {
      const refused = await browser.post("/user/theme", form);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe("Choose a theme: System, Light or Dark.");
      expect(themeCookieOf(refused)).toBeUndefined();
    }
    expect((await renderedTheme(browser, "/login")).theme).toBe("light");
  });
});
