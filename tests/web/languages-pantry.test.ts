import { describe, expect, it } from "vitest";
import accountsEn from "~/locales/en/accounts.json";
import accountsDe from "~/locales/de/accounts.json";
import cookEn from "~/locales/en/cook.json";
import cookDe from "~/locales/de/cook.json";
import pantryEn from "~/locales/en/pantry.json";
import pantryDe from "~/locales/de/pantry.json";
import userEn from "~/locales/en/user.json";
import userDe from "~/locales/de/user.json";
import { Browser, rows, signedInUser } from "./helpers";

type Messages = { [key: string]: string | Messages };

/** Every message of an area by its key path ("use.title"). */
const flatten = (messages: Messages, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

/**
 * The English words of an area that German words differently: each message's literal pieces
 * (around its placeholders and tags) longer than 3 letters, for the messages German does not
 * keep as they are.
 */
function englishOnly(en: Messages, de: Messages) {
  const german = flatten(de);
  return Object.entries(flatten(en))
    .filter(([key, text]) => german[key] !== text)
    .flatMap(([, text]) => text.split(/\{\{[^}]*\}\}|<[^>]*>/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.replace(/[^A-Za-z]/g, "").length > 3);
}

/** What a person reads: the page's text without its scripts, styles and tags. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const dirOf = (html: string) => html.match(/<html[^>]* dir="([^"]*)"/)?.[1];

/** No English word of the area is left on the page. */
const expectNoEnglish = (html: string, words: readonly string[]) => {
  const text = visibleText(html);
  expect(words.filter((word) => text.includes(word))).toEqual([]);
};

/**
 * A household with a pantry (milk to use tomorrow, lentils in the cupboard, salt no one weighed)
 * and a frittata recipe that misses what the pantry lacks, signed in with a browser in `language`.
 */
async function household(language: string) {
  const { browser, groupId, user } = await signedInUser("Greta");
  browser.acceptLanguage = language;
  await rows(
    "INSERT INTO ingredients (group_id, name, type) VALUES (?1, 'Milk', 'food'), (?1, 'Lentils', 'food'), (?1, 'Salt', 'food'), (?1, 'Eggs', 'food'), (?1, 'Spinach', 'food')",
    groupId,
  );
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const [cupboard] = await rows<{ id: number }>(
    "SELECT id FROM pantry_places WHERE group_id = ? AND name = 'Cupboard'",
    groupId,
  );
  for (const [name, quantity, unit, place, day] of [
    ["Milk", 1000, "ml", null, tomorrow],
    ["Lentils", 500, "g", cupboard!.id, null],
    ["Salt", 0, "", cupboard!.id, null],
  ] as const)
    await rows(
      "INSERT INTO pantry_items (group_id, ingredient_id, quantity, unit, place_id, best_before) SELECT ?1, id, ?2, ?3, ?4, ?5 FROM ingredients WHERE group_id = ?1 AND name = ?6",
      groupId,
      quantity,
      unit,
      place,
      day,
      name,
    );
  const [recipe] = await rows<{ id: number }>(
    "INSERT INTO recipes (group_id, slug, title, description, total_time_minutes) VALUES (?, 'frittata', 'Frittata', '', 25) RETURNING id",
    groupId,
  );
  for (const [position, [name, unit]] of [
    ["Milk", "ml"],
    ["Eggs", "g"],
    ["Spinach", "g"],
  ].entries())
    await rows(
      "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, position) SELECT ?1, id, 100, ?2, ?3 FROM ingredients WHERE group_id = ?4 AND name = ?5",
      recipe!.id,
      unit,
      position,
      groupId,
      name,
    );
  const [milk] = await rows<{ id: number }>(
    "SELECT p.id FROM pantry_items p JOIN ingredients i ON i.id = p.ingredient_id WHERE p.group_id = ? AND i.name = 'Milk'",
    groupId,
  );
  return { browser, user, milkId: milk!.id };
}

describe("the pantry, what to cook, settings and password reset in the page's language", () => {
  it("says the pantry, its dialogs and its days in German, with no English word of it left", async () => {
    const { browser, milkId } = await household("de");
    const english = englishOnly(pantryEn, pantryDe);
    const page = await browser.html("/pantry");
    expect(titleOf(page)).toBe("Vorratskammer · Larder");
    expect(page).toContain("3 Einträge · 1 bald verbrauchen");
    expect(page).toContain("Bis morgen verbrauchen");
    expect(page).toContain("Bald verbrauchen");
    expect(page).toContain("Lebensmittel hinzufügen");
    expectNoEnglish(page, english);
    for (const dialog of [`use=${milkId}`, `edit=${milkId}`])
      expectNoEnglish(await browser.html(`/pantry?${dialog}`), english);
    expect(await browser.html(`/pantry?use=${milkId}`)).toContain("Wie viel hast du verbraucht?");
    // The confirmation's Cancel is the shared dialog's word (common.json), not the pantry's.
    const throwAway = await browser.html(`/pantry?throw_away=${milkId}`);
    expect(throwAway).toContain("1 l „Milk“ wegwerfen? Es verschwindet aus der Vorratskammer.");
    expect(visibleText(throwAway)).not.toContain("It leaves the pantry");

    // A refused add is told in German, and what was typed is kept.
    const refused = await browser.postHtml("/pantry", { intent: "add", ingredient: "Butter", quantity: "1" });
    expect(refused).toContain("„Butter“ ist nicht unter deinen Zutaten");

    // An amount typed the German way is read as German writes it, and shown so.
    const added = await browser.post("/pantry", { intent: "add", ingredient: "Spinach", quantity: "1,5", unit: "kg" });
    expect(added.status).toBe(302);
    expect(
      await rows(
        "SELECT p.quantity, p.unit FROM pantry_items p JOIN ingredients i ON i.id = p.ingredient_id WHERE i.name = 'Spinach' AND p.group_id = (SELECT group_id FROM pantry_items WHERE id = ?)",
        milkId,
      ),
    ).toEqual([{ quantity: 1500, unit: "g" }]);
    expect(visibleText(await browser.html("/pantry"))).toMatch(/Spinach\s+1,5 kg/);
  });

  it("says what to cook in German and in Arabic, right to left", async () => {
    const { browser } = await household("de");
    const english = englishOnly(cookEn, cookDe);
    const page = await browser.html("/cook");
    expect(titleOf(page)).toBe("Was kann ich kochen? · Larder");
    expect(page).toMatch(/Du hast \d von 3/);
    expect(page).toMatch(/Es fehlt: [^<]*Eggs, Spinach/);
    expect(page).toContain("Für heute Abend planen");
    expectNoEnglish(page, english);

    browser.acceptLanguage = "ar";
    const arabic = await browser.html("/cook");
    expect(dirOf(arabic)).toBe("rtl");
    expect(arabic).toMatch(/لديك \d من 3/);
    expect(arabic).toContain("خطّط لها الليلة");
    expect(visibleText(arabic)).not.toContain("Plan for tonight");
  });

  it("says the settings page and its dialogs in German and in Arabic", async () => {
    const { browser } = await household("de");
    const english = englishOnly(userEn, userDe);
    const page = await browser.html("/user");
    expect(titleOf(page)).toBe("Kontoeinstellungen · Larder");
    expect(page).toContain("Zwei-Faktor-Authentifizierung");
    expect(page).toContain("Maßeinheiten speichern");
    expectNoEnglish(page, english);
    for (const dialog of ["?dialog=password", "?dialog=delete", "?edit=profile"])
      expectNoEnglish(await browser.html(`/user${dialog}`), english);

    const wrong = await browser.postHtml("/user?dialog=delete", { intent: "delete", password: "Wrong-horse-1" });
    expect(wrong).toContain("Das Passwort ist falsch.");

    browser.acceptLanguage = "ar";
    const arabic = await browser.html("/user");
    expect(dirOf(arabic)).toBe("rtl");
    expect(arabic).toContain("إعدادات الحساب");
    expect(visibleText(arabic)).not.toContain("Account Settings");
  });

  it("says the forgotten-password page and its answer in German", async () => {
    const browser = new Browser();
    browser.acceptLanguage = "de";
    const english = englishOnly(accountsEn, accountsDe);
    const page = await browser.html("/forgot-password");
    expect(titleOf(page)).toBe("Passwort vergessen · Larder");
    expect(page).toContain("Ohne aktivierte 2FA kannst du dein Passwort nicht zurücksetzen.");
    expectNoEnglish(page, english);
    const refused = await browser.postHtml("/forgot-password", { email: "not-an-address" });
    expect(refused).toContain("Bitte gib eine gültige E-Mail-Adresse ein.");
    expectNoEnglish(refused, english);
  });
});
