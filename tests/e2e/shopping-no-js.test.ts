import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { PHONE, typeInto } from "./browser";

/**
 * The one-hand list on a phone without JavaScript: a row is still the tick (it submits one of the
 * list's two shared tick forms through its `form` attribute) and the quick-add bar still adds.
 * What D1 holds afterwards is read through the API.
 */
describe("a shopping list without JavaScript", () => {
  it("ticks, unticks and quick-adds at 375 px", async () => {
    const account = await registerAccount("NoScript", "phone");
    const gql = await graphqlAs(account);
    const { createShoppingList: list } = await gql(
      `mutation { createShoppingList(title: "Corner shop", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    );
    for (const name of ["Milk", "Bread"])
      await gql(
        `mutation($list: Int!, $name: String!) { createShoppingItem(list_id: $list, name: $name, quantity: 1, unit: "pcs") { id } }`,
        { list: list.id, name },
      );
    const bought = async () => {
      const { shoppingList } = await gql(`query($id: Int!) { shoppingList(id: $id) { items { name is_bought } } }`, {
        id: list.id,
      });
      return Object.fromEntries(
        (shoppingList.items as { name: string; is_bought: boolean }[]).map((item) => [item.name, item.is_bought]),
      );
    };

    const page = await signedInPage(account, PHONE, { javaScript: false });
    await page.goto(`/shopping-lists/${list.id}`);
    const milk = page.getByRole("checkbox", { name: "Milk", exact: true });
    expect(await milk.getAttribute("aria-checked")).toBe("false");

    await milk.click();
    await page.waitForURL(`**/shopping-lists/${list.id}*`);
    expect(await page.getByRole("checkbox", { name: "Milk", exact: true }).getAttribute("aria-checked")).toBe("true");
    expect(await bought()).toEqual({ Milk: true, Bread: false });

    await page.getByRole("checkbox", { name: "Milk", exact: true }).click();
    await page.waitForURL(`**/shopping-lists/${list.id}*`);
    expect(await page.getByRole("checkbox", { name: "Milk", exact: true }).getAttribute("aria-checked")).toBe("false");
    expect(await bought()).toEqual({ Milk: false, Bread: false });

    await typeInto(page.getByLabel("Item to add"), "Eggs");
    await typeInto(page.getByLabel("Amount"), "6");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("checkbox", { name: "Eggs", exact: true }).waitFor();
    expect(await bought()).toEqual({ Milk: false, Bread: false, Eggs: false });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});
