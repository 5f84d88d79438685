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

/** Prices a shopping list's item through its Edit Item dialog. */
export async function priceItem(page: Page, item: string, price: string) {
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
