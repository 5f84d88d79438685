import { describe, expect, it } from "vitest";
import english from "~/locales/en/shopping.json";
import german from "~/locales/de/shopping.json";
import arabic from "~/locales/ar/shopping.json";
import { rows, signedInWithBreadList } from "./helpers";

/**
 * The shopping screens in German and in Arabic: their words, their money and their counts are the
 * language's, and no English word of the area is left on them.
 */

/** Every message of a file, nested keys flattened. */
const messagesOf = (file: object): string[] =>
  Object.values(file).flatMap((value) => (typeof value === "string" ? [value] : messagesOf(value as object)));

/** What a person reads on a page: its text and the labels of its controls, not its scripts. */
function visibleText(html: string) {
  const body = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ");
  const labels = [...body.matchAll(/ (?:aria-label|placeholder|title|label)="([^"]*)"/g)].map((match) => match[1]);
  const text = body.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, " ");
  return [text, ...labels]
    .join(" \n ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * The English words of the area a translated page must not show: each message's text between its
 * placeholders, longer than 3 letters, that is not also part of the other language's words.
 */
function englishLeftIn(page: string, translated: object) {
  const theirs = messagesOf(translated).join("\n");
  const pieces = messagesOf(english)
    .flatMap((message) => message.split(/{{[^}]*}}/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.replace(/[^A-Za-z]/g, "").length > 3 && !theirs.includes(piece));
  return [...new Set(pieces)].filter((piece) => page.includes(piece));
}

/**
 * Words the shared components write on these pages (app/components: the row menu's "Actions for",
 * the dialogs' Cancel and the confirmation's Delete), translated with the shell, not this area.
 */
const sharedWords = (path: string) => [
  "Actions for",
  ...(path.includes("item=") || path.includes("delete") ? ["Cancel"] : []),
  ...(path.includes("delete") ? ["Delete"] : []),
];

/** The pages that show English words of the area, with those words. */
const leftovers = (pages: Record<string, string>, translated: object) =>
  Object.fromEntries(
    Object.entries(pages)
      .map(([path, html]) => {
        const shared = sharedWords(path);
        return [path, englishLeftIn(visibleText(html), translated).filter((word) => !shared.includes(word))] as const;
      })
      .filter(([, left]) => left.length > 0),
  );

async function listScreens(acceptLanguage: string) {
  const { browser, groupId, listId, breadId } = await signedInWithBreadList("Greta", "Markt");
  browser.acceptLanguage = acceptLanguage;
  // A type is the household's own word, as they typed it.
  await rows("UPDATE shopping_items SET type = 'Backwaren' WHERE id = ?", breadId);
  await rows(
    "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, price_cents, type, is_bought) VALUES (?, ?, 'Milch', 2, 'l', 120, 'Milchprodukte', 1)",
    groupId,
    listId,
  );
  const paths = [
    "/shopping-lists",
    "/shopping-lists?action=create",
    "/shopping-lists?action=sync&step=1",
    "/shopping-lists?action=sync&step=1&start=2026-06-01&end=2026-06-07",
    "/shopping-lists?action=sync&step=1&start=2026-06-01&end=2026-06-03",
    "/shopping-lists?action=sync&step=2&title=Woche&start=2026-06-01&end=2026-06-07",
    "/shopping-lists?action=sync&step=3&title=Woche&start=2026-06-01&end=2026-06-07",
    `/shopping-lists?action=edit&id=${listId}`,
    `/shopping-lists?action=edit&id=${listId}&tab=items`,
    `/shopping-lists?action=edit&id=${listId}&tab=add`,
    `/shopping-lists?action=delete&id=${listId}`,
    `/shopping-lists?view=${listId}`,
    `/shopping-lists/${listId}`,
    `/shopping-lists/${listId}?tab=progress`,
    `/shopping-lists/${listId}?stores=1`,
    `/shopping-lists/${listId}?item=${breadId}`,
    `/shopping-lists/${listId}?delete_item=${breadId}`,
    `/shopping-lists/${listId}?add=1`,
    "/shopping-items",
    "/shopping-items?q=nothing-like-this",
    "/shopping-lists/999999999",
  ];
  const pages: Record<string, string> = {};
  for (const path of paths) pages[path] = await browser.html(path);
  return { browser, listId, breadId, pages };
}

describe("the shopping screens in German", () => {
  it("are worded in German, money and counts German's, with no English word of the area left", async () => {
    const { browser, listId, breadId, pages } = await listScreens("de");
    const text = (path: string) => visibleText(pages[path]!);
    expect(pages["/shopping-lists"]).toContain("<title>Einkaufslisten · Larder</title>");
    expect(text("/shopping-lists")).toContain("Leere Liste anlegen");
    expect(text("/shopping-lists")).toContain("2 Artikel · 1 gekauft · Summe 3,70 €");
    expect(text(`/shopping-lists/${listId}`)).toContain("Gesamtpreis 3,70 €");
    // A list's title from its days writes them as German does, a week or not.
    expect(pages["/shopping-lists?action=sync&step=1&start=2026-06-01&end=2026-06-07"]).toContain(
      'value="Woche ab 1.6.2026"',
    );
    expect(pages["/shopping-lists?action=sync&step=1&start=2026-06-01&end=2026-06-03"]).toContain(
      'value="1.6.2026 – 3.6.2026"',
    );
    expect(text(`/shopping-lists/${listId}`)).toContain("Zurück zu den Einkaufslisten");
    expect(text(`/shopping-lists/${listId}`)).toContain("Gekauft");
    expect(text(`/shopping-lists/${listId}?tab=progress`)).toContain("1,20 € von 3,70 € ausgegeben");
    expect(text(`/shopping-lists/${listId}?tab=progress`)).toContain("50 %");
    expect(text("/shopping-lists?action=sync&step=1")).toContain("Schritt 1 von 3 · Angaben");
    expect(text(`/shopping-lists/${listId}?stores=1`)).toContain("Milchprodukte & Eier");
    expect(text("/shopping-items")).toContain("Alle Artikel");
    expect(text("/shopping-lists/999999999")).toContain("Einkaufsliste nicht gefunden");
    expect(leftovers(pages, german)).toEqual({});

    // Toasts and form errors are German's too; what is stored is the same.
    await browser.post(`/shopping-lists/${listId}`, { intent: "toggle", id: String(breadId), is_bought: "true" });
    expect(await browser.html(`/shopping-lists/${listId}`)).toContain("Artikel als gekauft markiert!");
    expect(await rows("SELECT is_bought FROM shopping_items WHERE id = ?", breadId)).toEqual([{ is_bought: 1 }]);
    const refused = await browser.postHtml("/shopping-lists?action=create", {
      intent: "create",
      title: "",
      start_date: "01/06/2026",
      end_date: "07/06/2026",
    });
    expect(refused).toContain("Gib der Liste einen Namen (höchstens 200 Zeichen).");
    expect(refused).not.toContain("Shopping list name is required");
  });
});

describe("amounts on a German list", () => {
  it("are in German's form, Larder's measures in German words, the household's names as written", async () => {
    const { browser, groupId, listId } = await signedInWithBreadList("Greta", "Markt");
    browser.acceptLanguage = "de";
    for (const [name, quantity, unit] of [
      ["Mehl", 1.5, "kg"],
      ["Olivenöl", 2, "tbsp"],
      ["Reis", 1.5, "cup"],
      ["Lauch", 3, "pcs"],
      ["Bohnen", 2, "Dose"],
    ] as const)
      await rows(
        "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, price_cents, type) VALUES (?, ?, ?, ?, ?, 0, 'Other')",
        groupId,
        listId,
        name,
        quantity,
        unit,
      );
    // The quick-add bar without JavaScript: a German "0,5" is a half.
    const added = await browser.post(`/shopping-lists/${listId}`, {
      intent: "quick-add",
      list_id: String(listId),
      name: "Sahne",
      quantity: "0,5",
      unit: "l",
    });
    expect(added.status).toBe(302);
    expect(await rows("SELECT quantity, unit FROM shopping_items WHERE name = 'Sahne'")).toEqual([
      { quantity: 0.5, unit: "l" },
    ]);
    // In German a comma is the decimal sign, whatever follows it: "1,250" kg is one and a quarter.
    await browser.post(`/shopping-lists/${listId}`, {
      intent: "quick-add",
      list_id: String(listId),
      name: "Zucker",
      quantity: "1,250",
      unit: "kg",
    });
    expect(await rows("SELECT quantity, unit FROM shopping_items WHERE name = 'Zucker'")).toEqual([
      { quantity: 1.25, unit: "kg" },
    ]);

    const list = visibleText(await browser.html(`/shopping-lists/${listId}`));
    expect(list).toContain("Mehl 1,5 kg");
    expect(list).toContain("Olivenöl 2 EL");
    expect(list).toContain("Reis 1 ½ Tassen");
    expect(list).toContain("3 Lauch");
    expect(list).toContain("Bohnen 2 Dose");
    expect(list).toContain("Sahne 500 ml");
    expect(list).toContain("Zucker 1,25 kg");
    expect(list).not.toMatch(/\b(?:tsp|tbsp|cups?|pcs|lauchs)\b/i);
  });
});

describe("the shopping screens in Arabic", () => {
  it("are laid out right to left in Arabic's words, with no English word of the area left", async () => {
    const { listId, pages } = await listScreens("ar");
    expect(pages["/shopping-lists"]).toMatch(/<html[^>]* dir="rtl"/);
    expect(visibleText(pages["/shopping-lists"]!)).toContain("إنشاء قائمة فارغة");
    expect(visibleText(pages[`/shopping-lists/${listId}`]!)).toContain("العودة إلى قوائم التسوق");
    expect(visibleText(pages[`/shopping-lists/${listId}`]!)).toContain("صنفان");
    expect(leftovers(pages, arabic)).toEqual({});
  });
});

describe("the items' own status words", () => {
  it("count bought and still-to-buy items in the items' words, not a list's", async () => {
    const { browser, groupId, listId } = await signedInWithBreadList("Ola", "Targ");
    await rows(
      "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, is_bought) VALUES (?, ?, 'Mleko', 2, 'l', 1)",
      groupId,
      listId,
    );
    browser.acceptLanguage = "pl";
    const stats = (await browser.html("/shopping-items")).match(/<div class="stats">([\s\S]*?)<\/div>\s*<\/div>/)![1]!;
    const figures = visibleText(stats);
    expect(figures).toContain("1 Kupione");
    expect(figures).toContain("1 Do kupienia");
    // A list is "Zakończona" (finished) or "Zaplanowana" (planned); an item is neither.
    expect(figures).not.toMatch(/Zakończona|Zaplanowana/);
  });
});
