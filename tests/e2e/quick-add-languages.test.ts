import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { PHONE, WITH_AND_WITHOUT_JAVASCRIPT } from "./browser";

/**
 * The quick-add bar of a shopping list on a 375 px phone, in every language: its name, amount and
 * unit show their words whole ("Artikel hinzufügen …", "Menge", "Einheit", "Jednostka"), the name
 * keeps room to type, and the bar stays inside the screen: one row where the words fit beside each
 * other (English), else the name on a row of its own above amount, unit and Add.
 */
const LOCALES = ["en", "de", "fr", "es", "it", "nl", "pl", "ar"] as const;

describe("the quick-add bar on a phone", () => {
  it("shows every language's name, amount and unit words whole, on one row or two", async () => {
    const account = await registerAccount("Quick", "Add");
    const gql = await graphqlAs(account);
    const { createShoppingList: list } = await gql(
      `mutation { createShoppingList(title: "Weekly shop", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    );
    const page = await signedInPage(account, PHONE);
    for (const locale of LOCALES) {
      await page.setExtraHTTPHeaders({ "Accept-Language": locale });
      await page.goto(`/shopping-lists/${list.id}`);
      const bar = page.locator("form.quick-add");
      await bar.waitFor();
      const measured = await bar.evaluate((form) => {
        const context = document.createElement("canvas").getContext("2d")!;
        /** How much wider the placeholder is than the room inside its field (px; 0 or less fits). */
        const cut = (input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const sides = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"] as const;
          const room = sides.reduce(
            (width, side) => width - parseFloat(style[side]),
            input.getBoundingClientRect().width,
          );
          return context.measureText(input.placeholder).width - room;
        };
        const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
        const rows = new Set(
          [...form.querySelectorAll("input:not([type=hidden]), button")].map((part) =>
            Math.round(part.getBoundingClientRect().top),
          ),
        );
        const box = form.getBoundingClientRect();
        return {
          nameCut: cut(field("name")),
          amountCut: cut(field("quantity")),
          unitCut: cut(field("unit")),
          nameWidth: Math.round(field("name").getBoundingClientRect().width),
          rows: rows.size,
          inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
          overflow: form.scrollWidth - form.clientWidth,
        };
      });
      expect(measured.nameCut, locale).toBeLessThanOrEqual(0);
      expect(measured.amountCut, locale).toBeLessThanOrEqual(0);
      expect(measured.unitCut, locale).toBeLessThanOrEqual(0);
      expect(measured.nameWidth, locale).toBeGreaterThanOrEqual(80);
      expect(measured, locale).toMatchObject({
        rows: locale === "en" ? 1 : expect.any(Number),
        inside: true,
        overflow: 0,
      });
      // Two rows at most: the name's, and amount, unit and Add together.
      expect(measured.rows, locale).toBeLessThanOrEqual(2);
    }
  });
});

describe.each(WITH_AND_WITHOUT_JAVASCRIPT)("an item's amount typed in German, %s", (_, javaScript) => {
  it("opens as 1,5 and 12,50, and keeps 2,25 typed key by key as 2.25", async () => {
    const account = await registerAccount("Komma", "Zahl");
    const gql = await graphqlAs(account);
    const { createShoppingList: list } = await gql(
      `mutation { createShoppingList(title: "Markt", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    );
    const { createShoppingItem: oil } = await gql(
      `mutation($l: Int!) { createShoppingItem(list_id: $l, name: "Olivenöl", quantity: 1.5, unit: "l", price: 12.5) { id } }`,
      { l: list.id },
    );
    const page = await signedInPage(account, PHONE, { javaScript });
    await page.setExtraHTTPHeaders({ "Accept-Language": "de" });
    await page.goto(`/shopping-lists/${list.id}?item=${oil.id}`);
    const quantity = page.locator("#edit-item-quantity");
    const price = page.locator("#edit-item-price");
    expect(await quantity.inputValue()).toBe("1,5");
    expect(await price.inputValue()).toBe("12,50");
    await quantity.fill("");
    await quantity.pressSequentially("2,25");
    await price.fill("");
    await price.pressSequentially("3,5");
    expect(await price.inputValue()).toBe("3,5");
    await Promise.all([
      page.waitForURL((url) => !url.searchParams.has("item")),
      page.locator("#edit-item-price").press("Enter"),
    ]);
    const { shoppingList } = await gql(
      `query($id: Int!) { shoppingList(id: $id) { items { name quantity unit price } } }`,
      {
        id: list.id,
      },
    );
    expect(shoppingList.items).toEqual([{ name: "Olivenöl", quantity: 2.25, unit: "l", price: 3.5 }]);
    // The page writes it back as German does.
    await expect.poll(() => page.locator(".item-row .meta").first().textContent()).toContain("2,25 l");
  });
});
