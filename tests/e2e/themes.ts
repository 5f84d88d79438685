import type { Page } from "playwright-core";

/**
 * The theme a page is in: the `data-theme` the server rendered, and whether the page's background
 * is in fact light or dark (its relative luminance), which is what a person sees.
 */
export async function shownTheme(page: Page) {
  // Before its stylesheet applies, a page's background is transparent, which reads as black: a
  // page just navigated to (a form's answer without JavaScript) is read once it has loaded.
  await page.waitForLoadState("load");
  return page.evaluate(() => {
    const root = document.documentElement;
    const [r, g, b] = getComputedStyle(root)
      .backgroundColor.match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((channel) => {
        const c = Number(channel) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
    const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return { attribute: root.dataset.theme, looks: luminance < 0.2 ? "dark" : "light" } as const;
  });
}
