import { describe, expect, it } from "vitest";
import { rows, signedInUser } from "./helpers";

/**
 * The list page as a phone in the shop gets it, before any script runs: rows that tick with a
 * plain form, bought items sunk into 'Bought', the quick-add bar with the catalogue's names.
 */

async function listWithItems() {
  const { browser, groupId } = await signedInUser("Ruth");
  const [list] = await rows(
    "INSERT INTO shopping_lists (group_id, title, status) VALUES (?, 'Market', 'active') RETURNING id",
    groupId,
  );
  const listId = (list as { id: number }).id;
  await rows(
    "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, type, is_bought) VALUES (?1, ?2, 'Bread', 1, 'pcs', 'Bakery', 1), (?1, ?2, 'Leeks', 3, 'pcs', 'Vegetables', 0)",
    groupId,
    listId,
  );
  await rows(
    "INSERT INTO ingredients (group_id, name, type) VALUES (?1, 'Chickpeas', 'food'), (?1, 'Tahini', 'food')",
    groupId,
  );
  return { browser, listId };
}

describe("the list page without JavaScript", () => {
  it("shows each row as its tick, the bought ones under 'Bought', and suggests the catalogue's names", async () => {
    const { browser, listId } = await listWithItems();
    const html = await browser.html(`/shopping-lists/${listId}`);
    const bought = html.indexOf("<h3>Bought</h3>");
    expect(html.indexOf('aria-label="Leeks"')).toBeGreaterThan(-1);
    expect(html.indexOf('aria-label="Leeks"')).toBeLessThan(bought);
    expect(html.indexOf('aria-label="Bread"')).toBeGreaterThan(bought);
    expect(html).toContain('role="checkbox" aria-checked="true" aria-label="Bread"');
    expect(html).toContain('<summary aria-label="Actions for Leeks">');
    expect(html).toMatch(/<datalist id="catalogue-names"><option value="Chickpeas"><\/option><option value="Tahini">/);
  });

  it("adds an item from the quick-add bar, filling in what it leaves out", async () => {
    const { browser, listId } = await listWithItems();
    const add = (fields: Record<string, string>) =>
      browser.post(`/shopping-lists/${listId}`, { intent: "quick-add", list_id: String(listId), ...fields });
    const response = await add({ name: "Milk", quantity: "", unit: "" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/shopping-lists/${listId}`);
    await add({ name: "Flour", quantity: "1,5", unit: "kg" });
    expect(
      await rows(
        "SELECT name, quantity, unit, price_cents, type, is_bought FROM shopping_items WHERE list_id = ? AND name IN ('Milk', 'Flour') ORDER BY id",
        listId,
      ),
    ).toEqual([
      { name: "Milk", quantity: 1, unit: "pcs", price_cents: 0, type: "Other", is_bought: 0 },
      { name: "Flour", quantity: 1.5, unit: "kg", price_cents: 0, type: "Other", is_bought: 0 },
    ]);
    expect(await browser.html(`/shopping-lists/${listId}`)).toContain("Item added successfully!");
    // A quick add with no name says so in the item form, and adds nothing.
    const refused = await (await add({ name: " ", quantity: "", unit: "" })).text();
    expect(refused).toContain("Name is required");
    expect(await rows("SELECT count(*) AS n FROM shopping_items WHERE list_id = ?", listId)).toEqual([{ n: 4 }]);
  });
});
