// A week's needs as the lines of a shopping list: one line per thing to buy, whatever ingredient
// of the catalogue or spelling each recipe used for it, filed in a store section, with amounts a
// shop sells.
import type { Section } from "../contract/sections";
import type { Amount } from "../lib/units";
import { lineAmount, type BuyAmount } from "./amounts";
import type { HeldAtHome } from "./held-for";
import { byMergeKey, displayName, tidyName } from "./names";
import { sectionOf } from "./sections";

/** One ingredient's need: an amount of it, the catalogue group it is in, and the meals asking for it. */
export type Need = Amount & {
  ingredientId: number;
  name: string;
  groupName: string | null;
  mealIds: readonly number[];
};

/** A line to buy. `amount` null: no recipe gave an amount, so it is one to check at home. */
export type ShoppingLine = {
  /** What a re-sync matches the line by: the name's merge key. */
  key: string;
  name: string;
  /** The ingredient of the needs that gave the line its name (the first of them). */
  ingredientId: number;
  section: Section;
  /** The catalogue group of the first need that has one. */
  group: string | null;
  amount: BuyAmount | null;
  /** Amounts that could not be merged with `amount` ("200 g + 2 pcs"). */
  more: BuyAmount[];
  mealIds: number[];
  /** What the pantry holds of `amount`, in its unit, when it holds part of it; else null. */
  have: number | null;
  /** What meals planned before the list's days hold of it at home (worded when read); else null. */
  heldAtHome: HeldAtHome | null;
};

/**
 * Needs merged by name; lines in the order of their first need. `mealOrder` is every meal of the
 * needs in date order: a line lists its meals in that order. `taught`: the sections the household
 * moved lines to, by merge key; they come before the catalogue's groups and the dictionaries.
 */
export function shoppingLines(
  needs: readonly Need[],
  mealOrder: readonly number[],
  taught: ReadonlyMap<string, Section> = new Map(),
): ShoppingLine[] {
  const rank = new Map(mealOrder.map((mealId, index) => [mealId, index]));
  const byKey = byMergeKey(needs);
  return [...byKey].map(([key, group]) => {
    const name = displayName(group.map((need) => need.name));
    // A single spelling's display name is that spelling tidied.
    const named = group.find((need) => tidyName(need.name) === name) ?? group[0]!;
    const { amount, more } = lineAmount(name, group);
    const groupName = group.find((need) => need.groupName)?.groupName ?? null;
    return {
      key,
      name,
      ingredientId: named.ingredientId,
      section: taught.get(key) ?? sectionOf(name, groupName),
      group: groupName,
      amount,
      more,
      mealIds: mealsInOrder(group, rank),
      have: null,
      heldAtHome: null,
    };
  });
}

/**
 * The meals of a line's needs, each once, in date order. A line of one need whose meals are in
 * order already (as the range's read gives them) keeps them as they are: most lines are one need,
 * and a set and a sort on each were a measurable part of a week's read.
 */
function mealsInOrder(group: readonly Need[], rank: ReadonlyMap<number, number>): number[] {
  const byDate = (a: number, b: number) => rank.get(a)! - rank.get(b)!;
  if (group.length === 1) {
    const mealIds = group[0]!.mealIds;
    if (mealIds.every((mealId, i) => i === 0 || byDate(mealIds[i - 1]!, mealId) < 0)) return [...mealIds];
  }
  return [...new Set(group.flatMap((need) => need.mealIds))].sort(byDate);
}
