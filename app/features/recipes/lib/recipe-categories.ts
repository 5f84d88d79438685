import type { TFunction } from "i18next";

/** The categories Larder knows by name, whatever their spelling: their message and colour. */
type KnownCategory = "vegetables" | "mainDishes" | "fish" | "breakfast" | "dessert";

function knownCategory(name: string): KnownCategory | null {
  switch (name.trim().toLowerCase()) {
    case "vegetables":
    case "vegetable":
      return "vegetables";
    case "main dishes":
    case "main dish":
    case "main":
      return "mainDishes";
    case "fish":
    case "seafood":
      return "fish";
    case "breakfast":
      return "breakfast";
    case "dessert":
      return "dessert";
    default:
      return null;
  }
}

/** Category display names on the recipe pages: known ones in the page's language, others as spelt, none as 'Unknown'. */
export function categoryDisplayName(t: TFunction<"recipes">, name: string | null | undefined) {
  if (!name) return t("categories.unknown");
  const known = knownCategory(name);
  return known ? t(`categories.${known}`) : name;
}

type DisplayGroup = "vegetables" | "mainDishes" | "fish" | "breakfast";

/** A recipe card's colour group on /recipes: seafood counts as fish, dessert as breakfast, unknown as main dishes. */
export function categoryDisplayGroup(name: string | null | undefined): DisplayGroup {
  const known = name ? knownCategory(name) : null;
  if (known === "dessert") return "breakfast";
  return known ?? "mainDishes";
}
