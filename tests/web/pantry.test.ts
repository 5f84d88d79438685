import i18next from "i18next";
import { describe, expect, it } from "vitest";
import pantryMessages from "~/locales/en/pantry.json";
import { daysLeft, freshnessText, isUseSoon } from "~/features/pantry/lib/freshness";
import { stockAmountText } from "~/features/pantry/lib/stock-amounts";
import { rows, signedInUser } from "./helpers";

describe("how a pantry line reads", () => {
  it("writes amounts as a cook does: kilos and litres from 1,000, fractions, some", () => {
    expect(stockAmountText(1500, "g")).toBe("1.5 kg");
    expect(stockAmountText(995, "g")).toBe("995 g");
    expect(stockAmountText(2000, "ml")).toBe("2 l");
    expect(stockAmountText(250, "ml")).toBe("250 ml");
    expect(stockAmountText(1.5, "pcs")).toBe("2");
    expect(stockAmountText(0, "")).toBe("some");
  });

  it("marks a day three days away or nearer, or past, as one to use soon", async () => {
    const today = Date.UTC(2026, 5, 10);
    const days = ["09/06/2026", "10/06/2026", "11/06/2026", "13/06/2026", "14/06/2026", null].map((day) =>
      daysLeft(day, today),
    );
    expect(days).toEqual([-1, 0, 1, 3, 4, null]);
    expect(days.map(isUseSoon)).toEqual([true, true, true, true, false, false]);
    const english = i18next.createInstance();
    await english.init({
      lng: "en",
      resources: { en: { pantry: pantryMessages } },
      defaultNS: "pantry",
      compatibilityJSON: "v4",
      interpolation: { escapeValue: false },
    });
    const t = english.getFixedT("en", "pantry");
    const sameDay = (day: string) => day;
    expect(freshnessText("09/06/2026", -1, t, sameDay)).toBe("Past best before (09/06/2026)");
    expect(freshnessText("13/06/2026", 3, t, sameDay)).toBe("Use within 3 days");
    expect(freshnessText("14/06/2026", 4, t, sameDay)).toBe("Best before 14/06/2026");
  });
});

/** A signed-in household with Milk and Lentils in its catalogue. */
async function household() {
  const signedIn = await signedInUser("Robin");
  await rows(
    "INSERT INTO ingredients (group_id, name, type) VALUES (?1, 'Milk', 'food'), (?1, 'Lentils', 'food')",
    signedIn.groupId,
  );
  const [cupboard] = await rows(
    "SELECT id FROM pantry_places WHERE group_id = ? AND name = 'Cupboard'",
    signedIn.groupId,
  );
  return { ...signedIn, cupboard: (cupboard as { id: number }).id };
}

describe("the pantry page's amounts", () => {
  it("reads as a cook writes them: the pound pack, spices by the spoon, leaves by the cup, lemons counted", async () => {
    const { browser, groupId, cupboard } = await household();
    await rows(
      "INSERT INTO ingredients (group_id, name, type) VALUES (?1, 'Ground beef', 'food'), (?1, 'Cloves', 'food'), (?1, 'Spinach', 'food'), (?1, 'Lemon', 'food'), (?1, 'Flour', 'food')",
      groupId,
    );
    const stock: [string, number, string][] = [
      ["Ground beef", 907.184, "g"],
      ["Cloves", 0.625, "ml"],
      ["Spinach", 720, "ml"],
      ["Lemon", 1, "pcs"],
      ["Flour", 1234.5, "g"],
    ];
    for (const [name, quantity, unit] of stock)
      await rows(
        "INSERT INTO pantry_items (group_id, ingredient_id, quantity, unit, place_id) SELECT ?1, id, ?2, ?3, ?4 FROM ingredients WHERE group_id = ?1 AND name = ?5",
        groupId,
        quantity,
        unit,
        cupboard,
        name,
      );
    const page = await browser.html(`/pantry?place=${cupboard}`);
    const shown = [
      ...page.matchAll(/<span class="item-name"[^>]*>([^<]*)<\/span><span class="meta">([^<]*)<\/span>/g),
    ].map(([, name, meta]) => `${name} | ${meta}`);
    expect(shown).toEqual(
      expect.arrayContaining([
        "Ground beef | 2 lb",
        "Cloves | ⅛ tsp",
        "Spinach | 3 cups",
        "1 lemon | ",
        "Flour | 1.25 kg",
      ]),
    );
    // Only the page changed: the pantry keeps the exact amounts.
    expect(await rows("SELECT quantity, unit FROM pantry_items WHERE group_id = ? ORDER BY quantity", groupId)).toEqual(
      [
        { quantity: 0.625, unit: "ml" },
        { quantity: 1, unit: "pcs" },
        { quantity: 720, unit: "ml" },
        { quantity: 907.184, unit: "g" },
        { quantity: 1234.5, unit: "g" },
      ],
    );
  });
});

describe("the pantry's forms without JavaScript", () => {
  it("refuses an ingredient not in the catalogue and a day that is none, keeping what was typed", async () => {
    const { browser, groupId, cupboard } = await household();
    const form = { intent: "add", ingredient: "Saffron", quantity: "2", unit: "g", place_id: String(cupboard) };
    const unknown = await browser.post("/pantry", { ...form, best_before: "" });
    expect(unknown.status).toBe(400);
    const page = await unknown.text();
    expect(page).toContain("&quot;Saffron&quot; is not in your ingredients");
    expect(page).toContain('value="Saffron"');
    const noDay = await browser.postHtml("/pantry", { ...form, ingredient: "Lentils", best_before: "31/02/2027" });
    expect(noDay).toContain("Best before must be a real day, as DD/MM/YYYY");
    expect(noDay).toContain('value="31/02/2027"');
    expect(await rows("SELECT id FROM pantry_items WHERE group_id = ?", groupId)).toEqual([]);
  });

  it("adds a line typed as a cook types it and comes back to the page as it was", async () => {
    const { browser, groupId, cupboard } = await household();
    const added = await browser.post(`/pantry?place=${cupboard}&add=1`, {
      intent: "add",
      ingredient: "lentils",
      quantity: "½",
      unit: "kg",
      place_id: String(cupboard),
      best_before: "5/1/2027",
    });
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/pantry?place=${cupboard}`);
    expect(
      await rows("SELECT quantity, unit, place_id, best_before FROM pantry_items WHERE group_id = ?", groupId),
    ).toEqual([{ quantity: 500, unit: "g", place_id: cupboard, best_before: "2027-01-05" }]);
    const page = await browser.html(`/pantry?place=${cupboard}`);
    expect(page).toContain("Added &quot;Lentils&quot; to the pantry.");
    expect(page).toContain("500 g");
  });
});
