// How the simulated household buys and keeps food, for `npm run sim:household -- --planner=…`:
// the packs a shop sells a list's amount in, the best-before a person writes on food when putting
// it away, and what food thrown away weighs. The same for every way of planning, so only the plans
// differ between the households compared.

/** Days from the shop to the best-before a person writes, by the store section the food is filed under. */
const SHELF_DAYS_OF_SECTION = {
  "Meat & fish": 3,
  Produce: 7,
  "Dairy & eggs": 10,
  Bakery: 4,
};

/**
 * Within those sections, foods that keep longer or shorter than their section (the first match
 * wins). Dry goods, cans, spices, frozen food and drinks are given no day: they keep far beyond
 * the simulated weeks.
 */
const SHELF_DAYS_OF_NAME = [
  [/\b(fish|salmon|cod|tuna|shrimps?|prawns?|mince|ground)\b/, 2],
  [
    /\b(basil|cilantro|coriander|parsley|mint|dill|chives|spinach|lettuce|arugula|rocket|salad|berries|raspberries|strawberries|mushrooms?)\b/,
    4,
  ],
  [
    /\b(onions?|shallots?|garlic|potato(es)?|ginger|lemons?|limes?|oranges?|apples?|carrots?|cabbage|squash|pumpkin)\b/,
    28,
  ],
  [/\b(eggs?|butter|parmesan|cheddar)\b/, 28],
  [/\bcheese\b/, 21],
  [/\b(yogh?urt|sour cream|crème fraîche|creme fraiche)\b/, 14],
  [/\b(milk|cream|buttermilk)\b/, 7],
];

/** Days food bought on a day keeps, or null when it keeps beyond the simulation (given no day). */
export function shelfDays(name, section) {
  const sectionDays = SHELF_DAYS_OF_SECTION[section];
  if (sectionDays === undefined) return null;
  const lower = name.toLowerCase();
  for (const [pattern, days] of SHELF_DAYS_OF_NAME) if (pattern.test(lower)) return days;
  return sectionDays;
}

/**
 * The pack a shop sells an amount in (already in the pantry's unit of its kind): weights in
 * 100 g, 250 g, 500 g, then whole 500 g packs; volumes in 250 ml, 500 ml, then whole litres;
 * pieces and other counts whole. "Some" (no amount) is bought as it is.
 */
export function packOf({ quantity, unit }) {
  if (!quantity || unit === "") return { quantity, unit };
  const upTo = (steps, then) =>
    steps.find((step) => quantity <= step + 1e-9) ?? Math.ceil(quantity / then - 1e-9) * then;
  if (unit === "g") return { quantity: upTo([100, 250, 500], 500), unit };
  if (unit === "ml") return { quantity: upTo([250, 500], 1000), unit };
  return { quantity: Math.ceil(quantity - 1e-9), unit };
}

/**
 * A piece, a can or a bunch of unknown weight, and food of no amount ("some"), counted as these
 * grams; a line of unknown weight counts for at most `UNKNOWN_LINE_MOST_GRAMS` (more than ten
 * such pieces is an amount misread on import, as "500 grama" read as 500 pieces of "grama").
 */
export const UNKNOWN_PIECE_GRAMS = 100;
export const UNKNOWN_LINE_MOST_GRAMS = 1000;
export const SOME_GRAMS = 50;

/**
 * What a thrown-away line weighs, in grams: its own weight; a volume by the food's density (else
 * as water); pieces by the food's weight per piece; what has no weight the product knows by the
 * fallbacks above. `amountIn` is the pantry's own conversion.
 */
export function gramsOf(amountIn, { name, quantity, unit }) {
  if (unit === "") return SOME_GRAMS;
  if (unit === "g") return quantity;
  const grams = amountIn(name, { quantity, unit }, "g");
  if (grams !== null) return grams;
  return unit === "ml" ? quantity : Math.min(quantity * UNKNOWN_PIECE_GRAMS, UNKNOWN_LINE_MOST_GRAMS);
}

/**
 * A number in [0, 1) from the seed and what is decided (a week, a day, a line's name): the same
 * decision in every household of a seed, whichever way it plans.
 */
export function chanceOf(seed, ...keys) {
  let t = seed >>> 0;
  for (const key of keys.join("|")) t = Math.imul(t ^ key.charCodeAt(0), 0x9e3779b1) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x7feb352d);
  t = Math.imul(t ^ (t >>> 15), 0x846ca68b);
  return ((t ^ (t >>> 16)) >>> 0) / 4_294_967_296;
}
