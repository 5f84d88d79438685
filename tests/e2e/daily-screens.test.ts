import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNT, graphqlAs, registerAccount, signedInPage } from "./accounts";
import { axeViolations } from "./axe";
import { typeInto, WITH_AND_WITHOUT_JAVASCRIPT } from "./browser";

/**
 * The shopping list and the recipe page as a household uses them every day: on a phone the list's
 * first item is on the first screen, its details and store one tap away and its quick-add bar in
 * reach; on a wide screen the recipe's ingredients stand beside its method. With and without
 * JavaScript, nothing wider than the screen, axe clean at both widths (axe itself runs on
 * timers, which a page without JavaScript never fires: it checks the pages with it).
 */
const PHONE_SCREEN = { width: 375, height: 812 };
const WIDE_SCREEN = { width: 1280, height: 800 };

/** Thirty lines across the store's sections, as a week's shop for a family comes to. */
const LINES = [
  "Apples", "Bananas", "Carrots", "Onions", "Potatoes", "Spinach", "Tomatoes", "Lemons",
  "Sourdough bread", "Bagels", "Milk", "Butter", "Eggs", "Cheddar", "Yoghurt", "Chicken thighs",
  "Salmon fillet", "Minced beef", "Rice", "Spaghetti", "Chickpeas", "Olive oil", "Coffee", "Tea",
  "Oats", "Frozen peas", "Dish soap", "Kitchen roll", "Toothpaste", "Bin bags",
]; // prettier-ignore

/** A household of its own with a list of thirty lines, a description and dates. */
async function longList() {
  const account = await registerAccount("Big", "Shop");
  const gql = await graphqlAs(account);
  const { createShoppingList: list } = await gql(
    `mutation { createShoppingList(title: "Big weekly shop", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
  );
  await gql(`mutation($id: Int!) { updateShoppingList(id: $id, description: "For the whole family") { id } }`, {
    id: list.id,
  });
  for (const name of LINES)
    await gql(
      `mutation($l: Int!, $n: String!) { createShoppingItem(list_id: $l, name: $n, quantity: 2, unit: "pcs") { id } }`,
      { l: list.id, n: name },
    );
  const names = async () =>
    (
      (await gql(`query($id: Int!) { shoppingList(id: $id) { items { name } } }`, { id: list.id })).shoppingList
        .items as { name: string }[]
    ).map((item) => item.name);
  return { account, path: `/shopping-lists/${list.id}`, names };
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Where an element is on the screen as the page opens (its box, scrolled to the top). */
const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!;
};

/**
 * The list's first screen on a phone: its first item whole, above the quick-add bar, which is on
 * the screen too; the title, the progress bar and the store in the head before them.
 */
async function expectFirstScreen(page: Page, store: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const firstItem = await boxOf(page, ".shopping-list [role=checkbox]");
  const quickAdd = await boxOf(page, "form[aria-label='Quick add']");
  const title = await boxOf(page, ".shopping-list h1");
  const progress = await boxOf(page, ".shopping-list [role=progressbar]");
  expect({
    firstItemOnScreen: firstItem.y >= 0 && firstItem.y + firstItem.height <= PHONE_SCREEN.height,
    quickAddOnScreen: quickAdd.y >= 0 && quickAdd.y + quickAdd.height <= PHONE_SCREEN.height,
    firstItemAboveQuickAdd: firstItem.y + firstItem.height <= quickAdd.y,
    headBeforeItems: Math.max(title.y, progress.y) < firstItem.y,
  }).toEqual({ firstItemOnScreen: true, quickAddOnScreen: true, firstItemAboveQuickAdd: true, headBeforeItems: true });
  // The store is named in the head, on the line that opens the list's details.
  const storeLine = await boxOf(page, ".list-details > summary");
  expect(storeLine.y).toBeLessThan(firstItem.y);
  expect(await page.locator(".list-details > summary").textContent()).toContain(`Shopping at ${store}`);
}

describe.each(WITH_AND_WITHOUT_JAVASCRIPT)("the shopping list on a 375 px phone %s", (_name, javaScript) => {
  it("shows the demo list's first item on the first screen, the details one tap away", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, PHONE_SCREEN, { javaScript });
    await page.goto("/shopping-lists");
    // The demo's own list (other files may have synced another list for the demo's week).
    await page.locator('a[href^="/shopping-lists/"]', { hasText: "Weekly groceries" }).first().click();
    await page.waitForURL(/\/shopping-lists\/\d+$/);
    await expectFirstScreen(page, "My store");
    // The description, dates and store choice wait behind the details line, one tap away.
    const storeSelect = page.getByLabel("Shopping at");
    expect(await storeSelect.isVisible()).toBe(false);
    await page.getByText("List details").click();
    expect(await storeSelect.isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Stores and aisle order" }).isVisible()).toBe(true);
    expect(await page.getByText("Everything for this week's dinners").isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the first of 30 lines on the first screen, and adds from the bar at the bottom", async () => {
    const h = await longList();
    const page = await signedInPage(h.account, PHONE_SCREEN, { javaScript });
    await page.goto(h.path);
    await expectFirstScreen(page, "My store");
    expect(await page.locator(".shopping-list [role=checkbox]").count()).toBe(LINES.length);
    await page.getByText("List details").click();
    expect(await page.getByText("For the whole family").isVisible()).toBe(true);
    expect(await page.getByText("01/12/2026 – 07/12/2026").isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);

    // Halfway down the list, the quick-add bar is still on the screen and adds a line.
    await page.getByRole("checkbox", { name: "Rice", exact: true }).scrollIntoViewIfNeeded();
    const quickAdd = page.getByRole("form", { name: "Quick add" });
    const bar = (await quickAdd.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE_SCREEN.height);
    await typeInto(quickAdd.getByLabel("Item to add"), "Basil");
    await quickAdd.getByRole("button", { name: "Add" }).click();
    await page.getByRole("checkbox", { name: "Basil", exact: true }).waitFor();
    await expect.poll(h.names).toContain("Basil");
    expect(await h.names()).toHaveLength(LINES.length + 1);

    // Scrolled to the end, the last line's tick and menu come clear of the bar. The saved line
    // replaces the waiting one first: a row swapped while it is measured has no box, and a list
    // that grows after the scroll needs scrolling again, so each try scrolls to the end first.
    await expect.poll(() => page.locator(".shopping-list .item-row.waiting").count()).toBe(0);
    const lastMenu = page.locator(".shopping-list .row-menu summary").last();
    const barTop = (await quickAdd.boundingBox())!.y;
    const menuBottomAtTheEnd = async () => {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      const box = await lastMenu.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    };
    await expect.poll(menuBottomAtTheEnd).toBeLessThanOrEqual(barTop);
  });
});

describe("the shopping list at 1280 px", () => {
  it("keeps its details one tap away and is axe clean", async () => {
    const h = await longList();
    const page = await signedInPage(h.account, WIDE_SCREEN);
    await page.goto(h.path);
    expect((await boxOf(page, ".shopping-list [role=checkbox]")).y).toBeLessThan(WIDE_SCREEN.height);
    await page.getByText("List details").click();
    expect(await page.getByLabel("Shopping at").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** The demo household's first recipe's address. */
async function demoRecipe(page: Page) {
  await page.goto("/recipes");
  return (await page.locator('a[href^="/recipes/"]:not([href^="/recipes/import"])').first().getAttribute("href"))!;
}

/** Whether an element is drawn and lies wholly within the first screen. */
const onFirstScreen = async (page: Page, selector: string, height: number) => {
  const element = page.locator(selector);
  if (!(await element.isVisible())) return false;
  const box = (await element.boundingBox())!;
  return box.y >= 0 && box.y + box.height <= height;
};

describe.each(WITH_AND_WITHOUT_JAVASCRIPT)("the recipe page %s", (_name, javaScript) => {
  it("shows the ingredients beside the method at 1280 px, across the page's width", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, WIDE_SCREEN, { javaScript });
    const recipe = await demoRecipe(page);
    for (const address of [recipe, `${recipe}?tab=ingredients`]) {
      await page.goto(address);
      const ingredients = page.getByRole("tabpanel", { name: "Ingredients" });
      const overview = page.getByRole("tabpanel", { name: "Overview" });
      const rows = await ingredients.locator("tbody tr").count();
      expect(rows).toBeGreaterThanOrEqual(3);
      expect({
        address,
        tabsShown: await page.getByRole("tablist").isVisible(),
        firstIngredient: await onFirstScreen(page, ".recipe-ingredients tbody tr >> nth=0", WIDE_SCREEN.height),
        lastIngredient: await onFirstScreen(
          page,
          `.recipe-ingredients tbody tr >> nth=${rows - 1}`,
          WIDE_SCREEN.height,
        ),
        firstStep: await onFirstScreen(page, ".recipe-overview .recipe-steps li >> nth=0", WIDE_SCREEN.height),
      }).toEqual({ address, tabsShown: false, firstIngredient: true, lastIngredient: true, firstStep: true });
      // Side by side: the ingredients to the left of the method, sharing the screen's height.
      const [left, right] = [(await ingredients.boundingBox())!, (await overview.boundingBox())!];
      expect(left.x + left.width).toBeLessThanOrEqual(right.x);
      expect(left.y).toBeLessThan(right.y + right.height);
      expect((await page.locator("article.recipe-page").boundingBox())!.width).toBeGreaterThan(1000);
      if (javaScript) expect(await axeViolations(page)).toEqual([]);
    }
  });

  it("keeps the Overview and Ingredients tabs on a 375 px phone", async () => {
    const page = await signedInPage(DEMO_ACCOUNT, PHONE_SCREEN, { javaScript });
    const recipe = await demoRecipe(page);
    await page.goto(recipe);
    const ingredients = page.getByRole("tabpanel", { name: "Ingredients" });
    const overview = page.getByRole("tabpanel", { name: "Overview" });
    expect(await page.getByRole("tablist").isVisible()).toBe(true);
    expect([await overview.isVisible(), await ingredients.isVisible()]).toEqual([true, false]);
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Ingredients" }).click();
    await page.waitForURL(/tab=ingredients/);
    await ingredients.locator("tbody tr").first().waitFor();
    expect([await overview.isVisible(), await ingredients.isVisible()]).toEqual([false, true]);
    expect(await page.locator(".recipe-steps li:visible").count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
  });
});
