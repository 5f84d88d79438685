// What the units a person reads need of a line's food: how much a US cup of it weighs, and whether a
// cook measures it by the cup, pours it, or weighs it (docs/decisions/0046). Computed from the name
// and the group's chosen food already read with the line: no read of its own.
import type { FoodMeasure } from "../shared/readers-units";
import type { Food } from "./foods";
import { gramsOf } from "./grams";
import { foodOfLine } from "./recipe-nutrition";

/** What a cook scoops with a cup even where a page weighs it: flours, sugars, grains, nuts, butter. */
const SCOOPED =
  /^(?:Wheat flour|Flour|Rye flour|Cornmeal|Corn flour|Cornstarch|Semolina|Sugars?,|Rice,|Rice flour|Wild rice|Cereals, oats|Oats|Oat bran|Quinoa|Couscous|Bulgur|Barley|Millet|Buckwheat|Cocoa|Baking chocolate|Candies, .*chips|Bread crumbs|Leavening agents|Salt, table|Butter,|Raisins|Nuts,|Seeds,|Peanuts,|Lentils, raw|Chickpeas.*mature seeds, raw|Beans, .*mature seeds, raw|Peas, split, mature seeds, raw|Coconut, dried|Cheese, parmesan, grated)/;

/** What a cook pours: milks, oils, stocks, juices, sauces, syrups, wines. */
const POURED =
  /^(?:Milk,|Buttermilk|Cream,|Half and half|Oil,|Water,|Vinegar|Soup, (?:stock|broth)|Beverages,|Alcoholic beverage|Soy sauce|Sauce,|Syrups?,|Honey|Molasses|Yogurt|Coconut milk|Nuts, coconut milk|.*juice)/i;

/** Food groups whose foods are poured: drinks. */
const POURED_GROUPS = new Set(["Beverages"]);

const measureOf = (food: Food): FoodMeasure =>
  POURED.test(food.description) || POURED_GROUPS.has(food.group)
    ? "VOLUME"
    : SCOOPED.test(food.description) || food.group === "Spices and Herbs"
      ? "CUP"
      : "WEIGHT";

type CupWeight = { cupGrams: number | null; measuredBy: FoodMeasure | null };

/**
 * The grams in one US cup of a line's food (its own cup or spoons, else what foods of its kind
 * weigh) and how it is measured; nulls when the line's food is not known or was set to none.
 */
export function cupWeightOf(line: { name: string; foodId: number | null }): CupWeight {
  const food = foodOfLine(line);
  if (!food) return { cupGrams: null, measuredBy: null };
  const grams = gramsOf(1, "cup", food, line.name);
  return { cupGrams: grams === null ? null : Math.round(grams * 10) / 10, measuredBy: measureOf(food) };
}

/** The GraphQL fields of a line's cup weight, for the types that show amounts. */
export const CUP_WEIGHT_FIELDS = /* GraphQL */ `
      "Grams in one US cup of the line's food (USDA's portions; the group's chosen food, else the name's match); null when not known. What converts the line's amount between volume and weight."
      cup_grams: Float
      "How a cook measures the line's food: by the CUP (flour, sugar), by VOLUME (milk, oil) or by WEIGHT; null when the food is not known."
      measured_by: FoodMeasure
`;
