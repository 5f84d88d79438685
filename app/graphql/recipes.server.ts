import { graphql } from "./tada.server";

/** A recipe as lists and pickers show it: the grid, the meal form, a meal made from it. */
export const RecipeSummaryFields = graphql(`
  fragment RecipeSummaryFields on Recipe {
    id
    slug
    title
    description
  }
`);

/** One page of the grid, its counts, and what the filters and the wizard offer. */
export const RecipeBrowserQuery = graphql(
  `
    query Recipes(
      $limit: Int!
      $page: Int!
      $search: String
      $category: Int
      $ingredients: [Int!]
      $free: [String!]
      $diets: [String!]
    ) {
      recipeBrowser(
        limit: $limit
        page: $page
        search: $search
        category_id: $category
        ingredient_ids: $ingredients
        free_of: $free
        diets: $diets
      ) {
        recipes {
          ...RecipeSummaryFields
          image
          category {
            id
            name
          }
          ingredients {
            id
            name
          }
        }
        matching
        total
        categories {
          id
          name
        }
        ingredients {
          id
          name
        }
      }
    }
  `,
  [RecipeSummaryFields],
);

/** A recipe's page, with the names the edit dialog suggests. */
export const RecipePageQuery = graphql(
  `
    query RecipePage($slug: String!) {
      recipeBySlug(slug: $slug) {
        ...RecipeSummaryFields
        servings
        image
        instructions
        prep_time_minutes
        cook_time_minutes
        total_time_minutes
        source_url
        category {
          id
          name
        }
        ingredients {
          id
          name
          quantity
          quantity_max
          unit
          note
          cup_grams
          measured_by
        }
        nutrition {
          per_serving {
            energy_kcal
            protein_g
            fat_g
            saturated_fat_g
            carbohydrate_g
            sugars_g
            fiber_g
            salt_g
          }
          lines_matched
          lines_total
          unmatched
          allergens
          diets
        }
        created_at
        updated_at
      }
      getAllRecipeCategories {
        name
      }
      getAllIngredients {
        name
      }
    }
  `,
  [RecipeSummaryFields],
);

export const RecipeSummaryQuery = graphql(
  `
    query RecipeSummary($id: Int!) {
      recipe(id: $id) {
        ...RecipeSummaryFields
      }
    }
  `,
  [RecipeSummaryFields],
);

export const CreateRecipeMutation = graphql(`
  mutation CreateRecipe($data: RecipeInput!) {
    createRecipe(data: $data) {
      id
      slug
      image
    }
  }
`);

export const UpdateRecipeMutation = graphql(`
  mutation UpdateRecipe(
    $id: Int!
    $title: String
    $description: String
    $category: String
    $ingredients: [RecipeIngredientInput!]
    $servings: Int
    $image: String
    $instructions: [String!]
    $prep_time_minutes: Int
    $cook_time_minutes: Int
    $total_time_minutes: Int
    $source_url: String
  ) {
    updateRecipe(
      id: $id
      title: $title
      description: $description
      category: $category
      ingredients: $ingredients
      servings: $servings
      image: $image
      instructions: $instructions
      prep_time_minutes: $prep_time_minutes
      cook_time_minutes: $cook_time_minutes
      total_time_minutes: $total_time_minutes
      source_url: $source_url
    ) {
      slug
    }
  }
`);

export const DeleteRecipeMutation = graphql(`
  mutation DeleteRecipe($id: Int!) {
    deleteRecipe(id: $id)
  }
`);

/** What the create wizard offers: category names and the catalogue's ingredient names. */
export const RecipeFormChoicesQuery = graphql(`
  query RecipeFormChoices {
    getAllRecipeCategories {
      name
    }
    getAllIngredients {
      name
    }
  }
`);

/** What cook mode shows of a recipe: its steps and lines, nothing the edit dialog needs. */
export const CookModeQuery = graphql(`
  query CookMode($slug: String!) {
    recipeBySlug(slug: $slug) {
      id
      slug
      title
      description
      servings
      instructions
      ingredients {
        id
        name
        quantity
        quantity_max
        unit
        note
        cup_grams
        measured_by
      }
    }
  }
`);
