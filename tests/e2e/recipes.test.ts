import { describe, expect, it } from "vitest";
import { registerAccount, signedInPage } from "./accounts";
import { DESKTOP, PHONE, typeInto } from "./browser";
import { confirmDeletion, editInDialog } from "./dialogs";

describe("recipes in Chromium", () => {
  it("creates a recipe in three steps, finds it, opens it, edits a quantity and deletes it", async () => {
    const page = await signedInPage(await registerAccount("Remy", "Cook"), DESKTOP);
    await page.goto("/recipes");
    await page.getByText("No recipes yet").waitFor();
    await page.getByRole("link", { name: "Create Recipe" }).first().click();
    const wizard = page.getByRole("dialog", { name: "Create Recipe" });
    await wizard.getByText("Step 1 of 3").waitFor();

    // Step 1 checks its fields before moving on.
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText("Title is required").waitFor();
    await typeInto(wizard.getByLabel("Title"), "Green Pesto Pasta");
    await typeInto(wizard.getByLabel("Description"), "Pasta with basil pesto");
    await typeInto(wizard.getByLabel("Category"), "Weeknight");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText("Step 2 of 3").waitFor();

    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText("At least one ingredient is required").waitFor();
    // Enter adds the typed name when nothing matches; 'Create new' takes several at once.
    await typeInto(wizard.getByPlaceholder("Search ingredients..."), "Trofie");
    await wizard.getByPlaceholder("Search ingredients...").press("Enter");
    await wizard.getByLabel("Create new").check();
    await typeInto(wizard.getByPlaceholder("e.g. basil, pine nuts, garlic"), "Basil, pine nuts, , trofie");
    await wizard.getByRole("button", { name: "Add", exact: true }).click();
    expect(await wizard.locator("tbody tr").count()).toBe(3);
    await typeInto(wizard.getByLabel("Quantity of Trofie"), "400");
    await typeInto(wizard.getByLabel("Unit of Trofie"), "g");
    // A range, as recipes give one: kept whole.
    await typeInto(wizard.getByLabel("Quantity of Basil"), "40-50");
    await typeInto(wizard.getByLabel("Unit of Basil"), "g");
    // Amounts as cooks write them, key by key: a quarter cup.
    await typeInto(wizard.getByLabel("Quantity of pine nuts"), "¼");
    await typeInto(wizard.getByLabel("Unit of pine nuts"), "cup");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText("Step 3 of 3").waitFor();
    await wizard.getByText("400 g Trofie").waitFor();
    await wizard.getByText("40–50 g Basil").waitFor();
    await wizard.getByText("¼ cup pine nuts").waitFor();
    await wizard.getByRole("button", { name: "Create Recipe" }).click();
    await page.getByText('Recipe "Green Pesto Pasta" created successfully!').waitFor();

    // Found by search and by the ingredient filter.
    await typeInto(page.getByLabel("Search"), "PESTO");
    await page.waitForURL(/q=PESTO/);
    await page.getByText("Showing 1 of 1 recipes").waitFor();
    await page.goto("/recipes");
    await page.locator('section[aria-label="Filter recipes"]').getByRole("link", { name: "Ingredients" }).click();
    const selector = page.getByRole("dialog", { name: "Filter by ingredients" });
    await selector.getByLabel("Basil").check();
    await selector.getByRole("button", { name: "Apply Selection (1)" }).click();
    await page.getByText("With: Basil").waitFor();
    await page.getByText("Showing 1 of 1 recipes").waitFor();

    // Opened by its slug; at desktop width the ingredients stand beside the method, no tab between.
    await page.getByRole("link", { name: "Green Pesto Pasta" }).click();
    await page.waitForURL(/\/recipes\/green-pesto-pasta$/);
    expect(await page.getByRole("tablist").isVisible()).toBe(false);
    await page.getByRole("cell", { name: "400" }).waitFor();
    const pineNuts = page.locator("tr", { hasText: "pine nuts" });
    await pineNuts.getByRole("cell", { name: "¼", exact: true }).waitFor();
    await pineNuts.getByRole("cell", { name: "cup", exact: true }).waitFor();
    const basil = page.locator("tr", { hasText: "Basil" });
    await basil.getByRole("cell", { name: "40–50", exact: true }).waitFor();
    // Scaled from 4 to 6 servings: ⅜ cup, never 0.375; a range scales at both ends.
    await typeInto(page.getByLabel("Servings"), "6");
    await pineNuts.getByRole("cell", { name: "⅜", exact: true }).waitFor();
    await basil.getByRole("cell", { name: "60–75", exact: true }).waitFor();

    await editInDialog(page.getByRole("link", { name: "Edit" }), "Edit Recipe", {
      "Quantity of Trofie": "500",
      "Quantity of pine nuts": "¼ to ½",
    });
    await page.getByText('Recipe "Green Pesto Pasta" updated successfully!').waitFor();
    // The amounts beside the method keep the servings asked for (6) until they are changed back.
    await page.getByText("Recipe serves 4").waitFor();
    await pineNuts.getByRole("cell", { name: "⅜–¾", exact: true }).waitFor();
    await typeInto(page.getByLabel("Servings"), "4");
    await page.getByRole("cell", { name: "500" }).waitFor();
    await pineNuts.getByRole("cell", { name: "¼–½", exact: true }).waitFor();

    // The edit dialog gives a range back as the page shows it; one that falls is refused in the
    // rule's words, and nothing is saved.
    await page.getByRole("link", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Recipe" });
    expect(await edit.getByLabel("Quantity of Basil").inputValue()).toBe("40–50");
    await typeInto(edit.getByLabel("Quantity of pine nuts"), "½-¼");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.getByText("Quantity of pine nuts: A range must end above where it starts, as 1–2 does").waitFor();
    await edit.getByRole("link", { name: "Cancel" }).click();
    await page
      .getByRole("alertdialog", { name: "Unsaved Changes" })
      .getByRole("button", { name: "Discard Changes" })
      .click();
    await pineNuts.getByRole("cell", { name: "¼–½", exact: true }).waitFor();

    await page.getByLabel("Actions for Green Pesto Pasta", { exact: true }).click();
    await page.getByRole("link", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete Recipe" }).getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/recipes$/);
    await page.getByText("Recipe deleted successfully!").waitFor();
    await page.getByText("No recipes yet").waitFor();

    await page.goto("/recipes/green-pesto-pasta");
    await page.getByText("Recipe not found").waitFor();
  });
});

describe.each([
  ["list", PHONE],
  ["grouped", DESKTOP],
])("ingredients in the %s view", (view, viewport) => {
  it("creates, edits and deletes an ingredient", async () => {
    const page = await signedInPage(await registerAccount("Remy", "Cook"), viewport);
    await page.goto(`/ingredients?view=${view}`);
    await page.getByText("No ingredients found").waitFor();
    await page.getByRole("link", { name: "Add Ingredient" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Ingredient" });
    await dialog.getByRole("button", { name: "Create Ingredient" }).click();
    await dialog.getByText("Name is required").waitFor();
    await typeInto(dialog.getByLabel("Ingredient Name"), "Oat milk");
    await typeInto(dialog.getByLabel("Type"), "drink");
    await dialog.getByLabel("Create new").check();
    await typeInto(dialog.getByLabel("New group name"), "Dairy-free");
    await dialog.getByText("This will create a new group if it doesn't exist").waitFor();
    await dialog.getByRole("button", { name: "Create Ingredient" }).click();
    await page.getByText('Ingredient "Oat milk" created successfully!').waitFor();
    await page.getByText("Showing 1 of 1 ingredients").waitFor();

    const row =
      view === "list" ? page.getByRole("row", { name: /Oat milk/ }) : page.locator("article", { hasText: "Oat milk" });
    if (view === "list") expect(await row.textContent()).toContain("Dairy-free");
    else await page.getByRole("heading", { name: /Dairy-free/ }).waitFor();

    await editInDialog(row.getByRole("link", { name: "Edit" }), "Edit Ingredient", {
      "Ingredient Name": "Barista oat milk",
    });
    await page.getByText('Ingredient "Barista oat milk" updated successfully!').waitFor();

    const renamed =
      view === "list"
        ? page.getByRole("row", { name: /Barista oat milk/ })
        : page.locator("article", { hasText: "Barista oat milk" });
    await renamed.getByLabel("Actions for Barista oat milk", { exact: true }).click();
    await renamed.getByRole("link", { name: "Delete" }).click();
    await confirmDeletion(page, "Ingredient", "Barista oat milk");
    await page.getByText("No ingredients found").waitFor();
  });
});
