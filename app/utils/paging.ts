/** Recipes per page in the meal forms' recipe picker. */
export const MEAL_FORM_RECIPE_PAGE_SIZE = 10;
/** Recipes per page of the /recipes grid. */
export const RECIPE_GRID_PAGE_SIZE = 12;

/** Pages of at most `window` buttons around the current page (0-based). */
export function pageWindow(current: number, pages: number, window: number) {
  const start = Math.max(0, Math.min(current - Math.floor(window / 2), pages - window));
  return Array.from({ length: Math.min(window, pages) }, (_, i) => start + i);
}
