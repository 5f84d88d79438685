import type { GraphQLResolveInfo } from "graphql";
import {
  createMealSchema,
  createTaskSchema,
  markCookedSchema,
  mealTypeSchema,
  undoCookedSchema,
  updateMealSchema,
  updateMealTypeSchema,
} from "../../contract/meal";
import * as cooking from "../../data/meal-cooking";
import * as meals from "../../data/meals";
import type { schema } from "../../db";
import { nutritionOfDays } from "../../nutrition/days";
import { dayRangeArgs, parseArgs, utcOffsetArg, weekCopyArgs, type GraphQLContext } from "../context";
import { withId, withParsedArgs } from "../resolvers";
import { selectedFields } from "../selection";

type Meal = typeof schema.meals.$inferSelect;
type Task = typeof schema.tasks.$inferSelect;
type MealType = typeof schema.mealTypes.$inferSelect;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Lists meals and primes the loaders with the types and recipes the query selects: one round
 * trip in all.
 */
async function mealsWithRelations(ctx: GraphQLContext, info: GraphQLResolveInfo, range?: meals.MealRange) {
  const fields = selectedFields(info);
  const relations = {
    types: fields.has("type"),
    recipes: fields.has("recipe"),
    lines: selectedFields(info, "recipe").has("nutrition"),
  };
  const { meals: rows, types, recipes, lines } = await meals.listMealsWithRelations(ctx.readScope, range, relations);
  for (const type of types) ctx.loaders.mealType.prime(type.id, type);
  for (const recipe of recipes) ctx.loaders.recipe.prime(recipe.id, recipe);
  if (lines) {
    const byRecipe = new Map<number, typeof lines>(recipes.map((recipe) => [recipe.id, []]));
    for (const line of lines) byRecipe.get(line.recipeId)?.push(line);
    for (const [recipeId, recipeLines] of byRecipe) ctx.loaders.weighedLines.prime(recipeId, recipeLines);
  }
  return rows;
}

export const mealModule = {
  typeDefs: /* GraphQL */ `
    type MealType {
      id: Int!
      name: String!
      "The time of day (HH:MM) a meal of this type is planned at unless another is chosen; null when none."
      default_time: String
    }

    type Meal {
      id: Int!
      title: String!
      description: String!
      recipe_id: Int
      type_id: Int
      "ISO 8601 timestamp, or null for an unscheduled meal."
      scheduled_date: String
      "People this meal feeds; null means the recipe's servings."
      servings: Int
      "ISO 8601 timestamp of when it was marked cooked; null when it was not."
      cooked_at: String
      "The servings it was cooked for (its recipe's amounts for them left the pantry)."
      cooked_servings: Int
      created_at: String!
      updated_at: String!
      type: MealType
      recipe: Recipe
    }

    "What the meals planned on a day add up to for one person: a serving of each meal's recipe."
    type DayNutrition {
      "The day, DD/MM/YYYY, on the asker's clock."
      date: String!
      per_person: Nutrients!
      "The day's meals whose recipe has at least one line counted."
      meals_counted: Int!
      meals_total: Int!
    }

    type Task {
      id: Int!
      content: String!
      project_id: String
      section_id: String
      description: String
      due_date: String
      labels: [String!]!
    }

    type Query {
      meals: [Meal!]!
      meal(id: Int!): Meal
      """
      Meals scheduled between two days (DD/MM/YYYY, both included), by date. With
      include_unscheduled, the meals with no date follow them, in the same read.
      """
      mealsByDateRange(start_date: String!, end_date: String!, include_unscheduled: Boolean = false): [Meal!]!
      """
      Each day between two days (DD/MM/YYYY, both included) that has meals planned, with what a
      serving of each adds up to; days are the asker's (utc_offset_minutes east of UTC, default 0).
      """
      nutritionByDay(start_date: String!, end_date: String!, utc_offset_minutes: Int): [DayNutrition!]!
      mealTypes: [MealType!]!
      tasks: [Task!]!
    }

    type Mutation {
      createMeal(
        title: String!
        description: String
        recipe_id: Int
        type_id: Int!
        scheduled_date: String
        servings: Int
      ): Meal!
      updateMeal(
        id: Int!
        title: String
        description: String
        recipe_id: Int
        type_id: Int
        scheduled_date: String
        servings: Int
      ): Meal!
      "True when the meal was deleted."
      deleteMeal(id: Int!): Boolean!
      """
      Copies every dated meal of the week starting on from_start (DD/MM/YYYY, 7 days) to the same
      weekday and time in the week starting on to_start, and answers the copies. A meal whose twin
      (same title, recipe, type and time) is in the target week already is not copied again, so a
      second copy answers none. Days start at 00:00 in the asker's zone, utc_offset_minutes east
      of UTC (0 by default).
      """
      copyWeek(from_start: String!, to_start: String!, utc_offset_minutes: Int = 0): [Meal!]!
      "default_time: HH:MM (00:00 to 23:59), or null or empty for none."
      createMealType(name: String!, default_time: String): MealType!
      "Renames a meal type or changes its default time (null or empty: none); an argument left out stays."
      updateMealType(id: Int!, name: String, default_time: String): MealType!
      createTask(content: String!, description: String, due_date: String): Task!
      """
      Marks a meal cooked for servings (the meal's own when left out): its recipe's amounts, scaled,
      leave the pantry (converted as the shopping list converts; never below nothing). A meal cooked
      already stays as it was; a change_id sent again is applied once.
      """
      markMealCooked(meal_id: Int!, servings: Int, change_id: String): Meal!
      "Takes a meal's cooking back: what it took returns to the pantry."
      undoMealCooked(meal_id: Int!, change_id: String): Meal!
    }
  `,
  resolvers: {
    Query: {
      meals: (_: unknown, __: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo) => mealsWithRelations(ctx, info),
      meal: withId(meals.getMeal),
      mealsByDateRange: (
        _: unknown,
        args: { start_date: string; end_date: string; include_unscheduled?: boolean },
        ctx: GraphQLContext,
        info: GraphQLResolveInfo,
      ) => mealsWithRelations(ctx, info, { ...dayRangeArgs(args), unscheduled: args.include_unscheduled === true }),
      nutritionByDay: async (
        _: unknown,
        args: { start_date: string; end_date: string; utc_offset_minutes?: number | null },
        ctx: GraphQLContext,
      ) => {
        const { from, to } = dayRangeArgs(args);
        const offset = utcOffsetArg(args.utc_offset_minutes) * 60_000;
        const range = { from: from - offset, to: to - offset };
        const read = await meals.listMealsWithRelations(ctx.readScope, range, {
          types: false,
          recipes: true,
          lines: true,
        });
        return nutritionOfDays(read, offset);
      },
      mealTypes: async (_: unknown, __: unknown, ctx: GraphQLContext) => meals.listMealTypes(ctx.readScope),
      tasks: async (_: unknown, __: unknown, ctx: GraphQLContext) => meals.listTasks(ctx.readScope),
    },
    Mutation: {
      createMeal: withParsedArgs(createMealSchema, meals.createMeal),
      updateMeal: withParsedArgs(updateMealSchema, meals.updateMeal),
      deleteMeal: withId(meals.deleteMeal),
      copyWeek: async (
        _: unknown,
        args: { from_start: string; to_start: string; utc_offset_minutes?: number | null },
        ctx: GraphQLContext,
      ) => meals.copyWeekOfMeals(await ctx.scope(), weekCopyArgs(args)),
      createMealType: async (_: unknown, args: unknown, ctx: GraphQLContext) =>
        meals.createMealType(await ctx.scope(), parseArgs(mealTypeSchema, args)),
      updateMealType: withParsedArgs(updateMealTypeSchema, meals.updateMealType),
      createTask: withParsedArgs(createTaskSchema, meals.createTask),
      markMealCooked: withParsedArgs(markCookedSchema, cooking.markMealCooked),
      undoMealCooked: withParsedArgs(undoCookedSchema, cooking.undoMealCooked),
    },
    Meal: {
      recipe_id: (meal: Meal) => meal.recipeId,
      type_id: (meal: Meal) => meal.typeId,
      scheduled_date: (meal: Meal) => meal.scheduledDate?.toISOString() ?? null,
      cooked_at: (meal: Meal) => meal.cookedAt?.toISOString() ?? null,
      cooked_servings: (meal: Meal) => meal.cookedServings,
      created_at: (meal: Meal) => meal.createdAt.toISOString(),
      updated_at: (meal: Meal) => meal.updatedAt.toISOString(),
      type: (meal: Meal, _: unknown, ctx: GraphQLContext) =>
        meal.typeId ? ctx.loaders.mealType.load(meal.typeId) : null,
      recipe: (meal: Meal, _: unknown, ctx: GraphQLContext) =>
        meal.recipeId ? ctx.loaders.recipe.load(meal.recipeId) : null,
    },
    MealType: {
      default_time: (type: MealType) => (type.defaultMinutes === null ? null : clock(type.defaultMinutes)),
    },
    Task: {
      project_id: (task: Task) => task.projectId,
      section_id: (task: Task) => task.sectionId,
      due_date: (task: Task) => task.dueDate?.toISOString() ?? null,
    },
  },
};
