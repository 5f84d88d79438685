/** The sections of a store a shopping line is filed under, in the order a list shows them by default. */
export const SECTIONS = [
  "Produce",
  "Bakery",
  "Dairy & eggs",
  "Meat & fish",
  "Pantry",
  "Spices & baking",
  "Frozen",
  "Drinks",
  "Household",
  "Other",
] as const;

export type Section = (typeof SECTIONS)[number];
