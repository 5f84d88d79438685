import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, PASSWORD, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, newPage, typeInto } from "./browser";
import { openMoreMenu } from "./nav";

/**
 * What a new household meets in its first hour, each found by using the app and each failing on
 * the code before its fix: meal types to start with, undated meals that stay visible, a clean
 * Add Item form, a list's own status, budget lines only with a budget, the dashboard's active
 * lists, disabled submits, toasts that end with the session, one message per error, dialog
 * errors that go once corrected, and a warning before deleting an ingredient recipes use.
 */

/** A new account, signed in in a fresh page, with a GraphQL client of the API signed in as it. */
async function newHousehold() {
  const account = await registerAccount("Nia", "New");
  const gql = await graphqlAs(account);
  const page = await signedInPage(account, DESKTOP);
  return { gql, page };
}

const addRecipe = (gql: Awaited<ReturnType<typeof newHousehold>>["gql"], title: string, ingredient = "Rice") =>
  gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }`, {
    d: {
      title,
      description: `${title} for two`,
      category: "Mains",
      ingredients: [{ name: ingredient, quantity: 200, unit: "g" }],
    },
  });

async function createList(page: Page, title: string) {
  await page.goto("/shopping-lists?action=create");
  const dialog = page.getByRole("dialog", { name: "Create Shopping List" });
  await dialog.getByLabel("Title").pressSequentially(title);
  await dialog.getByRole("button", { name: "Create List" }).click();
  await page.waitForURL(/\/shopping-lists\/\d+$/);
  return page.url();
}

describe("a new household", () => {
  it("starts with four meal types, is pointed to a recipe first, and sees a meal planned without a date on /meals and home", async () => {
    const { gql, page } = await newHousehold();
    await page.goto("/meals?action=create");
    let dialog = page.getByRole("dialog", { name: "Create Meal" });
    expect(await dialog.getByLabel("Meal Type").locator("option").allTextContents()).toEqual(
      expect.arrayContaining(["Breakfast", "Lunch", "Dinner", "Snack"]),
    );
    await dialog.getByRole("link", { name: "Create a recipe" }).waitFor();

    await addRecipe(gql, "Fried Rice");
    await page.goto("/meals?action=create");
    dialog = page.getByRole("dialog", { name: "Create Meal" });
    await dialog.getByText("Fried Rice", { exact: true }).click();
    await dialog.getByLabel("Meal Type").selectOption({ label: "Lunch" });
    await dialog.getByRole("button", { name: "Create Meal" }).click();
    await page.getByText("Meal created successfully!").waitFor();
    // The default range is this week; the undated meal is still there, under Unscheduled.
    await page.getByRole("heading", { name: "Unscheduled" }).waitFor();
    await page.getByText("Fried Rice").first().waitFor();
    await page.goto("/home");
    await page.getByRole("heading", { name: "Unscheduled" }).waitFor();
    await page.getByRole("link", { name: "Fried Rice" }).waitFor();
  });

  it("filters meals by dates typed as DD/MM/YYYY", async () => {
    const { page } = await newHousehold();
    await page.goto("/meals");
    await typeInto(page.getByLabel("Start date"), "01/06/2026");
    await typeInto(page.getByLabel("End date"), "07/06/2026");
    await page.getByRole("button", { name: "Apply Filter" }).click();
    await page.waitForURL(/start=01%2F06%2F2026/);
    expect(await page.getByLabel("Start date").inputValue()).toBe("01/06/2026");
    await page.getByText("for selected date range").waitFor();
  });
});

describe("a list in the shop", () => {
  it("clears the inline Add Item form after each item, keeps a pending list pending on rename, and shows no budget lines without a budget", async () => {
    const { page } = await newHousehold();
    await page.goto("/shopping-lists?action=create");
    const create = page.getByRole("dialog", { name: "Create Shopping List" });
    // Submit stays disabled until title, start and end are all filled.
    await typeInto(create.getByLabel("Start date"), "");
    expect(await create.getByRole("button", { name: "Create List" }).isDisabled()).toBe(true);
    await create.getByLabel("Start date").pressSequentially("01/06/2026");
    expect(await create.getByRole("button", { name: "Create List" }).isDisabled()).toBe(true);
    await create.getByLabel("Title").pressSequentially("Corner shop");
    await create.getByRole("button", { name: "Create List" }).click();
    await page.waitForURL(/\/shopping-lists\/\d+$/);
    const listUrl = page.url();

    await page.getByRole("button", { name: "Add Item" }).click();
    const form = page.getByRole("form", { name: "Add item" });
    for (const name of ["Soap", "Sponges"]) {
      await form.getByLabel("Name").pressSequentially(name);
      await form.getByLabel("Quantity").pressSequentially("2");
      await form.getByLabel("Unit").pressSequentially("pcs");
      await form.getByRole("button", { name: "Add" }).click();
      await page.locator(".item-row", { hasText: name }).waitFor();
      // Empty again, and the name is ready for the next item.
      await page.waitForFunction(
        () => (document.getElementById("add-item-name") as HTMLInputElement | null)?.value === "",
      );
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("add-item-name");
    }
    expect(await page.locator(".item-row").count()).toBe(2);

    await page.getByRole("tab", { name: "Progress Overview" }).click();
    await page.getByText("Price overview").waitFor();
    expect(await page.getByText(/Remaining budget/).count()).toBe(0);

    const id = new URL(listUrl).pathname.split("/").pop();
    await page.goto(`/shopping-lists?action=edit&id=${id}`);
    const edit = page.getByRole("dialog", { name: "Edit Shopping List" });
    expect(await edit.getByLabel("Status").inputValue()).toBe("pending");
    await edit.getByLabel("Title").press("End");
    await edit.getByLabel("Title").pressSequentially(" (Sat)");
    await edit.getByRole("button", { name: "Save" }).click();
    await page.getByText("Shopping list updated successfully!").waitFor();
    const card = page.locator(".list-card", { hasText: "Corner shop (Sat)" });
    expect(await card.locator(".status-badge").textContent()).toBe("pending");
  });

  it("counts only active lists on the dashboard, and shows them first", async () => {
    const { page } = await newHousehold();
    const first = await createList(page, "Market run");
    await createList(page, "Later");
    // Market run (the older list) becomes active; Later stays pending.
    await page.goto("/shopping-lists");
    await page.locator(".list-card", { hasText: "Market run" }).getByRole("button", { name: "Active" }).click();
    await page.getByText("Shopping list updated successfully!").waitFor();
    await page.goto("/home");
    expect(await page.locator(".stat", { hasText: "Active shopping lists" }).locator("strong").textContent()).toBe("1");
    expect((await page.locator("#lists-heading ~ ul li").first().textContent())!).toContain("Market run");
    expect(first).toMatch(/\/shopping-lists\/\d+$/);
  });
});

describe("messages", () => {
  it("ends the toasts with the session: nothing from before a logout shows on the login screen", async () => {
    const { page } = await newHousehold();
    await createList(page, "Toast test");
    await page.getByText('Shopping list "Toast test" created successfully!').waitFor();
    await (await openMoreMenu(page)).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole("heading", { name: "Login to your account" }).waitFor();
    expect(await page.getByText('Shopping list "Toast test" created successfully!').count()).toBe(0);
  });

  it("says a taken e-mail once", async () => {
    const page = await newPage(DESKTOP);
    await page.goto("/register");
    await page.getByLabel("Email").pressSequentially("demo@larder.app");
    await page.getByLabel("Password").pressSequentially(PASSWORD);
    await page.getByLabel("First Name").pressSequentially("Dup");
    await page.getByLabel("Last Name").pressSequentially("Licate");
    await page.getByRole("button", { name: "Register" }).click();
    const message = page.getByText("This email is already registered. Please use a different email or try logging in.");
    await message.first().waitFor();
    expect(await message.count()).toBe(1);
  });

  it("takes an ingredient dialog's error away once the field is corrected", async () => {
    const { page } = await newHousehold();
    await page.goto("/ingredients?action=create");
    const dialog = page.getByRole("dialog", { name: "Create New Ingredient" });
    await dialog.getByLabel("Type").pressSequentially("spice");
    await dialog.getByRole("button", { name: "Create Ingredient" }).click();
    await dialog.getByText("Name is required").waitFor();
    await dialog.getByLabel("Ingredient Name").pressSequentially("Sumac");
    expect(await dialog.getByText("Name is required").count()).toBe(0);
  });

  it("warns how many recipes use an ingredient before deleting it, and takes it out of them", async () => {
    const { gql, page } = await newHousehold();
    await addRecipe(gql, "Risotto", "Arborio");
    await addRecipe(gql, "Rice pudding", "Arborio");
    const [arborio] = (await gql(`{ getAllIngredients { id name } }`)).getAllIngredients.filter(
      (i: { name: string }) => i.name === "Arborio",
    );
    await page.goto(`/ingredients?action=delete&id=${arborio.id}`);
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText('"Arborio" is used by 2 recipes').waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Ingredient deleted successfully!").waitFor();
    expect((await gql(`{ getAllIngredients { name } }`)).getAllIngredients).toEqual([]);
  });
});
