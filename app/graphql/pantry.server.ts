import { graphql } from "./tada.server";

/** The /pantry screen: every line (use-soon first), the group's places, and the catalogue to add from. */
export const PantryPageQuery = graphql(`
  query PantryPage {
    pantryItems {
      id
      ingredient_id
      name
      quantity
      unit
      section
      cup_grams
      measured_by
      place_id
      best_before
    }
    pantryPlaces {
      id
      name
    }
    catalogue: getAllIngredients {
      id
      name
    }
  }
`);

export const UpdatePantryItemMutation = graphql(`
  mutation UpdatePantryItem(
    $id: Int
    $ingredient_id: Int!
    $quantity: Float!
    $unit: String
    $place_id: Int
    $best_before: String
  ) {
    updatePantryItem(
      id: $id
      ingredient_id: $ingredient_id
      quantity: $quantity
      unit: $unit
      place_id: $place_id
      best_before: $best_before
    ) {
      id
    }
  }
`);

export const UsePantryItemMutation = graphql(`
  mutation UsePantryItem($id: Int!, $quantity: Float) {
    usePantryItem(id: $id, quantity: $quantity) {
      id
    }
  }
`);

export const DeletePantryItemMutation = graphql(`
  mutation DeletePantryItem($id: Int!) {
    deletePantryItem(id: $id)
  }
`);

/** The catalogue's ids by name: a line's ingredient is picked by its name. */
export const PantryCatalogueQuery = graphql(`
  query PantryCatalogue {
    catalogue: getAllIngredients {
      id
      name
    }
  }
`);
