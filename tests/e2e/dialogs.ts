import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { typeInto } from "./browser";

/** Opens a dialog through its link, retypes its fields (label → text) key by key, and saves. */
export async function editInDialog(link: Locator, name: string, fields: Record<string, string>, save = "Save Changes") {
  await link.click();
  const dialog = link.page().getByRole("dialog", { name });
  for (const [label, text] of Object.entries(fields)) await typeInto(dialog.getByLabel(label), text);
  await dialog.getByRole("button", { name: save }).click();
}

/** Prices a shopping list's item through its Edit Item dialog, behind the row's ⋯ menu. */
export async function priceItem(page: Page, item: string, price: string) {
  await page.getByLabel(`Actions for ${item}`, { exact: true }).click();
  await editInDialog(
    page.getByRole("link", { name: `Edit ${item}` }),
    "Edit Item",
    { "Price (€)": price },
    "Save Item",
  );
  await page.getByText("Item updated successfully!").waitFor();
}

/** Confirms the deletion of a meal or an ingredient once its dialog names it, and waits for the confirmation. */
export async function confirmDeletion(page: Page, kind: "Meal" | "Ingredient", title: string) {
  const confirm = page.getByRole("alertdialog", { name: `Delete ${kind}` });
  expect(await confirm.textContent()).toContain(
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await page.getByText(`${kind} deleted successfully!`).waitFor();
}

export const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;

/**
 * Sync Meals Shopping List through its three steps; the range is the current week unless given.
 * Answers the ingredient lines step 3 showed and the list's id.
 */
export async function syncThroughModal(page: Page, range?: { title: string; start: string; end: string }) {
  await page.goto("/shopping-lists");
  await page.getByRole("link", { name: "Sync Meals Shopping List" }).click();
  const sync = page.getByRole("dialog", { name: "Sync Meals Shopping List" });
  await sync.getByText("Step 1 of 3 · Basic Info").waitFor();
  if (range) {
    await typeInto(sync.getByLabel("Title"), range.title);
    await typeInto(sync.getByLabel("Start date"), range.start);
    await typeInto(sync.getByLabel("End date"), range.end);
  }
  // Every date a person reads here is DD/MM/YYYY.
  expect(await sync.getByLabel("Start date").inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await sync.getByRole("button", { name: "Next" }).click();
  await sync.getByText("Step 2 of 3 · Review Meals").waitFor();
  expect(await sync.locator("li").count()).toBeGreaterThan(0);
  await sync.getByRole("link", { name: "Next" }).click();
  await sync.getByText("Step 3 of 3 · Review Ingredients").waitFor();
  const lines = await sync.locator("tbody tr").count();
  // A range that already has its list updates it, and says what the sync did.
  await sync.getByRole("button", { name: /^(Create|Update) List$/ }).click();
  await page.waitForURL(/\/shopping-lists\/\d+$/);
  await page
    .getByText(/Shopping list ".+" (created successfully!|updated with \d+ changes?\.|is already up to date\.)/)
    .waitFor();
  // The list holds what the review showed, and the bought lines the pantry now covers.
  const counts = (await page
    .getByText(/^\d+ items · \d+ bought/)
    .first()
    .textContent())!.match(/^(\d+) items · (\d+) bought/)!;
  const [items, bought] = [Number(counts[1]), Number(counts[2])];
  expect(items).toBeGreaterThanOrEqual(lines);
  expect(items).toBeLessThanOrEqual(lines + bought);
  return { lines, items, id: Number(new URL(page.url()).pathname.split("/").pop()) };
}
