import * as pantry from "../../data/pantry";
import { pantryItemInputSchema, pantryUseSchema } from "../../contract/pantry";
import { isoDayToDayMonthYear } from "../../shared/dates";
import type { GraphQLContext } from "../context";
import { withParsedArgs } from "../resolvers";

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
      place_id: Int
      "DD/MM/YYYY; null when it keeps."
      best_before: String
      updated_at: String!
    }

    type Query {
      "The group's pantry, what to use soon first (by best-before day), then by name."
      pantryItems: [PantryItem!]!
      pantryPlaces: [PantryPlace!]!
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
      best_before: (item: pantry.PantryItemRow) => (item.bestBefore ? isoDayToDayMonthYear(item.bestBefore) : null),
      updated_at: (item: pantry.PantryItemRow) => item.updatedAt.toISOString(),
    },
  },
};
