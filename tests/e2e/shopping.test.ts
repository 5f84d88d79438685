import { describe, expect, it } from "vitest";
import { createRecipe, graphqlAs, registerAccount, signedInPage } from "./accounts";
import { utcDay } from "./days";
import { PHONE_AND_DESKTOP, typeInto } from "./browser";
import { priceItem } from "./dialogs";

/** A household planned through the public API: two meals this week sharing tomatoes. */
async function plannedHousehold() {
  const account = await registerAccount("Sam", "Shopper");
  const gql = await graphqlAs(account);
  const type = (await gql(`mutation { createMealType(name: "Supper") { id } }`)).createMealType.id;
  const recipe = (title: string, ingredients: unknown[]) => createRecipe(gql, title, ingredients);
  const pasta = await recipe("Tomato Pasta", [
    { name: "Tomato", quantity: 400, unit: "g" },
    { name: "Pasta", quantity: 200, unit: "g" },
  ]);
  const salad = await recipe("Tomato Salad", [
    { name: "Tomato", quantity: 0.3, unit: "kg" },
    { name: "Cucumber", quantity: 1, unit: "pcs" },
  ]);
  // Today and tomorrow, both inside a range that starts today.
  const today = new Date();
  const tomorrow = new Date(Date.now() + 86_400_000);
  for (const [id, title, day] of [
    [pasta, "Tomato Pasta", today],
    [salad, "Tomato Salad", tomorrow],
  ] as const) {
    await gql(
      `mutation($r: Int!, $t: Int!, $d: String, $title: String!) { createMeal(title: $title, recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
      {
        r: id,
        t: type,
        d: `${utcDay(day)}T12:00:00.000Z`,
        title,
      },
    );
  }
  return { account, start: utcDay(today), end: utcDay(new Date(Date.now() + 6 * 86_400_000)) };
}

describe.each(PHONE_AND_DESKTOP)("shopping in Chromium at %s width", (_name, viewport) => {
  it("syncs the week into one merged line, ticks it, prices it and deletes an item", async () => {
    const household = await plannedHousehold();
    const page = await signedInPage(household.account, viewport);
    page.on("dialog", (dialog) => dialog.accept());

    await page.goto("/shopping-lists");
    await page.getByRole("link", { name: "Sync Meals Shopping List" }).click();
    const sync = page.getByRole("dialog", { name: "Sync Meals Shopping List" });
    await typeInto(sync.getByLabel("Title"), "This week");
    await typeInto(sync.getByLabel("Start date"), household.start.split("-").reverse().join("/"));
    await typeInto(sync.getByLabel("End date"), household.end.split("-").reverse().join("/"));
    await sync.getByRole("button", { name: "Next" }).click();
    await sync.getByText("Step 2 of 3 · Review Meals").waitFor();
    await sync.getByText("Tomato Salad").waitFor();
    await sync.getByRole("link", { name: "Next" }).click();
    await sync.getByText("Step 3 of 3 · Review Ingredients").waitFor();
    // 400 g and 0.3 kg of tomatoes: one line.
    await sync.getByRole("row", { name: /Tomato 700 g 2/ }).waitFor();
    await sync.getByRole("button", { name: "Create List" }).click();
    await page.waitForURL(/\/shopping-lists\/\d+$/);
    await page.getByText('Shopping list "This week" created successfully!').waitFor();
    await page.getByText("3 items · 0 bought").waitFor();
    const tomato = page.locator(".item-row", { hasText: "Tomato" });
    expect(await tomato.count()).toBe(1);
    expect(await tomato.textContent()).toContain("700 g");

    await tomato.getByRole("checkbox", { name: "Tomato" }).click();
    await page.getByText("Item marked as completed!").waitFor();
    expect(await tomato.getByRole("checkbox").getAttribute("aria-checked")).toBe("true");
    await page.getByRole("tab", { name: "Progress Overview" }).click();
    await page.locator(".stat", { hasText: "Completed" }).getByText("1", { exact: true }).waitFor();
    await page.locator(".stat", { hasText: "Remaining" }).getByText("2", { exact: true }).waitFor();

    await page.getByRole("tab", { name: "Shopping Items" }).click();
    await priceItem(page, "Tomato", "3.45");
    await page.getByText("Total price €3.45").waitFor();

    await page.getByLabel("Actions for Cucumber", { exact: true }).click();
    await page.getByRole("link", { name: "Delete Cucumber" }).click();
    await page.getByText('Deleted "Cucumber" from shopping list!').waitFor();
    await page.getByText("2 items · 1 bought").waitFor();
  });
});
