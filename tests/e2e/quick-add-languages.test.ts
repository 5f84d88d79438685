import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { PHONE } from "./browser";

/**
 * The quick-add bar of a shopping list on a 375 px phone, in every language: its amount and unit
 * show their words whole ("Menge", "Einheit", "Quantité", "Jednostka"), the name keeps room to
 * type, and the bar stays one row inside the screen.
 */
const LOCALES = ["en", "de", "fr", "es", "it", "nl", "pl", "ar"] as const;

describe("the quick-add bar on a phone", () => {
  it("shows every language's amount and unit words whole, on one row", async () => {
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
          amountCut: cut(field("quantity")),
          unitCut: cut(field("unit")),
          nameWidth: Math.round(field("name").getBoundingClientRect().width),
          rows: rows.size,
          inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
          overflow: form.scrollWidth - form.clientWidth,
        };
      });
      expect(measured.amountCut, locale).toBeLessThanOrEqual(0);
      expect(measured.unitCut, locale).toBeLessThanOrEqual(0);
      expect(measured.nameWidth, locale).toBeGreaterThanOrEqual(80);
      expect(measured, locale).toMatchObject({ rows: 1, inside: true, overflow: 0 });
    }
  });
});
