// One ingredient line split into amount, unit, name and note:
// "2 cloves garlic, finely chopped" → 2, "clove", "garlic", "finely chopped".

import { readLeadingAmount } from "./amount";
import { type DraftIngredient } from "../schemas/recipe-import";
import { readLeadingUnit } from "./ingredient-units";

/** Words that link a unit to its ingredient: "1 cup of flour", "2 cucharadas de aceite". */
const LINK_WORD = /^(?:of|de|d'|d’|di|del)\s*(?=\p{L})/iu;
const PARENTHESIS = /^\([^()]*\)\s*/;
/** How a line ends when the amount is the cook's choice: "Salt and pepper to taste". */
const TRAILING_NOTE =
  /\s+((?:or\s+)?(?:to taste|as needed|if needed|optional|for (?:serving|garnish(?:ing)?|frying|greasing|dusting|brushing))\b.*)$/i;

function nameAndNote(rest: string, notes: string[]): { name: string; note: string } {
  const cut = rest.search(/[,(;]/);
  let name = (cut === -1 ? rest : rest.slice(0, cut)).trim();
  const after =
    cut === -1
      ? ""
      : rest
          .slice(cut)
          .replace(/^[,;]\s*/, "")
          .trim();
  const trailing = TRAILING_NOTE.exec(name);
  if (trailing) {
    name = name.slice(0, trailing.index);
    notes.push(trailing[1]!);
  }
  if (after) notes.push(after);
  if (name === "") name = rest.replace(/[(),;]/g, " ").trim();
  return { name: name.trim(), note: notes.join(", ") };
}

/** `text` (already decoded and collapsed) read as amount, unit, name and note. */
export function splitIngredientLine(text: string): DraftIngredient {
  const amount = readLeadingAmount(text);
  if (!amount) return { text, quantity: null, unit: null, ...nameAndNote(text, []) };

  const notes: string[] = [];
  let rest = text.slice(amount.length).trimStart();
  const takeParentheses = () => {
    for (let size = PARENTHESIS.exec(rest); size; size = PARENTHESIS.exec(rest)) {
      notes.push(size[0].trim());
      rest = rest.slice(size[0].length);
    }
  };
  takeParentheses();
  const unit = readLeadingUnit(rest);
  if (unit) {
    rest = rest.slice(unit.length).trimStart();
    takeParentheses();
    rest = rest.replace(LINK_WORD, "");
  }
  return { text, quantity: amount.value, unit: unit?.unit ?? null, ...nameAndNote(rest, notes) };
}
