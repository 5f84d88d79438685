/** Recipes per page in the meal forms (spec 1 §9). */
export const MEAL_FORM_RECIPE_PAGE_SIZE = 10;
/** Recipes per page of the grid (spec 2 §9). */
export const RECIPE_GRID_PAGE_SIZE = 12;
