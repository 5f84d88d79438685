import type { schema } from "../../db";
import * as shopping from "../../data/shopping";
import { formatDayMonthYear } from "../../schemas/dates";
import type { GraphQLContext } from "../context";

type ShoppingList = typeof schema.shoppingLists.$inferSelect;

const scopeOf = (ctx: GraphQLContext) => ({ db: ctx.db, groupId: ctx.groupId, userId: ctx.viewer.id });
const isoDayToDisplay = (iso: string | null) => (iso ? formatDayMonthYear(Date.parse(`${iso}T00:00:00Z`)) : null);

export const shoppingModule = {
  typeDefs: /* GraphQL */ `
    type ShoppingList {
      id: Int!
      title: String!
      description: String
      "pending, active or completed"
      status: String!
      "DD/MM/YYYY"
      start_date: String
      "DD/MM/YYYY"
      end_date: String
      "The budget, in cents."
      total_price: Int!
      item_count: Int!
      bought_count: Int!
      created_at: String!
      updated_at: String!
    }

    type Query {
      "The active group's lists, newest first."
      shoppingLists: [ShoppingList!]!
    }
  `,
  resolvers: {
    Query: {
      shoppingLists: (_: unknown, __: unknown, ctx: GraphQLContext) => shopping.listShoppingLists(scopeOf(ctx)),
    },
    ShoppingList: {
      start_date: (list: ShoppingList) => isoDayToDisplay(list.startDate),
      end_date: (list: ShoppingList) => isoDayToDisplay(list.endDate),
      total_price: (list: ShoppingList) => list.totalPrice,
      item_count: async (list: ShoppingList, _: unknown, ctx: GraphQLContext) => (await ctx.loaders.listCounts.load(list.id)).itemCount,
      bought_count: async (list: ShoppingList, _: unknown, ctx: GraphQLContext) => (await ctx.loaders.listCounts.load(list.id)).boughtCount,
      created_at: (list: ShoppingList) => list.createdAt.toISOString(),
      updated_at: (list: ShoppingList) => list.updatedAt.toISOString(),
    },
  },
};
