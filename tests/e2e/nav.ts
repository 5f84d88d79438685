import type { Page } from "playwright-core";

/**
 * Opens the bar's More menu (Meals, Ingredients, Shopping Items, Groups, the group switcher,
 * Profile and Logout) and answers it; it is one step away at every width.
 */
export async function openMoreMenu(page: Page) {
  const menu = page.locator("header.nav details.nav-more");
  if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) {
    await menu.locator("summary").click();
  }
  return menu;
}
