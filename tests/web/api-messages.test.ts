import { describe, expect, it } from "vitest";
import { createGroupSchema } from "@larder/contract/groups";
import { apiFieldErrors } from "~/i18n/api-errors.server";
import { serverI18n } from "~/i18n/instance.server";
import { parseForm } from "~/utils/form.server";
import { Browser, registerUser, rows, signedInUser } from "./helpers";

/**
 * The API's refusals in the page's language, worded by the codes of their sentences
 * (docs/decisions/0050), over REST (sign-in) and GraphQL (a form action's refusal); English
 * pages keep the API's own words.
 */
describe("the API's refusals by their codes", () => {
  it("words a refused sign-in by its sentence, in German and Arabic, and keeps English as the API says it", async () => {
    const user = await registerUser();
    const attempt = async (acceptLanguage: string) => {
      const browser = new Browser();
      browser.acceptLanguage = acceptLanguage;
      const response = await browser.post("/login", { email: user.email, password: "Wrong-password-1", redirect: "" });
      expect(response.status).toBe(401);
      return response.text();
    };
    const german = await attempt("de");
    expect(german).toContain("E-Mail oder Passwort ist falsch. Bitte prüfe deine Angaben.");
    expect(german).not.toContain("Invalid email or password");
    const arabic = await attempt("ar");
    expect(arabic).toContain("البريد الإلكتروني أو كلمة المرور غير صحيحة. يُرجى التحقق من بياناتك.");
    expect(await attempt("en")).toContain("Invalid email or password. Please check your credentials.");
  }, 30_000);

  it("words each reason an import is refused for, in German, by its own code", async () => {
    const { browser } = await signedInUser();
    browser.acceptLanguage = "de";
    const importing = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ intent: "import", ...fields })) form.set(name, value);
      const response = await browser.fetch("/recipes/import", { method: "POST", body: form });
      return { status: response.status, error: (await response.text()).match(/role="alert">([^<]*)</)?.[1] };
    };
    expect(await importing({ html: "<p>Only a story about soup.</p>" })).toEqual({
      status: 422,
      error: "Auf dieser Seite wurde kein Rezept gefunden",
    });
    expect(await importing({})).toEqual({ status: 422, error: "Füge einen Link oder das HTML der Seite ein." });
    expect(await importing({ url: "ftp://example.com/soup" })).toEqual({
      status: 422,
      error: "Gib einen Link ein, der mit http:// oder https:// beginnt",
    });
    expect(await importing({ url: "https://cook:secret@example.com/soup" })).toEqual({
      status: 422,
      error: "Gib den Link ohne Benutzernamen oder Passwort ein",
    });
    expect(await importing({ url: `https://example.com/${"a".repeat(2100)}` })).toEqual({
      status: 422,
      error: "Ein Link darf höchstens 2.048 Zeichen lang sein",
    });

    // A pasted page past what the web takes at all is refused before anything reads it, in German too.
    const huge = await browser.fetch("/recipes/import", {
      method: "POST",
      body: "x".repeat(7 * 1024 * 1024),
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toBe("Die Seite ist größer als 5 MB");
    const elsewhere = await browser.fetch("/recipes", {
      method: "POST",
      body: "x".repeat(300 * 1024),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(elsewhere.status).toBe(413);
    expect(await elsewhere.text()).toBe("Das ist zu groß zum Senden.");
  }, 30_000);

  it("words a form's refusal from GraphQL with the values it names, and writes nothing", async () => {
    const { browser, groupId } = await signedInUser();
    browser.acceptLanguage = "de";
    const ingredient = { intent: "create", type: "vegetable", group_mode: "new", group_new: "Lauch" };
    expect((await browser.post("/ingredients?action=create", { ...ingredient, name: "Porree" })).status).toBe(302);
    const taken = await browser.postHtml("/ingredients?action=create", { ...ingredient, name: "Porree" });
    expect(taken).toContain("Es gibt bereits eine Zutat namens „Porree“.");
    expect(taken).not.toContain("already exists");
    expect(await rows("SELECT name FROM ingredients WHERE group_id = ? AND name = 'Porree'", groupId)).toHaveLength(1);
  }, 30_000);

  it("words the contract's sentences a form meets before the API, label and all, given the request's i18n", () => {
    const blank = parseForm({ name: "" }, createGroupSchema, serverI18n("fr"));
    expect(blank).toMatchObject({ success: false, fields: { name: "Nom du groupe : champ obligatoire" } });
    const long = parseForm({ name: "x".repeat(120) }, createGroupSchema, serverI18n("de"));
    expect(long).toMatchObject({ fields: { name: "Gruppenname muss kürzer als 100 Zeichen sein" } });
    expect(parseForm({ name: "" }, createGroupSchema, serverI18n("en"))).toMatchObject({
      fields: { name: "Group name is required" },
    });
  });

  it("words a refusal's field messages by their codes, and keeps a field's message that has none", () => {
    const refusal = {
      fields: {
        email: "This email is already registered. Please use a different email or try logging in.",
        bio: "Odd",
      },
      field_codes: { email: { code: "EMAIL_TAKEN" as const } },
    };
    expect(apiFieldErrors(serverI18n("nl"), refusal)).toEqual({
      email: "Dit e-mailadres is al geregistreerd. Gebruik een ander adres of log in.",
      bio: "Odd",
    });
    expect(apiFieldErrors(serverI18n("en"), refusal)).toEqual(refusal.fields);
  });
});
