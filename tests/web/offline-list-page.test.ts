import { describe, expect, it } from "vitest";
import { SECTIONS } from "@larder/contract/sections";
import { emptyStoreOrder, sectionOrder, setManualOrder } from "../../worker-api/src/shopping/store-order";
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
    const bought = html.indexOf("<h2>Bought</h2>");
    expect(html.indexOf('aria-label="Leeks"')).toBeGreaterThan(-1);
    expect(html.indexOf('aria-label="Leeks"')).toBeLessThan(bought);
    expect(html.indexOf('aria-label="Bread"')).toBeGreaterThan(bought);
    expect(html).toContain('role="checkbox" aria-checked="true" aria-label="Bread"');
    expect(html).toContain('<summary aria-label="Actions for Leeks">');
    expect(html).toMatch(/<datalist id="catalogue-names"><option value="Chickpeas"><\/option><option value="Tahini">/);
  });

  it("ticks through one shared form and unticks through another, no form per row", async () => {
    const { browser, listId } = await listWithItems();
    await rows(
      "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, type) SELECT group_id, id, 'Milk', 1, 'l', 'Dairy' FROM shopping_lists WHERE id = ?",
      listId,
    );
    const html = await browser.html(`/shopping-lists/${listId}`);
    const idOf = async (name: string) =>
      ((await rows("SELECT id FROM shopping_items WHERE list_id = ? AND name = ?", listId, name))[0] as { id: number })
        .id;
    const [leeks, bread] = [await idOf("Leeks"), await idOf("Bread")];
    const form = (id: string, bought: string) =>
      `<form id="${id}" method="post" hidden=""><input type="hidden" name="intent" value="toggle"/><input type="hidden" name="is_bought" value="${bought}"/></form>`;
    expect(html).toContain(form("tick-items", "true"));
    expect(html).toContain(form("untick-items", "false"));
    expect(html.match(/name="intent" value="toggle"/g)).toHaveLength(2);
    expect(html).toContain(`form="tick-items" name="id" value="${leeks}" class="tick-row" role="checkbox"`);
    expect(html).toContain(`form="untick-items" name="id" value="${bread}" class="tick-row" role="checkbox"`);
    // What the browser posts for each button: its form's fields and the button's id.
    for (const [id, bought] of [
      [leeks, "true"],
      [bread, "false"],
    ] as const) {
      const response = await browser.post(`/shopping-lists/${listId}`, {
        intent: "toggle",
        is_bought: bought,
        id: String(id),
      });
      expect(response.status).toBe(302);
    }
    expect(await rows("SELECT name, is_bought FROM shopping_items WHERE list_id = ? ORDER BY name", listId)).toEqual([
      { name: "Bread", is_bought: 0 },
      { name: "Leeks", is_bought: 1 },
      { name: "Milk", is_bought: 0 },
    ]);
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

describe("the list page in a store's order", () => {
  it("files the rows under the default store's sections, and under another store's when chosen", async () => {
    const { browser, groupId } = await signedInUser("Walt");
    const [list] = await rows(
      "INSERT INTO shopping_lists (group_id, title) VALUES (?, 'Aisles') RETURNING id",
      groupId,
    );
    const listId = (list as { id: number }).id;
    await rows(
      "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, section) VALUES (?1, ?2, 'Leeks', 3, 'pcs', 'Produce'), (?1, ?2, 'Rye bread', 1, 'pcs', 'Bakery'), (?1, ?2, 'milk', 1, 'l', 'Dairy & eggs')",
      groupId,
      listId,
    );
    const headings = (html: string) =>
      [...html.matchAll(/<section aria-label="[^"]*"><h2>([^<]*)<\/h2>/g)].map(([, h]) => h);

    // The group's default store, before any trip or drag: the contract's order.
    expect(headings(await browser.html(`/shopping-lists/${listId}`))).toEqual([
      "Produce",
      "Bakery",
      "Dairy &amp; eggs",
    ]);

    // The default store walks dairy first, then the bakery; Lidl has no order of its own yet.
    const walk = ["Dairy & eggs", "Bakery", "Produce"];
    const order = [...walk, ...SECTIONS.filter((section) => !walk.includes(section))];
    const dragged = setManualOrder(emptyStoreOrder(SECTIONS), order, SECTIONS);
    await rows("UPDATE stores SET section_order = ? WHERE group_id = ?", JSON.stringify(dragged), groupId);
    const [lidl] = await rows(
      "INSERT INTO stores (group_id, name, position) VALUES (?, 'Lidl', 1) RETURNING id",
      groupId,
    );
    const lidlId = (lidl as { id: number }).id;
    const html = await browser.html(`/shopping-lists/${listId}`);
    expect(sectionOrder(dragged, SECTIONS)).toEqual(order);
    expect(headings(html)).toEqual(["Dairy &amp; eggs", "Bakery", "Produce"]);
    expect(html).toMatch(/<option value="\d+" selected="">My store<\/option>/);
    expect(html).toContain(`<option value="${lidlId}">Lidl</option>`);

    // Shopping the list at Lidl is a form: the list keeps its store, for every phone.
    const chosen = await browser.post(`/shopping-lists/${listId}`, {
      intent: "choose-store",
      list_id: String(listId),
      store_id: String(lidlId),
    });
    expect(chosen.status).toBe(302);
    expect(await rows("SELECT store_id FROM shopping_lists WHERE id = ?", listId)).toEqual([{ store_id: lidlId }]);
    const atLidl = await browser.html(`/shopping-lists/${listId}`);
    expect(headings(atLidl)).toEqual(["Produce", "Bakery", "Dairy &amp; eggs"]);
    expect(atLidl).toContain(`<option value="${lidlId}" selected="">Lidl</option>`);

    // A store of no one's, or of another group, is refused, and the list stays at Lidl.
    const refused = await browser.post(`/shopping-lists/${listId}`, {
      intent: "choose-store",
      list_id: String(listId),
      store_id: "999999",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Store not found");
    expect(await rows("SELECT store_id FROM shopping_lists WHERE id = ?", listId)).toEqual([{ store_id: lidlId }]);
  });
});
