import { describe, expect, it } from "vitest";
import { rows, signedInWithBreadList, storedRecipeLines } from "./helpers";

/**
 * Edit forms fill their fields with amounts as the page writes them ("1,5" in German, "1.5" in
 * English), and a form sent back unchanged stores the same numbers; either decimal sign is taken.
 */

/** The value an input of this id is filled with. */
function valueOf(html: string, id: string) {
  const input = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!input) throw new Error(`no input #${id}`);
  return /\bvalue="([^"]*)"/.exec(input)?.[1] ?? null;
}

async function listWithOil(language: string) {
  const signedIn = await signedInWithBreadList("Greta", "Markt");
  signedIn.browser.acceptLanguage = language;
  const [oil] = await rows(
    "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, price_cents, type) VALUES (?, ?, 'Olive oil', 1.5, 'l', 1250, 'Oils') RETURNING id",
    signedIn.groupId,
    signedIn.listId,
  );
  await rows("UPDATE shopping_lists SET total_price = 4250 WHERE id = ?", signedIn.listId);
  return { ...signedIn, oilId: (oil as { id: number }).id };
}

const storedOil = (id: number) => rows("SELECT quantity, unit, price_cents FROM shopping_items WHERE id = ?", id);

describe("a list item's edit dialog", () => {
  it.each([
    ["de", "1,5", "12,50", "42,50"],
    ["en", "1.5", "12.50", "42.50"],
    ["fr", "1,5", "12,50", "42,50"],
    ["ar", "1.5", "12.50", "42.50"],
  ])("in %s is filled with %s l and %s", async (language, quantity, price, budget) => {
    const { browser, listId, oilId } = await listWithOil(language);
    const page = await browser.html(`/shopping-lists/${listId}?item=${oilId}`);
    expect(valueOf(page, "edit-item-quantity")).toBe(quantity);
    expect(valueOf(page, "edit-item-price")).toBe(price);
    // A text field with a decimal keyboard: a number field cannot hold "12,50".
    expect(/<input[^>]*id="edit-item-price"[^>]*>/.exec(page)![0]).toMatch(/ inputmode="decimal"/i);
    const listPage = await browser.html(`/shopping-lists?action=edit&id=${listId}`);
    expect(valueOf(listPage, "edit-list-budget")).toBe(budget);
  });

  it("sent back unchanged in German, stores the same numbers", async () => {
    const { browser, listId, oilId } = await listWithOil("de");
    const page = await browser.html(`/shopping-lists/${listId}?item=${oilId}`);
    const saved = await browser.post(`/shopping-lists/${listId}?item=${oilId}`, {
      intent: "edit-item",
      id: String(oilId),
      name: "Olive oil",
      quantity: valueOf(page, "edit-item-quantity")!,
      unit: "l",
      price: valueOf(page, "edit-item-price")!,
      type: "Oils",
    });
    expect(saved.status).toBe(302);
    expect(await storedOil(oilId)).toEqual([{ quantity: 1.5, unit: "l", price_cents: 1250 }]);
    // The list's budget, sent back as shown.
    const listPage = await browser.html(`/shopping-lists?action=edit&id=${listId}`);
    const budget = await browser.post(`/shopping-lists?action=edit&id=${listId}`, {
      intent: "edit-list",
      id: String(listId),
      title: "Markt",
      status: "active",
      budget: valueOf(listPage, "edit-list-budget")!,
    });
    expect(budget.status).toBe(302);
    expect(await rows("SELECT total_price FROM shopping_lists WHERE id = ?", listId)).toEqual([{ total_price: 4250 }]);
  });

  it.each([
    ["de", "2.25", "3.5"],
    ["de", "2,25", "3,5"],
    ["en", "2,25", "3,5"],
  ])("in %s takes %s and %s alike", async (language, quantity, price) => {
    const { browser, listId, oilId } = await listWithOil(language);
    const saved = await browser.post(`/shopping-lists/${listId}?item=${oilId}`, {
      intent: "edit-item",
      id: String(oilId),
      name: "Olive oil",
      quantity,
      unit: "l",
      price,
      type: "Oils",
    });
    expect(saved.status).toBe(302);
    expect(await storedOil(oilId)).toEqual([{ quantity: 2.25, unit: "l", price_cents: 350 }]);
  });

  it("refused, shows what was typed, with the form's own message", async () => {
    const { browser, listId, oilId } = await listWithOil("de");
    const refused = await browser.post(`/shopping-lists/${listId}?item=${oilId}`, {
      intent: "edit-item",
      id: String(oilId),
      name: "Olive oil",
      quantity: "1,5",
      unit: "l",
      price: "zwölf",
      type: "Oils",
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(valueOf(page, "edit-item-quantity")).toBe("1,5");
    expect(valueOf(page, "edit-item-price")).toBe("zwölf");
    expect(await storedOil(oilId)).toEqual([{ quantity: 1.5, unit: "l", price_cents: 1250 }]);
    const budget = await browser.post(`/shopping-lists?action=edit&id=${listId}`, {
      intent: "edit-list",
      id: String(listId),
      title: "Markt",
      status: "active",
      budget: "-3,5",
    });
    expect(budget.status).toBe(400);
    expect(valueOf(await budget.text(), "edit-list-budget")).toBe("-3,5");
  });
});

/** A pantry line of 1,250 g of flour in a new household, and its page in `language`. */
async function flourInThePantry(name: string, language: string) {
  const { browser, groupId } = await signedInWithBreadList(name, "Markt");
  browser.acceptLanguage = language;
  await rows("INSERT INTO ingredients (group_id, name, type) VALUES (?, 'Flour', 'food')", groupId);
  const [line] = await rows(
    "INSERT INTO pantry_items (group_id, ingredient_id, quantity, unit) SELECT ?1, id, 1250, 'g' FROM ingredients WHERE group_id = ?1 AND name = 'Flour' RETURNING id",
    groupId,
  );
  const id = (line as { id: number }).id;
  /** Sends the line's edit form with `quantity` in kg; answers its status and what D1 then holds. */
  const edit = async (quantity: string) => {
    const saved = await browser.post(`/pantry?edit=${id}`, {
      intent: "edit",
      id: String(id),
      ingredient: "Flour",
      quantity,
      unit: "kg",
      place_id: "",
      best_before: "",
    });
    return { status: saved.status, stored: await rows("SELECT quantity, unit FROM pantry_items WHERE id = ?", id) };
  };
  return { browser, id, edit };
}

describe("a pantry line's edit dialog", () => {
  it.each([
    ["de", "1,25"],
    ["en", "1.25"],
  ])("in %s is filled with %s kg, which sent back stores the same grams", async (language, shown) => {
    const { browser, id, edit } = await flourInThePantry("Robin", language);
    const page = await browser.html(`/pantry?edit=${id}`);
    expect(valueOf(page, "edit-quantity")).toBe(shown);
    expect(valueOf(page, "edit-unit")).toBe("kg");
    expect(await edit(valueOf(page, "edit-quantity")!)).toEqual({
      status: 302,
      stored: [{ quantity: 1250, unit: "g" }],
    });
  });
});

describe("an amount typed on an Arabic keyboard", () => {
  it("is read with its own digits and decimal mark", async () => {
    const { edit } = await flourInThePantry("Samir", "ar");
    expect(await edit("١٫٥")).toEqual({ status: 302, stored: [{ quantity: 1500, unit: "g" }] });
    expect(await edit("1٫25")).toEqual({ status: 302, stored: [{ quantity: 1250, unit: "g" }] });
  });
});

describe("a recipe's edit dialog", () => {
  it.each([
    ["de", "0,75"],
    ["en", "0.75"],
  ])("in %s is filled with %s kg", async (language, shown) => {
    const { browser, groupId } = await signedInWithBreadList("Luca", "Markt");
    browser.acceptLanguage = language;
    const [recipe] = await rows(
      "INSERT INTO recipes (group_id, title, slug, servings, instructions) VALUES (?, 'Kartoffelsalat', 'kartoffelsalat', 4, '[\"Kochen.\"]') RETURNING id",
      groupId,
    );
    const [potato] = await rows(
      "INSERT INTO ingredients (group_id, name, type) VALUES (?, 'Kartoffeln', 'food') RETURNING id",
      groupId,
    );
    await rows(
      "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, note, position) VALUES (?, ?, 0.75, 'kg', '', 0)",
      (recipe as { id: number }).id,
      (potato as { id: number }).id,
    );
    const page = await browser.html("/recipes/kartoffelsalat?action=edit");
    const quantities = [...page.matchAll(/<input[^>]*name="ing_quantity"[^>]*>/g)].map(
      ([input]) => /\bvalue="([^"]*)"/.exec(input)?.[1],
    );
    expect(quantities).toEqual([shown]);
    expect(await storedRecipeLines(groupId)).toEqual([{ name: "Kartoffeln", quantity: 0.75, unit: "kg", note: "" }]);
  });
});
