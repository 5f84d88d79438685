// The food table (USDA Standard Reference, docs/food-data.md), read from its compact text on first
// use and kept for the life of the isolate: parsing ~6,000 lines once costs a few milliseconds,
// while loading them as an object literal would cost every cold start.
import { FOOD_GROUPS, FOODS_TEXT } from "./foods.data";

/** Nutrients in 100 g of a food; null where the source has no value for it. */
export type Per100g = {
  energy_kcal: number | null;
  protein_g: number | null;
  fat_g: number | null;
  saturated_fat_g: number | null;
  carbohydrate_g: number | null;
  sugars_g: number | null;
  fiber_g: number | null;
  sodium_mg: number | null;
};

/**
 * One food: its NDB number, description ("Onions, raw"), food group ("Vegetables and Vegetable
 * Products"), nutrients per 100 g and household portions as grams of one measure (cup, tbsp, tsp,
 * fl oz, and pieces: medium, large, clove, slice, …).
 */
export type Food = {
  id: number;
  description: string;
  group: string;
  per100g: Per100g;
  portions: Readonly<Record<string, number>>;
};

const NUTRIENTS = [
  "energy_kcal",
  "protein_g",
  "fat_g",
  "saturated_fat_g",
  "carbohydrate_g",
  "sugars_g",
  "fiber_g",
  "sodium_mg",
] as const satisfies readonly (keyof Per100g)[];

const amount = (text: string | undefined) => (text ? Number(text) : null);

function parseFood(line: string): Food {
  const fields = line.split("|");
  const per100g = Object.fromEntries(NUTRIENTS.map((key, index) => [key, amount(fields[3 + index])])) as Per100g;
  const portions: Record<string, number> = Object.create(null);
  for (const portion of fields[11] ? fields[11].split(",") : []) {
    const [measure, grams] = portion.split("=");
    portions[measure!] = Number(grams);
  }
  return {
    id: Number(fields[0]),
    group: FOOD_GROUPS[fields[1]!] ?? "",
    description: fields[2]!,
    per100g,
    portions,
  };
}

let table: { list: readonly Food[]; byId: ReadonlyMap<number, Food> } | null = null;

function foodTable() {
  if (!table) {
    const list = FOODS_TEXT.split("\n").map(parseFood);
    table = { list, byId: new Map(list.map((food) => [food.id, food])) };
  }
  return table;
}

/** Every food in the table, in NDB order. */
export const allFoods = (): readonly Food[] => foodTable().list;

/** The food with this NDB number, or null. */
export const foodById = (id: number): Food | null => foodTable().byId.get(id) ?? null;
