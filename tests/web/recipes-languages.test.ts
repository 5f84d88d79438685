import { describe, expect, it } from "vitest";
import english from "~/locales/en/recipes.json";
import german from "~/locales/de/recipes.json";
import arabic from "~/locales/ar/recipes.json";
import { Browser, rows, signedInUser } from "./helpers";
import { asRead } from "./recipes-words";

/** Every message of a file by its dotted key. */
function messagesOf(value: object, prefix = ""): [string, string][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "string"
      ? [[`${prefix}${key}`, inner] as [string, string]]
      : messagesOf(inner, `${prefix}${key}.`),
  );
}

/**
 * The words a person reads on a page: its text and its labelling attributes, without the scripts
 * (the page's messages and data travel there, in every area of the page).
 */
function wordsOf(html: string) {
  const page = asRead(html)
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ");
  const attributes = [...page.matchAll(/\s(?:placeholder|aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  const text = page.replace(/<[^>]*>/g, " ");
  return [text, ...attributes]
    .join(" ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replace(/\s+/g, " ");
}

/**
 * Words the recipes area shares with the dialogs of app/components (their Close and Cancel), which
 * the common area words: the area's own buttons are checked by their other words on the page.
 */
const SHARED_WITH_COMPONENTS = new Set(["Close", "Cancel"]);

/**
 * English words of the area left on a page in another language: each English message that is a
 * word or more (longer than 3 letters, without placeholders), not the same in that language, and
 * found on the page as a whole word.
 */
function englishLeft(html: string, translated: object) {
  const words = wordsOf(html);
  const other = new Map(messagesOf(translated));
  return messagesOf(english)
    .filter(([key, message]) => message.length > 3 && !/[{<]/.test(message) && other.get(key) !== message)
    .filter(([, message]) => !SHARED_WITH_COMPONENTS.has(message))
    .filter(([, message]) => {
      const escaped = message.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "u").test(words);
    })
    .map(([key, message]) => `${key}: ${message}`);
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

/** A recipe with two lines, a step with a time, and a source, made through the create wizard. */
async function createSoup(browser: Browser) {
  const form = new URLSearchParams({
    intent: "create",
    step: "3",
    title: "Lauchsuppe",
    description: "Grün",
    category: "Vegetables",
    servings: "2",
    prep_time: "10",
    cook_time: "75",
    total_time: "85",
    source_url: "https://kochen.example.org/lauch",
    method: "Lauch schneiden.\nLauch und Kartoffel 20 Minuten kochen.",
  });
  for (const [name, quantity, unit] of [
    ["Lauch", "2", "pcs"],
    ["Kartoffel", "500", "g"],
  ]) {
    form.append("ing_name", name!);
    form.append("ing_quantity", quantity!);
    form.append("ing_unit", unit!);
    form.append("ing_note", "");
  }
  const created = await browser.fetch("/recipes?action=create", { method: "POST", body: form });
  expect(created.status).toBe(302);
  return created;
}

/** The recipes area's screens (fifteen pages, each as the server writes it): slow on a busy machine. */
async function recipeScreens(browser: Browser) {
  const share = await browser.post("/recipes/lauchsuppe?action=share", { intent: "share" });
  expect(share.status).toBe(200);
  const shared = await share.text();
  const token = /\/r\/([\w.-]+)/.exec(shared)![1]!;
  const paths = [
    "/recipes",
    "/recipes?action=create",
    "/recipes?select=ingredients",
    "/recipes?q=nichts-passt",
    "/recipes/lauchsuppe",
    "/recipes/lauchsuppe?tab=ingredients&servings=4",
    "/recipes/lauchsuppe?action=edit",
    "/recipes/lauchsuppe?action=share",
    "/recipes/lauchsuppe?action=delete",
    "/recipes/lauchsuppe/cook",
    "/recipes/import",
    "/recipes/import?from=bookmarklet",
    "/recipes/keine-solche",
    `/r/${token}`,
  ];
  const pages = new Map<string, string>([["share answered", shared]]);
  for (const path of paths) pages.set(path, await browser.html(path));
  // The signed-out visitor's view of the shared page, and the wizard's steps answered by the server.
  const visitor = new Browser();
  visitor.acceptLanguage = browser.acceptLanguage;
  pages.set("shared, signed out", await visitor.html(`/r/${token}`));
  pages.set(
    "wizard step 2",
    await browser.postHtml("/recipes?action=create", {
      intent: "wizard-next",
      step: "1",
      title: "Brot",
      description: "Knusprig",
      category: "Breakfast",
    }),
  );
  return pages;
}

describe("the recipes area in German and in Arabic", () => {
  it("words every recipe screen in German, with German plurals, numbers and titles", async () => {
    const { browser, groupId } = await signedInUser("Greta");
    browser.acceptLanguage = "de-DE,de;q=0.9";
    const created = await createSoup(browser);
    expect(created.headers.get("Location")).toBe("/recipes");

    const list = await browser.html("/recipes");
    expect(titleOf(list)).toBe("Rezepte · Larder");
    expect(wordsOf(list)).toContain("Rezept „Lauchsuppe“ wurde angelegt.");
    expect(wordsOf(list)).toContain("1 von 1 Rezept");
    expect(wordsOf(list)).toContain("2 Zutaten");
    expect(wordsOf(list)).toContain("Gemüse");

    const pages = await recipeScreens(browser);
    const recipe = pages.get("/recipes/lauchsuppe")!;
    expect(titleOf(recipe)).toBe("Lauchsuppe · Larder");
    expect(wordsOf(recipe)).toContain("Zurück zu den Rezepten");
    expect(wordsOf(recipe)).toContain("Nährwerte pro Portion");
    expect(recipe).toMatch(/Von <a href="https:\/\/kochen\.example\.org\/lauch"[^>]*>kochen\.example\.org<\/a>/);
    expect(wordsOf(recipe)).toContain("1 Std. 15 Min.");
    expect(wordsOf(recipe)).toMatch(/Angelegt \d{1,2}\.\d{1,2}\.\d{4}/);
    expect(wordsOf(pages.get("/recipes/lauchsuppe?tab=ingredients&servings=4")!)).toContain(
      "Das Rezept ergibt 2 Portionen",
    );
    expect(wordsOf(pages.get("/recipes/lauchsuppe?action=delete")!)).toContain(
      "Möchtest du „Lauchsuppe“ wirklich löschen?",
    );
    expect(wordsOf(pages.get("/recipes/lauchsuppe?action=share")!)).toContain("Öffentlichen Link erstellen");
    expect(wordsOf(pages.get("share answered")!)).toContain("Öffentlicher Link Link öffnen Nicht mehr teilen");
    expect(titleOf(pages.get("/recipes/lauchsuppe/cook")!)).toBe("Lauchsuppe kochen · Larder");
    expect(wordsOf(pages.get("/recipes/lauchsuppe/cook")!)).toContain("Zurück zum Rezept");
    expect(titleOf(pages.get("/recipes/import")!)).toBe("Rezept importieren · Larder");
    expect(pages.get("/recipes/import")!).toContain(">Zu Larder hinzufügen</a>");
    expect(wordsOf(pages.get("/recipes?select=ingredients")!)).toContain("Nach Zutaten filtern");
    expect(wordsOf(pages.get("/recipes/keine-solche")!)).toContain("Rezept nicht gefunden");
    expect(wordsOf(pages.get("shared, signed out")!)).toContain("Melde dich an, um es zu deinem Larder hinzuzufügen");
    expect(wordsOf(pages.get("wizard step 2")!)).toContain("Schritt 2 von 3 · Zutaten");

    for (const [path, html] of pages) expect(englishLeft(html, german), path).toEqual([]);
    expect(englishLeft(list, german)).toEqual([]);

    // A form's problems and the API's refusals are worded in German too; nothing is written.
    const refused = await browser.postHtml("/recipes?action=create", { intent: "wizard-next", step: "1" });
    expect(wordsOf(refused)).toContain("Gib dem Rezept einen Titel (höchstens 200 Zeichen).");
    expect(refused).not.toContain("Title is required");
    expect(await rows("SELECT title FROM recipes WHERE group_id = ?", groupId)).toEqual([{ title: "Lauchsuppe" }]);
  }, 30_000);

  it("writes amounts in German's form: a decimal comma, German kitchen words, names as written", async () => {
    const { browser, groupId } = await signedInUser("Greta");
    browser.acceptLanguage = "de";
    const form = new URLSearchParams({
      intent: "create",
      step: "3",
      title: "Brühe",
      description: "Klar",
      category: "Soups",
      servings: "2",
      method: "Alles kochen.",
    });
    // Amounts typed the German way: "0,75" is three quarters, not 75.
    for (const [name, quantity, unit] of [
      ["Gemüsebrühe", "0,75", "l"],
      ["Kreuzkümmel", "1,5", "tsp"],
      ["Mehl", "1", "cup"],
      ["Lauch", "2", "pcs"],
      ["Knoblauch", "3", "clove"],
    ]) {
      form.append("ing_name", name!);
      form.append("ing_quantity", quantity!);
      form.append("ing_unit", unit!);
      form.append("ing_note", "");
    }
    expect((await browser.fetch("/recipes?action=create", { method: "POST", body: form })).status).toBe(302);
    expect(
      await rows(
        "SELECT i.name, ri.quantity, ri.unit FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id JOIN recipes r ON r.id = ri.recipe_id WHERE r.group_id = ? ORDER BY i.name",
        groupId,
      ),
    ).toEqual([
      { name: "Gemüsebrühe", quantity: 0.75, unit: "l" },
      { name: "Knoblauch", quantity: 3, unit: "clove" },
      { name: "Kreuzkümmel", quantity: 1.5, unit: "tsp" },
      { name: "Lauch", quantity: 2, unit: "pcs" },
      { name: "Mehl", quantity: 1, unit: "cup" },
    ]);

    const atItsServings = wordsOf(await browser.html("/recipes/bruhe?tab=ingredients"));
    expect(atItsServings).toContain("Gemüsebrühe 0,75 l");
    expect(atItsServings).toContain("Kreuzkümmel 1½ TL");
    expect(atItsServings).toContain("Mehl 1 Tasse");
    // Larder's count words too: the clove it keeps is a Zehe.
    expect(atItsServings).toContain("Knoblauch 3 Zehen");
    const doubled = wordsOf(await browser.html("/recipes/bruhe?tab=ingredients&servings=4"));
    expect(doubled).toContain("Gemüsebrühe 1,5 l");
    expect(doubled).toContain("Kreuzkümmel 3 TL");
    expect(doubled).toContain("Mehl 2 Tassen");
    expect(doubled).toContain("Knoblauch 6 Zehen");
    const cook = wordsOf(await browser.html("/recipes/bruhe/cook?servings=4"));
    expect(cook).toContain("2 Tassen");
    expect(cook).toContain("4 Lauch");
    expect(cook).toContain("6 Zehen");
    for (const page of [atItsServings, doubled, cook])
      expect(page).not.toMatch(/\b(?:tsp|tbsp|cups?|pcs|lauchs|cloves?)\b/i);
  }, 30_000);

  it("words every recipe screen in Arabic, laid out right to left", async () => {
    const { browser } = await signedInUser("Omar");
    browser.acceptLanguage = "ar";
    await createSoup(browser);
    const list = await browser.html("/recipes");
    expect(list).toMatch(/<html lang="ar" dir="rtl"/);
    expect(titleOf(list)).toBe("الوصفات · Larder");
    expect(wordsOf(list)).toContain("أُنشئت الوصفة «Lauchsuppe».");
    expect(wordsOf(list)).toContain("مكوّنان");

    const pages = await recipeScreens(browser);
    expect(wordsOf(pages.get("/recipes/lauchsuppe")!)).toContain("العودة إلى الوصفات");
    expect(wordsOf(pages.get("/recipes/lauchsuppe?tab=ingredients&servings=4")!)).toContain("الوصفة تكفي حصتين");
    expect(wordsOf(pages.get("/recipes/lauchsuppe/cook")!)).toContain("طريقة التحضير");
    expect(wordsOf(pages.get("/recipes/import")!)).toContain("الاستيراد أثناء التصفح");
    expect(wordsOf(pages.get("wizard step 2")!)).toContain("الخطوة 2 من 3 · المكونات");

    for (const [path, html] of pages) expect(englishLeft(html, arabic), path).toEqual([]);
    expect(englishLeft(list, arabic)).toEqual([]);
  }, 30_000);
});
