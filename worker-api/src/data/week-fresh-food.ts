import type { FreshNeed } from "../planning/fresh-packs";
import { amountIn, inStockUnit, SOME } from "../pantry/stock-units";
import type { Section } from "../contract/sections";
import { sectionOf } from "../shopping/sections";
import { mergeKey } from "../shopping/names";
import { readCachedLines } from "./recipe-reads";
import { KnownLines } from "./known-lines";

/**
 * Food bought fresh, by its store section, and the days it keeps from the shop in the fridge or
 * the bread bin as a rule of thumb (meat and fish two, bread three, produce five, dairy a week):
 * what the planner weighs a week's fresh food by.
 */
const FRESH_KEEPS_DAYS = new Map<Section, number>([
  ["Meat & fish", 2],
  ["Bakery", 3],
  ["Produce", 5],
  ["Dairy & eggs", 7],
]);
/** A food of no amount, and a piece or count the pantry cannot weigh, as grams thrown away: a guess. */
const SOME_GRAMS = 50;
const UNKNOWN_PIECE_GRAMS = 100;

/**
 * Each recipe's fresh food as worked out from its cached lines, kept with their version: a
 * proposal weighs mostly the recipes the last one weighed, and working it out was a good part of
 * its time. 400 recipes a group: about five weeks of proposals (80 recipes each) and their swaps.
 */
export const freshFoodKnown = new KnownLines(freshFoodOf, 64, 400);

/**
 * The foods of a recipe's cached lines that are bought fresh, each added up in the unit the
 * pantry keeps it in, with how long it keeps and what a unit of it weighs.
 */
function freshFoodOf(lines: string): FreshNeed[] {
  const fresh: FreshNeed[] = [];
  for (const { name, quantity, unit } of readCachedLines(lines)) {
    const keepsDays = FRESH_KEEPS_DAYS.get(sectionOf(name));
    if (keepsDays === undefined) continue;
    const stock = inStockUnit({ quantity, unit });
    // Food of no amount ("parsley to serve") is bought as it is: one of it.
    const amount = stock.unit === SOME ? { quantity: 1, unit: SOME } : stock;
    // Keyed as lists merge it ("Large eggs" and "egg" are one food).
    const key = mergeKey(name);
    const known = fresh.find((food) => food.key === key && food.unit === amount.unit);
    if (known) known.quantity += amount.quantity;
    else fresh.push({ key, name, keepsDays, ...amount, gramsEach: gramsEachOf(name, amount.unit) });
  }
  return fresh;
}

/** What one unit of a food weighs, in grams, as far as the pantry knows; a rough guess where it does not. */
function gramsEachOf(name: string, unit: string) {
  if (unit === SOME) return SOME_GRAMS;
  return amountIn(name, { quantity: 1, unit }, "g") ?? (unit === "ml" ? 1 : UNKNOWN_PIECE_GRAMS);
}
