import { parseAmountRange } from "@larder/shared/amount";

/** A recipe's ingredient line as the forms hold it (quantity as typed; the note as "finely chopped"). */
export type IngredientLine = { name: string; quantity: string; unit: string; note: string };

/** Adds names (comma-separated text) not already listed, case-insensitively; empty parts are dropped. */
export function addIngredientNames(lines: IngredientLine[], text: string, defaultUnit = ""): IngredientLine[] {
  const taken = new Set(lines.map((line) => line.name.trim().toLowerCase()));
  const added: IngredientLine[] = [];
  for (const part of text.split(",")) {
    const name = part.trim();
    if (!name || taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    added.push({ name, quantity: "1", unit: defaultUnit, note: "" });
  }
  return [...lines, ...added];
}

/** The ingredient rows of a form (`ing_name`, `ing_quantity`, `ing_unit`, `ing_note`, in order). */
export function readIngredientLines(form: FormData): IngredientLine[] {
  const names = form.getAll("ing_name").map(String);
  const quantities = form.getAll("ing_quantity").map(String);
  const units = form.getAll("ing_unit").map(String);
  const notes = form.getAll("ing_note").map(String);
  return names.map((name, i) => ({ name, quantity: quantities[i] ?? "", unit: units[i] ?? "", note: notes[i] ?? "" }));
}

/**
 * The API's shape: amounts as numbers, read as cooks type them ("¼", "1 1/2", a range "1–2") in
 * the page's `language`; null for a line without one, NaN for text that is not an amount (which
 * the checks refuse before it is sent).
 */
export const toApiLines = (lines: IngredientLine[], language?: string) =>
  lines.map((line) => {
    const { from, to } = parseAmountRange(line.quantity, language);
    return { name: line.name.trim(), quantity: from, quantity_max: to, unit: line.unit.trim(), note: line.note.trim() };
  });

/** Suggestions for a search: names containing it, not yet on the recipe, at most 10. */
export function ingredientSuggestions(catalogue: string[], lines: IngredientLine[], search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return [];
  const taken = new Set(lines.map((line) => line.name.toLowerCase()));
  return catalogue.filter((name) => name.toLowerCase().includes(needle) && !taken.has(name.toLowerCase())).slice(0, 10);
}
