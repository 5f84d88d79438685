import { describe, expect, it } from "vitest";
import { createGroups, DEMO_ACCOUNT, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, PHONE } from "./browser";

/**
 * What a household reads on its way through Larder keeps its words whole and apart: the Add
 * Member button does not run into its heading, the recipes' search shows its whole hint, and a
 * recipe's facts take two or more to a row on a phone, so the method comes sooner while cooking.
 */
describe("reading layout", () => {
  it("keeps the group's Add Member button apart from the Members heading", async () => {
    const account = await registerAccount("Gap", "Keeper");
    const [groupId] = await createGroups(account, ["Gap kitchen"]);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await signedInPage(account, viewport);
      await page.goto(`/groups/${groupId}`);
      const heading = page.locator("#members-heading");
      await heading.getByRole("link", { name: "Add Member" }).waitFor();
      // From the end of the word "Members" to the button's left edge.
      const gap = await heading.evaluate((h2) => {
        const range = document.createRange();
        range.selectNodeContents(h2.firstChild!);
        return h2.querySelector(".btn")!.getBoundingClientRect().left - range.getBoundingClientRect().right;
      });
      expect(gap, `at ${viewport.width} px`).toBeGreaterThanOrEqual(8);
    }
  });

  it("shows the recipes search's whole placeholder at 1280 px", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, DESKTOP);
    await page.goto("/recipes");
    const search = page.getByLabel("Search", { exact: true });
    await search.waitFor();
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = style.font;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return inner - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });

  it("puts a recipe's facts two or more to a row on a 375 px phone", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, PHONE);
    await page.goto("/recipes");
    await page.locator(".recipe-card a[href^='/recipes/']").first().click();
    await page.waitForURL(/\/recipes\/[^/?]+$/);
    const facts = page.getByRole("tabpanel", { name: "Overview" }).locator("dl.profile-grid > div");
    await facts.first().waitFor();
    const tops = await facts.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    const rows = new Set(tops.map(Math.round)).size;
    expect(tops.length).toBeGreaterThanOrEqual(4);
    expect(rows).toBeLessThanOrEqual(Math.ceil(tops.length / 2));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
});
