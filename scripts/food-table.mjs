// node scripts/food-table.mjs [FOLDER]
//
// Writes worker-api/src/nutrition/foods.data.ts, the food table the API worker estimates nutrition
// from, out of the USDA National Nutrient Database for Standard Reference (SR) files ABBREV.txt,
// FOOD_DES.txt, FD_GROUP.txt and WEIGHT.txt: read from FOLDER, or by default from the snapshot of
// the MunkiPhD/ndb_data repository kept on this machine. docs/food-data.md describes the source,
// what is left out and the format written.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const SNAPSHOT = "/work/.mirror/MunkiPhD+ndb_data/repo";
const folder = process.argv[2];
const OUTPUT = join(root, "worker-api/src/nutrition/foods.data.ts");

/** One SR file as text; SR files are Latin-1 with CRLF line ends. */
function readSr(name) {
  const bytes = folder
    ? readFileSync(join(folder, name))
    : execFileSync("git", ["-C", SNAPSHOT, "show", `HEAD:${name}`], { maxBuffer: 64 << 20 });
  return new TextDecoder("latin1").decode(bytes).normalize("NFC");
}

/** The rows of an SR file: fields split on ^, text fields unquoted from ~…~. */
const rows = (name) =>
  readSr(name)
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => line.split("^").map((field) => field.replace(/^~|~$/g, "")));

/** Food groups a home cook's ingredient line never means. */
const LEFT_OUT_GROUPS = new Set([
  "0300", // Baby Foods
  "2100", // Fast Foods
  "2200", // Meals, Entrees, and Side Dishes
  "3500", // American Indian/Alaska Native Foods
  "3600", // Restaurant Foods
]);

/**
 * A brand written in capitals at the start of a description ("KRAFT VELVEETA …", "CAMPBELL'S …",
 * "USDA Commodity …"): a product, not a food a recipe names.
 */
const BRANDED = /^(?:[A-Z][A-Z'&.-]+\b(?:[ ,]|$)|USDA Commodity)/;

/**
 * ABBREV.txt's columns (SR documentation, "Abbreviated file"): 0 NDB_No, 1 Shrt_Desc, 2 Water,
 * 3 Energ_Kcal, 4 Protein, 5 Lipid_Tot, 6 Ash, 7 Carbohydrt, 8 Fiber_TD, 9 Sugar_Tot, 10 Calcium,
 * 11 Iron, 12 Magnesium, 13 Phosphorus, 14 Potassium, 15 Sodium, … 44 FA_Sat, … 52 Refuse_Pct.
 * Kept, in this order: energy, protein, fat, saturated fat, carbohydrate, sugars, fibre, sodium.
 */
const ABBREV_COLUMNS = 53;
const KEPT_COLUMNS = [3, 4, 5, 44, 7, 9, 8, 15];

/** A number as short as it can be written: "0.0" is "0", "51.368" stays; empty (no value) stays empty. */
const compact = (value) => (value === "" ? "" : String(Number(value)));

/**
 * A household measure's key, or null for one a recipe line never names ("serving", "package",
 * "oz", "NLEA serving"): "cup, chopped" → cup, "medium (2-1/2\" dia)" → medium, "fl oz" → fl oz.
 */
function portionKey(description, foodName) {
  const text = description.toLowerCase().replace(/\s+/g, " ").trim();
  if (/^fl oz\b/.test(text)) return "fl oz";
  if (/^extra large\b/.test(text)) return "extra large";
  const word = /^[a-z]+/.exec(text)?.[0];
  const spelled = {
    tablespoon: "tbsp",
    teaspoon: "tsp",
    cups: "cup",
    pieces: "piece",
    slices: "slice",
    leaves: "leaf",
  };
  const key = spelled[word] ?? word;
  if (PORTIONS.has(key)) return key;
  // A piece the food is named by: "date, pitted" of "Dates, medjool".
  return key && singularOf(key) === foodName ? foodName : null;
}

/** A word in the singular, roughly: "dates" → "date", "peaches" → "peach", "berries" → "berry". */
const singularOf = (word) =>
  word
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x|ss)es$/, "$1")
    .replace(/([^s])s$/, "$1");

/** Measures a recipe line can name: spoons and cups, and the pieces a cook counts. */
const PORTIONS = new Set([
  "cup",
  "tbsp",
  "tsp",
  "fl oz",
  "whole",
  "medium",
  "large",
  "small",
  "extra large",
  "jumbo",
  "each",
  "piece",
  "slice",
  "clove",
  "stalk",
  "leaf",
  "sprig",
  "head",
  "bulb",
  "ear",
  "fruit",
  "stick",
  "pat",
  "cube",
  "breast",
  "thigh",
  "drumstick",
  "wing",
  "fillet",
  "chop",
  "link",
  "strip",
  "sheet",
  "root",
  "spear",
  "pod",
  "pepper",
  "carrot",
  "potato",
  "tomato",
  "onion",
  "banana",
  "apple",
  "egg",
  "lemon",
  "lime",
  "orange",
  "avocado",
  "cucumber",
  "leek",
  "shallot",
  "tortilla",
  "bagel",
  "muffin",
  "roll",
  "bun",
  "pita",
]);

/**
 * Brand records SR holds for foods it has no generic record of, kept under a generic description:
 * a recipe's "vegetable broth", "enchilada sauce" or "taco sauce" is one of these more surely than
 * any other food of the table (docs/food-data.md names each record).
 */
const GENERIC_FROM_BRANDED = new Map([
  ["06615", "Soup, vegetable broth, ready-to-serve"], // SWANSON BROTH, Vegetable Broth
  ["06599", "Sauce, enchilada, ready-to-serve"], // PACE, Enchilada Sauce
  ["06604", "Sauce, taco, red, ready-to-serve"], // PACE, Red Taco Sauce
]);

const groups = new Map(rows("FD_GROUP.txt").map(([code, name]) => [code, name]));
const descriptions = new Map();
for (const [id, group, longDesc, , , manufacturer] of rows("FOOD_DES.txt")) {
  const generic = GENERIC_FROM_BRANDED.get(id);
  if (!generic && (LEFT_OUT_GROUPS.has(group) || manufacturer || BRANDED.test(longDesc))) continue;
  const description = generic ?? longDesc.replace(/\s+/g, " ").trim();
  // The matcher reads descriptions as plain ASCII: lower case is all it needs to do to them.
  if (/[^\x20-\x7e]/.test(description)) throw new Error(`${id}: description is not plain ASCII`);
  descriptions.set(id, { group, description });
}

/** Grams of one of each measure (an SR row gives grams of an amount: "0.5 cup" → 60 g is 120 g a cup). */
const portions = new Map();
for (const [id, , amount, description, grams] of rows("WEIGHT.txt")) {
  if (!descriptions.has(id)) continue;
  const key = portionKey(description, singularOf(descriptions.get(id).description.split(",")[0].toLowerCase()));
  const perOne = Number(grams) / Number(amount);
  if (!key || !(perOne > 0)) continue;
  const food = portions.get(id) ?? new Map();
  // The first row of a measure is SR's usual one ("cup, chopped" before "cup, sliced"), except that
  // a cream's cup is its liquid one, not "cup, whipped".
  const whipped = /^[^(]*whipped/i.test(description);
  const known = food.get(key);
  if (!known || (known.whipped && !whipped)) food.set(key, { grams: Math.round(perOne * 10) / 10, whipped });
  portions.set(id, food);
}

// A food without a cup or spoon of its own borrows them from another form of the same food
// ("Nuts, cashew nuts, raw" from "Nuts, cashew nuts, dry roasted"): a cup of either weighs about the same.
const VOLUMES = ["cup", "tbsp", "tsp", "fl oz"];
const sameFood = (id) => descriptions.get(id).description.split(",").slice(0, 2).join(",");
const volumesOf = new Map();
for (const [id, food] of portions) {
  if (!VOLUMES.some((measure) => food.has(measure)) || volumesOf.has(sameFood(id))) continue;
  volumesOf.set(
    sameFood(id),
    VOLUMES.filter((measure) => food.has(measure)).map((measure) => [measure, food.get(measure)]),
  );
}
for (const id of descriptions.keys()) {
  const food = portions.get(id) ?? new Map();
  if (VOLUMES.some((measure) => food.has(measure))) continue;
  for (const [measure, grams] of volumesOf.get(sameFood(id)) ?? []) food.set(measure, grams);
  if (food.size) portions.set(id, food);
}

const foods = [];
for (const row of rows("ABBREV.txt")) {
  if (row.length !== ABBREV_COLUMNS) throw new Error(`ABBREV.txt: ${row[0]} has ${row.length} columns, not 53`);
  const food = descriptions.get(row[0]);
  if (!food) continue;
  if (/[|\n]/.test(food.description)) throw new Error(`${row[0]}: description holds a separator`);
  const measures = [...(portions.get(row[0]) ?? [])].map(([key, { grams }]) => `${key}=${grams}`).join(",");
  foods.push({
    id: Number(row[0]),
    description: food.description,
    line: [Number(row[0]), food.group.slice(0, 2), ...KEPT_COLUMNS.map((i) => compact(row[i])), measures].join("|"),
  });
}

/**
 * Foods SR lacks that recipes name often, made from SR foods in the proportions they are made of
 * (by weight, nutrients added as the parts'; numbers above SR's own): potato gnocchi are about four
 * parts boiled potato to one of flour, a sourdough starter "at 100% hydration" flour and water in equal weights.
 */
const DERIVED = [
  {
    id: 99001,
    group: "20",
    description: "Gnocchi, potato, made from boiled potatoes and wheat flour",
    parts: [
      ["11367", 0.8], // Potatoes, boiled, cooked without skin, flesh, without salt
      ["20081", 0.2], // Wheat flour, white, all-purpose, enriched, bleached
    ],
  },
  {
    id: 99002,
    group: "20",
    description: "Sourdough starter, equal weights of wheat flour and water",
    parts: [
      ["20081", 0.5], // Wheat flour, white, all-purpose, enriched, bleached
      ["14411", 0.5], // Water, tap, drinking
    ],
  },
];
const abbrev = new Map(rows("ABBREV.txt").map((row) => [row[0], row]));
for (const { id, group, description, parts } of DERIVED) {
  const nutrients = KEPT_COLUMNS.map((column) => {
    const values = parts.map(([part, share]) => {
      const value = abbrev.get(part)?.[column];
      if (value === undefined) throw new Error(`${description}: ${part} is not in ABBREV.txt`);
      return value === "" ? null : Number(value) * share;
    });
    return values.includes(null) ? "" : String(Math.round(values.reduce((sum, value) => sum + value, 0) * 100) / 100);
  });
  foods.push({ id, description, line: [id, group, ...nutrients, ""].join("|") });
}
foods.sort((a, b) => a.id - b.id);

const groupNames = [...groups]
  .filter(([code]) => !LEFT_OUT_GROUPS.has(code))
  .map(([code, name]) => `  "${code.slice(0, 2)}": ${JSON.stringify(name)},`)
  .join("\n");

writeFileSync(
  OUTPUT,
  `// Generated by scripts/food-table.mjs from the USDA National Nutrient Database for Standard
// Reference (public domain); see docs/food-data.md. Do not edit: regenerate.

/** SR food groups by the first two digits of their code. */
export const FOOD_GROUPS: Readonly<Record<string, string>> = {
${groupNames}
};

/**
 * One food a line, in NDB order: id|group|kcal|protein g|fat g|saturated fat g|carbohydrate g|
 * sugars g|fibre g|sodium mg|portions, nutrients per 100 g (empty where SR has no value), portions
 * as measure=grams of one, comma-separated.
 */
export const FOODS_TEXT = ${JSON.stringify(foods.map((food) => food.line).join("\n"))};

/** Each food's description, plain ASCII, on the line of FOODS_TEXT's food: what the matcher reads. */
export const DESCRIPTIONS_TEXT = ${JSON.stringify(foods.map((food) => food.description).join("\n"))};
`,
);
console.log(`${foods.length} foods written to ${OUTPUT}`);
