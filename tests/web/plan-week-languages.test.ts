import { beforeAll, describe, expect, it } from "vitest";
import { rows, signedInUser } from "./helpers";

/**
 * Plan my week's reasons, its messages and its rules' units in the page's language, worded from
 * the codes the API answers beside its English; English as it always was.
 */

const WEEK = "2027-03-01";

/** What a person reads on the page: its text, without tags, scripts and the page's message block. */
function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The reasons of each proposal, as the page shows them under the recipe. */
const reasonsShown = (html: string) =>
  [...html.matchAll(/<p class="proposal-reasons">([\s\S]*?)<\/p>/g)].map((match) => visibleText(match[1]!).trim());

describe("Plan my week in the page's language", () => {
  let signedIn: Awaited<ReturnType<typeof signedInUser>>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    signedIn = await signedInUser("Greta");
    const { groupId } = signedIn;
    const [dinner] = await rows<{ id: number }>(
      "SELECT id FROM meal_types WHERE group_id = ? AND name = 'Dinner'",
      groupId,
    );
    const [spinach] = await rows<{ id: number }>(
      "INSERT INTO ingredients (group_id, name, merge_key, type) VALUES (?, 'Spinat', 'spinat', 'vegetable') RETURNING id",
      groupId,
    );
    ids = {};
    for (const [slug, title, minutes, favourite] of [
      ["spinatauflauf", "Spinatauflauf", 40, 1],
      ["linsensuppe", "Linsensuppe", 20, 0],
      ["eintopf", "Eintopf", 90, 0],
    ] as const) {
      const [recipe] = await rows<{ id: number }>(
        "INSERT INTO recipes (group_id, slug, title, description, total_time_minutes, is_favorite) VALUES (?, ?, ?, '', ?, ?) RETURNING id",
        groupId,
        slug,
        title,
        minutes,
        favourite,
      );
      ids[title] = recipe!.id;
    }
    await rows(
      "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, position) VALUES (?, ?, 300, 'g', 0)",
      ids.Spinatauflauf,
      spinach!.id,
    );
    // Spinach due on the week's Tuesday; the soup last cooked four weeks before the week; the stew
    // planned on its Wednesday.
    await rows(
      "INSERT INTO pantry_items (group_id, ingredient_id, quantity, unit, best_before) VALUES (?, ?, 300, 'g', '2027-03-02')",
      groupId,
      spinach!.id,
    );
    for (const [title, day] of [
      ["Linsensuppe", "2027-02-01"],
      ["Eintopf", "2027-03-03"],
    ] as const)
      await rows(
        "INSERT INTO meals (group_id, title, description, recipe_id, type_id, scheduled_date) VALUES (?, ?, '', ?, ?, ?)",
        groupId,
        title,
        ids[title],
        dinner!.id,
        Date.parse(`${day}T18:00:00Z`),
      );
  });

  const page = async (language: string, query = "") => {
    signedIn.browser.acceptLanguage = language;
    return signedIn.browser.html(`/plan/week?week=${WEEK}${query}`);
  };

  it("words each reason in German, with the weekday by Intl and the food as the household named it", async () => {
    const html = await page("de");
    const reasons = reasonsShown(html);
    expect(reasons).toContain(
      "Verbraucht Spinat, fällig am Dienstag · seit über 6 Monaten nicht gekocht · ein Lieblingsrezept",
    );
    expect(reasons).toContain("Seit 4 Wochen nicht gekocht");
    expect(reasons).toContain("Kein Vorschlag: Jedes Rezept ist diese Woche schon geplant");
    expect(visibleText(html)).not.toMatch(/uses the|not cooked|Nothing proposed/);
    // Nothing was planned by asking.
    expect(await rows("SELECT id FROM meals WHERE group_id = ?", signedIn.groupId)).toHaveLength(2);
  });

  it("words them in Arabic and Polish by their plural rules", async () => {
    expect(reasonsShown(await page("ar"))).toContain("لم يُطبخ منذ 4 أسابيع");
    expect(reasonsShown(await page("pl"))).toContain("Nie gotowane od 4 tygodni");
  });

  it("keeps English as the API words it", async () => {
    const reasons = reasonsShown(await page("en"));
    expect(reasons).toContain("Uses the spinat due Tuesday · not cooked for over 6 months · a favourite");
    expect(reasons).toContain("Not cooked for 4 weeks");
    expect(reasons).toContain("Nothing proposed: every recipe is planned this week already");
  });

  it("says why no recipe fits, and that every day chosen is planned, keeping the meal type's capital in German", async () => {
    const swapped = `&days=1&day=${WEEK}&not=${WEEK}:${ids.Spinatauflauf}&not=${WEEK}:${ids.Linsensuppe}`;
    expect(visibleText(await page("de", swapped))).toContain(
      "Kein Vorschlag: Für diesen Tag ist kein anderes Rezept übrig. Ändere unten die Regeln oder füge Rezepte hinzu.",
    );
    expect(visibleText(await page("en", swapped))).toContain(
      "Nothing proposed: no other recipe is left for it. Change the rules below, or add recipes.",
    );
    const planned = "&days=1&day=2027-03-03";
    expect(visibleText(await page("de", planned))).toContain(
      "Für jeden gewählten Tag ist schon etwas geplant (Dinner).",
    );
    expect(visibleText(await page("en", planned))).toContain("Every day chosen has a dinner planned already.");
  });

  it("puts the rules' units in the number of their values, and the time limit's minutes in the reasons", async () => {
    const saved = await signedIn.browser.post(`/plan/week?week=${WEEK}`, {
      intent: "rules",
      no_repeat: "on",
      repeat_weeks: "1",
      weekday_limit: "on",
      weekday_minutes: "22",
      use_soon: "on",
      favourites: "on",
    });
    expect(saved.status).toBeLessThan(400);
    const [stored] = await rows<{ rules: string }>(
      "SELECT rules FROM week_plan_rules WHERE group_id = ?",
      signedIn.groupId,
    );
    expect(JSON.parse(stored!.rules)).toMatchObject({ repeat_weeks: 1, weekday_minutes: 22 });

    const polish = visibleText(await page("pl"));
    expect(polish).toContain("w ciągu ostatnich tygodnia");
    expect(polish).toContain("minuty łącznie");
    const german = await page("de");
    expect(visibleText(german)).toMatch(/aus den letzten Woche .*Montag bis Freitag höchstens Minuten insgesamt/);
    expect(reasonsShown(german)).toContain("Seit 4 Wochen nicht gekocht · 20 Min. an einem Werktag");
    const english = await page("en");
    expect(visibleText(english)).toMatch(/nor one planned in the last week .*Monday to Friday, at most minutes in all/);
    expect(reasonsShown(english)).toContain("Not cooked for 4 weeks · 20 min on a weekday");
  });
});
