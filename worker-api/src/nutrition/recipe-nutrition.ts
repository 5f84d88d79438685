// What a recipe's lines add up to: each line's food (the group's choice for its ingredient, or the
// one its name matches), its amount in grams, and the food's nutrients per 100 g; with the
// allergens and diets of the lines as written and marked. Pure: the lines come from one read.
import { allergenKeys, dietKeys } from "../shared/allergen-list";
import { ofRecipe } from "./allergens";
import { foodById, NUTRIENTS, type Food, type Per100g } from "./foods";
import { atStatedGrade } from "./fat-grades";
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

/**
 * The food of a line: the group's choice, or the name's match at the grade of fat the line states
 * ("ground beef" with "90% lean"); null when none is known.
 */
export function foodOfLine(line: Pick<NutritionLine, "name" | "foodId"> & { note?: string }): Food | null {
  if (line.foodId === 0) return null;
  const chosen = line.foodId === null ? null : foodById(line.foodId);
  if (chosen) return chosen;
  const matched = matchFood(line.name)?.food;
  return matched ? atStatedGrade(matched, `${line.name} ${line.note ?? ""}`) : null;
}

/** "To taste" and "as much as needed" in the languages the importer reads: "q.b.", "a gosto", "efter smag". */
const TO_TASTE =
  /\bto taste\b|(?:^|\s)q\.\s*b\.?(?:\s|$)|\ba gosto\b|\bal gusto\b|\bq\.?\s*b\.?$|\befter smag\b|\bnach (?:belieben|geschmack)\b|\bselon (?:vos )?go[uû]ts?\b|\bnaar smaak\b/i;

/**
 * Grams of a line of a known food. A line without an amount ("salt, to taste", a garnish), or with
 * one but to taste ("1 q.b. coentros"), adds nothing and rests on nothing unknown: it counts, at 0 g.
 */
function weighed(line: NutritionLine, food: Food): number | null {
  if (line.quantity <= 0 || TO_TASTE.test(line.name) || TO_TASTE.test(line.note)) return 0;
  return gramsOf(line.quantity, line.unit, food, line.name, line.note);
}

/**
 * A line without an amount whose name counts the fruit its juice or zest comes from ("Juice from 1
 * lemon", "zest of 2 limes") read as that many of "lemon juice" or "lime zest"; others as they are.
 */
function amountInName(line: NutritionLine): NutritionLine {
  const counted = /^\s*(juice|zest)\s+(?:of|from)\s+(\d+(?:\.\d+)?|an?|one|half(?: an?)?|½)\s+(.+)$/i.exec(line.name);
  if (!counted) return line;
  const count = counted[2]!.toLowerCase();
  const quantity = /^\d/.test(count) ? Number(count) : count.startsWith("half") || count === "½" ? 0.5 : 1;
  // The fruit is the last word: "2 fresh lemons", "1 tantalizing lemon".
  const fruit = counted[3]!.trim().split(/\s+/).at(-1)!;
  return { ...line, name: `${fruit} ${counted[1]!.toLowerCase()}`, quantity, unit: "" };
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
  // A heading kept as a line ("Toppings:") is no ingredient: it is neither counted nor missed.
  const ingredients = lines.filter((line) => !(line.quantity <= 0 && /:\s*$/.test(line.name)));
  for (const written of ingredients) {
    const line = written.quantity > 0 ? written : amountInName(written);
    const food = foodOfLine(line);
    const grams = !food ? null : weighed(line, food);
    if (!food || grams === null) {
      unmatched.push(written.name);
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
    lines_matched: ingredients.length - unmatched.length,
    lines_total: ingredients.length,
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
