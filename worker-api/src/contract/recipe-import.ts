import { z } from "zod";

/** The import endpoint's request and answer, shared with the web worker's import screen. */

export const IMPORT_NEEDS_A_PAGE = "Paste a link or the page's HTML.";
export const LINK_TOO_LONG = "A link must be at most 2,048 characters";

/** Blank counts as absent: a form sends both fields, one of them empty. */
const blankAsAbsent = (value: string) => value || undefined;

/** A link to fetch, or a page's HTML with the link it came from (optional: for relative links and the source). */
export const recipeImportSchema = z
  .object({
    url: z.string({ error: "A link must be text" }).trim().max(2048, LINK_TOO_LONG).transform(blankAsAbsent).optional(),
    html: z.string({ error: "The page must be text" }).trim().transform(blankAsAbsent).optional(),
  })
  .refine((body) => body.url !== undefined || body.html !== undefined, { error: IMPORT_NEEDS_A_PAGE, path: ["url"] });

/** One ingredient line of an imported recipe, as `POST /v1/recipes/import` answers it. */
export interface DraftIngredient {
  /**
   * The line as the page wrote it (its recipe data's line, when the data gives the ingredients):
   * entities decoded, whitespace collapsed.
   */
  text: string;
  /**
   * The leading amount (the first of a range). null when the line gives none ("salt and pepper",
   * "oil for frying"): the amount is the cook's choice, to taste, and nothing should be invented.
   */
  quantity: number | null;
  /** A range's end ("1–2 tbsp" → 2), when the line begins with one; absent otherwise. */
  quantity_max?: number;
  /**
   * One of Larder's units when it is one (g, tsp, cup, pcs, clove, head, leaf, …), else the page's
   * word; null when an amount has no unit ("2 eggs": counted); "" when the line has no amount.
   */
  unit: string | null;
  /** The ingredient without amount, unit and preparation. */
  name: string;
  /**
   * The rest: "finely chopped", "(about 2 cups)"; "" when nothing. Where the page's recipe card
   * shows the line going on past the data's text ("… (room temperature)"), that too.
   */
  note: string;
}

/** What the importer read off a recipe page. Nothing is written until the person creates the recipe. */
export interface RecipeDraft {
  title: string;
  description: string;
  servings: number | null;
  yields: string | null;
  prep_time_minutes: number | null;
  cook_time_minutes: number | null;
  total_time_minutes: number | null;
  image: string | null;
  source_url: string | null;
  category: string | null;
  ingredients: DraftIngredient[];
  /**
   * Where the ingredient lines were read when not from the page's recipe data: the heading of the
   * visible list they were read under ("Ingredients"), "" for a part of the page marked as
   * ingredients without one; null when the recipe data gave them. A reading from the page is a
   * guess worth checking.
   */
  ingredients_read_from: string | null;
  instructions: string[];
}
