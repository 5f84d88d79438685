import type { FreshNeed } from "../planning/fresh-packs";
import { amountIn, inStockUnit, SOME } from "../pantry/stock-units";
import type { Section } from "../contract/sections";
import { sectionOf } from "../shopping/sections";
import { mergeKey } from "../shopping/names";
import type { CachedLine } from "./recipe-reads";

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
 * Whether a proposal's read leaves out the cached lines of the recipes whose fresh food this
 * isolate worked out from lines of the same version (`recipe_line_cache.lines_version`). Those
 * lines were about a fifth of a proposal's cost on the benchmark's household, for food the
 * isolate already knew. Off, every read sends every recipe's lines, and they are worked out
 * again whenever they are not the ones last seen.
 */
const KNOWN_LINES_LEFT_OUT = true;

/** A recipe's fresh food as worked out from its lines of one version. */
type Known = { version: number; fresh: FreshNeed[] };

/**
 * What this isolate worked out, by group and then recipe id: proposals weigh mostly the same
 * recipes again, and working it out was a good part of their time. Both maps forget their
 * oldest entry past their size, and a group's entry moves to the end when it is asked.
 */
const knownByGroup = new Map<number, Map<number, Known>>();
const GROUPS_KEPT = 64;
/** About five weeks of a household's proposals (80 recipes weighed each) and their swaps. */
const RECIPES_KEPT_PER_GROUP = 400;

/**
 * The fresh food of a group's recipes for one proposal: `versions` (a JSON object of recipe id to
 * lines version) tells the read which lines to leave out, and `of` answers a read recipe's fresh
 * food from its lines, or from what was known when its lines were left out. What was known is
 * taken when the read is built, so a proposal answered meanwhile cannot make it forget.
 */
export function freshFoodOfGroup(groupId: number) {
  const known = knownByGroup.get(groupId) ?? new Map<number, Known>();
  knownByGroup.delete(groupId);
  knownByGroup.set(groupId, known);
  if (knownByGroup.size > GROUPS_KEPT) knownByGroup.delete(knownByGroup.keys().next().value!);
  const asked = new Map(known);
  return {
    versions: KNOWN_LINES_LEFT_OUT
      ? JSON.stringify(Object.fromEntries([...asked].map(([id, entry]) => [id, entry.version])))
      : "{}",
    /**
     * The recipe's fresh food. `lines` is null when the read left them out as known, or, with
     * `version`, when the recipe has no cached lines (none is made without them).
     */
    of(recipeId: number, version: number | null, lines: string | null): FreshNeed[] {
      if (version === null) return [];
      const before = asked.get(recipeId);
      if (lines === null) {
        if (before?.version !== version) throw new Error(`Lines of recipe ${recipeId} were left out but not known`);
        return before.fresh;
      }
      if (before?.version === version) return before.fresh;
      const fresh = freshFoodOf(lines);
      known.delete(recipeId);
      if (known.size >= RECIPES_KEPT_PER_GROUP) known.delete(known.keys().next().value!);
      known.set(recipeId, { version, fresh });
      return fresh;
    },
  };
}

/**
 * The foods of a recipe's cached lines that are bought fresh, each added up in the unit the
 * pantry keeps it in, with how long it keeps and what a unit of it weighs.
 */
function freshFoodOf(lines: string): FreshNeed[] {
  const fresh: FreshNeed[] = [];
  for (const [, name, quantity, unit] of JSON.parse(lines) as CachedLine[]) {
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
