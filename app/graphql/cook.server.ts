import { parse } from "@0no-co/graphql.web";
import { graphql, type Operation, type ResultOf } from "./tada.server";

/**
 * The /cook screen in one request: the best covered recipes within the filters, the group's
 * recipe categories to filter by, whether the pantry holds anything, and the lists missing food
 * can go to.
 */
export const CookPageQuery = graphql(`
  query CookPage($limit: Int!, $minutes: Int, $category: Int) {
    cookable(limit: $limit, max_minutes: $minutes, category_id: $category) {
      recipe {
        id
        slug
        title
        image
        total_time_minutes
        prep_time_minutes
        cook_time_minutes
      }
      have_count
      total_count
      missing
      missing_lines {
        name
        quantity
        unit
      }
      use_soon_count
    }
    categories: getAllRecipeCategories {
      id
      name
    }
    pantryItems {
      id
    }
    shoppingLists {
      id
      title
      status
      updated_at
    }
  }
`);

export type CookableData = ResultOf<typeof CookPageQuery>["cookable"][number];

/** What planning a recipe for tonight needs: the group's meal types and the recipe's title. */
export const PlanTonightQuery = graphql(`
  query PlanTonight($recipe: Int!) {
    mealTypes {
      id
      name
      default_time
    }
    recipe(id: $recipe) {
      id
      title
      description
    }
  }
`);

/** The lists missing food may go to, when the form names none. */
export const OpenListsQuery = graphql(`
  query OpenLists {
    shoppingLists {
      id
      title
      status
      updated_at
    }
  }
`);

/** A list's title and its lines' names, to add only what it does not hold yet. */
export const ListLinesQuery = graphql(`
  query ListLines($id: Int!) {
    shoppingList(id: $id) {
      id
      title
      items {
        name
        is_bought
      }
    }
  }
`);

/** The API refuses a request with more aliases than this (worker-api/src/graphql/limits.ts). */
export const MAX_ALIASES = 15;

type AddItemsVariables = { list: number; type: string } & Record<`name${number}` | `unit${number}`, string> &
  Record<`quantity${number}`, number>;

const addItemsDocuments = new Map<number, Operation<Record<string, { id: number }>, AddItemsVariables>>();

/**
 * `count` items added to one list in one request: createShoppingItem once per line, aliased
 * `item0`, `item1`…, each with its amount, all in one section. No mutation adds several items,
 * and a document cannot loop, so the document is written for the count (once per count).
 */
export function addItemsMutation(count: number) {
  if (count < 1 || count > MAX_ALIASES) throw new RangeError(`From 1 to ${MAX_ALIASES} items at once`);
  let document = addItemsDocuments.get(count);
  if (!document) {
    const indexes = Array.from({ length: count }, (_, index) => index);
    document = parse(`
      mutation AddItems($list: Int!, $type: String!, ${indexes
        .map((index) => `$name${index}: String!, $quantity${index}: Float!, $unit${index}: String!`)
        .join(", ")}) {
        ${indexes
          .map(
            (index) =>
              `item${index}: createShoppingItem(list_id: $list, name: $name${index}, quantity: $quantity${index}, unit: $unit${index}, type: $type) { id }`,
          )
          .join("\n")}
      }
    `) as Operation<Record<string, { id: number }>, AddItemsVariables>;
    addItemsDocuments.set(count, document);
  }
  return document;
}
