import { beforeAll, describe, expect, it } from "vitest";
import enHome from "../../app/locales/en/home.json";
import enMeals from "../../app/locales/en/meals.json";
import deHome from "../../app/locales/de/home.json";
import deMeals from "../../app/locales/de/meals.json";
import { rows, signedInUser } from "./helpers";

/** The meals, the planner, Plan my week and the home page in German and Arabic, without JavaScript. */

const WEEK = "2026-06-01";

/** Every Dutch area file, as written. */
const DUTCH_FILES = import.meta.glob<string>("../../app/locales/nl/*.json", {
  query: "?raw",
  import: "default",
  eager: true,
});
const at = (day: number, hour: number) => Date.UTC(2026, 5, day, hour);

/** Every message of an area file by its dotted key. */
function flatten(messages: object, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const [inner, text] of flatten(value as object, path)) flat.set(inner, text);
  }
  return flat;
}

/**
 * The area's English words a German page must not show: each message longer than three letters
 * that German words differently, without placeholders or markup (those are checked by their parts).
 * "Cancel" is left out: the meal dialog's Cancel link is the shared dialog's (app/components), not
 * this area's.
 */
function englishWords(en: object, de: object) {
  const german = flatten(de);
  return [...flatten(en)]
    .filter(([key, text]) => text.length > 3 && !/[{<]/.test(text) && german.get(key) !== text && text !== "Cancel")
    .map(([, text]) => text);
}
const ENGLISH = [...englishWords(enMeals, deMeals), ...englishWords(enHome, deHome)];

/** What a person reads on the page: its text, without tags, scripts and the page's message block. */
function visibleText(html: string) {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The English words of the area that a page's text still holds, as whole words. */
const englishLeft = (text: string) =>
  ENGLISH.filter((words) => new RegExp(`(^|[^\\p{L}])${escape(words)}($|[^\\p{L}])`, "u").test(text));

const htmlTag = (html: string) => {
  const tag = html.match(/<html[^>]*>/)![0];
  return { lang: tag.match(/ lang="([^"]*)"/)?.[1], dir: tag.match(/ dir="([^"]*)"/)?.[1] };
};
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe("the meals area in the page's language", () => {
  let signedIn: Awaited<ReturnType<typeof signedInUser>>;
  let mealId: number;
  let cookedId: number;
  let pages: string[];

  beforeAll(async () => {
    signedIn = await signedInUser("Greta");
    const { groupId } = signedIn;
    const [dinner] = await rows<{ id: number }>(
      "SELECT id FROM meal_types WHERE group_id = ? AND name = 'Dinner'",
      groupId,
    );
    const [recipe] = await rows<{ id: number }>(
      "INSERT INTO recipes (group_id, slug, title, description) VALUES (?, 'eintopf', 'Eintopf', 'Deftig') RETURNING id",
      groupId,
    );
    const meal = async (title: string, when: number | null) =>
      (
        await rows<{ id: number }>(
          "INSERT INTO meals (group_id, title, description, recipe_id, type_id, scheduled_date) VALUES (?, ?, 'Deftig', ?, ?, ?) RETURNING id",
          groupId,
          title,
          recipe!.id,
          dinner!.id,
          when,
        )
      )[0]!.id;
    mealId = await meal("Eintopfabend", at(2, 18));
    await meal("Irgendwann", null);
    cookedId = await meal("Gekochter Eintopf", at(3, 18));
    await rows("UPDATE meals SET cooked_at = ?, cooked_servings = 3 WHERE id = ?", at(3, 20), cookedId);
    pages = [
      "/meals?all=1",
      `/meals?start=${WEEK}&end=2026-06-07`,
      "/meals?action=create",
      `/meals?action=delete&id=${mealId}`,
      `/meals/${mealId}`,
      `/meals/${cookedId}`,
      `/plan?week=${WEEK}`,
      `/plan?week=${WEEK}&action=create&date=${WEEK}`,
      `/plan?week=${WEEK}&move=${mealId}`,
      `/plan?week=${WEEK}&new_type=1`,
      `/plan/week?week=${WEEK}`,
      "/home",
    ];
  });

  it("words every row's menu in the page's language when languages follow each other", async () => {
    // The row menu's fixed words are kept per language (app/components/row-menu.tsx): a page must
    // never show another language's, and the row's own label still names its meal.
    const words = {
      de: { more: "Weitere Aktionen", remove: "Löschen", actions: "Aktionen für Eintopfabend" },
      en: { more: "More actions", remove: "Delete", actions: "Actions for Eintopfabend" },
      ar: { more: "إجراءات أخرى", remove: "حذف", actions: "Eintopfabend" },
    };
    const { browser } = signedIn;
    for (const language of ["de", "en", "ar", "de", "en"] as const) {
      browser.acceptLanguage = language;
      const html = await browser.html("/meals?all=1");
      const menus = [...html.matchAll(/<summary aria-label="([^"]*)" title="([^"]*)"/g)];
      expect(menus, language).toHaveLength(3);
      expect(new Set(menus.map((menu) => menu[2])), language).toEqual(new Set([words[language].more]));
      expect(
        menus.some((menu) => menu[1]!.includes(words[language].actions)),
        language,
      ).toBe(true);
      const deletes = [...html.matchAll(/class="row-menu-danger"[^>]*>([^<]*)</g)].map((link) => link[1]);
      expect(new Set(deletes), language).toEqual(new Set([words[language].remove]));
    }
    browser.acceptLanguage = "de";
  });

  it("is German through and through for a German browser: days, dates and every word of the area", async () => {
    const { browser } = signedIn;
    browser.acceptLanguage = "de";
    for (const path of pages) {
      const html = await browser.html(path);
      expect(htmlTag(html), path).toEqual({ lang: "de", dir: "ltr" });
      expect(englishLeft(visibleText(html)), path).toEqual([]);
    }

    const plan = visibleText(await browser.html(`/plan?week=${WEEK}`));
    expect(plan).toContain("Montag, 1. Juni – Sonntag, 7. Juni 2026");
    expect(plan).toContain("Di., 2. Juni");
    expect(plan).toContain("Vorige Woche");
    expect(plan).toContain("Letzte Woche kopieren");
    expect(plan).toContain("Meine Woche planen");

    const list = await browser.html("/meals?all=1");
    expect(titleOf(list)).toBe("Mahlzeiten · Larder");
    expect(visibleText(list)).toContain("3 Mahlzeiten");
    expect(visibleText(list)).toContain("2.6.2026 18:00");
    expect(visibleText(list)).toContain("Ohne Datum");

    const cooked = visibleText(await browser.html(`/meals/${cookedId}`));
    expect(cooked).toContain("Gekocht am 3.6.2026 für 3");

    const week = visibleText(await browser.html(`/plan/week?week=${WEEK}`));
    expect(week).toContain("Vorschläge");
    expect(week).toContain("Regeln");

    // A form error and a toast, worded by the action.
    const refused = await browser.post("/meals?action=create", { intent: "create", title: "", date: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Alle Felder außer dem Datum sind Pflichtfelder.");
    const copied = await browser.post(`/plan?week=${WEEK}`, { intent: "copy-week", week: WEEK });
    expect(copied.status).toBe(302);
    expect(visibleText(await browser.html(copied.headers.get("Location")!))).toContain(
      "Letzte Woche gibt es nichts zu kopieren.",
    );
  });

  it("is Arabic, right to left, for an Arabic browser", async () => {
    const { browser } = signedIn;
    browser.acceptLanguage = "ar";
    for (const path of pages) {
      const html = await browser.html(path);
      expect(htmlTag(html), path).toEqual({ lang: "ar", dir: "rtl" });
      expect(englishLeft(visibleText(html)), path).toEqual([]);
    }
    const plan = visibleText(await browser.html(`/plan?week=${WEEK}`));
    expect(plan).toContain("الأسبوع السابق");
    expect(plan).toContain("الاثنين، 1 يونيو");
    const list = await browser.html("/meals?all=1");
    expect(titleOf(list)).toBe("الوجبات · Larder");
    expect(visibleText(list)).toContain("3 وجبات");
  });

  it("names a meal type with one Dutch word on every page and in every area", async () => {
    const { browser } = signedIn;
    browser.acceptLanguage = "nl";
    const newType = visibleText(await browser.html(`/plan?week=${WEEK}&new_type=1`));
    expect(newType).toContain("Nieuwe maaltijdsoort");
    for (const path of pages) expect(visibleText(await browser.html(path)), path).not.toMatch(/soort(en)? maaltijd/i);
    for (const [file, text] of Object.entries(DUTCH_FILES)) expect(text, file).not.toMatch(/soort(en)? maaltijd/i);
  });

  it("keeps English as it was", async () => {
    const { browser } = signedIn;
    browser.acceptLanguage = "en";
    const plan = visibleText(await browser.html(`/plan?week=${WEEK}`));
    expect(plan).toContain("Monday 1 June – Sunday 7 June 2026");
    expect(plan).toContain("Tue 2 Jun");
    expect(visibleText(await browser.html("/meals?all=1"))).toContain("Showing 3 meal(s)");
    expect(visibleText(await browser.html(`/meals/${cookedId}`))).toContain("Cooked on 03/06/2026 for 3: what it used");
  });
});
