import type { ResultOf } from "gql.tada";
import type { RecipePageQuery } from "~/graphql/recipes.server";

export type RecipePageRecipe = NonNullable<ResultOf<typeof RecipePageQuery>["recipeBySlug"]>;
