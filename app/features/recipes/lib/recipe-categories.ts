/** Category display names on a recipe's page (/recipes/{slug}); unknown names show as spelt, none as 'Unknown'. */
export function categoryDisplayName(name: string | null | undefined) {
  if (!name) return "Unknown";
  switch (name.trim().toLowerCase()) {
    case "vegetables":
    case "vegetable":
      return "Vegetables";
    case "main dishes":
    case "main dish":
    case "main":
      return "Main Dishes";
    case "fish":
    case "seafood":
      return "Fish";
    case "breakfast":
      return "Breakfast";
    case "dessert":
      return "Dessert";
    default:
      return name;
  }
}

type DisplayGroup = "vegetables" | "mainDishes" | "fish" | "breakfast";

/** A recipe card's colour group on /recipes: seafood counts as fish, dessert as breakfast, unknown as main dishes. */
export function categoryDisplayGroup(name: string | null | undefined): DisplayGroup {
  switch (categoryDisplayName(name)) {
    case "Vegetables":
      return "vegetables";
    case "Fish":
      return "fish";
    case "Breakfast":
    case "Dessert":
      return "breakfast";
    default:
      return "mainDishes";
  }
}
