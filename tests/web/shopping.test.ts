import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatEuros, progressStep } from "~/utils/money";
import { rows, signedInWithBreadList } from "./helpers";

async function signedInWithList() {
  const { breadId, ...rest } = await signedInWithBreadList("Lou", "Market");
  return { ...rest, itemId: breadId };
}

describe("money and progress helpers", () => {
  it("format euros with two decimals and step progress colours at 25/50/75/100", () => {
    expect(formatEuros(0.1 + 0.2)).toBe("€0.30");
    expect([0, 24, 25, 49, 50, 75, 99, 100].map(progressStep)).toEqual([0, 0, 25, 25, 50, 75, 75, 100]);
  });
});

describe("shopping screens without JavaScript", () => {
  it("tick an item with a plain form and say so", async () => {
    const { browser, listId, itemId } = await signedInWithList();
    const response = await browser.post(`/shopping-lists/${listId}`, {
      intent: "toggle",
      id: String(itemId),
      is_bought: "true",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/shopping-lists/${listId}`);
    expect(await rows("SELECT is_bought FROM shopping_items WHERE id = ?", itemId)).toEqual([{ is_bought: 1 }]);
    const page = await browser.html(`/shopping-lists/${listId}`);
    expect(page).toContain("Item marked as completed!");
    await browser.post(`/shopping-lists/${listId}`, { intent: "toggle", id: String(itemId), is_bought: "false" });
    expect(await browser.html(`/shopping-lists/${listId}`)).toContain("Item marked as pending!");
  });

  it("check the create form with the spec's messages and write nothing", async () => {
    const { browser, groupId } = await signedInWithList();
    const create = (title: string, start_date: string, end_date: string) =>
      browser.postHtml("/shopping-lists?action=create", { intent: "create", title, start_date, end_date });
    const html = await create("", "2026-06-05", "2026-06-01");
    expect(html).toContain("Shopping list name is required");
    expect(html).toContain("End date must be after start date");
    const missing = await create("X", "", "");
    expect(missing).toContain("Start date is required");
    expect(missing).toContain("End date is required");
    expect(await rows("SELECT count(*) AS n FROM shopping_lists WHERE group_id = ?", groupId)).toEqual([{ n: 1 }]);
  });

  it("check items with the spec's messages", async () => {
    const { browser, listId } = await signedInWithList();
    const html = await browser.postHtml(`/shopping-lists/${listId}`, {
      intent: "add-item",
      list_id: String(listId),
      name: "",
      quantity: "0",
      unit: "",
      price: "-1",
      type: "",
    });
    for (const message of [
      "Name is required",
      "Quantity must be greater than 0",
      "Unit is required",
      "Price must be 0 or greater",
      "Type is required",
    ])
      expect(html).toContain(message);
    const noList = await browser.postHtml(`/shopping-lists/${listId}`, {
      intent: "add-item",
      name: "Milk",
      quantity: "1",
      unit: "l",
      price: "1",
      type: "Dairy",
    });
    expect(noList).toContain("No shopping list available");
  });

  it("switch a list's status from the card", async () => {
    const { browser, listId } = await signedInWithList();
    const response = await browser.post("/shopping-lists", {
      intent: "status",
      id: String(listId),
      status: "completed",
    });
    expect(response.status).toBe(302);
    expect(await rows("SELECT status FROM shopping_lists WHERE id = ?", listId)).toEqual([{ status: "completed" }]);
    const completed = await browser.html("/shopping-lists?status=completed");
    expect(completed).toContain("Market");
    expect(await browser.html("/shopping-lists?status=pending")).not.toContain(">Market<");
  });

  it("show 'Shopping List Not Found' and go back to the lists", async () => {
    const { browser } = await signedInWithList();
    const response = await browser.fetch("/shopping-lists/999999");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Shopping List Not Found");
    expect(html).toContain('content="3;url=/shopping-lists"');
  });

  it("list every item with filters and summary cards", async () => {
    const { browser, groupId, listId } = await signedInWithList();
    await env.DB.prepare(
      "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, is_bought, type) VALUES (?, ?, 'Apples', 6, 'pcs', 1, 'Fruit')",
    )
      .bind(groupId, listId)
      .run();
    const all = await browser.html("/shopping-items");
    expect(all).toContain("Bread");
    expect(all).toContain("Apples");
    expect(all).toContain("View List");
    const completed = await browser.html("/shopping-items?status=completed");
    expect(completed).toContain("Apples");
    expect(completed).not.toContain(">Bread<");
    const search = await browser.html("/shopping-items?q=brea");
    expect(search).toContain(">Bread<");
    expect(search).not.toContain(">Apples<");
  });
});
