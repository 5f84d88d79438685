// What meals planned and not cooked yet hold of the pantry. Each takes, in date order (the earlier
// meal first), what its recipe needs from what the meals before it left, matched and converted as
// cooking takes it; what no meal holds is free. A list and "what can I cook" count only free food,
// so food bought for Tuesday's dinner is not counted again for Thursday's.
import type { Amount } from "../lib/units";
import { mergeKey } from "../shopping/names";
import { takerFrom, type StockLine } from "./cooking-takes";
import { SOME } from "./stock-units";

/** A meal that holds food: its recipe's amounts for the meal's servings, by name. */
export type PlannedMeal = {
  id: number;
  recipeId: number;
  title: string;
  /** When it is planned, in milliseconds. */
  scheduledAt: number;
  needs: (Amount & { name: string })[];
};

/** A pantry line as holding reads it. */
type HoldableLine = Pick<StockLine, "id" | "name" | "quantity" | "unit" | "bestBefore">;

/** What one meal holds of one pantry line, in the line's unit; `key` is the line's merge key. */
export type Hold = { meal: PlannedMeal; lineId: number; key: string; quantity: number; unit: string };

/** Whether a line has anything left to count: "some" (nothing weighed) always has. */
const hasAny = (line: HoldableLine) => line.unit === SOME || line.quantity > 1e-9;

/**
 * What `meals` (in date order) hold of `stock`, and the stock less it: lines held in full are
 * left out of `free`; "some" is never held (no one knows how much of it there is).
 */
export function plannedHolds<L extends HoldableLine>(
  meals: readonly PlannedMeal[],
  stock: readonly L[],
): { free: L[]; holds: Hold[] } {
  const left = stock.map((line) => ({ ...line }));
  const take = takerFrom(left);
  const holds: Hold[] = [];
  for (const meal of meals) {
    for (const { line, quantity } of take(meal.needs)) {
      line.quantity -= quantity;
      holds.push({ meal, lineId: line.id, key: mergeKey(line.name), quantity, unit: line.unit });
    }
  }
  return { free: left.filter(hasAny), holds };
}

/** What one meal of a recipe holds of one pantry line, as "what can I cook" keeps it for the day. */
export type KeptHold = { lineId: number; recipeId: number; quantity: number };

export const keptHolds = (holds: readonly Hold[]): KeptHold[] =>
  holds.map(({ lineId, meal, quantity }) => ({ lineId, recipeId: meal.recipeId, quantity }));

/**
 * The stock free for cooking a recipe now (`recipeId`; null for one with no meal planned): what no
 * meal holds, and what its own planned meals hold (cooking it now uses that food, as its meal would
 * have).
 */
export function freeFor<L extends HoldableLine>(
  stock: readonly L[],
  holds: readonly KeptHold[],
  recipeId: number | null,
): L[] {
  if (!holds.length) return [...stock];
  const heldByOthers = new Map<number, number>();
  for (const hold of holds) {
    if (hold.recipeId === recipeId) continue;
    heldByOthers.set(hold.lineId, (heldByOthers.get(hold.lineId) ?? 0) + hold.quantity);
  }
  return stock
    .map((line) => {
      const held = heldByOthers.get(line.id);
      return held ? { ...line, quantity: line.quantity - held } : line;
    })
    .filter(hasAny);
}
