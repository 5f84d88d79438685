import { describe, expect, it } from "vitest";
import { Browser, registerUser, rows, signedInUser, signIn } from "./helpers";

/** The page's <html> attributes: its language and direction. */
const htmlTag = (html: string) => {
  const tag = html.match(/<html[^>]*>/)![0];
  return { lang: tag.match(/ lang="([^"]*)"/)?.[1], dir: tag.match(/ dir="([^"]*)"/)?.[1] };
};
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
/** The messages the page brought for the browser: its language and the areas it reads. */
const pageMessages = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="page-messages"[^>]*>([^<]*)<\/script>/)![1]!) as {
    locale: string;
    version: string;
    areas: Record<string, Record<string, unknown>>;
  };

const storedLocale = async (email: string) =>
  (await rows<{ locale: string | null }>("SELECT locale FROM users WHERE email = ?", email))[0]!.locale;

describe("the page's language", () => {
  it("follows the browser's Accept-Language on signed-out pages, with only that language's areas", async () => {
    const browser = new Browser();
    browser.acceptLanguage = "de-AT,de;q=0.9,en;q=0.8";
    const html = await browser.html("/login");
    expect(htmlTag(html)).toEqual({ lang: "de", dir: "ltr" });
    expect(titleOf(html)).toBe("Anmelden · Larder");
    expect(html).toContain("Bei deinem Konto anmelden");
    expect(html).toContain("Passwort vergessen?");
    expect(html).not.toContain("Login to your account");
    const messages = pageMessages(html);
    expect(messages.locale).toBe("de");
    expect(Object.keys(messages.areas).sort()).toEqual(["accounts", "common"]);
    expect(JSON.stringify(messages)).not.toContain("Login to your account");
  });

  it("keeps each language's words apart when requests in several languages follow each other", async () => {
    // The worker keeps one i18next per language and one set of Intl formats per language: a page
    // in one language must never take another's words or dates.
    const pages = [];
    for (const language of ["de", "en", "ar", "de", "fr", "en"]) {
      const browser = new Browser();
      browser.acceptLanguage = language;
      pages.push({ language, html: await browser.html("/login") });
    }
    const headings: Record<string, string> = {
      de: "Bei deinem Konto anmelden",
      en: "Login to your account",
      fr: "Connexion à votre compte",
    };
    for (const { language, html } of pages) {
      expect(htmlTag(html).lang).toBe(language);
      expect(pageMessages(html).locale).toBe(language);
      for (const [other, heading] of Object.entries(headings))
        expect(html.includes(heading), `${language} page, ${other} heading`).toBe(other === language);
    }
  });

  it("takes the first language Larder speaks, lays Arabic out right to left, and is English otherwise", async () => {
    const browser = new Browser();
    browser.acceptLanguage = "ja, fr;q=0.7, de;q=0.5";
    expect(htmlTag(await browser.html("/register"))).toEqual({ lang: "fr", dir: "ltr" });

    browser.acceptLanguage = "ar-EG,ar;q=0.9";
    const arabic = await browser.html("/register");
    expect(htmlTag(arabic)).toEqual({ lang: "ar", dir: "rtl" });
    expect(arabic).toContain("أنشئ حسابًا");

    browser.acceptLanguage = "ja";
    const english = await browser.html("/login");
    expect(htmlTag(english)).toEqual({ lang: "en", dir: "ltr" });
    expect(titleOf(english)).toBe("Login · Larder");
    expect(english).toContain("Login to your account");

    browser.acceptLanguage = undefined;
    expect(htmlTag(await browser.html("/login"))).toEqual({ lang: "en", dir: "ltr" });
  });

  it("words the 404 page and its title in the browser's language", async () => {
    const browser = new Browser();
    browser.acceptLanguage = "pl";
    const response = await browser.fetch("/no-such-page-here");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(htmlTag(html)).toEqual({ lang: "pl", dir: "ltr" });
    expect(html).toContain("Nie znaleziono strony");
    expect(titleOf(html)).toBe("Nie znaleziono strony · Larder");
  });

  it("words the sign-in refusal in the page's language", async () => {
    const browser = new Browser();
    browser.acceptLanguage = "nl";
    const response = await browser.post("/login", { email: "nobody@example.com", password: "Wrong-horse-1" });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Ongeldig e-mailadres of wachtwoord.");
  });

  it("is the person's own choice once they make one: stored, kept across devices, over the browser's", async () => {
    const user = await registerUser("Lina");
    const browser = new Browser();
    browser.acceptLanguage = "de";
    await signIn(browser, user.email);
    expect(htmlTag(await browser.html("/user"))).toEqual({ lang: "de", dir: "ltr" });
    expect(await storedLocale(user.email)).toBeNull();

    const chosen = await browser.post("/user/locale", { locale: "nl" });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("/user");
    expect(await storedLocale(user.email)).toBe("nl");
    const settings = await browser.html("/user");
    expect(htmlTag(settings)).toEqual({ lang: "nl", dir: "ltr" });
    expect(settings).toContain("Larder is nu in het Nederlands.");
    expect(settings).toMatch(/<option value="nl"[^>]* selected=""/);

    // Another device, whose browser asks for French, signs in: the account's choice wins there too.
    const phone = new Browser();
    phone.acceptLanguage = "fr";
    await signIn(phone, user.email);
    const home = await phone.html("/home");
    expect(htmlTag(home)).toEqual({ lang: "nl", dir: "ltr" });
    expect(home).toContain(">Recepten<");

    // No choice again: the browser's language.
    expect((await browser.post("/user/locale", { locale: "" })).status).toBe(302);
    expect(await storedLocale(user.email)).toBeNull();
    const following = await browser.html("/user");
    expect(htmlTag(following)).toEqual({ lang: "de", dir: "ltr" });
    expect(following).toContain("Larder folgt jetzt der Sprache deines Browsers.");
  });

  it("refuses a language Larder does not speak in plain words with 422, storing nothing", async () => {
    const user = await registerUser("Omar");
    const browser = new Browser();
    await signIn(browser, user.email);
    expect((await browser.post("/user/locale", { locale: "ar" })).status).toBe(302);
    for (const locale of ["ja", "DE", "de-DE", "english"]) {
      const response = await browser.post("/user/locale", { locale });
      expect(response.status, locale).toBe(422);
      expect(await response.text()).toBe(
        "Locale must be one of en, de, fr, es, it, nl, pl, ar, or null to follow the browser",
      );
    }
    expect(await storedLocale(user.email)).toBe("ar");
    expect((await new Browser().post("/user/locale", { locale: "de" })).status).toBe(302);
  });
});

describe("a registration on a page in another language", () => {
  it("names the new household's personal group, meal types, store and pantry in the page's language", async () => {
    const browser = new Browser();
    browser.acceptLanguage = "de-DE,de;q=0.9,en;q=0.8";
    const email = `neu-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // A `locale` the form carries is not the page's language: the page's is sent, and the form
    // is not refused for it.
    const response = await browser.post("/register", {
      email,
      password: "Correct-horse-9",
      first_name: "Greta",
      last_name: "Koch",
      locale: "ar",
    });
    expect(response.status).toBe(302);
    const [group] = await rows<{ id: number; name: string }>(
      "SELECT g.id, g.name FROM groups g JOIN users u ON u.id = g.owner_id WHERE u.email = ? AND g.is_personal = 1",
      email,
    );
    expect(group!.name).toBe("Persönlich");
    const names = async (table: string) =>
      (await rows<{ name: string }>(`SELECT name FROM ${table} WHERE group_id = ? ORDER BY id`, group!.id)).map(
        (row) => row.name,
      );
    expect(await names("meal_types")).toEqual(["Frühstück", "Mittagessen", "Abendessen", "Snack"]);
    expect(await names("stores")).toEqual(["Mein Geschäft"]);
    expect(await names("pantry_places")).toEqual(["Kühlschrank", "Gefrierschrank", "Vorratsschrank"]);
    expect((await browser.session())!.groups).toEqual([
      expect.objectContaining({ name: "Persönlich", is_personal: true }),
    ]);
    // The browser's language named the rows; the account's own language is still unchosen.
    expect(await storedLocale(email)).toBeNull();
  });
});

describe("a group created on a page in another language", () => {
  it("names the group's meal types, store and pantry in the page's language when the person chose none", async () => {
    const { browser } = await signedInUser();
    browser.acceptLanguage = "de";
    // A `locale` the form carries is not the page's language, and the form is not refused for it.
    const response = await browser.post("/groups/new", { name: "Familie Koch", locale: "ar" });
    expect(response.status).toBe(302);
    const [group] = await rows<{ id: number }>("SELECT id FROM groups WHERE name = 'Familie Koch'");
    const names = async (table: string) =>
      (await rows<{ name: string }>(`SELECT name FROM ${table} WHERE group_id = ? ORDER BY id`, group!.id)).map(
        (row) => row.name,
      );
    expect(await names("meal_types")).toEqual(["Frühstück", "Mittagessen", "Abendessen", "Snack"]);
    expect(await names("stores")).toEqual(["Mein Geschäft"]);
    expect(await names("pantry_places")).toEqual(["Kühlschrank", "Gefrierschrank", "Vorratsschrank"]);
  });
});

describe("an area's messages for pages opened in the browser", () => {
  it("are one language's one area, kept long under the current version only", async () => {
    const browser = new Browser();
    const { version } = pageMessages(await browser.html("/login"));
    const current = await browser.fetch(`/locales/es/accounts?v=${version}`);
    expect(current.status).toBe(200);
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const messages = (await current.json()) as { login: { heading: string } };
    expect(messages.login.heading).toBe("Inicia sesión en tu cuenta");
    expect((await browser.fetch("/locales/es/accounts?v=old")).headers.get("Cache-Control")).toBe("no-cache");
    for (const path of ["/locales/ja/accounts", "/locales/es/recipes-x", "/locales/es/constructor", "/locales/es/api"])
      expect((await browser.fetch(path)).status, path).toBe(404);
  });
});
