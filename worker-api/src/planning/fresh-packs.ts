/**
 * The week's fresh food as one shop at the week's start buys it: each food's amounts over the
 * week's dinners added up and bought in whole packs. What is thrown away is the rest of the last
 * pack, and whatever a dinner needs after the food has stopped keeping. The planner weighs a
 * dinner by how much it changes that: using the rest of a pack bought for another dinner of the
 * week lowers it; opening a pack for a little, or needing food after it has gone off, raises it.
 */

/** One fresh food a recipe uses, added up over its lines, in the unit the pantry keeps it in. */
export type FreshNeed = {
  /** The food as lists merge it ("Large eggs" and "egg" are one food). */
  key: string;
  name: string;
  /** Days it keeps from the shop. */
  keepsDays: number;
  /** How much the recipe uses, in `unit`; 1 for a line of no amount. */
  quantity: number;
  /** "g", "ml", "pcs", another count ("can", "bunch"), or "" for food of no amount. */
  unit: string;
  /** What one `unit` weighs, so the waste of milk, mince and tortillas adds up. */
  gramsEach: number;
};

/**
 * What a shop sells for `quantity` of a unit, as a rule of thumb: weights in 250 g and 500 g
 * packs, then whole kilos; volumes in 250 ml and 500 ml, then whole litres; anything counted
 * whole. Food of no amount is bought as it is.
 */
function packFor(quantity: number, unit: string) {
  if (quantity <= 0) return 0;
  const upTo = (steps: number[], then: number) =>
    steps.find((step) => quantity <= step + 1e-9) ?? Math.ceil(quantity / then - 1e-9) * then;
  if (unit === "g") return upTo([250, 500], 1000);
  if (unit === "ml") return upTo([250, 500], 1000);
  return Math.ceil(quantity - 1e-9);
}

/** A food's week so far: all it needs, and what of that falls while it keeps. */
type FoodWeek = { needed: number; whileFresh: number };

const wasteOf = (food: FoodWeek, unit: string, gramsEach: number) =>
  (packFor(food.needed, unit) - food.whileFresh) * gramsEach;

/** The fresh food of the week's dinners, bought at `weekStart` (a day number). */
export class FreshWeek {
  private readonly foods = new Map<string, FoodWeek>();

  constructor(private readonly weekStart: number) {}

  private static slot(need: FreshNeed) {
    // Weights and volumes of one food are two lines on a list, and two purchases.
    return `${need.key}\u0000${need.unit}`;
  }

  private keeps(need: FreshNeed, day: number) {
    return day - this.weekStart <= need.keepsDays;
  }

  /** Adds (`by` 1) or takes back (`by` -1) a dinner's fresh food on a day. */
  add(needs: readonly FreshNeed[], day: number, by: 1 | -1) {
    for (const need of needs) {
      const slot = FreshWeek.slot(need);
      const food = this.foods.get(slot) ?? { needed: 0, whileFresh: 0 };
      food.needed += by * need.quantity;
      if (this.keeps(need, day)) food.whileFresh += by * need.quantity;
      this.foods.set(slot, food);
    }
  }

  /** How many grams more (or fewer, below zero) the week throws away with this dinner on the day. */
  wasteAdded(needs: readonly FreshNeed[], day: number) {
    let grams = 0;
    for (const need of needs) {
      const food = this.foods.get(FreshWeek.slot(need)) ?? { needed: 0, whileFresh: 0 };
      const withIt = {
        needed: food.needed + need.quantity,
        whileFresh: food.whileFresh + (this.keeps(need, day) ? need.quantity : 0),
      };
      grams += wasteOf(withIt, need.unit, need.gramsEach) - wasteOf(food, need.unit, need.gramsEach);
    }
    return grams;
  }

  /** The foods whose rest of a pack, bought for the week's other dinners, the dinner would use. */
  restUsedBy(needs: readonly FreshNeed[], day: number) {
    return needs.filter((need) => {
      const food = this.foods.get(FreshWeek.slot(need));
      return (
        food !== undefined &&
        food.needed > 0 &&
        this.keeps(need, day) &&
        packFor(food.needed + need.quantity, need.unit) === packFor(food.needed, need.unit)
      );
    });
  }
}
