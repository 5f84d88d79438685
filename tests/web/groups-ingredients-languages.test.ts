import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import arGroups from "~/locales/ar/groups.json";
import arIngredients from "~/locales/ar/ingredients.json";
import deGroups from "~/locales/de/groups.json";
import deIngredients from "~/locales/de/ingredients.json";
import enGroups from "~/locales/en/groups.json";
import enIngredients from "~/locales/en/ingredients.json";
import { Browser, registerUser, rows, signIn } from "./helpers";

type Messages = { [key: string]: string | Messages };
const valuesOf = (messages: Messages): string[] =>
  Object.values(messages).flatMap((value) => (typeof value === "string" ? [value] : valuesOf(value)));

/**
 * The English words of an area that must not be left on a page in another language: each piece
 * of an English message between its placeholders and tags, longer than 3 letters, that the other
 * language does not use itself (German keeps "Name" and "Import").
 */
function englishLeftovers(english: Messages, other: Messages) {
  const otherText = valuesOf(other).join("\n");
  const pieces = valuesOf(english).flatMap((message) =>
    message
      .split(/{{\s*\w+\s*}}|<\/?\w+>/)
      .map((piece) => piece.trim())
      .filter((piece) => (piece.match(/\p{L}/gu) ?? []).length > 3 && !otherText.includes(piece)),
  );
  return [...new Set(pieces)];
}

/**
 * What a person reads in the page's main part (the bar around it is the shell's): its text
 * without scripts (the messages block), styles and tags. The personal group's name, "Personal",
 * is the account's data (the API names it at registration), not a word of the screens.
 */
const visibleText = (html: string) =>
  (html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? html)
    .replace("<h2>Personal</h2>", " ")
    .replace(/<(script|style|title)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const dirOf = (html: string) => html.match(/<html[^>]* dir="([^"]*)"/)?.[1];

/** A new account whose browser speaks `language`, signed in. */
async function signedIn(language: string, firstName: string) {
  const user = await registerUser(firstName);
  const browser = new Browser();
  browser.acceptLanguage = language;
  await signIn(browser, user.email);
  return browser;
}

describe("the groups screens in German and Arabic", () => {
  const germanLeftovers = englishLeftovers(enGroups, deGroups);
  const arabicLeftovers = englishLeftovers(enGroups, arGroups);

  it("words every groups screen, its toasts, form errors, counts and dates in German", async () => {
    const browser = await signedIn("de-DE,de;q=0.9", "Greta");
    const tooShort = visibleText(await browser.postHtml("/groups/new", { name: "ab", description: "" }));
    expect(tooShort).toContain("Der Gruppenname muss mindestens 3 Zeichen lang sein");
    expect(tooShort).not.toContain("Group name must be at least 3 characters");
    const created = await browser.post("/groups/new", { name: "Küchenrunde", description: "" });
    expect(created.status).toBe(302);
    const here = created.headers.get("Location")!;
    const groupId = Number(here.split("/").pop());
    expect(await rows("SELECT name FROM groups WHERE id = ?", groupId)).toEqual([{ name: "Küchenrunde" }]);

    const today = new Date();
    // The page the creation leads to first: it shows the toast.
    const pages = {
      detail: await browser.html(here),
      list: await browser.html("/groups"),
      members: await browser.html(`${here}/members`),
      addMember: await browser.html(`${here}/members/add?q=zzzz`),
      edit: await browser.html(`${here}/edit`),
      create: await browser.html("/groups/new"),
      importing: await browser.html(`${here}/import`),
      empty: await browser.html("/groups?search=zzzz"),
    };
    expect(titleOf(pages.list)).toBe("Meine Gruppen · Larder");
    expect(titleOf(pages.detail)).toBe("Küchenrunde · Larder");
    expect(titleOf(pages.members)).toBe("Mitglieder der Gruppe · Larder");
    expect(titleOf(pages.importing)).toBe("Import in Küchenrunde · Larder");
    const text = Object.fromEntries(Object.entries(pages).map(([name, html]) => [name, visibleText(html)]));
    expect(text.list).toContain("Neue Gruppe erstellen");
    expect(text.list).toContain("2 von 2 Gruppen");
    expect(text.list).toContain("1 Mitglied · erstellt heute");
    expect(text.detail).toContain("Gruppe erstellt!");
    expect(text.detail).toContain("Über die Gruppe");
    expect(text.detail).toContain("Die Daten deiner Gruppe");
    const longDate = new Intl.DateTimeFormat("de", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(text.detail).toContain(longDate.format(today));
    expect(text.members).toContain("Inhaber");
    expect(text.members).toContain(`Beigetreten ${today.toLocaleDateString("de", { timeZone: "UTC" })}`);
    expect(text.addMember).toContain("Niemand gefunden zu „zzzz“");
    expect(text.edit).toContain("Änderungen speichern");
    expect(text.importing).toContain("Datei auswählen");
    expect(text.empty).toContain("Keine Gruppen gefunden");
    for (const [name, words] of Object.entries(text))
      expect({ name, left: germanLeftovers.filter((piece) => words.includes(piece)) }).toEqual({ name, left: [] });

    const taken = visibleText(await browser.postHtml("/groups/new", { name: "küchenrunde" }));
    expect(taken).toContain("Es gibt schon eine Gruppe mit diesem Namen.");
    const dialogs = visibleText(await browser.html(`${here}?dialog=delete`));
    expect(dialogs).toContain("Möchtest du „Küchenrunde“ wirklich löschen?");
    const noFile = visibleText(await browser.postHtml(`${here}/import`, {}));
    expect(noFile).toContain("Wähle eine Datei zum Importieren aus.");
    const renamed = await browser.post(`${here}/edit`, { name: "Kochclub", description: "" });
    expect(renamed.status).toBe(302);
    expect(visibleText(await browser.html(here))).toContain("Gruppe geändert!");
    expect(await rows("SELECT name FROM groups WHERE id = ?", groupId)).toEqual([{ name: "Kochclub" }]);
  });

  it("lays the groups screens out right to left in Arabic, with Arabic plurals", async () => {
    const browser = await signedIn("ar", "Layla");
    const created = await browser.post("/groups/new", { name: "مطبخ العائلة", description: "" });
    const here = created.headers.get("Location")!;
    const detail = visibleText(await browser.html(here));
    const list = await browser.html("/groups");
    expect(dirOf(list)).toBe("rtl");
    expect(titleOf(list)).toBe("مجموعاتي · Larder");
    const text = {
      detail,
      list: visibleText(list),
      members: visibleText(await browser.html(`${here}/members`)),
      edit: visibleText(await browser.html(`${here}/edit`)),
      importing: visibleText(await browser.html(`${here}/import`)),
    };
    expect(text.list).toContain("عرض 2 من 2 مجموعتين");
    expect(text.list).toContain("1 عضو · أُنشئت اليوم");
    expect(text.detail).toContain("تم إنشاء المجموعة!");
    expect(text.detail).toContain("معلومات المجموعة");
    expect(text.members).toContain("أعضاء المجموعة");
    expect(text.edit).toContain("حفظ التغييرات");
    for (const [name, words] of Object.entries(text))
      expect({ name, left: arabicLeftovers.filter((piece) => words.includes(piece)) }).toEqual({ name, left: [] });
  });
});

describe("the ingredient catalogue in German and Arabic", () => {
  const germanLeftovers = englishLeftovers(enIngredients, deIngredients);
  const arabicLeftovers = englishLeftovers(enIngredients, arIngredients);

  it("words the catalogue, its dialogs, toasts and form errors in German", async () => {
    const browser = await signedIn("de", "Greta");
    const blank = visibleText(
      await browser.postHtml("/ingredients?action=create", {
        intent: "create",
        name: " ",
        type: "",
        group_mode: "existing",
        group_existing: "",
      }),
    );
    for (const message of ["Bitte gib einen Namen ein", "Bitte gib eine Art ein", "Bitte gib eine Gruppe an"])
      expect(blank).toContain(message);
    const created = await browser.post("/ingredients?action=create", {
      intent: "create",
      name: "Lauch",
      type: "Gemüse",
      group_mode: "new",
      group_new: "Zwiebelgewächse",
    });
    expect(created.status).toBe(302);
    const [leek] = await rows<{ id: number; group_id: number }>(
      "SELECT id, group_id FROM ingredients WHERE name = 'Lauch' ORDER BY id DESC LIMIT 1",
    );
    const grouped = await browser.html("/ingredients");
    expect(titleOf(grouped)).toBe("Zutaten · Larder");
    const text = {
      grouped: visibleText(grouped),
      list: visibleText(await browser.html("/ingredients?view=list")),
      create: visibleText(await browser.html("/ingredients?action=create")),
      edit: visibleText(await browser.html(`/ingredients?action=edit&id=${leek!.id}`)),
      empty: visibleText(await browser.html("/ingredients?q=zzzz")),
    };
    expect(text.grouped).toContain("Zutat „Lauch“ angelegt!");
    expect(text.grouped).toContain("1 von 1 Zutat");
    expect(text.grouped).toContain("Zutaten insgesamt");
    expect(text.list).toContain("Aktionen");
    expect(text.create).toContain("Neue Zutat anlegen");
    expect(text.edit).toContain("Zutat bearbeiten");
    expect(text.empty).toContain("Keine Zutaten gefunden");
    for (const [name, words] of Object.entries(text))
      expect({ name, left: germanLeftovers.filter((piece) => words.includes(piece)) }).toEqual({ name, left: [] });

    await testDb.batch([
      testDb.prepare("INSERT INTO recipes (group_id, slug, title) VALUES (?, 'suppe', 'Suppe')").bind(leek!.group_id),
      testDb
        .prepare(
          "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit) VALUES ((SELECT id FROM recipes WHERE group_id = ? AND slug = 'suppe'), ?, 1, 'pcs')",
        )
        .bind(leek!.group_id, leek!.id),
    ]);
    const id = String(leek!.id);
    const asking = visibleText(await browser.html(`/ingredients?action=delete&id=${id}`));
    expect(asking).toContain("„Lauch“ steht in 1 Rezept");
    const refused = visibleText(
      await browser.postHtml(`/ingredients?action=delete&id=${id}`, { intent: "delete", id }),
    );
    expect(refused).toContain("Diese Zutat steht in Rezepten oder auf Einkaufslisten.");
    expect(refused).toContain("Trotzdem löschen");
    expect(refused).not.toContain("is used by");
    expect(await rows("SELECT id FROM ingredients WHERE id = ?", leek!.id)).toEqual([{ id: leek!.id }]);
  });

  it("lays the catalogue out right to left in Arabic", async () => {
    const browser = await signedIn("ar", "Layla");
    await browser.post("/ingredients?action=create", {
      intent: "create",
      name: "كراث",
      type: "خضار",
      group_mode: "new",
      group_new: "بصليات",
    });
    const html = await browser.html("/ingredients");
    expect(dirOf(html)).toBe("rtl");
    const text = visibleText(html);
    expect(text).toContain("تم إنشاء المكوّن «كراث»!");
    expect(text).toContain("إجمالي المكونات");
    expect(text).toContain("عرض 1 من 1 مكوّن");
    expect(arabicLeftovers.filter((piece) => text.includes(piece))).toEqual([]);
  });
});
