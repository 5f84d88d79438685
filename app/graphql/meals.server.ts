import { RecipeSummaryFields } from "./recipes.server";
import { graphql, type ResultOf } from "./tada.server";

export const MealFields = graphql(`
  fragment MealFields on Meal {
    id
    title
    description
    recipe_id
    type_id
    scheduled_date
    servings
    type {
      id
      name
    }
    recipe {
      id
      slug
      title
      image
    }
  }
`);

export type MealData = ResultOf<typeof MealFields>;

/** The meals list (all of them, or a range) and, when a dialog needs them, meal types and a page of recipes. */
export const MealsPageQuery = graphql(
  `
    query MealsPage(
      $all: Boolean!
      $start: String!
      $end: String!
      $withForm: Boolean!
      $q: String
      $rp: Int
      $recipesPerPage: Int
    ) {
      all: meals @include(if: $all) {
        ...MealFields
      }
      ranged: mealsByDateRange(start_date: $start, end_date: $end, include_unscheduled: true) @skip(if: $all) {
        ...MealFields
      }
      mealTypes @include(if: $withForm) {
        id
        name
        default_time
      }
      recipes(limit: $recipesPerPage, page: $rp, search: $q) @include(if: $withForm) {
        ...RecipeSummaryFields
      }
      recipeCount(search: $q) @include(if: $withForm)
    }
  `,
  [MealFields, RecipeSummaryFields],
);

type MealsPage = ResultOf<typeof MealsPageQuery>;
export type MealTypeData = NonNullable<MealsPage["mealTypes"]>[number];
export type RecipeOptionData = NonNullable<MealsPage["recipes"]>[number];

export const MealQuery = graphql(
  `
    query Meal($id: Int!) {
      meal(id: $id) {
        ...MealFields
        cooked_at
        cooked_servings
        recipe {
          servings
        }
      }
    }
  `,
  [MealFields],
);

/** This week's meals and the newest lists, active ones first. */
export const HomeQuery = graphql(
  `
    query Home($start: String!, $end: String!, $lists: Int!) {
      mealsByDateRange(start_date: $start, end_date: $end, include_unscheduled: true) {
        ...MealFields
      }
      shoppingLists(limit: $lists, active_first: true) {
        id
        title
        status
        item_count
        created_at
      }
      recipeCount
    }
  `,
  [MealFields],
);

export const CreateMealMutation = graphql(`
  mutation CreateMeal(
    $title: String!
    $description: String
    $recipe_id: Int
    $type_id: Int!
    $scheduled_date: String
    $servings: Int
  ) {
    createMeal(
      title: $title
      description: $description
      recipe_id: $recipe_id
      type_id: $type_id
      scheduled_date: $scheduled_date
      servings: $servings
    ) {
      id
    }
  }
`);

export const UpdateMealMutation = graphql(`
  mutation UpdateMeal(
    $id: Int!
    $title: String
    $description: String
    $recipe_id: Int
    $type_id: Int
    $scheduled_date: String
    $servings: Int
  ) {
    updateMeal(
      id: $id
      title: $title
      description: $description
      recipe_id: $recipe_id
      type_id: $type_id
      scheduled_date: $scheduled_date
      servings: $servings
    ) {
      id
    }
  }
`);

export const MarkMealCookedMutation = graphql(`
  mutation MarkMealCooked($meal_id: Int!, $servings: Int) {
    markMealCooked(meal_id: $meal_id, servings: $servings) {
      id
      cooked_servings
    }
  }
`);

export const UndoMealCookedMutation = graphql(`
  mutation UndoMealCooked($meal_id: Int!) {
    undoMealCooked(meal_id: $meal_id) {
      id
    }
  }
`);

export const DeleteMealMutation = graphql(`
  mutation DeleteMeal($id: Int!) {
    deleteMeal(id: $id)
  }
`);

export const CreateMealTypeMutation = graphql(`
  mutation CreateMealType($name: String!, $default_time: String) {
    createMealType(name: $name, default_time: $default_time) {
      id
      name
    }
  }
`);

/** A meal type renamed or given another default time (empty: none). */
export const UpdateMealTypeMutation = graphql(`
  mutation UpdateMealType($id: Int!, $name: String!, $default_time: String) {
    updateMealType(id: $id, name: $name, default_time: $default_time) {
      id
    }
  }
`);

/** The meal types' default times: where a meal moved to another type's row goes on the clock. */
export const MealTypeTimesQuery = graphql(`
  query MealTypeTimes {
    mealTypes {
      id
      default_time
    }
  }
`);
