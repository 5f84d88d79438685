import { graphql, type ResultOf } from "./tada.server";

const ShoppingListFields = graphql(`
  fragment ShoppingListFields on ShoppingList {
    id
    title
    description
    status
    start_date
    end_date
    total_price
    synced
    stocks_pantry
    item_count
    bought_count
    items_total
    spent
    created_at
    updated_at
  }
`);

export const ShoppingItemFields = graphql(`
  fragment ShoppingItemFields on ShoppingItem {
    id
    name
    list_id
    list_name
    quantity
    unit
    price
    is_bought
    type
    source
    cup_grams
    measured_by
    ingredient {
      name
      category {
        name
      }
    }
    created_at
  }
`);

export type ShoppingItemData = ResultOf<typeof ShoppingItemFields>;

export const ShoppingListsQuery = graphql(
  `
    query ShoppingLists {
      shoppingLists {
        ...ShoppingListFields
      }
    }
  `,
  [ShoppingListFields],
);

/** The lists page, with the list a dialog is about (`focus`) and its items. */
export const ShoppingListsPageQuery = graphql(
  `
    query ShoppingListsPage($focus: Int!, $withFocus: Boolean!) {
      shoppingLists {
        ...ShoppingListFields
      }
      focus: shoppingList(id: $focus) @include(if: $withFocus) {
        ...ShoppingListFields
        items {
          ...ShoppingItemFields
        }
      }
    }
  `,
  [ShoppingListFields, ShoppingItemFields],
);

/**
 * The list screen: the list, what its rows show (nothing more: the page carries its data twice,
 * as HTML and as JSON), the store it is shopped in (its order of sections files the rows), the
 * group's stores to choose from and the catalogue's names the quick-add bar suggests.
 */
export const ShoppingListPageQuery = graphql(`
  query ShoppingListPage($id: Int!) {
    shoppingList(id: $id) {
      id
      title
      description
      status
      start_date
      end_date
      total_price
      item_count
      store {
        id
        name
        section_order
      }
      estimate {
        total
        priced_lines
        lines
      }
      items {
        id
        name
        quantity
        unit
        price
        is_bought
        type
        section
        needed
        have
        held_for
        cup_grams
        measured_by
        more_amounts {
          quantity
          unit
        }
      }
    }
    stores {
      id
      name
      is_default
    }
    catalogue: ingredientNames
  }
`);

/** A list with its items, as the lists page's dialogs show it. */
export type ShoppingListWithItems = NonNullable<ResultOf<typeof ShoppingListsPageQuery>["focus"]>;

export const ShoppingItemsQuery = graphql(
  `
    query ShoppingItems {
      shoppingItems {
        ...ShoppingItemFields
      }
    }
  `,
  [ShoppingItemFields],
);

/** The sync dialog's steps 2 and 3: the meals of the range and the lines a sync of it writes. */
export const SyncPreviewQuery = graphql(`
  query SyncPreview($start: String!, $end: String!) {
    meals: mealsByDateRange(start_date: $start, end_date: $end) {
      id
      title
      scheduled_date
    }
    ingredients: findIngredientsByDateRange(start_date: $start, end_date: $end) {
      id
      name
      quantity
      unit
      more_amounts {
        quantity
        unit
      }
      check_you_have
      held_for
      meal_ids
    }
  }
`);

export type SyncPreview = ResultOf<typeof SyncPreviewQuery>;

export const CreateShoppingListMutation = graphql(`
  mutation CreateShoppingList($title: String!, $start: String!, $end: String!) {
    list: createShoppingList(title: $title, start_date: $start, end_date: $end) {
      id
    }
  }
`);

export const SyncShoppingListMutation = graphql(`
  mutation SyncShoppingList($title: String!, $start: String!, $end: String!) {
    list: syncShoppingList(title: $title, start_date: $start, end_date: $end) {
      id
      title
      sync_result {
        created
        changes
      }
    }
  }
`);

export const UpdateShoppingListMutation = graphql(`
  mutation UpdateShoppingList(
    $id: Int!
    $title: String
    $description: String
    $status: String
    $start_date: String
    $end_date: String
    $total_price: Int
    $store_id: Int
    $stocks_pantry: Boolean
  ) {
    updateShoppingList(
      id: $id
      title: $title
      description: $description
      status: $status
      start_date: $start_date
      end_date: $end_date
      total_price: $total_price
      store_id: $store_id
      stocks_pantry: $stocks_pantry
    ) {
      id
    }
  }
`);

export const DeleteShoppingListMutation = graphql(`
  mutation DeleteShoppingList($id: Int!) {
    deleteShoppingList(id: $id)
  }
`);

export const CreateShoppingItemMutation = graphql(`
  mutation CreateShoppingItem(
    $list: Int!
    $name: String!
    $quantity: Float!
    $unit: String!
    $price: Float
    $type: String
    $change_id: String
  ) {
    createShoppingItem(
      list_id: $list
      name: $name
      quantity: $quantity
      unit: $unit
      price: $price
      type: $type
      change_id: $change_id
    ) {
      id
    }
  }
`);

export const UpdateShoppingItemMutation = graphql(`
  mutation UpdateShoppingItem(
    $id: Int!
    $name: String
    $quantity: Float
    $unit: String
    $price: Float
    $type: String
    $is_bought: Boolean
    $change_id: String
  ) {
    updateShoppingItem(
      id: $id
      name: $name
      quantity: $quantity
      unit: $unit
      price: $price
      type: $type
      is_bought: $is_bought
      change_id: $change_id
    ) {
      id
    }
  }
`);

export const MoveItemToSectionMutation = graphql(`
  mutation MoveItemToSection($item: Int!, $section: String!) {
    moveItemToSection(item_id: $item, section: $section) {
      id
    }
  }
`);

export const CreateStoreMutation = graphql(`
  mutation CreateStore($name: String!) {
    createStore(name: $name) {
      id
    }
  }
`);

export const UpdateStoreMutation = graphql(`
  mutation UpdateStore($id: Int!, $name: String, $order: [String!]) {
    updateStore(id: $id, name: $name, order: $order) {
      id
      name
    }
  }
`);

export const DeleteStoreMutation = graphql(`
  mutation DeleteStore($id: Int!) {
    deleteStore(id: $id)
  }
`);

export const DeleteShoppingItemMutation = graphql(`
  mutation DeleteShoppingItem($id: Int!, $change_id: String) {
    deleteShoppingItem(id: $id, change_id: $change_id)
  }
`);
