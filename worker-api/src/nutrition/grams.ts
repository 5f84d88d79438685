// How many grams a recipe line's amount is: a weight as it stands, a volume through what a cup or a
// spoon of that food weighs, and counted things ("2 eggs", "3 cloves garlic") through the weight
// of one piece; the measures cooks agree on by custom ("a pinch", "a can", "a handful") by what
// they usually hold. What no measure says ("a package", "a scoop", "to taste") has no weight.
import { densityOf, pieceWeightOf } from "../shopping/amounts";
import { inBaseUnit, unitSpelling } from "../lib/units";
import { singular, singularWords } from "../shopping/names";
import type { Food } from "./foods";

/** The volume, in ml, of each household measure the food table weighs (a US cup is 8 fl oz). */
const MEASURE_ML: Readonly<Record<string, number>> = { cup: 236.6, tbsp: 14.79, tsp: 4.93, "fl oz": 29.57 };

/** A pinch is a sixteenth of a teaspoon and a dash an eighth, in ml. */
const PINCH_ML: Readonly<Record<string, number>> = { pinch: 4.93 / 16, dash: 4.93 / 8 };

/** A can or tin of tomatoes, beans or coconut milk: 400 g in Britain, 15 oz (425 g) in America. */
const CAN_GRAMS = 400;

/** Leafy herbs, of which a handful or a bunch weighs less than of anything else. */
const HERB = /^(?:basil|parsley|coriander|mint|dill|chives|tarragon|spices, (?:basil|parsley|dill))\b/i;

/**
 * A handful: of leafy herbs about 15 g, of anything else (spinach, rocket, nuts, berries) about 30 g.
 * A bunch: of leafy herbs about 30 g (a supermarket bunch), of spring onions about 100 g.
 */
function customaryGrams(measure: string, food: Food | null): number | null {
  const description = food?.description ?? "";
  if (measure === "handful") return HERB.test(description) ? 15 : food ? 30 : null;
  if (measure === "bunch") {
    if (HERB.test(description)) return 30;
    return description.startsWith("Onions, spring or scallions") ? 100 : null;
  }
  if (measure === "can" || measure === "tin") return food ? CAN_GRAMS : null;
  if ((measure === "package" || measure === "block") && TOFU.test(description)) return TOFU_BLOCK_GRAMS;
  if (["package", "packet", "sachet", "envelope"].includes(measure) && description.startsWith("Seasoning mix, dry"))
    return SEASONING_PACKET_GRAMS;
  return null;
}

/** A block of tofu as shops sell it: 14 oz (396 g) in America, 400 g in Europe. */
const TOFU = /^Tofu, (?:raw, )?(?:extra |super )?firm\b/;
const TOFU_BLOCK_GRAMS = 396;

/** A packet of seasoning mix (taco, chili): 1 oz. */
const SEASONING_PACKET_GRAMS = 28;

/**
 * Nuts ground to flour or meal, which the table weighs as whole nuts: a cup of almond flour is 96 g
 * (King Arthur Baking's ingredient weight chart), of whole blanched almonds 145 g.
 */
const NUT_FLOUR = /\b(?:almond|hazelnut)\s+(?:flour|meal)\b|\bground\s+(?:almonds?|hazelnuts?)\b/i;
// 240 ml: a cup as the unit table measures it.
const NUT_FLOUR_GRAMS_PER_ML = 96 / 240;

/** Measures that hold a weight the line may state: "1 can (398 ml/14 oz)", "1 jar (12 oz)". */
const CONTAINERS = new Set([
  "can",
  "tin",
  "jar",
  "package",
  "pack",
  "packet",
  "bag",
  "box",
  "carton",
  "tub",
  "bottle",
  "block",
]);

const GRAMS_PER: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };

/**
 * A weight a line's name or note states ("about 4 lb (1.8 kg)", "350g/12oz", "10-13 oz bag"): its
 * first, a range's middle. Not a fluid ounce, and not the weight of something else the line comes
 * from ("from a 15 oz can").
 */
function statedGrams(text: string): number | null {
  const stated =
    /(?<!\b(?:from|of)\s+(?:an?\s+|one\s+)?)(?<![\d.,])(\d+(?:[.,]\d+)?)(?:\s*[-–]\s*(\d+(?:[.,]\d+)?))?\s*(kg|g|grams?|oz|ounces?|lbs?|pounds?)\b(?!\s*\.?\s*(?:fl|fluid)\b)/i.exec(
      text,
    );
  if (!stated || /\bfl(?:uid)?\.?\s*$/i.test(text.slice(0, stated.index))) return null;
  const low = Number(stated[1]!.replace(",", "."));
  const high = stated[2] === undefined ? low : Number(stated[2].replace(",", "."));
  const unit = stated[3]!.toLowerCase();
  const per = unit.startsWith("k")
    ? GRAMS_PER.kg
    : unit.startsWith("g")
      ? GRAMS_PER.g
      : unit.startsWith("o")
        ? GRAMS_PER.oz
        : GRAMS_PER.lb;
  const grams = ((low + high) / 2) * per!;
  return grams > 0 ? grams : null;
}

/**
 * Pieces whose weight in the table is not what a recipe means: SR's boneless chicken breast is a
 * whole double breast (272 g); a recipe's is one side, about 175 g.
 */
const PIECE_AS_COOKS_MEAN: ReadonlyArray<readonly [description: RegExp, grams: number]> = [
  [/^Chicken, broilers? or fryers, breast, (?:skinless, boneless, )?meat only, raw$/, 175],
];

/**
 * Pieces cooks count that the table gives no weight for: a medium butternut squash, a chocolate
 * sandwich cookie, a ready-made pie crust (one of a 14 oz pack of two), a piece of ginger root (an
 * inch, a thumb), a sea scallop, a peeled chestnut, and the whole spices: a clove, a bay leaf, a
 * peppercorn.
 */
const PIECES_NOT_IN_TABLE: ReadonlyArray<readonly [description: RegExp, grams: number]> = [
  [/^Squash, winter, butternut, raw$/, 1000],
  [/^Cookies, chocolate sandwich, with creme filling/, 11.5],
  [/^Pie crust, .*unbaked$/, 200],
  [/^Ginger root, raw$/, 15],
  [/^Mollusks, scallop, mixed species, raw$/, 30],
  [/^Nuts, chestnuts, european, raw/, 10],
  [/^Spices, cloves, ground$/, 0.1],
  [/^Spices, bay leaf$/, 0.2],
  // The zest of one lemon is about a tablespoon.
  [/^Lemon peel, raw$/, 6],
  [/^Spices, pepper, black$/, 0.05],
];

/** Roots cooks measure by length ("3 inch ginger") whose piece is an inch: a centimetre is 1/2.54 of one. */
const PIECE_IS_AN_INCH: readonly RegExp[] = [/^Ginger root, raw$/];
const INCHES: Readonly<Record<string, number>> = { inch: 1, inches: 1, cm: 1 / 2.54 };

/** Units that count whole things without saying which piece. */
const COUNTS = new Set(["pcs", "", "whole", "each", "ea", "x"]);

/** Sizes a name may say ("large eggs", "small onion"), as the food table's portions name them. */
const SIZES = ["extra large", "jumbo", "large", "medium", "small"] as const;

/**
 * The piece a count means when no size is said: a medium one, else the food's own whole piece.
 * Measures, and pieces a count never means ("1 butter" is not a pat), are not pieces.
 */
const PIECE_ORDER = ["medium", "whole", "each", "piece", "fruit", "large", "small", "extra large"];
const NOT_A_PIECE = new Set(["cup", "tbsp", "tsp", "fl oz", "pat", "stick", "slice", "leaf", "sprig", "strip"]);

/**
 * Grams per ml of what a food group's foods are when the food has no measure of its own: grated
 * cheese, seeds, spreads and syrups, crumbs, dried spices.
 */
const GROUP_GRAMS_PER_ML: Readonly<Record<string, number>> = {
  "Dairy and Egg Products": 0.45,
  "Nut and Seed Products": 0.6,
  Sweets: 1.1,
  "Baked Products": 0.45,
  "Spices and Herbs": 0.5,
  "Fats and Oils": 0.92,
};

/** Grams per ml of a food: from the measure the line names when the food has it, else any of its measures. */
function gramsPerMl(food: Food | null, name: string, unit: string): number | null {
  const portions = food?.portions;
  if (portions) {
    const own = portions[unit];
    if (own !== undefined && MEASURE_ML[unit]) return own / MEASURE_ML[unit]!;
    for (const measure of ["cup", "tbsp", "tsp", "fl oz"])
      if (portions[measure] !== undefined) return portions[measure]! / MEASURE_ML[measure]!;
  }
  return densityOf(name)?.gramsPerMl ?? (food ? (GROUP_GRAMS_PER_ML[food.group] ?? null) : null);
}

/** A food's main name, the first part of its description: "Shallots" of "Shallots, raw". */
const mainName = (food: Food) => food.description.split(",")[0]!;

/** Grams of one piece: the size the name says, else a medium or whole one; a recipe's egg is a large one. */
function pieceGrams(food: Food | null, name: string): number | null {
  const portions = food?.portions;
  if (portions) {
    const meant = PIECE_AS_COOKS_MEAN.find(([description]) => description.test(food.description));
    if (meant) return meant[1];
    const text = name.toLowerCase();
    const said = SIZES.find((size) => new RegExp(`\\b${size}\\b`).test(text));
    if (said && portions[said] !== undefined) return portions[said]!;
    if (food.description.startsWith("Egg,") && portions.large !== undefined) return portions.large;
    // A piece the name says: "garlic cloves", "chicken breasts", "celery stalks".
    const named = singularWords(name).find((word) => portions[word] !== undefined && !NOT_A_PIECE.has(word));
    if (named) return portions[named]!;
    for (const piece of PIECE_ORDER) if (portions[piece] !== undefined) return portions[piece]!;
    const other = Object.keys(portions).find((measure) => !NOT_A_PIECE.has(measure));
    if (other) return portions[other]!;
    const missing = PIECES_NOT_IN_TABLE.find(([description]) => description.test(food.description));
    if (missing) return missing[1];
  }
  // The hand table by the name as written, else by the food's own name ("Échalote" is "Shallots, raw").
  return pieceWeightOf(name)?.grams ?? (food ? (pieceWeightOf(mainName(food))?.grams ?? null) : null);
}

/**
 * Grams of `quantity` `unit` of a food: "200 g" is 200 g and "1 lb" 453.6 g; "1 cup" of plain flour
 * is 125 g and of sugar 200 g (through the food's own cup or spoon); "2" eggs are 100 g and "3
 * clove" of garlic 9 g (through its pieces, a medium one when the name says no size). Without a
 * food, the small hand table of densities and piece weights by name is asked. A weight the name or
 * `note` states beside another measure wins ("1 jar" with "(12 oz)"). Null when the amount has no
 * known weight: "1 scoop", "1 package" of most foods, a count of something with no piece weight.
 */
export function gramsOf(quantity: number, unit: string, food: Food | null, name: string, note = ""): number | null {
  if (!Number.isFinite(quantity) || quantity < 0) return null;
  const spelled = unitSpelling(unit);
  const base = inBaseUnit({ quantity, unit: spelled });
  if (base?.family === "mass") return base.base;
  // A weight the line states beside another measure is surer than any piece or cup: "1 jar (12 oz)",
  // "2 pork steaks (about 350 g)", "3 cups penne (8 oz)". A container's is each one's; a count's or a
  // volume's is the line's, unless it says "each".
  const stated = statedGrams(`${name} ${note}`);
  if (stated !== null) {
    const each = CONTAINERS.has(singular(spelled)) || /\beach\b|\bapiece\b/i.test(note);
    return each ? quantity * stated : stated;
  }
  if (base?.family === "volume") {
    if (NUT_FLOUR.test(name)) return base.base * NUT_FLOUR_GRAMS_PER_ML;
    const own = food?.portions[spelled];
    if (own !== undefined && MEASURE_ML[spelled]) return quantity * own;
    const density = gramsPerMl(food, name, spelled);
    return density === null ? null : base.base * density;
  }
  const inches = INCHES[spelled];
  if (inches !== undefined) {
    const perInch =
      food && PIECE_IS_AN_INCH.some((description) => description.test(food.description))
        ? pieceGrams(food, name)
        : null;
    return perInch === null ? null : quantity * inches * perInch;
  }
  if (COUNTS.has(spelled)) {
    const grams = pieceGrams(food, name);
    return grams === null ? null : quantity * grams;
  }
  const measure = singular(spelled);
  const pinch = PINCH_ML[measure];
  if (pinch !== undefined) {
    const density = gramsPerMl(food, name, "tsp");
    return density === null ? null : quantity * pinch * density;
  }
  const customary = customaryGrams(measure, food);
  if (customary !== null) return quantity * customary;
  // A piece the unit names: "3 clove", "2 slice", "1 stalk", "1 head".
  const piece = food?.portions[measure];
  return piece === undefined || MEASURE_ML[spelled] ? null : quantity * piece;
}
