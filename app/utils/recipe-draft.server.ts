import { recipeIngredientSchema, recipeInputSchema } from "@larder/schemas/recipe";
import { parseForm } from "./form.server";
import { toApiLines, type IngredientLine } from "./ingredient-lines";

export type RecipeDraft = { title: string; description: string; category: string; lines: IngredientLine[] };

const basics = recipeInputSchema.pick({ title: true, description: true, category: true });
const { quantity, unit } = recipeIngredientSchema.shape;

/**
 * The checks of spec 2 §5 for each wizard step, with the API's rules: step 1 the basics, step 2
 * the list itself, step 3 (create) also each line's quantity and unit, named after its ingredient.
 */
export function validateRecipeStep(step: 1 | 2 | 3, draft: RecipeDraft): Record<string, string> {
  const parsed = parseForm(draft, basics);
  const errors = parsed.success ? {} : parsed.fields;
  if (step === 1) return errors;
  const lines = toApiLines(draft.lines);
  const list = recipeInputSchema.shape.ingredients.safeParse(lines);
  const listIssue = list.error?.issues.find((issue) => issue.path.length === 0);
  if (listIssue) errors.ingredients = listIssue.message;
  if (step === 3) {
    lines.forEach((line, i) => {
      if (!quantity.safeParse(line.quantity).success)
        errors[`quantity_${i}`] = `Quantity of ${line.name} must be greater than 0`;
      if (!unit.safeParse(line.unit).success) errors[`unit_${i}`] = `Unit of ${line.name} is required`;
    });
  }
  return errors;
}
