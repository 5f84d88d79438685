// What a recipe's lines add up to: each line's food (the group's choice for its ingredient, or the
// one its name matches), its amount in grams, and the food's nutrients per 100 g; with the
// allergens and diets of the lines as written and marked. Pure: the lines come from one read.
import { allergenKeys, dietKeys } from "../shared/allergen-list";
import { ofRecipe } from "./allergens";
import { foodById, NUTRIENTS, type Food, type Per100g } from "./foods";
import { gramsOf } from "./grams";
import { matchFood } from "./match-food";

/** A line as nutrition reads it. */
type NutritionLine = {
  name: string;
  quantity: number;
  unit: string;
  note: string;
  /** The group's food for the ingredient: null to match by name, 0 for none. */
  foodId: number | null;
  /** Allergens the household marked the line free of (a bitmask). */
  freeOf: number;
};

type Nutrient = keyof Per100g;
export type Nutrients = Record<Nutrient, number> & { salt_g: number };

const none = (): Record<Nutrient, number> =>
  Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, 0])) as Record<Nutrient, number>;

/** Salt as a label states it: sodium × 2.5. */
const withSalt = (amounts: Record<Nutrient, number>): Nutrients => ({
  ...amounts,
  salt_g: (amounts.sodium_mg * 2.5) / 1000,
});

/** What 100 g of a food holds, a nutrient the source has no value for as 0. */
export const nutrientsOf = (food: Food): Nutrients =>
  withSalt(
    Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, food.per100g[nutrient] ?? 0])) as Record<
      Nutrient,
      number
    >,
  );

/** The food of a line: the group's choice, or the name's match; null when none is known. */
export function foodOfLine(line: Pick<NutritionLine, "name" | "foodId">): Food | null {
  if (line.foodId === 0) return null;
  const chosen = line.foodId === null ? null : foodById(line.foodId);
  return chosen ?? matchFood(line.name)?.food ?? null;
}

type RecipeNutrition = {
  per_serving: Nutrients;
  lines_matched: number;
  lines_total: number;
  unmatched: string[];
  allergens: string[];
  diets: string[];
};

/**
 * A recipe's nutrition per serving (its lines' sum over `servings`), counting the lines whose food
 * and weight are known (a line without an amount weighs nothing) and naming the others; its
 * allergens and the diets every line allows.
 */
export function recipeNutrition(lines: readonly NutritionLine[], servings: number): RecipeNutrition {
  const total = none();
  const unmatched: string[] = [];
  for (const line of lines) {
    const food = foodOfLine(line);
    // A line without an amount ("salt, to taste", a garnish) of a known food adds nothing and
    // rests on nothing unknown: it counts, at 0 g.
    const grams = !food ? null : line.quantity > 0 ? gramsOf(line.quantity, line.unit, food, line.name) : 0;
    if (!food || grams === null) {
      unmatched.push(line.name);
      continue;
    }
    for (const nutrient of NUTRIENTS) total[nutrient] += ((food.per100g[nutrient] ?? 0) * grams) / 100;
  }
  const perServing = none();
  const people = Math.max(1, servings);
  for (const nutrient of NUTRIENTS) perServing[nutrient] = total[nutrient] / people;
  const { allergens, diets } = ofRecipe(
    lines.map((line) => ({ name: line.name, note: line.note, freeFrom: line.freeOf })),
  );
  return {
    per_serving: withSalt(perServing),
    lines_matched: lines.length - unmatched.length,
    lines_total: lines.length,
    unmatched,
    allergens: allergenKeys(allergens),
    diets: dietKeys(diets),
  };
}

/** Amounts of several servings added up (a day's meals, one serving each). */
export function sumNutrients(servings: readonly Nutrients[]): Nutrients {
  const total = none();
  for (const serving of servings) for (const nutrient of NUTRIENTS) total[nutrient] += serving[nutrient];
  return withSalt(total);
}
