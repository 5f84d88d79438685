import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createRecipe, graphqlAs, registerAccount, signedInPage } from "./accounts";
import { utcDay } from "./days";
import { PHONE, PHONE_AND_DESKTOP, typeInto } from "./browser";
import { syncThroughModal } from "./dialogs";

/**
 * The list shaped for the shop, in Chromium: lines under their store sections in the store's
 * order, pieces rounded up with the exact need in small print, amounts that cannot merge side by
 * side, lines without an amount once under "Check you have", no price on lines without one, names
 * in a shopper's order and bought lines sunk. The same page with and without JavaScript.
 */

/** Two meals this week whose recipes spell some things differently. */
async function household() {
  const account = await registerAccount("Aisle", "Walker");
  const gql = await graphqlAs(account);
  const type = (await gql(`mutation { createMealType(name: "Supper") { id } }`)).createMealType.id;
  const recipe = (title: string, ingredients: unknown[]) => createRecipe(gql, title, ingredients);
  const risotto = await recipe("Lemon Risotto", [
    { name: "Lemons", quantity: 1.5, unit: "pcs" },
    { name: "Parmesan", quantity: 200, unit: "g" },
    { name: "salt and pepper", quantity: null, unit: "" },
    { name: "Arborio rice", quantity: 300, unit: "g" },
  ]);
  const toast = await recipe("Cheese Toast", [
    { name: "parmesan*", quantity: 1, unit: "pcs" },
    { name: "Bread", quantity: 1, unit: "pcs" },
    { name: "apples", quantity: 2, unit: "pcs" },
    { name: "Salt and pepper", quantity: null, unit: "" },
  ]);
  const today = new Date();
  for (const [id, title] of [
    [risotto, "Lemon Risotto"],
    [toast, "Cheese Toast"],
  ] as const) {
    await gql(
      `mutation($r: Int!, $t: Int!, $d: String, $title: String!) { createMeal(title: $title, recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
      { r: id, t: type, d: `${utcDay(today)}T12:00:00.000Z`, title },
    );
  }
  const lines = async (listId: number) =>
    (
      await gql(
        `query($id: Int!) { shoppingList(id: $id) { items { name quantity unit section needed is_bought check_you_have more_amounts { quantity unit } } } }`,
        { id: listId },
      )
    ).shoppingList.items as Record<string, unknown>[];
  return { account, lines };
}

const headings = (page: Page) => page.locator(".shopping-list section > h2").allTextContents();
const rowNames = (page: Page, section: string) =>
  page.getByRole("region", { name: section, exact: true }).locator(".item-name").allTextContents();
const row = (page: Page, name: string) => page.locator(".item-row", { hasText: name });

describe.each(PHONE_AND_DESKTOP)("the list in the shop at %s width", (_name, viewport) => {
  it("files lines under their sections, rounds pieces up, keeps unmergeable amounts on one line and gathers 'Check you have'", async () => {
    const h = await household();
    const page = await signedInPage(h.account, viewport);
    const synced = await syncThroughModal(page);
    // The review step listed the lines the list now holds: one per thing.
    expect(synced.lines).toBe(6);
    expect(await page.locator(".item-row").count()).toBe(6);

    expect(await headings(page)).toEqual(["Produce", "Bakery", "Dairy & eggs", "Pantry", "Check you have"]);
    expect(await rowNames(page, "Produce")).toEqual(["2 apples", "2 lemons"]);
    expect(await rowNames(page, "Check you have")).toEqual(["Salt and pepper"]);

    const lemons = row(page, "Lemons");
    // Counted by their number in the name, no amount beside it.
    expect(await lemons.locator(".meta").textContent()).toBe("");
    expect(await lemons.locator(".needed").textContent()).toBe("1.5 needed");
    expect(await row(page, "Parmesan").locator(".meta").textContent()).toBe("200 g + 1 piece");
    expect(await row(page, "Salt and pepper").locator(".meta").textContent()).toBe("");
    expect(await page.locator(".item-row .meta", { hasText: "€" }).count()).toBe(0);

    // A lower-case name sorts among the others, not after every capital.
    await typeInto(page.getByLabel("Item to add"), "avocado");
    await typeInto(page.getByLabel("Amount"), "2");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("7 items · 0 bought").waitFor();
    // Shown at once; filed in its section once the API has saved it and the page read it again.
    await page.getByRole("region", { name: "Produce", exact: true }).getByText("avocado").waitFor();
    expect(await row(page, "avocado").locator(".meta").textContent()).toBe("");
    expect(await rowNames(page, "Produce")).toEqual(["2 apples", "2 avocados", "2 lemons"]);

    // Ticked, a line sinks under Bought and its section goes when it is empty.
    await lemons.getByRole("checkbox", { name: "Lemons" }).click();
    await page.getByText("7 items · 1 bought").waitFor();
    expect(await rowNames(page, "Bought")).toEqual(["2 lemons"]);
    expect(await rowNames(page, "Produce")).toEqual(["2 apples", "2 avocados"]);
    expect((await headings(page)).at(-1)).toBe("Bought");

    // What D1 holds, through the API, once the page has sent the tick (the row waits until then).
    await expect.poll(() => page.locator(".shopping-list .item-row.waiting").count()).toBe(0);
    const byName = new Map((await h.lines(synced.id)).map((line) => [line.name, line]));
    expect(byName.get("Lemons")).toMatchObject({ quantity: 2, needed: 1.5, is_bought: true, section: "Produce" });
    expect(byName.get("Parmesan")).toMatchObject({
      quantity: 200,
      unit: "g",
      more_amounts: [{ quantity: 1, unit: "pcs" }],
    });
    expect(byName.get("Salt and pepper")).toMatchObject({ check_you_have: true });
    expect(byName.get("avocado")).toMatchObject({ section: "Produce", is_bought: false });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});

describe("the list in the shop without JavaScript", () => {
  it("shows the same sections, rounding and 'Check you have' at 375 px, and a tick sinks the line", async () => {
    const h = await household();
    const withScript = await signedInPage(h.account, PHONE);
    const { id } = await syncThroughModal(withScript);
    await withScript.context().close();

    const page = await signedInPage(h.account, PHONE, { javaScript: false });
    await page.goto(`/shopping-lists/${id}`);
    expect(await headings(page)).toEqual(["Produce", "Bakery", "Dairy & eggs", "Pantry", "Check you have"]);
    expect(await row(page, "Lemons").locator(".needed").textContent()).toBe("1.5 needed");
    expect(await row(page, "Parmesan").locator(".meta").textContent()).toBe("200 g + 1 piece");
    expect(await rowNames(page, "Check you have")).toEqual(["Salt and pepper"]);

    await page.getByRole("checkbox", { name: "Apples", exact: true }).click();
    await page.waitForURL(`**/shopping-lists/${id}*`);
    expect(await rowNames(page, "Bought")).toEqual(["2 apples"]);
    expect(await rowNames(page, "Produce")).toEqual(["2 lemons"]);
    const apples = (await h.lines(id)).find((line) => line.name === "Apples");
    expect(apples).toMatchObject({ is_bought: true, section: "Produce" });
  });
});
