// The weeks of `npm run sim:household -- --planner=week`: one household whose dinners are planned
// by "Plan my week" (suggestWeek, then planMeals) or picked at random, day by day: on the Sunday
// the coming week is planned, on Monday its list is synced and shopped (in packs, a line in ten
// left on the shelf) and the food put away with a best-before, each day the dinner is cooked (one
// in seven skipped and dropped from the plan) and at each day's end what is past its best-before
// is thrown away and weighed. Which days are skipped and which lines are left on the shelf
// follows from the seed alone, so two households of a seed differ only by their plans.
import { chanceOf, gramsOf, packOf, shelfDays } from "./sim-food-life.mjs";

const DAY_MS = 86_400_000;
const SKIPPED_IN_SHOP = 0.1;
const SKIPPED_MEALS = 1 / 7;
/** Monday 4 January 2027 and the Mondays after it. */
const mondayOf = (week) => Date.UTC(2027, 0, 4 + 7 * week);
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
export const ddmmyyyy = (ms) => isoDay(ms).split("-").reverse().join("/");
const isoOf = (dayMonthYear) => dayMonthYear.split("/").reverse().join("-");

/**
 * Runs `weeks` weeks for the household signed in behind `gql`, planning by `planner` ("week" or
 * "random"), and answers each week's plan and everything thrown away.
 */
export async function simulatePlannedWeeks({ gql, recipes, dinnerId, planner, seed, weeks, amountIn, inStockUnit }) {
  const plans = [];
  const thrown = [];
  for (let week = 0; week < weeks; week++) {
    const monday = mondayOf(week);
    const days = Array.from({ length: 7 }, (_, day) => monday + day * DAY_MS);

    // Sunday: the coming week's dinners.
    let chosen;
    if (planner === "week") {
      const { suggestWeek } = await gql(
        `query($s: String!, $t: Int!) { suggestWeek(start_date: $s, meal_type_id: $t) { date recipe { id } reasons } }`,
        { s: ddmmyyyy(monday), t: dinnerId },
      );
      chosen = suggestWeek.map((day) => ({
        date: isoOf(day.date),
        recipeId: day.recipe?.id ?? null,
        reasons: day.reasons,
      }));
    } else {
      chosen = days.map((ms, day) => ({
        date: isoDay(ms),
        recipeId: recipes[Math.floor(chanceOf(seed, "pick", week, day) * recipes.length)].id,
        reasons: [],
      }));
    }
    const kept = chosen.filter((day) => day.recipeId !== null);
    const { planMeals } = await gql(
      `mutation($m: [PlannedMealInput!]!) { planMeals(meals: $m) { id recipe_id scheduled_date } }`,
      {
        m: kept.map((day) => ({
          recipe_id: day.recipeId,
          type_id: dinnerId,
          scheduled_date: `${day.date}T18:00:00.000Z`,
        })),
      },
    );
    const mealOf = new Map(planMeals.map((meal) => [meal.scheduled_date.slice(0, 10), meal]));
    const plan = { week: week + 1, days: chosen.map((day) => ({ ...day, skipped: false })) };
    plans.push(plan);

    // Monday: the week's list, shopped in packs, and the food put away with its day.
    const { syncShoppingList: list } = await gql(
      `mutation($s: String!, $e: String!) { syncShoppingList(title: "Week", start_date: $s, end_date: $e) { items { id name quantity unit is_bought } } }`,
      { s: ddmmyyyy(monday), e: ddmmyyyy(days[6]) },
    );
    let bought = 0;
    for (const item of list.items) {
      if (item.is_bought || chanceOf(seed, "shelf", week, item.name) < SKIPPED_IN_SHOP) continue;
      // Ticked with what was bought: the pack, where the line has an amount.
      if (item.quantity > 0) {
        const pack = packOf(inStockUnit({ quantity: item.quantity, unit: item.unit }));
        await gql(
          `mutation($id: Int!, $q: Float!, $u: String!) { updateShoppingItem(id: $id, quantity: $q, unit: $u, is_bought: true) { id } }`,
          { id: item.id, q: pack.quantity, u: pack.unit },
        );
      } else await gql(`mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, { id: item.id });
      bought++;
    }
    await putAway(gql, monday);
    plan.linesSynced = list.items.length;
    plan.bought = bought;

    // The week: each dinner cooked or skipped, and each day's end, what went off thrown away.
    for (const [day, ms] of days.entries()) {
      const meal = mealOf.get(isoDay(ms));
      if (meal) {
        if (chanceOf(seed, "skip", week, day) < SKIPPED_MEALS) {
          await gql(`mutation($id: Int!) { deleteMeal(id: $id) }`, { id: meal.id });
          plan.days[day].skipped = true;
        } else await gql(`mutation($m: Int!) { markMealCooked(meal_id: $m) { id } }`, { m: meal.id });
      }
      const { pantryItems } = await gql(`{ pantryItems { id name quantity unit section best_before } }`);
      for (const line of pantryItems) {
        if (!line.best_before || isoOf(line.best_before) > isoDay(ms)) continue;
        await gql(`mutation($id: Int!) { deletePantryItem(id: $id) }`, { id: line.id });
        thrown.push({
          week: week + 1,
          day: isoDay(ms),
          name: line.name,
          section: line.section,
          quantity: line.quantity,
          unit: line.unit,
          grams: gramsOf(amountIn, line),
        });
      }
    }
  }
  return { plans, thrown };
}

/**
 * As a person putting the shop away: every line the shop stocked without a day gets the day its
 * kind keeps to. A line that would become the twin of one already holding that day is added to
 * that one instead.
 */
async function putAway(gql, shopDay) {
  const { pantryItems } = await gql(
    `{ pantryItems { id ingredient_id name quantity unit section place_id best_before } }`,
  );
  for (const line of pantryItems) {
    const days = line.best_before ? null : shelfDays(line.name, line.section);
    if (days === null) continue;
    const values = {
      g: line.ingredient_id,
      q: line.quantity,
      u: line.unit,
      p: line.place_id,
      b: ddmmyyyy(shopDay + days * DAY_MS),
    };
    const set = `mutation($id: Int, $g: Int!, $q: Float!, $u: String, $p: Int, $b: String) { updatePantryItem(id: $id, ingredient_id: $g, quantity: $q, unit: $u, place_id: $p, best_before: $b) { id } }`;
    try {
      await gql(set, { id: line.id, ...values });
    } catch (error) {
      if (!/already in the pantry/.test(error.message)) throw error;
      await gql(set, { id: null, ...values });
      await gql(`mutation($id: Int!) { deletePantryItem(id: $id) }`, { id: line.id });
    }
  }
}
