import { graphql, type ResultOf } from "./tada.server";

export const IngredientFields = graphql(`
  fragment IngredientFields on Ingredient {
    id
    name
    type
    description
    default_unit
    calories_per_100g
    group {
      id
      name
    }
    created_at
  }
`);

export type IngredientData = ResultOf<typeof IngredientFields>;

/** The catalogue and its groups; with `withUsage`, how many recipes use ingredient `usageOf`. */
export const CatalogueQuery = graphql(
  `
    query Catalogue($usageOf: Int!, $withUsage: Boolean!, $foodsOf: Int!, $withFoods: Boolean!) {
      getAllIngredients {
        ...IngredientFields
      }
      getAllIngredientGroups {
        id
        name
      }
      usage: getIngredientByID(id: $usageOf) @include(if: $withUsage) {
        recipe_count
      }
      foods: getIngredientByID(id: $foodsOf) @include(if: $withFoods) {
        food {
          id
          description
        }
        food_chosen
        food_choices {
          id
          description
        }
      }
    }
  `,
  [IngredientFields],
);

export type IngredientGroupData = ResultOf<typeof CatalogueQuery>["getAllIngredientGroups"][number];

/** The food an ingredient is and the foods its name suggests, for the edit dialog's choice. */
export type IngredientFoods = NonNullable<ResultOf<typeof CatalogueQuery>["foods"]>;

export const CreateIngredientMutation = graphql(`
  mutation CreateIngredient($name: String!, $type: String!, $group: String) {
    createIngredient(name: $name, type: $type, group: $group) {
      id
    }
  }
`);

export const UpdateIngredientMutation = graphql(`
  mutation UpdateIngredient($id: Int!, $name: String, $type: String, $group: String, $food_id: Int) {
    updateIngredient(id: $id, name: $name, type: $type, group: $group, food_id: $food_id) {
      id
    }
  }
`);

export const DeleteIngredientMutation = graphql(`
  mutation DeleteIngredient($id: Int!, $detach: Boolean) {
    deleteIngredient(id: $id, detach: $detach)
  }
`);
