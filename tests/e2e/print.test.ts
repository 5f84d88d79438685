import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createRecipe, graphqlAs, registerAccount, signedInPage } from "./accounts";

/** The pages of a PDF Chromium printed, by its page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;

async function printsOnOnePage(page: Page) {
  await page.emulateMedia({ media: "print" });
  for (const format of ["A4", "Letter"] as const) expect(pageCount(await page.pdf({ format })), format).toBe(1);
  // Nothing to click on paper: no navigation, buttons or dialogs.
  expect(await page.locator(".nav").isVisible()).toBe(false);
  expect(await page.locator(".btn:visible").count()).toBe(0);
}

/**
 * A recipe (its amounts and steps together, from either tab), a week's plan and a shopping list
 * print on one A4 or Letter page each, with nothing of the screen's controls.
 */
describe("printing", () => {
  it("prints a recipe, the week's plan and a shopping list on one page each, A4 and Letter", async () => {
    const account = await registerAccount("Pia", "Print");
    const gql = await graphqlAs(account);
    const recipe = await createRecipe(gql, "Pea risotto", [
      { name: "Arborio rice", quantity: 300, unit: "g" },
      { name: "Peas", quantity: 0.25, unit: "kg" },
      { name: "Stock", quantity: 1, unit: "l" },
    ]);
    await gql(
      `mutation($id: Int!) { updateRecipe(id: $id, instructions: ["Toast the rice.", "Add stock a ladle at a time."]) { id } }`,
      {
        id: recipe,
      },
    );
    const { mealTypes } = await gql(`{ mealTypes { id name } }`);
    const monday = new Date();
    monday.setUTCHours(18, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    for (let day = 0; day < 7; day++)
      for (const type of mealTypes.slice(0, 3))
        await gql(
          `mutation($t: String!, $type: Int!, $d: String!, $r: Int) { createMeal(title: $t, type_id: $type, scheduled_date: $d, recipe_id: $r) { id } }`,
          {
            t: `${type.name} ${day + 1}`,
            type: type.id,
            d: new Date(monday.getTime() + day * 86_400_000).toISOString(),
            r: recipe,
          },
        );
    const { createShoppingList: list } = await gql(
      `mutation { createShoppingList(title: "Market", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    );
    for (const name of ["Peas", "Lemons", "Parmesan", "Butter", "Onions"])
      await gql(
        `mutation($l: Int!, $n: String!) { createShoppingItem(list_id: $l, name: $n, quantity: 1, unit: "pcs") { id } }`,
        {
          l: list.id,
          n: name,
        },
      );

    const page = await signedInPage(account);
    for (const tab of ["", "?tab=ingredients"]) {
      await page.goto(`/recipes/pea-risotto${tab}`);
      await printsOnOnePage(page);
      // Both tabs print the amounts with the method.
      expect(await page.locator(".recipe-lines li:visible").allTextContents()).toEqual(
        tab ? [] : ["300 g Arborio rice", "0.25 kg Peas", "1 l Stock"],
      );
      expect(await page.locator(".recipe-steps li:visible").allTextContents()).toEqual([
        "Toast the rice.",
        "Add stock a ladle at a time.",
      ]);
      await page.emulateMedia({ media: "screen" });
    }

    await page.goto("/plan");
    await printsOnOnePage(page);
    expect(await page.locator(".plan-day:visible").count()).toBe(7);
    expect(await page.locator(".plan-meal-photo:visible, .plan-add:visible, .plan-tray:visible").count()).toBe(0);
    await page.emulateMedia({ media: "screen" });

    await page.goto(`/shopping-lists/${list.id}`);
    await printsOnOnePage(page);
    for (const name of ["Peas", "Lemons", "Parmesan", "Butter", "Onions"])
      expect(await page.getByRole("checkbox", { name, exact: true }).isVisible(), name).toBe(true);
  });
});
