import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { PHONE, typeInto } from "./browser";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the toasts' box lies over `control` when the control is scrolled to the bottom of the screen. */
async function toastCovers(page: Page, control: Locator) {
  await control.evaluate((element) => element.scrollIntoView({ block: "end" }));
  const [toast, box] = [await page.locator(".toast").first().boundingBox(), await control.boundingBox()];
  expect(toast).not.toBeNull();
  return overlaps(toast!, box!);
}

async function household(name: string) {
  const account = await registerAccount(name, "Small");
  const gql = await graphqlAs(account);
  const { createShoppingList: list } = await gql(
    `mutation { createShoppingList(title: "Corner shop", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
  );
  const lines = async () =>
    (
      await gql(`query($id: Int!) { shoppingList(id: $id) { items { name quantity unit } } }`, { id: list.id })
    ).shoppingList.items.map((item: { name: string; quantity: number; unit: string }) =>
      [item.name, item.quantity, item.unit].join(" "),
    );
  return { account, gql, listId: list.id as number, lines };
}

/**
 * The create-recipe wizard typed through key by key: step 1's title, description and category,
 * then one ingredient with its amount and unit at step 2, and Next pressed on it.
 */
async function throughStepTwo(
  page: Page,
  [title, description, category]: [string, string, string],
  [ingredient, quantity, unit]: [string, string, string],
) {
  await page.goto("/recipes?action=create");
  const wizard = page.getByRole("dialog", { name: "Create Recipe" });
  await typeInto(wizard.getByLabel("Title"), title);
  await typeInto(wizard.getByLabel("Description"), description);
  await typeInto(wizard.getByLabel("Category"), category);
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByText("Step 2 of 3").waitFor();
  await typeInto(wizard.getByPlaceholder("Search ingredients..."), ingredient);
  await wizard.getByPlaceholder("Search ingredients...").press("Enter");
  await wizard.getByLabel(`Quantity of ${ingredient}`).fill("");
  await typeInto(wizard.getByLabel(`Quantity of ${ingredient}`), quantity);
  await typeInto(wizard.getByLabel(`Unit of ${ingredient}`), unit);
  await wizard.getByRole("button", { name: "Next" }).click();
  return wizard;
}

describe("the smaller seams of the daily loop", () => {
  it("fits a recipe with a 60-character unbroken title on a 375 px phone", async () => {
    const { account, gql } = await household("Title");
    const title = "Rhabarberkuchenmitstreuselnundvanillesossevongrossmutterheute".slice(0, 60);
    const { createRecipe } = await gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { slug } }`, {
      d: {
        title,
        description: "Cake",
        category: "Baking",
        servings: 8,
        ingredients: [{ name: "Rhubarb", quantity: 500, unit: "g" }],
      },
    });
    const page = await signedInPage(account, PHONE);
    await page.goto(`/recipes/${createRecipe.slug}`);
    await page.getByRole("heading", { name: title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it("keeps the sync dialog's buttons button-sized on a 375 px phone", async () => {
    const { account } = await household("Sync");
    const page = await signedInPage(account, PHONE);
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const week = `title=This+week&start=${isoDay(monday)}&end=${isoDay(new Date(monday.getTime() + 6 * 86_400_000))}`;
    for (const step of [2, 3]) {
      await page.goto(`/shopping-lists?action=sync&step=${step}&${week}`);
      await page.getByText(`Step ${step} of 3`).waitFor();
      const heights = await page
        .locator(".modal-actions .btn")
        .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
      expect(heights.length, `step ${step}`).toBeGreaterThan(0);
      for (const height of heights) expect(height, `step ${step}`).toBeLessThanOrEqual(56);
    }
  });

  it.each([true, false])("puts toasts where they cover no control (JavaScript %s)", async (javaScript) => {
    const { account, gql, listId } = await household("Toast");
    for (const name of ["Milk", "Bread"])
      await gql(
        `mutation($l: Int!, $n: String!) { createShoppingItem(list_id: $l, name: $n, quantity: 1, unit: "pcs") { id } }`,
        { l: listId, n: name },
      );
    const { createRecipe } = await gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { slug } }`, {
      d: {
        title: "Toast",
        description: "Bread",
        category: "Baking",
        servings: 1,
        ingredients: [{ name: "Bread", quantity: 1, unit: "pcs" }],
      },
    });
    const page = await signedInPage(account, PHONE, { javaScript });

    await page.goto(`/recipes/${createRecipe.slug}`);
    await page.getByRole("button", { name: "Upload Photo" }).click();
    await page.getByText("Choose a photo to upload.").waitFor();
    expect(await toastCovers(page, page.getByRole("button", { name: "Upload Photo" }))).toBe(false);

    // Without JavaScript a toast stays until closed: the first line of the list after a quick add.
    if (javaScript) return;
    await page.goto(`/shopping-lists/${listId}`);
    await typeInto(page.getByLabel("Item to add"), "Eggs");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("Item added successfully!").waitFor();
    expect(await toastCovers(page, page.getByRole("checkbox").first())).toBe(false);
  });

  it.each([true, false])("makes one line of a name quick-added twice (JavaScript %s)", async (javaScript) => {
    const { account, listId, lines } = await household("Twice");
    const page = await signedInPage(account, PHONE, { javaScript });
    await page.goto(`/shopping-lists/${listId}`);
    for (const [name, amount] of [
      ["Lemon", "1"],
      ["lemons", "2"],
    ] as const) {
      await typeInto(page.getByLabel("Item to add"), name);
      await typeInto(page.getByLabel("Amount"), amount);
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect.poll(lines).toContain(`Lemon ${name === "Lemon" ? 1 : 3} pcs`);
    }
    expect(await lines()).toEqual(["Lemon 3 pcs"]);
    await page.goto(`/shopping-lists/${listId}`);
    expect(await page.getByRole("checkbox", { name: /lemon/i }).count()).toBe(1);
  });

  it("refuses 1/0 at the wizard's step 2, saying why", async () => {
    const { account } = await household("Wizard");
    const page = await signedInPage(account, PHONE);
    const wizard = await throughStepTwo(
      page,
      ["Divided Soup", "A soup of nothing", "Soups"],
      ["Celeriac", "1/0", "piece"],
    );
    await wizard.getByText("Quantity of Celeriac must be a number, such as 2, 0.5 or ½").waitFor();
    expect(await wizard.getByText("Step 2 of 3").isVisible()).toBe(true);
  });

  it("reviews counted lines without 'pcs' and fits the toast of a 60-character title at 375 px", async () => {
    const { account } = await household("Review");
    const page = await signedInPage(account, PHONE);
    const title = "Rhabarberkuchenmitstreuselnundvanillesossevongrossmutterheute".slice(0, 60);
    const wizard = await throughStepTwo(page, [title, "Cake", "Baking"], ["Lemon", "2", "pcs"]);
    await wizard.getByText("Step 3 of 3").waitFor();
    const review = await wizard.locator("li").allTextContents();
    expect(review).toEqual(["2 lemons"]);
    await wizard.getByRole("button", { name: "Create Recipe" }).click();
    await page.getByText(`Recipe "${title}" created successfully!`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The recipe's own table counts the lemons by their number alone.
    await page.goto(`${await page.getByRole("link", { name: title }).first().getAttribute("href")}?tab=ingredients`);
    const row = page.getByRole("tabpanel", { name: "Ingredients" }).locator("tbody tr");
    expect(await row.locator("td").allTextContents()).toEqual(["Lemon", "2", ""]);
  });
});
