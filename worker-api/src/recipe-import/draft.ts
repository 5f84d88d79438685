/** One ingredient line of an imported recipe, as `POST /v1/recipes/import` answers it. */
export interface DraftIngredient {
  /** The line as the page wrote it: entities decoded, whitespace collapsed. */
  text: string;
  /** The leading amount (the first of a range), or null when the line has none. */
  quantity: number | null;
  /** One of Larder's units when it is one (g, tsp, cup, pcs, clove, …), else the page's word; null when none. */
  unit: string | null;
  /** The ingredient without amount, unit and preparation. */
  name: string;
  /** The rest: "finely chopped", "(about 2 cups)"; "" when nothing. */
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
  instructions: string[];
}
