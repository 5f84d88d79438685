import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, newPage, PHONE, typeInto, typedDay } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DEMO = { email: "demo@larder.app", password: "Larder-demo-2026!" };

async function signIn(page: Page) {
  await page.goto("/login");
  await typeInto(page.getByLabel("Email"), DEMO.email);
  await typeInto(page.getByLabel("Password"), DEMO.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/meals$/);
}

const pad = (n: number) => String(n).padStart(2, "0");
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("meals in Chromium at %s width", (name, viewport) => {
  it("plans a meal for tomorrow 13:30 with a new meal type, sees it, edits it and deletes it", async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page);
    const typeName = `Supper ${name} ${Date.now().toString(36)}`;

    await page.goto("/meals?action=create");
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

    await entry.getByRole("link", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Meal" });
    await typeInto(editDialog.getByLabel("Title"), `Omelette for two (${name})`);
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Meal updated successfully!").waitFor();
    const edited = page.locator("article.meal-card:visible, tr:visible", { hasText: `Omelette for two (${name})` });
    await edited.waitFor();

    await edited.getByRole("link", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Meal" });
    expect(await confirm.textContent()).toContain(
      `Are you sure you want to delete "Omelette for two (${name})"? This action cannot be undone.`,
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Meal deleted successfully!").waitFor();
    await edited.waitFor({ state: "detached" });
    await context.close();
  });

  it("asks before closing a meal form with unsaved changes", async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page);
    await page.goto("/meals?action=create");
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
    await context.close();
  });
});
