import { RecipeSummaryFields } from "./recipes.server";
import { graphql } from "./tada.server";

/**
 * The planner's week (a few days either side of it in UTC, so every zone's week is inside),
 * the meals with no date, the meal types (its rows) and, when the create dialog is open, a page
 * of recipes: one request, one D1 batch.
 */
export const PlanPageQuery = graphql(
  `
    query PlanPage($start: String!, $end: String!, $withForm: Boolean!, $q: String, $rp: Int, $recipesPerPage: Int) {
      mealsByDateRange(start_date: $start, end_date: $end, include_unscheduled: true) {
        id
        title
        type_id
        scheduled_date
        recipe {
          id
          title
          image
          nutrition {
            per_serving {
              energy_kcal
            }
            lines_matched
          }
        }
      }
      mealTypes {
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
  [RecipeSummaryFields],
);

/** Copies last week's meals into this week; a meal already here is not copied twice. */
export const CopyWeekMutation = graphql(`
  mutation CopyWeek($from: String!, $to: String!, $offset: Int!) {
    copyWeek(from_start: $from, to_start: $to, utc_offset_minutes: $offset) {
      id
    }
  }
`);

/** A meal moved to another day, another meal type, or off the calendar (scheduled_date null). */
export const MoveMealMutation = graphql(`
  mutation MoveMeal($id: Int!, $type_id: Int!, $scheduled_date: String) {
    updateMeal(id: $id, type_id: $type_id, scheduled_date: $scheduled_date) {
      id
    }
  }
`);
