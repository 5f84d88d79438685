// The food table (USDA Standard Reference, docs/food-data.md), read from its compact text when first
// used and kept for the life of the isolate: a food is read from its line when first asked for, so
// the common ingredients cost a few lines, and only the scorer over all descriptions reads them all.
import { DESCRIPTIONS_TEXT, FOOD_GROUPS, FOODS_TEXT } from "./foods.data";

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

/** The nutrients the table holds, in its columns' order. */
export const NUTRIENTS = [
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

function parseFood(line: string, description: string): Food {
  const fields = line.split("|");
  const per100g = Object.fromEntries(NUTRIENTS.map((key, index) => [key, amount(fields[2 + index])])) as Per100g;
  const portions: Record<string, number> = Object.create(null);
  for (const portion of fields[10] ? fields[10].split(",") : []) {
    const [measure, grams] = portion.split("=");
    portions[measure!] = Number(grams);
  }
  return {
    id: Number(fields[0]),
    group: FOOD_GROUPS[fields[1]!] ?? "",
    description,
    per100g,
    portions,
  };
}

/** The table's lines and descriptions, in NDB order; foods are read from their line when first asked for. */
let table: { lines: readonly string[]; descriptions: readonly string[]; read: (Food | undefined)[] } | null = null;

function foodTable() {
  table ??= { lines: FOODS_TEXT.split("\n"), descriptions: DESCRIPTIONS_TEXT.split("\n"), read: [] };
  return table;
}

function foodAt(index: number): Food {
  const { lines, descriptions, read } = foodTable();
  return (read[index] ??= parseFood(lines[index]!, descriptions[index]!));
}

/** Each food's description, by its place in the table: what the matcher indexes, without reading any food. */
export const foodDescriptions = (): readonly string[] => foodTable().descriptions;

/** The food at a place in the table, as `foodDescriptions` numbers them. */
export const foodAtPlace = (place: number): Food => foodAt(place);

/** Every food in the table, in NDB order. */
export const allFoods = (): readonly Food[] => foodTable().lines.map((_, index) => foodAt(index));

/** The food with this NDB number, or null: the lines are in NDB order, so halved until found. */
export function foodById(id: number): Food | null {
  const { lines } = foodTable();
  let low = 0;
  let high = lines.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    // parseInt reads the id at the start of a line and stops at its first "|".
    const found = Number.parseInt(lines[middle]!, 10);
    if (found === id) return foodAt(middle);
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}
