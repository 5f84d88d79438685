import { describe, expect, it } from "vitest";
import { Browser, rows, signedInWithBreadList } from "./helpers";

/**
 * The list page's outbox is sent to `/shopping-lists/{id}/changes` when the device is back
 * online. These tests post outboxes as the page does and read D1 to see what was written.
 */

const listWithBread = () => signedInWithBreadList("Olly", "Corner shop");

const postChanges = (browser: Browser, listId: number, body: unknown) =>
  browser.fetch(`/shopping-lists/${listId}/changes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function sendChanges(browser: Browser, listId: number, changes: unknown[]) {
  const response = await postChanges(browser, listId, { changes });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: any[] }).results;
}

const itemsOf = (listId: number) =>
  rows(
    "SELECT name, quantity, unit, price_cents, type, is_bought FROM shopping_items WHERE list_id = ? ORDER BY id",
    listId,
  );

describe("the outbox's change route", () => {
  it("applies changes in order: an add, a tick of what it added, an edit and taps that end as the last one", async () => {
    const { browser, listId, breadId } = await listWithBread();
    const results = await sendChanges(browser, listId, [
      { id: "add-milk", kind: "add", item_name: "Milk", values: { name: "Milk", quantity: 2, unit: "l" } },
      { id: "tick-milk", kind: "tick", item_ref: "add-milk", item_name: "Milk", values: { is_bought: true } },
      { id: "price-bread", kind: "edit", item_id: breadId, item_name: "Bread", values: { price: 3.2 } },
      { id: "tap-1", kind: "tick", item_id: breadId, item_name: "Bread", values: { is_bought: true } },
      { id: "tap-2", kind: "tick", item_id: breadId, item_name: "Bread", values: { is_bought: false } },
      { id: "tap-3", kind: "tick", item_id: breadId, item_name: "Bread", values: { is_bought: true } },
    ]);
    const [milk] = (await rows("SELECT id FROM shopping_items WHERE list_id = ? AND name = 'Milk'", listId)) as {
      id: number;
    }[];
    expect(results).toEqual([
      { id: "add-milk", status: "applied", item_id: milk!.id },
      { id: "tick-milk", status: "applied" },
      { id: "price-bread", status: "applied" },
      { id: "tap-1", status: "applied" },
      { id: "tap-2", status: "applied" },
      { id: "tap-3", status: "applied" },
    ]);
    expect(await itemsOf(listId)).toEqual([
      { name: "Bread", quantity: 1, unit: "pcs", price_cents: 320, type: "Bakery", is_bought: 1 },
      { name: "Milk", quantity: 2, unit: "l", price_cents: 0, type: "Other", is_bought: 1 },
    ]);
  });

  it("answers a change sent again as applied, and writes it once", async () => {
    const { browser, listId, breadId } = await listWithBread();
    const add = {
      id: "add-eggs-1",
      kind: "add",
      item_name: "Eggs",
      values: { name: "Eggs", quantity: 6, unit: "pcs" },
    };
    const tick = {
      id: "tick-bread-1",
      kind: "tick",
      item_id: breadId,
      item_name: "Bread",
      values: { is_bought: true },
    };
    const first = await sendChanges(browser, listId, [add, tick]);
    // Someone unticks the bread in between; the replayed tick must not tick it again.
    await rows("UPDATE shopping_items SET is_bought = 0 WHERE id = ?", breadId);
    const again = await sendChanges(browser, listId, [add, tick]);
    expect(again).toEqual(first);
    expect(first[0]).toEqual({ id: "add-eggs-1", status: "applied", item_id: expect.any(Number) });
    expect(await itemsOf(listId)).toEqual([
      { name: "Bread", quantity: 1, unit: "pcs", price_cents: 250, type: "Bakery", is_bought: 0 },
      { name: "Eggs", quantity: 6, unit: "pcs", price_cents: 0, type: "Other", is_bought: 0 },
    ]);
  });

  it("reports a change to an item deleted meanwhile with the API's message, and goes on with the rest", async () => {
    const { browser, listId, breadId } = await listWithBread();
    await rows("DELETE FROM shopping_items WHERE id = ?", breadId);
    const results = await sendChanges(browser, listId, [
      { id: "tick-gone", kind: "tick", item_id: breadId, item_name: "Bread", values: { is_bought: true } },
      { id: "edit-gone", kind: "edit", item_id: breadId, item_name: "Bread", values: { name: "Rye bread" } },
      { id: "delete-gone", kind: "delete", item_id: breadId, item_name: "Bread", values: {} },
      { id: "add-zero", kind: "add", item_name: "Salt", values: { name: "Salt", quantity: 0, unit: "g" } },
      { id: "add-jam", kind: "add", item_name: "Jam", values: { name: "Jam", quantity: 1, unit: "jar" } },
    ]);
    expect(results).toEqual([
      { id: "tick-gone", status: "failed", message: "Shopping item not found" },
      { id: "edit-gone", status: "failed", message: "Shopping item not found" },
      // What a delete wanted is done already.
      { id: "delete-gone", status: "applied" },
      { id: "add-zero", status: "failed", message: "Quantity must be greater than 0" },
      { id: "add-jam", status: "applied", item_id: expect.any(Number) },
    ]);
    expect(await itemsOf(listId)).toEqual([
      { name: "Jam", quantity: 1, unit: "jar", price_cents: 0, type: "Other", is_bought: 0 },
    ]);
  });

  it("refuses what is not an outbox with a 400 and a message, and writes nothing", async () => {
    const { browser, listId } = await listWithBread();
    const bad = async (body: unknown, message: string) => {
      const response = await postChanges(browser, listId, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    };
    await bad("{not json", "The changes must be sent as JSON.");
    await bad({ changes: [] }, "Invalid changes: changes: Too small: expected array to have >=1 items");
    await bad(
      { changes: [{ id: "has space", kind: "tick", item_id: 1, values: {} }] },
      "Invalid changes: changes.0.id: A change id is 1 to 64 letters, digits, '-' or '_'",
    );
    await bad(
      { changes: [{ id: "x", kind: "toggle", item_id: 1, values: {} }] },
      'Invalid changes: changes.0.kind: Invalid option: expected one of "tick"|"add"|"edit"|"delete"',
    );
    expect(await itemsOf(listId)).toEqual([
      { name: "Bread", quantity: 1, unit: "pcs", price_cents: 250, type: "Bakery", is_bought: 0 },
    ]);
  });

  it("sends a signed-out visitor to sign in, writing nothing", async () => {
    const { listId, breadId } = await listWithBread();
    const response = await postChanges(new Browser(), listId, {
      changes: [{ id: "tick-anon", kind: "tick", item_id: breadId, values: { is_bought: true } }],
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?redirect=${encodeURIComponent(`/shopping-lists/${listId}/changes`)}`,
    );
    expect(await rows("SELECT is_bought FROM shopping_items WHERE id = ?", breadId)).toEqual([{ is_bought: 0 }]);
  });
});
