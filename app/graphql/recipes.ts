import { graphql } from "./tada";

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
    query Recipes($limit: Int!, $page: Int!, $search: String, $category: Int, $ingredients: [Int!]) {
      recipeBrowser(limit: $limit, page: $page, search: $search, category_id: $category, ingredient_ids: $ingredients) {
        recipes {
          ...RecipeSummaryFields
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
        category {
          id
          name
        }
        ingredients {
          id
          name
          quantity
          unit
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
  ) {
    updateRecipe(id: $id, title: $title, description: $description, category: $category, ingredients: $ingredients) {
      slug
    }
  }
`);

export const DeleteRecipeMutation = graphql(`
  mutation DeleteRecipe($id: Int!) {
    deleteRecipe(id: $id)
  }
`);
