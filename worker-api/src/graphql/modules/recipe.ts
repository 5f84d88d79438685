import type { schema } from "../../db";
import * as recipes from "../../data/recipes";
import type { RecipeIngredientLine } from "../loaders";
import type { GraphQLContext } from "../context";

type Recipe = typeof schema.recipes.$inferSelect;

const scopeOf = (ctx: GraphQLContext) => ({ db: ctx.db, groupId: ctx.groupId, userId: ctx.viewer.id });

export const recipeModule = {
  typeDefs: /* GraphQL */ `
    type RecipeCategory {
      id: Int!
      name: String!
    }

    type RecipeIngredient {
      "The ingredient's id in the catalogue."
      id: Int!
      name: String!
      quantity: Float!
      unit: String!
    }

    type Recipe {
      id: Int!
      slug: String!
      title: String!
      "The title again, as older clients call it."
      name: String!
      description: String!
      image: String
      difficulty: String
      isFavorite: Boolean!
      "People the quantities feed."
      servings: Int!
      category: RecipeCategory
      ingredients: [RecipeIngredient!]!
      created_at: String!
      updated_at: String!
    }

    type Query {
      "A page of recipes, newest first; search matches title and description, case-insensitively."
      recipes(limit: Int, page: Int, search: String): [Recipe!]!
      "How many recipes match the search (for paging)."
      recipeCount(search: String): Int!
      recipe(id: Int!): Recipe
      recipeBySlug(slug: String!): Recipe
    }
  `,
  resolvers: {
    Query: {
      recipes: (_: unknown, args: { limit?: number | null; page?: number | null; search?: string | null }, ctx: GraphQLContext) =>
        recipes.listRecipes(scopeOf(ctx), recipes.pageArgs(args)),
      recipeCount: (_: unknown, { search }: { search?: string | null }, ctx: GraphQLContext) => recipes.countRecipes(scopeOf(ctx), search ?? ""),
      recipe: (_: unknown, { id }: { id: number }, ctx: GraphQLContext) => recipes.getRecipe(scopeOf(ctx), id),
      recipeBySlug: (_: unknown, { slug }: { slug: string }, ctx: GraphQLContext) => recipes.getRecipeBySlug(scopeOf(ctx), slug),
    },
    Recipe: {
      name: (recipe: Recipe) => recipe.title,
      category: (recipe: Recipe, _: unknown, ctx: GraphQLContext) => (recipe.categoryId ? ctx.loaders.recipeCategory.load(recipe.categoryId) : null),
      ingredients: (recipe: Recipe, _: unknown, ctx: GraphQLContext) => ctx.loaders.recipeIngredients.load(recipe.id),
      created_at: (recipe: Recipe) => recipe.createdAt.toISOString(),
      updated_at: (recipe: Recipe) => recipe.updatedAt.toISOString(),
    },
    RecipeIngredient: {
      id: (line: RecipeIngredientLine) => line.id,
    },
  },
};
