import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNT, signedInPage } from "./accounts";
import { PHONE_AND_DESKTOP, typeInto } from "./browser";
import { localDay, typedDay } from "./days";
import { confirmDeletion, editInDialog } from "./dialogs";

describe.each(PHONE_AND_DESKTOP)("meals in Chromium at %s width", (name, viewport) => {
  it("plans a meal for tomorrow 13:30 with a new meal type, sees it, edits it and deletes it", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, viewport);
    const typeName = `Supper ${name} ${Date.now().toString(36)}`;

    // The picker shows a page of the household's recipes: a search finds the one wanted.
    await page.goto("/meals?action=create&q=Spinach+Omelette");
    const dialog = page.getByRole("dialog", { name: "Create Meal" });
    await dialog.waitFor();
    await dialog.getByText("Spinach Omelette", { exact: true }).click();
    expect(await dialog.getByLabel("Title").inputValue()).toBe("Spinach Omelette");

    await dialog.getByRole("link", { name: "+ Add New Meal Type" }).click();
    const typeDialog = page.getByRole("dialog", { name: "Add New Meal Type" });
    await typeInto(typeDialog.getByLabel("Name"), typeName);
    await typeDialog.getByRole("button", { name: "Add Meal Type" }).click();
    await page.getByText(`Meal type "${typeName}" created successfully!`).waitFor();
    await typeDialog.waitFor({ state: "detached" });
    // Back in the form: the new type is chosen and the recipe is still selected.
    expect(await dialog.getByLabel("Meal Type").locator("option:checked").textContent()).toBe(typeName);
    expect(await dialog.getByLabel("Title").inputValue()).toBe("Spinach Omelette");

    const tomorrow = new Date(Date.now() + 86_400_000);
    await typeInto(dialog.getByLabel("Date (optional)"), typedDay(tomorrow));
    await dialog.getByLabel("Hour").selectOption("13");
    await dialog.getByLabel("Minute").selectOption("30");
    await dialog.getByRole("button", { name: "Create Meal" }).click();
    await page.getByText("Meal created successfully!").waitFor();
    await dialog.waitFor({ state: "detached" });

    // On /home as 'Tomorrow' when tomorrow is still in this Monday–Sunday week.
    const inThisWeek = tomorrow.getDay() !== 1;
    if (inThisWeek) {
      await page.goto("/home");
      const card = page.locator("article.meal-card", { hasText: typeName });
      await card.waitFor();
      expect(await card.locator(".meta strong").textContent()).toBe("Tomorrow");
      expect(await card.getByRole("heading").textContent()).toBe("Spinach Omelette");
    }

    // On /meals, in tomorrow's group at 13:30.
    await page.goto(`/meals?start=${localDay(tomorrow)}&end=${localDay(tomorrow)}`);
    const entry = page.locator("article.meal-card:visible, tr:visible", { hasText: typeName });
    await entry.waitFor();
    expect(await entry.textContent()).toContain("13:30");

    await editInDialog(entry.getByRole("link", { name: "Edit" }), "Edit Meal", { Title: `Omelette for two (${name})` });
    await page.getByText("Meal updated successfully!").waitFor();
    const edited = page.locator("article.meal-card:visible, tr:visible", { hasText: `Omelette for two (${name})` });
    await edited.waitFor();

    // Delete waits behind the row's ⋯ menu.
    expect(await edited.getByRole("link", { name: "Delete" }).isVisible()).toBe(false);
    await edited.getByLabel(`Actions for Omelette for two (${name})`, { exact: true }).click();
    await edited.getByRole("link", { name: "Delete" }).click();
    await confirmDeletion(page, "Meal", `Omelette for two (${name})`);
    await edited.waitFor({ state: "detached" });
  });

  it("asks before closing a meal form with unsaved changes", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, viewport);
    await page.goto("/meals?action=create&q=Pancakes");
    const dialog = page.getByRole("dialog", { name: "Create Meal" });
    await dialog.getByText("Pancakes", { exact: true }).click();
    await dialog.getByRole("link", { name: "Cancel" }).click();
    const prompt = page.getByRole("alertdialog", { name: "Unsaved Changes" });
    await prompt.getByRole("button", { name: "Keep Editing" }).click();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await prompt.getByRole("button", { name: "Discard Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("");
  });
});
