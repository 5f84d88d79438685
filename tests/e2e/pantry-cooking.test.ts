import { describe, expect, it } from "vitest";
import { createRecipe, graphqlAs, pantryAmounts, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, PHONE, typeInto } from "./browser";

// The pantry in the loop, in Chromium: a synced list asks only for what the pantry does not hold
// and says what it holds, and marking a meal cooked takes its recipe out of the pantry (and the
// undo puts it back), with JavaScript and without.

const CASES = [
  ["phone with JavaScript", PHONE, true],
  ["desktop without JavaScript", DESKTOP, false],
] as const;

describe.each(CASES)("the pantry in the loop, %s", (_name, viewport, javaScript) => {
  it("buys what the pantry lacks, and cooking takes the recipe out of it and back", async () => {
    const account = await registerAccount("Pat", "Larder");
    const gql = await graphqlAs(account);
    const recipeId = await createRecipe(gql, "Honey porridge", [
      { name: "Oats", quantity: 100, unit: "g" },
      { name: "Milk", quantity: 250, unit: "ml" },
      { name: "Honey", quantity: 50, unit: "g" },
      { name: "Lemon", quantity: 3, unit: "pcs" },
    ]);
    const { mealTypes } = await gql(`{ mealTypes { id } }`);
    const { createMeal: meal } = await gql(
      `mutation($r: Int!, $t: Int!) { createMeal(title: "Porridge", recipe_id: $r, type_id: $t, servings: 2, scheduled_date: "2026-12-07T08:00:00.000Z") { id } }`,
      { r: recipeId, t: mealTypes[0].id },
    );
    const { getAllIngredients } = await gql(`{ getAllIngredients { id name } }`);
    const idOf = (name: string) => getAllIngredients.find((row: { name: string }) => row.name === name).id;
    for (const [name, quantity, unit] of [
      ["Oats", 500, "g"],
      ["Milk", 1, "l"],
      ["Honey", 20, "g"],
      ["Lemon", 2.5, "pcs"],
    ] as const) {
      await gql(
        `mutation($i: Int!, $q: Float!, $u: String) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: $u) { id } }`,
        {
          i: idOf(name),
          q: quantity,
          u: unit,
        },
      );
    }
    const { syncShoppingList: list } = await gql(
      `mutation { syncShoppingList(title: "Porridge week", start_date: "07/12/2026", end_date: "07/12/2026") { id } }`,
    );
    const stock = () => pantryAmounts(gql);

    const page = await signedInPage(account, viewport, { javaScript });
    await page.goto(`/shopping-lists/${list.id}`);
    const honey = page.locator(".item-row", { hasText: "Honey" });
    expect(await honey.locator(".meta").textContent()).toBe("30 g");
    expect(await honey.locator(".held").textContent()).toBe("need 50 g, have 20 g");
    // Half a lemon short: one to buy, and what is held in its part of a piece ("have 3" would
    // read as nothing short).
    const lemon = page.locator(".item-row", { hasText: "lemon" });
    expect(await lemon.locator(".item-name").textContent()).toContain("1 lemon");
    expect(await lemon.locator(".held").textContent()).toBe("need 3, have 2 ½");
    // Oats and milk are at home: the list does not ask for them.
    expect(await page.locator(".item-row").count()).toBe(2);

    await page.goto(`/meals/${meal.id}`);
    await typeInto(page.getByLabel("Servings cooked"), "4");
    await page.getByRole("button", { name: "Cooked", exact: true }).click();
    await page.getByText("Marked cooked: what it used is out of the pantry.").first().waitFor();
    expect(await page.locator(".cooked-state p").textContent()).toMatch(/^Cooked on \d\d\/\d\d\/\d{4} for 4:/);
    // Twice the recipe: 200 g of oats, 500 ml of milk; all 20 g of honey and all 2.5 lemons, whose lines leave.
    expect(await stock()).toEqual({ Oats: "300 g", Milk: "500 ml" });

    await page.getByRole("button", { name: "Not cooked after all" }).click();
    await page.getByLabel("Servings cooked").waitFor();
    expect(await stock()).toEqual({ Honey: "20 g", Oats: "500 g", Milk: "1000 ml", Lemon: "2.5 pcs" });
  });
});
