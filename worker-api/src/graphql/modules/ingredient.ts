import type { schema } from "../../db";
import * as ingredients from "../../data/ingredients";
import { ingredientInputSchema, ingredientUpdateSchema } from "../../contract/recipe";
import { whenLoaded } from "../../data/loaders";
import { foodsFor } from "../../nutrition/food-search";
import type { Food } from "../../nutrition/foods";
import { foodOfLine, nutrientsOf } from "../../nutrition/recipe-nutrition";
import type { GraphQLContext } from "../context";
import { namedType } from "../named-type";
import { withId, withParsedArgs } from "../resolvers";

type Ingredient = typeof schema.ingredients.$inferSelect;

const MAX_FOOD_CHOICES = 12;

export const ingredientModule = {
  typeDefs: /* GraphQL */ `
    ${namedType("IngredientGroup")}

    type IngredientCategory {
      name: String!
    }

    type Ingredient {
      id: Int!
      name: String!
      type: String!
      description: String
      default_unit: String
      "Energy in 100 g: the group's own figure, else its food's."
      calories_per_100g: Float
      "True when calories_per_100g is the food's figure, not one the group typed."
      calories_from_food: Boolean!
      "The ingredient group's name, as the shopping screens group by it."
      category: IngredientCategory
      group: IngredientGroup
      created_at: String!
      "How many of the group's recipes use it (deleting it takes it out of them)."
      recipe_count: Int!
      "The food it is: the one the group chose, else the one its name matches; null when none."
      food: Food
      "Whether the group chose the food (or chose none) rather than leaving it to the name."
      food_chosen: Boolean!
      "Foods the name suggests, best first, for the group to choose from (at most 12)."
      food_choices: [Food!]!
    }

    "A food of USDA's Standard Reference, with what 100 g of it holds."
    type Food {
      "Its NDB number."
      id: Int!
      description: String!
      "Its food group ('Vegetables and Vegetable Products')."
      group: String!
      per_100g: Nutrients!
    }

    type Query {
      getAllIngredients: [Ingredient!]!
      "The catalogue's names, A to Z (what the list screen's quick-add bar suggests)."
      ingredientNames: [String!]!
      getIngredientByID(id: Int!): Ingredient
      getAllIngredientGroups: [IngredientGroup!]!
    }

    type Mutation {
      "group is a group name; an unknown one is created, an empty one means no group."
      createIngredient(
        name: String!
        type: String!
        group: String
        description: String
        default_unit: String
        calories_per_100g: Float
        "The food it is (a Food's id); null finds it by name, 0 means none of them."
        food_id: Int
      ): Ingredient!
      updateIngredient(
        id: Int!
        name: String
        type: String
        group: String
        description: String
        default_unit: String
        calories_per_100g: Float
        "The food it is (a Food's id); null finds it by name, 0 means none of them."
        food_id: Int
      ): Ingredient!
      "An ingredient in use is refused unless detach is true (it then leaves recipes and lists)."
      deleteIngredient(id: Int!, detach: Boolean): Boolean!
    }
  `,
  resolvers: {
    Query: {
      getAllIngredients: async (_: unknown, __: unknown, ctx: GraphQLContext) =>
        ingredients.listIngredients(ctx.readScope),
      ingredientNames: async (_: unknown, __: unknown, ctx: GraphQLContext) =>
        ingredients.listIngredientNames(ctx.readScope),
      getIngredientByID: withId(ingredients.getIngredient),
      getAllIngredientGroups: async (_: unknown, __: unknown, ctx: GraphQLContext) =>
        ingredients.listIngredientGroups(ctx.readScope),
    },
    Mutation: {
      createIngredient: withParsedArgs(ingredientInputSchema, ingredients.createIngredient),
      updateIngredient: withParsedArgs(ingredientUpdateSchema, ingredients.updateIngredient),
      deleteIngredient: async (
        _: unknown,
        { id, detach }: { id: number; detach?: boolean | null },
        ctx: GraphQLContext,
      ) => ingredients.deleteIngredient(await ctx.scope(), id, detach === true),
    },
    Ingredient: {
      default_unit: (ingredient: Ingredient) => ingredient.defaultUnit,
      // Filled from the food unless the group typed its own.
      calories_per_100g: (ingredient: Ingredient) =>
        ingredient.caloriesPer100g ?? foodOfLine(ingredient)?.per100g.energy_kcal ?? null,
      calories_from_food: (ingredient: Ingredient) =>
        ingredient.caloriesPer100g === null && foodOfLine(ingredient)?.per100g.energy_kcal != null,
      group: (ingredient: Ingredient, _: unknown, ctx: GraphQLContext) =>
        ingredient.ingredientGroupId ? ctx.loaders.ingredientGroup.load(ingredient.ingredientGroupId) : null,
      category: (ingredient: Ingredient, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(
          ingredient.ingredientGroupId ? ctx.loaders.ingredientGroup.load(ingredient.ingredientGroupId) : null,
          (group) => (group ? { name: group.name } : null),
        ),
      created_at: (ingredient: Ingredient) => ingredient.createdAt.toISOString(),
      recipe_count: (ingredient: Ingredient, _: unknown, ctx: GraphQLContext) =>
        ctx.loaders.ingredientRecipeCount.load(ingredient.id),
      food: (ingredient: Ingredient) => foodOfLine(ingredient),
      food_chosen: (ingredient: Ingredient) => ingredient.foodId !== null,
      food_choices: (ingredient: Ingredient) => foodsFor(ingredient.name, MAX_FOOD_CHOICES),
    },
    Food: {
      per_100g: (food: Food) => nutrientsOf(food),
    },
  },
};
