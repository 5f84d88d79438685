import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { PHONE_AND_DESKTOP } from "./browser";

/**
 * Amounts as a household reads them on its list and in its pantry: burger buns and a lemon
 * counted without a unit word, a pound pack of beef as "2 lb", cloves by the spoon, spinach by the
 * cup, while the API still holds the exact amounts.
 */
async function household() {
  const account = await registerAccount("Kit", "Kitchen");
  const gql = await graphqlAs(account);
  const ingredient = async (name: string) =>
    (await gql(`mutation($name: String!) { createIngredient(name: $name, type: "Food") { id } }`, { name }))
      .createIngredient.id as number;
  for (const [name, quantity, unit] of [
    ["Ground beef", 2, "lb"],
    ["Cloves", 0.125, "tsp"],
    ["Spinach", 3, "cup"],
    ["Lemon", 1, "pcs"],
  ] as const)
    await gql(
      `mutation($i: Int!, $q: Float!, $u: String) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: $u) { id } }`,
      {
        i: await ingredient(name),
        q: quantity,
        u: unit,
      },
    );
  const { createShoppingList: list } = await gql(
    `mutation { createShoppingList(title: "Burger night", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
  );
  for (const [name, quantity, unit] of [
    ["Burger buns", 4, "pcs"],
    ["Tomato", 1, "pcs"],
    ["Cheddar", 123.4, "g"],
  ] as const)
    await gql(
      `mutation($l: Int!, $n: String!, $q: Float!, $u: String!) { createShoppingItem(list_id: $l, name: $n, quantity: $q, unit: $u) { id } }`,
      {
        l: list.id,
        n: name,
        q: quantity,
        u: unit,
      },
    );
  return { account, gql, listId: list.id as number };
}

describe.each(PHONE_AND_DESKTOP)("amounts at %s width", (_name, viewport) => {
  it("read as a cook writes them on the list and in the pantry", async () => {
    const { account, gql, listId } = await household();
    const page = await signedInPage(account, viewport);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));

    await page.goto(`/shopping-lists/${listId}`);
    const rowText = async (name: string) =>
      (await page.locator(".item-row", { hasText: name }).first().innerText()).replace(/\s+/g, " ").trim();
    expect(await rowText("burger buns")).toContain("4 burger buns");
    expect(await rowText("tomato")).toContain("1 tomato");
    expect(await rowText("Cheddar")).toContain("125 g");
    await expect(page.locator(".item-row").filter({ hasText: "pcs" }).count()).resolves.toBe(0);

    await page.goto("/pantry");
    const pantryText = async (name: string) =>
      (await page.locator(".pantry-row", { hasText: name }).first().locator(".pantry-line").innerText())
        .replace(/\s+/g, " ")
        .trim();
    expect(await pantryText("Ground beef")).toContain("2 lb");
    expect(await pantryText("Cloves")).toContain("⅛ tsp");
    expect(await pantryText("Spinach")).toContain("3 cups");
    expect(await pantryText("lemon")).toContain("1 lemon");
    expect(await page.locator(".pantry-rows").innerText()).not.toMatch(/907\.184|0\.625|720 ml|pcs/);

    // Only the text changed: the API holds the exact amounts in the pantry's units.
    const { pantryItems } = await gql(`{ pantryItems { name quantity unit } }`);
    expect(pantryItems).toEqual(
      expect.arrayContaining([
        { name: "Ground beef", quantity: 907.184, unit: "g" },
        { name: "Cloves", quantity: 0.625, unit: "ml" },
        { name: "Spinach", quantity: 720, unit: "ml" },
        { name: "Lemon", quantity: 1, unit: "pcs" },
      ]),
    );
    expect(consoleErrors).toEqual([]);
  });
});
