import type { GraphQLResolveInfo } from "graphql";
import * as cookable from "../../data/cookable";
import * as pantry from "../../data/pantry";
import { cookableArgsSchema, pantryItemInputSchema, pantryUseSchema } from "../../contract/pantry";
import { isoDayToDayMonthYear } from "../../shared/dates";
import { sectionOf } from "../../shopping/sections";
import { CUP_WEIGHT_FIELDS, cupWeightOf } from "../../nutrition/cup-weight";
import { parseArgs, type GraphQLContext } from "../context";
import { withLinesAnalysed, withParsedArgs } from "../resolvers";
import { recipeRead } from "./recipe";

export const pantryModule = {
  typeDefs: /* GraphQL */ `
    "Where a household keeps food (Fridge, Freezer, Cupboard, or its own)."
    type PantryPlace {
      id: Int!
      name: String!
      position: Int!
    }

    "What the household has of an ingredient, in grams, millilitres, pieces or its own count; unit \\"\\" is some, unweighed."
    type PantryItem {
      id: Int!
      ingredient_id: Int!
      name: String!
      quantity: Float!
      unit: String!
      "The store section its name files it under, as ShoppingItem.section: what its amount is shown by (spices by the spoon)."
      section: String!
      place_id: Int
      "DD/MM/YYYY; null when it keeps."
      best_before: String
      updated_at: String!
      ${CUP_WEIGHT_FIELDS}
    }

    "What a recipe needs that the pantry lacks (for the recipe's servings)."
    type MissingLine {
      name: String!
      quantity: Float!
      "Empty when the line has no amount and no unit."
      unit: String!
    }

    "A recipe and how much of it the pantry covers."
    type CookableRecipe {
      recipe: Recipe!
      "Lines the pantry holds enough of (any of it where amounts cannot be compared)."
      have_count: Int!
      total_count: Int!
      "The names of the lines it does not hold enough of, in the recipe's order."
      missing: [String!]!
      "Those lines with what is lacking: the recipe's amount where the pantry holds none, else the shortfall."
      missing_lines: [MissingLine!]!
      "Lines that use food to use soon (best before within 3 days, or past)."
      use_soon_count: Int!
    }

    type Query {
      "The group's pantry, what to use soon first (by best-before day), then by name."
      pantryItems: [PantryItem!]!
      pantryPlaces: [PantryPlace!]!
      """
      What to cook: recipes best covered by the pantry first (then those using most food to use
      soon), at most limit (1–100), within max_minutes (recipes without a time are left out then)
      and a category when given; free_of leaves out recipes holding those allergens (gluten, milk,
      …), and diets keeps those every line of which allows them (vegetarian, vegan, gluten-free).
      One read.
      """
      cookable(
        limit: Int = 20
        max_minutes: Int
        category_id: Int
        free_of: [String!]
        diets: [String!]
      ): [CookableRecipe!]!
    }

    type Mutation {
      "Without id, adds the amount (to the line of the same ingredient, unit, place and day, if there is one); with id, sets that line."
      updatePantryItem(
        id: Int
        ingredient_id: Int!
        quantity: Float!
        unit: String
        place_id: Int
        best_before: String
      ): PantryItem!
      "Uses some of a line (never below nothing), or all of it without quantity; null once the line is gone."
      usePantryItem(id: Int!, quantity: Float): PantryItem
      "Takes a line out of the pantry (thrown away)."
      deletePantryItem(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      pantryItems: (_: unknown, __: unknown, ctx: GraphQLContext) => pantry.listPantryItems(ctx.readScope),
      pantryPlaces: (_: unknown, __: unknown, ctx: GraphQLContext) => pantry.listPantryPlaces(ctx.readScope),
      cookable: async (_: unknown, args: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
        // Each recipe reads only the columns its fields show; its lines are already at hand.
        const parsed = parseArgs(cookableArgsSchema, args);
        const { rows, keepHolds } = await withLinesAnalysed(ctx, () =>
          cookable.listCookable(ctx.readScope, parsed, recipeRead(info, "recipe")),
        );
        for (const row of rows) ctx.loaders.recipeIngredients.prime(row.recipe.id, row.lines);
        // Kept after the answer, so the next reads rank by them without weighing them again.
        if (keepHolds)
          ctx.afterAnswer(() =>
            ctx
              .scope()
              .then(cookable.keepHeldByMeals)
              // Not kept, the next read weighs them again: slower, never wrong.
              .catch((error: unknown) => console.warn("Holds not kept for today:", error)),
          );
        return rows;
      },
    },
    CookableRecipe: {
      recipe: (row: cookable.CookableRow) => row.recipe,
      have_count: (row: cookable.CookableRow) => row.cover.have,
      total_count: (row: cookable.CookableRow) => row.cover.total,
      missing: (row: cookable.CookableRow) => row.cover.missing.map((line) => line.name),
      missing_lines: (row: cookable.CookableRow) => row.cover.missing,
      use_soon_count: (row: cookable.CookableRow) => row.cover.useSoon,
    },
    Mutation: {
      updatePantryItem: withParsedArgs(pantryItemInputSchema, pantry.savePantryItem),
      usePantryItem: withParsedArgs(pantryUseSchema, pantry.usePantryItem),
      deletePantryItem: async (_: unknown, { id }: { id: number }, ctx: GraphQLContext) =>
        pantry.deletePantryItem(await ctx.scope(), id),
    },
    PantryItem: {
      ingredient_id: (item: pantry.PantryItemRow) => item.ingredientId,
      place_id: (item: pantry.PantryItemRow) => item.placeId,
      section: (item: pantry.PantryItemRow) => sectionOf(item.name),
      best_before: (item: pantry.PantryItemRow) => (item.bestBefore ? isoDayToDayMonthYear(item.bestBefore) : null),
      updated_at: (item: pantry.PantryItemRow) => item.updatedAt.toISOString(),
      cup_grams: (item: pantry.PantryItemRow) => cupWeightOf(item).cupGrams,
      measured_by: (item: pantry.PantryItemRow) => cupWeightOf(item).measuredBy,
    },
  },
};
