import type { IngredientLine } from "./ingredient-lines";

export type RecipeDraft = { title: string; description: string; category: string; lines: IngredientLine[] };

/** The checks of spec 2 §5 for each wizard step; step 3 (create) also checks every line. */
export function validateRecipeStep(step: 1 | 2 | 3, draft: RecipeDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.title.trim()) errors.title = "Title is required";
  if (!draft.description.trim()) errors.description = "Description is required";
  if (!draft.category.trim()) errors.category = "Category is required";
  if (step === 1) return errors;
  if (!draft.lines.length) errors.ingredients = "At least one ingredient is required";
  if (step === 3) {
    draft.lines.forEach((line, i) => {
      const quantity = Number(line.quantity);
      if (!(line.quantity.trim() !== "" && Number.isFinite(quantity) && quantity > 0))
        errors[`quantity_${i}`] = `Quantity of ${line.name} must be greater than 0`;
      if (!line.unit.trim()) errors[`unit_${i}`] = `Unit of ${line.name} is required`;
    });
  }
  return errors;
}

/** Pages of at most `window` buttons around the current page (0-based). */
export function pageWindow(current: number, pages: number, window: number) {
  const start = Math.max(0, Math.min(current - Math.floor(window / 2), pages - window));
  return Array.from({ length: Math.min(window, pages) }, (_, i) => start + i);
}
