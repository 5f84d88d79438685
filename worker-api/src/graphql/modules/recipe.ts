import type { GraphQLResolveInfo } from "graphql";
import type { schema } from "../../db";
import * as recipeReads from "../../data/recipe-reads";
import * as recipeWrites from "../../data/recipe-writes";
import { fetchPhoto, isPhotoLink, keepPhoto } from "../../photos/copy-photo";
import { deleteOwnPhoto } from "../../photos/photo-store";
import { allergenKeys } from "../../shared/allergen-list";
import { recipeNutrition } from "../../nutrition/recipe-nutrition";
import { CUP_WEIGHT_FIELDS, cupWeightOf } from "../../nutrition/cup-weight";
import { recipeInputSchema, recipeUpdateSchema } from "../../contract/recipe";
import { parseArgs, type GraphQLContext } from "../context";
import { namedType } from "../named-type";
import { NotFound } from "../../lib/domain-errors";
import { withId, withLinesAnalysed } from "../resolvers";
import { selectedFields } from "../selection";

type Recipe = typeof schema.recipes.$inferSelect;

function primeRecipes(
  ctx: GraphQLContext,
  page: Recipe[],
  categories: (typeof schema.recipeCategories.$inferSelect)[],
  /** Each recipe's lines by recipe id; null when the lines were not read: nothing to prime. */
  linesByRecipe: Map<number, recipeReads.RecipeLine[]> | null,
) {
  for (const category of categories) ctx.loaders.recipeCategory.prime(category.id, category);
  if (!linesByRecipe) return;
  for (const recipe of page) ctx.loaders.recipeIngredients.prime(recipe.id, linesByRecipe.get(recipe.id) ?? []);
}

/** The row columns each Recipe field reads. */
export const RECIPE_FIELD_COLUMNS = new Map<string, readonly recipeReads.RecipeColumn[]>([
  ["id", ["id"]],
  ["slug", ["slug"]],
  ["title", ["title"]],
  ["name", ["title"]],
  ["description", ["description"]],
  ["image", ["image"]],
  ["difficulty", ["difficulty"]],
  ["isFavorite", ["isFavorite"]],
  ["servings", ["servings"]],
  ["instructions", ["instructions"]],
  ["prep_time_minutes", ["prepTimeMinutes"]],
  ["cook_time_minutes", ["cookTimeMinutes"]],
  ["total_time_minutes", ["totalTimeMinutes"]],
  ["source_url", ["sourceUrl"]],
  ["category", ["categoryId"]],
  ["ingredients", []],
  ["nutrition", ["servings"]],
  ["created_at", ["createdAt"]],
  ["updated_at", ["updatedAt"]],
  ["__typename", []],
]);

/**
 * What a list of recipes must read for the fields the query selects (on the recipes `path` leads
 * to, when they are inside another type). Reading only those columns and relations made a page of
 * 100 recipes about a sixth cheaper; a field this map does not know reads everything.
 */
export function recipeRead(info: GraphQLResolveInfo, ...path: string[]): recipeReads.RecipeRead {
  const fields = selectedFields(info, ...path);
  const columns = new Set<recipeReads.RecipeColumn>(["id"]);
  for (const field of fields) {
    const needs = RECIPE_FIELD_COLUMNS.get(field);
    if (!needs) return { categories: true, lines: true };
    for (const column of needs) columns.add(column);
  }
  return { columns: [...columns], categories: fields.has("category"), lines: fields.has("ingredients") };
}

/**
 * A line with the group's food for its ingredient: as read (the recipe page's lines carry it), or
 * for lines read from the line cache, from the recipe's lines read once for all its recipes.
 */
async function weighedLine(line: recipeReads.RecipeLine & { foodId?: number | null }, ctx: GraphQLContext) {
  if (line.foodId !== undefined) return { name: line.name, foodId: line.foodId };
  const weighed = (await ctx.loaders.weighedLines.load(line.recipeId)).find((read) => read.id === line.id);
  return { name: line.name, foodId: weighed?.foodId ?? null };
}

export const recipeModule = {
  typeDefs: /* GraphQL */ `
    ${namedType("RecipeCategory")}

    type RecipeIngredient {
      "The ingredient's id in the catalogue."
      id: Int!
      name: String!
      "0 when the line has no amount ('salt, to taste'); a range's start ('1–2 tbsp': 1)."
      quantity: Float!
      "A range's end ('1–2 tbsp': 2), above quantity; null for a single amount."
      quantity_max: Float
      "Empty when the line has no amount and no unit."
      unit: String!
      "What follows the ingredient on the line ('finely chopped'); empty when nothing."
      note: String!
      "The allergens the household marked the line free of ('gluten-free flour')."
      free_of: [String!]!
      ${CUP_WEIGHT_FIELDS}
    }

    "How a cook measures a food: scooped by the cup, poured by volume, or weighed."
    enum FoodMeasure {
      CUP
      VOLUME
      WEIGHT
    }

    "Amounts of what is in food, per serving or per person."
    type Nutrients {
      energy_kcal: Float!
      protein_g: Float!
      fat_g: Float!
      saturated_fat_g: Float!
      carbohydrate_g: Float!
      sugars_g: Float!
      fiber_g: Float!
      sodium_mg: Float!
      "Salt, as a label states it: sodium × 2.5."
      salt_g: Float!
    }

    """
    What a recipe's lines add up to, computed from the food each line's ingredient is (USDA's
    Standard Reference) and the line's amount in grams. Lines whose food or weight is not known
    count for nothing and are named in unmatched.
    """
    type RecipeNutrition {
      per_serving: Nutrients!
      "Lines whose food and weight are known."
      lines_matched: Int!
      lines_total: Int!
      "The names of the lines not counted, in the recipe's order."
      unmatched: [String!]!
      "The EU's 14 allergens the lines hold (gluten, crustaceans, eggs, …), in that order."
      allergens: [String!]!
      "Which of vegetarian, vegan and gluten-free every line allows."
      diets: [String!]!
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
      "The method, one step per entry, in order."
      instructions: [String!]!
      prep_time_minutes: Int
      cook_time_minutes: Int
      total_time_minutes: Int
      "The page the recipe was imported from."
      source_url: String
      category: RecipeCategory
      ingredients: [RecipeIngredient!]!
      nutrition: RecipeNutrition!
      created_at: String!
      updated_at: String!
    }

    input RecipeIngredientInput {
      name: String!
      "Any amount above 0, or null for a line without one ('salt, to taste')."
      quantity: Float
      "A range's end ('1–2 tbsp': 2), above quantity; null or left out for a single amount."
      quantity_max: Float
      "Required with an amount; may be empty without one."
      unit: String!
      note: String
      "Allergens the line is free of (gluten, milk, …); left out on an update, the line keeps its marks."
      free_of: [String!]
    }

    input RecipeInput {
      title: String!
      description: String!
      "A category name; an unknown one is created."
      category: String!
      "Named ingredients; unknown names are added to the catalogue."
      ingredients: [RecipeIngredientInput!]!
      servings: Int
      image: String
      difficulty: String
      instructions: [String!]
      prep_time_minutes: Int
      cook_time_minutes: Int
      total_time_minutes: Int
      source_url: String
    }

    type Mutation {
      createRecipe(data: RecipeInput!): Recipe!
      "Changes what is given. The slug stays unless regenerate_slug is true."
      updateRecipe(
        id: Int!
        title: String
        description: String
        category: String
        ingredients: [RecipeIngredientInput!]
        servings: Int
        image: String
        difficulty: String
        instructions: [String!]
        prep_time_minutes: Int
        cook_time_minutes: Int
        total_time_minutes: Int
        source_url: String
        regenerate_slug: Boolean
      ): Recipe!
      "Meals of the recipe stay, without a recipe."
      deleteRecipe(id: Int!): Boolean!
    }

    "What a recipe browser shows, in one round trip."
    type RecipeBrowser {
      recipes: [Recipe!]!
      "Recipes matching the filters."
      matching: Int!
      "All recipes of the group."
      total: Int!
      categories: [RecipeCategory!]!
      ingredients: [Ingredient!]!
    }

    type Query {
      "A page of recipes with the counts and the filter choices of the recipe grid."
      recipeBrowser(
        limit: Int
        page: Int
        search: String
        category_id: Int
        ingredient_ids: [Int!]
        free_of: [String!]
        diets: [String!]
      ): RecipeBrowser!
      getAllRecipeCategories: [RecipeCategory!]!
      getRecipeCategoryByID(id: Int!): RecipeCategory
      """
      A page of recipes, newest first (limit 1–100, default 100). search matches title and
      description, case-insensitively; category_id and ingredient_ids (all of them) narrow it;
      free_of leaves out recipes holding any of those allergens (gluten, milk, …), and diets
      keeps those every line of which allows them all (vegetarian, vegan, gluten-free).
      """
      recipes(
        limit: Int
        page: Int
        search: String
        category_id: Int
        ingredient_ids: [Int!]
        free_of: [String!]
        diets: [String!]
      ): [Recipe!]!
      "How many recipes match (for paging)."
      recipeCount(search: String, category_id: Int, ingredient_ids: [Int!], free_of: [String!], diets: [String!]): Int!
      recipe(id: Int!): Recipe
      recipeBySlug(slug: String!): Recipe
    }
  `,
  resolvers: {
    Query: {
      recipes: async (
        _: unknown,
        args: Parameters<typeof recipeReads.pageArgs>[0],
        ctx: GraphQLContext,
        info: GraphQLResolveInfo,
      ) => {
        // One round trip for the page and the relations asked for; the loaders then answer from memory.
        const page = await withLinesAnalysed(ctx, () =>
          recipeReads.listRecipesWithRelations(ctx.readScope, recipeReads.pageArgs(args), recipeRead(info)),
        );
        primeRecipes(ctx, page.recipes, page.categories, page.linesByRecipe);
        return page.recipes;
      },
      recipeBrowser: async (_: unknown, args: Parameters<typeof recipeReads.pageArgs>[0], ctx: GraphQLContext) => {
        const browser = await withLinesAnalysed(ctx, () =>
          recipeReads.browseRecipes(ctx.readScope, recipeReads.pageArgs(args)),
        );
        primeRecipes(ctx, browser.recipes, browser.categories, browser.linesByRecipe);
        return browser;
      },
      recipeCount: async (_: unknown, args: Parameters<typeof recipeReads.pageArgs>[0], ctx: GraphQLContext) =>
        (await withLinesAnalysed(ctx, () => recipeReads.countRecipes(ctx.readScope, recipeReads.pageArgs(args)))).count,
      recipe: withId(recipeReads.getRecipe),
      recipeBySlug: async (_: unknown, { slug }: { slug: string }, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
        // The recipe and the relations its page shows in one round trip; the loaders answer from memory.
        const fields = selectedFields(info);
        const read = { lines: fields.has("ingredients") || fields.has("nutrition"), category: fields.has("category") };
        const found = await recipeReads.readRecipeBySlug(ctx.readScope, slug, read);
        if (!found) throw new NotFound("Recipe not found");
        const { recipe, lines, category } = found;
        if (lines) {
          ctx.loaders.recipeIngredients.prime(recipe.id, lines);
          ctx.loaders.weighedLines.prime(recipe.id, lines);
        }
        if (category) ctx.loaders.recipeCategory.prime(category.id, category);
        return recipe;
      },
      getAllRecipeCategories: async (_: unknown, __: unknown, ctx: GraphQLContext) =>
        recipeReads.listRecipeCategories(ctx.readScope),
      getRecipeCategoryByID: withId(recipeReads.getRecipeCategory),
    },
    Mutation: {
      createRecipe: async (_: unknown, { data }: { data: unknown }, ctx: GraphQLContext) => {
        const input = parseArgs(recipeInputSchema, data);
        const scope = await ctx.scope();
        if (!isPhotoLink(input.image)) return recipeWrites.createRecipe(scope, input);
        // The photo is fetched while the recipe is written; the row never holds the link.
        const photo = fetchPhoto(input.image, ctx.photoFetch);
        const recipe = await recipeWrites.createRecipe(scope, { ...input, image: null });
        return keepPhoto(scope, ctx.photos, recipe, await photo);
      },
      updateRecipe: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const scope = await ctx.scope();
        const updated = await recipeWrites.updateRecipe(scope, parseArgs(recipeUpdateSchema, args));
        const { previousImage } = updated;
        let { recipe } = updated;
        // A new link is copied like a created recipe's; an old one sent back unchanged stays as it is.
        if (isPhotoLink(recipe.image) && recipe.image !== previousImage)
          recipe = await keepPhoto(scope, ctx.photos, recipe, await fetchPhoto(recipe.image, ctx.photoFetch));
        if (previousImage !== recipe.image) await deleteOwnPhoto(ctx.photos, previousImage, recipe);
        return recipe;
      },
      deleteRecipe: async (_: unknown, { id }: { id: number }, ctx: GraphQLContext) => {
        const deleted = await recipeWrites.deleteRecipe(await ctx.scope(), id);
        await deleteOwnPhoto(ctx.photos, deleted.image, deleted);
        return true;
      },
    },
    Recipe: {
      name: (recipe: Recipe) => recipe.title,
      category: (recipe: Recipe, _: unknown, ctx: GraphQLContext) =>
        recipe.categoryId ? ctx.loaders.recipeCategory.load(recipe.categoryId) : null,
      ingredients: (recipe: Recipe, _: unknown, ctx: GraphQLContext) => ctx.loaders.recipeIngredients.load(recipe.id),
      nutrition: async (recipe: Recipe, _: unknown, ctx: GraphQLContext) =>
        recipeNutrition(await ctx.loaders.weighedLines.load(recipe.id), recipe.servings),
      prep_time_minutes: (recipe: Recipe) => recipe.prepTimeMinutes,
      cook_time_minutes: (recipe: Recipe) => recipe.cookTimeMinutes,
      total_time_minutes: (recipe: Recipe) => recipe.totalTimeMinutes,
      source_url: (recipe: Recipe) => recipe.sourceUrl,
      created_at: (recipe: Recipe) => recipe.createdAt.toISOString(),
      updated_at: (recipe: Recipe) => recipe.updatedAt.toISOString(),
    },
    RecipeIngredient: {
      id: (line: recipeReads.RecipeLine) => line.id,
      quantity_max: (line: recipeReads.RecipeLine) => line.quantityMax,
      // Lines read from the line cache carry no marks: those are read once for all their recipes.
      free_of: async (line: recipeReads.RecipeLine & { freeOf?: number }, _: unknown, ctx: GraphQLContext) => {
        const freeOf =
          line.freeOf ??
          (await ctx.loaders.weighedLines.load(line.recipeId)).find((weighed) => weighed.id === line.id)?.freeOf ??
          0;
        return allergenKeys(freeOf);
      },
      cup_grams: async (line: recipeReads.RecipeLine & { foodId?: number | null }, _: unknown, ctx: GraphQLContext) =>
        cupWeightOf(await weighedLine(line, ctx)).cupGrams,
      measured_by: async (line: recipeReads.RecipeLine & { foodId?: number | null }, _: unknown, ctx: GraphQLContext) =>
        cupWeightOf(await weighedLine(line, ctx)).measuredBy,
    },
  },
};
