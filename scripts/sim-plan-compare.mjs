// `npm run sim:household -- --planner=week`: for each seed, two households with the same recipes,
// the same skipped dinners and the same lines left on the shelf live eight weeks; one plans each
// week by "Plan my week", the other picks its dinners at random. Compares the food each threw
// away, checks every week "Plan my week" planned against the household's rules and the spread of
// its recipes, prints the result, writes it to dist/sim-household-planner.json and answers
// whether every goal was met.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib.mjs";
import { brokenRules, MOST_TIMES, SPREAD_FROM, spreadOf } from "./sim-plan-check.mjs";
import { simulatePlannedWeeks } from "./sim-plan-weeks.mjs";
import { SOME_GRAMS, UNKNOWN_LINE_MOST_GRAMS, UNKNOWN_PIECE_GRAMS } from "./sim-food-life.mjs";

const WEEKS = 8;
/** Food thrown away by the weeks "Plan my week" planned, against random picks: at least this much less. */
const GOAL_LESS = 0.3;
/** The household's rules: the defaults, and weekday dinners within an hour. */
const RULES = {
  no_repeat: true,
  repeat_weeks: 2,
  weekday_limit: true,
  weekday_minutes: 60,
  use_soon: true,
  variety: true,
  category_limits: [],
  favourites: true,
  fixed_days: [],
};

const kilograms = (thrown) => thrown.reduce((sum, line) => sum + line.grams, 0) / 1000;

export async function comparePlanners({ signUp, saveRecipes, gql, seeds, amountIn, inStockUnit }) {
  const runs = [];
  for (const seed of seeds) {
    const households = {};
    for (const planner of ["week", "random"]) {
      await signUp();
      const recipes = await saveRecipes();
      const { mealTypes } = await gql(`{ mealTypes { id name } }`);
      const dinnerId = (mealTypes.find((type) => /dinner/i.test(type.name)) ?? mealTypes[0]).id;
      if (planner === "week")
        await gql(`mutation($r: WeekPlanRulesInput!) { updateWeekPlanRules(rules: $r) { no_repeat } }`, { r: RULES });
      const started = Date.now();
      const { plans, thrown } = await simulatePlannedWeeks({
        gql,
        recipes,
        dinnerId,
        planner,
        seed,
        weeks: WEEKS,
        amountIn,
        inStockUnit,
      });
      const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
      households[planner] = {
        recipes: recipes.length,
        thrownKg: kilograms(thrown),
        thrownLines: thrown.length,
        thrownByWeek: plans.map((plan) => kilograms(thrown.filter((line) => line.week === plan.week))),
        broken: brokenRules(plans, RULES, (id) => byId.get(id)),
        spread: spreadOf(plans, recipes.length),
        plans,
        thrown,
      };
      const house = households[planner];
      console.log(
        `seed ${seed}, ${planner === "week" ? "Plan my week" : "random picks"}: ${house.thrownKg.toFixed(2)} kg in ${house.thrownLines} lines thrown away over ${WEEKS} weeks; ${house.spread.distinct} recipes eaten, none more than ${house.spread.most} times (${house.spread.mostProposed} counting skipped dinners); ${house.broken.length} rules broken (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
    const { week, random } = households;
    const less = random.thrownKg > 0 ? 1 - week.thrownKg / random.thrownKg : 0;
    const lessLines = random.thrownLines > 0 ? 1 - week.thrownLines / random.thrownLines : 0;
    runs.push({ seed, less, lessLines, week, random });
    console.log(
      `seed ${seed}: ${(less * 100).toFixed(1)}% less food thrown away by weight, ${(lessLines * 100).toFixed(1)}% fewer lines (goal ${GOAL_LESS * 100}% less by weight)`,
    );
  }

  // Beside each seed's run, the seeds together: the expected cut, less the luck of one random household.
  const sum = (planner) => runs.reduce((total, run) => total + run[planner].thrownKg, 0);
  const pooledLess = sum("random") > 0 ? 1 - sum("week") / sum("random") : 0;
  if (runs.length > 1)
    console.log(
      `${runs.length} seeds together: ${sum("week").toFixed(2)} kg against ${sum("random").toFixed(2)} kg, ${(pooledLess * 100).toFixed(1)}% less; the goal holds for ${runs.filter((run) => run.less >= GOAL_LESS).length} of ${runs.length} seeds`,
    );
  const failures = [];
  for (const run of runs) {
    if (run.less < GOAL_LESS)
      failures.push(
        `seed ${run.seed}: ${(run.less * 100).toFixed(1)}% less thrown away, under the ${GOAL_LESS * 100}% goal`,
      );
    for (const rule of run.week.broken) failures.push(`seed ${run.seed}: ${rule}`);
    for (const { id, count } of run.week.spread.tooOften)
      failures.push(
        `seed ${run.seed}: recipe ${id} planned ${count} times in ${WEEKS} weeks (at most ${MOST_TIMES} with ${SPREAD_FROM} recipes or more)`,
      );
  }
  const result = {
    weeks: WEEKS,
    rules: RULES,
    goalLess: GOAL_LESS,
    pooledLess,
    weighing: {
      someGrams: SOME_GRAMS,
      unknownPieceGrams: UNKNOWN_PIECE_GRAMS,
      unknownLineMostGrams: UNKNOWN_LINE_MOST_GRAMS,
    },
    runs,
    failures,
  };
  mkdirSync(join(root, "dist"), { recursive: true });
  writeFileSync(join(root, "dist", "sim-household-planner.json"), JSON.stringify(result, null, 2));
  for (const failure of failures) console.log(`  failed: ${failure}`);
  console.log(failures.length ? `${failures.length} goals or rules failed` : "every goal met, no rule broken");
  return failures.length === 0;
}
