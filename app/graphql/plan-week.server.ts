import { graphql } from "./tada.server";

const WeekPlanRulesFields = graphql(`
  fragment WeekPlanRulesFields on WeekPlanRules {
    no_repeat
    repeat_weeks
    weekday_limit
    weekday_minutes
    use_soon
    variety
    category_limits {
      category_id
      at_most
    }
    favourites
    fixed_days {
      weekday
      recipe_id
      recipe {
        id
        title
      }
    }
  }
`);

/**
 * Plan my week's page: the meal types, the group's rules, its categories (for the limits) and,
 * once a meal type is known, the proposal for the days asked. One request.
 */
export const PlanWeekPageQuery = graphql(
  `
    query PlanWeekPage(
      $start: String!
      $days: Int!
      $typeId: Int!
      $withProposal: Boolean!
      $offset: Int!
      $keep: [DayRecipeInput!]
      $not: [DayRecipeInput!]
      $skip: [String!]
    ) {
      mealTypes {
        id
        name
        default_time
      }
      weekPlanRules {
        ...WeekPlanRulesFields
      }
      categories: getAllRecipeCategories {
        id
        name
      }
      suggestWeek(
        start_date: $start
        days: $days
        meal_type_id: $typeId
        utc_offset_minutes: $offset
        keep: $keep
        not: $not
        skip_dates: $skip
      ) @include(if: $withProposal) {
        date
        recipe {
          id
          slug
          title
          image
          total_time_minutes
        }
        reason_details {
          code
          food
          date
          weekday
          weeks
          minutes
        }
      }
    }
  `,
  [WeekPlanRulesFields],
);

export const UpdateWeekPlanRulesMutation = graphql(
  `
    mutation UpdateWeekPlanRules($rules: WeekPlanRulesInput!) {
      updateWeekPlanRules(rules: $rules) {
        ...WeekPlanRulesFields
      }
    }
  `,
  [WeekPlanRulesFields],
);

/** Keep all: the proposal planned in one go. */
export const PlanMealsMutation = graphql(`
  mutation PlanMeals($meals: [PlannedMealInput!]!) {
    planMeals(meals: $meals) {
      id
    }
  }
`);

/** Undo of Keep all. */
export const UnplanMealsMutation = graphql(`
  mutation UnplanMeals($ids: [Int!]!) {
    unplanMeals(ids: $ids)
  }
`);

export const WeekPlanRulesQuery = graphql(
  `
    query WeekPlanRules {
      weekPlanRules {
        ...WeekPlanRulesFields
      }
    }
  `,
  [WeekPlanRulesFields],
);
