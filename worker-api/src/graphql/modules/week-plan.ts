import type { GraphQLResolveInfo } from "graphql";
import {
  planMealsSchema,
  suggestWeekArgsSchema,
  unplanMealsSchema,
  weekRulesSchema,
  type WeekRules,
} from "../../contract/week-plan";
import * as weekPlan from "../../data/week-plan";
import type { schema } from "../../db";
import { formatDayMonthYear, parseDayMonthYear } from "../../shared/dates";
import { REASON_CODES, type WeekReason } from "../../shared/week-reasons";
import { parseArgs, type GraphQLContext } from "../context";
import { withParsedArgs } from "../resolvers";
import { recipeRead } from "./recipe";

type Suggestion = Awaited<ReturnType<typeof weekPlan.suggestWeek>>[number];

/** `YYYY-MM-DD` of a DD/MM/YYYY the schema has checked. */
const isoOf = (day: string) => new Date(parseDayMonthYear(day)!).toISOString().slice(0, 10);
const dayRecipes = (list: { date: string; recipe_id: number }[] | null | undefined) =>
  (list ?? []).map((entry) => [isoOf(entry.date), entry.recipe_id] as const);

export const weekPlanModule = {
  typeDefs: /* GraphQL */ `
    "A recipe proposed for a day by Plan my week, with why; no recipe when a rule left none."
    type MealSuggestion {
      "The day, DD/MM/YYYY, on the asker's clock."
      date: String!
      meal_type_id: Int!
      recipe: Recipe
      "Why this recipe suits the day ('uses the spinach due Tuesday'), or why the day is left empty."
      reasons: [String!]!
      "The same reasons, in the same order, as codes and the values their words name: for wording them in any language."
      reason_details: [MealSuggestionReason!]!
    }

    "What a reason of Plan my week says."
    enum MealSuggestionReasonCode {
      ${REASON_CODES.join("\n      ")}
    }

    """
    One reason of a proposal. Each field is set when the code's words name it, null otherwise:
    USES_FOOD_PAST_ITS_DATE (food); USES_FOOD_DUE_ON_WEEKDAY, USES_FOOD_DUE_ON_DATE and
    SHARES_FRESH_FOOD (food, date, weekday: the day the food is due, or the other dinner's day);
    NOT_COOKED_FOR_WEEKS and NONE_LEFT_NOT_PLANNED_RECENTLY (weeks); WEEKDAY_MINUTES and
    NONE_LEFT_QUICK_ENOUGH (minutes); EVERY_WEEKDAY (weekday). Codes from NONE_LEFT_ on and
    NONE_FITS_THE_WEEK and NO_RECIPES say why a day has no recipe.
    """
    type MealSuggestionReason {
      code: MealSuggestionReasonCode!
      "A food as the household names it ('Spinach')."
      food: String
      "A day, YYYY-MM-DD."
      date: String
      "A weekday, 1 (Monday) to 7 (Sunday)."
      weekday: Int
      weeks: Int
      minutes: Int
    }

    "At most at_most recipes of a category in a week."
    type CategoryLimit {
      category_id: Int!
      at_most: Int!
    }

    "A day of the week (1 Monday to 7 Sunday) that always gets the same recipe."
    type FixedDay {
      weekday: Int!
      recipe_id: Int!
      "Null once the recipe is deleted: the day is then planned as any other."
      recipe: Recipe
    }

    "The rules Plan my week follows, each on or off, remembered for the group."
    type WeekPlanRules {
      "No recipe twice in the week, nor one planned or cooked in the last repeat_weeks weeks."
      no_repeat: Boolean!
      repeat_weeks: Int!
      "Monday to Friday, recipes of weekday_minutes or less in all."
      weekday_limit: Boolean!
      weekday_minutes: Int!
      "Recipes using the pantry's food due soon come early in the week."
      use_soon: Boolean!
      "Not the same category two days running, and at most category_limits of some."
      variety: Boolean!
      category_limits: [CategoryLimit!]!
      "Recipes marked as favourites come more often."
      favourites: Boolean!
      fixed_days: [FixedDay!]!
    }

    input CategoryLimitInput {
      category_id: Int!
      at_most: Int!
    }

    input FixedDayInput {
      weekday: Int!
      recipe_id: Int!
    }

    input WeekPlanRulesInput {
      no_repeat: Boolean!
      repeat_weeks: Int!
      weekday_limit: Boolean!
      weekday_minutes: Int!
      use_soon: Boolean!
      variety: Boolean!
      category_limits: [CategoryLimitInput!]!
      favourites: Boolean!
      fixed_days: [FixedDayInput!]!
    }

    "A day (DD/MM/YYYY) and a recipe."
    input DayRecipeInput {
      date: String!
      recipe_id: Int!
    }

    input PlannedMealInput {
      recipe_id: Int!
      type_id: Int!
      "ISO 8601 timestamp."
      scheduled_date: String!
    }

    type Query {
      """
      Proposes a recipe for every day from start_date (DD/MM/YYYY, days long) with no meal of
      meal_type_id yet, following the group's rules; nothing is written. max_minutes (weekdays) and
      avoid_repeat_weeks, when given, stand for the rules' own. keep holds days whose recipe stays
      as it is, not recipes never to propose for a day ("Another"), skip_dates days to leave out.
      Days are the asker's: utc_offset_minutes east of UTC (0 by default).
      """
      suggestWeek(
        start_date: String!
        days: Int = 7
        meal_type_id: Int!
        max_minutes: Int
        avoid_repeat_weeks: Int
        utc_offset_minutes: Int
        keep: [DayRecipeInput!]
        not: [DayRecipeInput!]
        skip_dates: [String!]
      ): [MealSuggestion!]!
      weekPlanRules: WeekPlanRules!
    }

    type Mutation {
      "Remembers the group's Plan my week rules."
      updateWeekPlanRules(rules: WeekPlanRulesInput!): WeekPlanRules!
      """
      Plans meals titled by their recipes, in one go (Keep all), and answers them; a meal whose twin
      (same recipe and type at the same moment) is planned already is not planned again.
      """
      planMeals(meals: [PlannedMealInput!]!): [Meal!]!
      "Takes back planned meals not cooked since (undo of Keep all); answers how many went."
      unplanMeals(ids: [Int!]!): Int!
    }
  `,
  resolvers: {
    Query: {
      suggestWeek: async (_: unknown, args: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
        const parsed = parseArgs(suggestWeekArgsSchema, args);
        const not = new Map<string, Set<number>>();
        for (const [day, recipeId] of dayRecipes(parsed.not)) not.set(day, (not.get(day) ?? new Set()).add(recipeId));
        const offset = (parsed.utc_offset_minutes ?? 0) * 60_000;
        const question = {
          start: parseDayMonthYear(parsed.start_date)!,
          days: parsed.days ?? 7,
          offset,
          mealTypeId: parsed.meal_type_id,
          maxMinutes: parsed.max_minutes ?? null,
          avoidRepeatWeeks: parsed.avoid_repeat_weeks ?? null,
          skip: new Set((parsed.skip_dates ?? []).map(isoOf)),
          keep: new Map(dayRecipes(parsed.keep)),
          not,
        };
        return weekPlan.suggestWeek(ctx.readScope, question, recipeRead(info, "recipe").columns);
      },
      weekPlanRules: (_: unknown, __: unknown, ctx: GraphQLContext) => weekPlan.readWeekRules(ctx.readScope),
    },
    Mutation: {
      updateWeekPlanRules: async (_: unknown, args: { rules: unknown }, ctx: GraphQLContext) =>
        weekPlan.saveWeekRules(await ctx.scope(), parseArgs(weekRulesSchema, args.rules)),
      planMeals: withParsedArgs(planMealsSchema, (scope, input) =>
        weekPlan.planMeals(
          scope,
          input.meals.map((meal) => ({
            recipeId: meal.recipe_id,
            typeId: meal.type_id,
            scheduledAt: Date.parse(meal.scheduled_date),
          })),
        ),
      ),
      unplanMeals: withParsedArgs(unplanMealsSchema, (scope, input) => weekPlan.unplanMeals(scope, input.ids)),
    },
    MealSuggestion: {
      date: (suggestion: Suggestion) => formatDayMonthYear(Date.parse(`${suggestion.date}T00:00:00Z`)),
      meal_type_id: (suggestion: Suggestion) => suggestion.mealTypeId,
      recipe: (suggestion: Suggestion) => suggestion.recipe as typeof schema.recipes.$inferSelect | null,
      reason_details: (suggestion: Suggestion) => suggestion.reasonDetails,
    },
    MealSuggestionReason: {
      food: (reason: WeekReason) => ("food" in reason ? reason.food : null),
      date: (reason: WeekReason) => ("date" in reason ? reason.date : null),
      weekday: (reason: WeekReason) => ("weekday" in reason ? reason.weekday : null),
      weeks: (reason: WeekReason) => ("weeks" in reason ? reason.weeks : null),
      minutes: (reason: WeekReason) => ("minutes" in reason ? reason.minutes : null),
    },
    FixedDay: {
      recipe: (day: WeekRules["fixed_days"][number], _: unknown, ctx: GraphQLContext) =>
        ctx.loaders.recipe.load(day.recipe_id),
    },
  },
};
