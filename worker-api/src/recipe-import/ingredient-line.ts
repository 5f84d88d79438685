// One ingredient line split into amount, unit, name and note:
// "2 cloves garlic, finely chopped" → 2, "clove", "garlic", "finely chopped". A line without an
// amount ("salt and pepper", "oil for frying") keeps none: quantity null and unit "", the cook's
// choice.

import { readLeadingAmount } from "./amount";
import { type DraftIngredient } from "../schemas/recipe-import";
import { readLeadingUnit } from "./ingredient-units";

/** Words that link a unit to its ingredient: "1 cup of flour", "2 cucharadas de aceite". */
const LINK_WORD = /^(?:of|de|d'|d’|di|del)\s*(?=\p{L})/iu;
const PARENTHESIS = /^\([^()]*\)\s*/;
/** How a line ends when the amount is the cook's choice: "Salt and pepper to taste". */
const TRAILING_NOTE =
  /\s+((?:or\s+)?(?:to taste|as needed|if needed|optional|for (?:serving|garnish(?:ing)?|frying|greasing|dusting|brushing))\b.*)$/i;
/** A size before a unit or an ingredient: "2 large heads lettuce", "3 large eggs" (the size is a note). */
const SIZE =
  /^(?:extra[-\s]large|extra[-\s]small|small|medium(?:[-\s]sized)?|large|big|heaped|heaping|level|generous|scant)\s+(?=\p{L})/iu;
/**
 * A shop price in brackets, which says nothing about the dish: "($6.99)", "(£4.50 at the market)",
 * "(€1,20)", "(2,49 €)". Bounded: a bracket is at most 60 characters.
 */
const PRICE = /\s*\(\s*(?:[$£€¥]\s*\d[\d.,]{0,8}|\d[\d.,]{0,8}\s*(?:[$£€¥]|eur|usd|gbp)(?![\p{L}]))[^()]{0,60}\)/giu;
/** Footnote marks: "sugar*", "butter** see note", "flour†". */
const FOOTNOTE = /[*†‡]+/g;
/** Where a name ends and its note begins: a comma, a bracket, a semicolon or a footnote mark. */
const NAME_END = /[,(;*†‡]/;

const tidy = (text: string) =>
  text
    .replace(FOOTNOTE, " ")
    .replace(/^[\s,;]+|[\s,;]+$/g, "")
    .replace(/\s{2,}/g, " ");

function nameAndNote(rest: string, notes: string[]): { name: string; note: string } {
  const cut = rest.search(NAME_END);
  let name = (cut === -1 ? rest : rest.slice(0, cut)).trim();
  const after = cut === -1 ? "" : tidy(rest.slice(cut).replace(/^[,;*†‡]+/, ""));
  const trailing = TRAILING_NOTE.exec(name);
  if (trailing) {
    name = name.slice(0, trailing.index);
    notes.push(trailing[1]!);
  }
  if (after) notes.push(after);
  if (tidy(name) === "") name = rest.replace(/[(),;]/g, " ");
  return { name: tidy(name), note: notes.map(tidy).filter(Boolean).join(", ") };
}

/** `text` (already decoded and collapsed) read as amount, unit, name and note. */
export function splitIngredientLine(text: string): DraftIngredient {
  const line = text.replace(PRICE, "").replace(/^[*†‡\s]+/, "");
  const amount = readLeadingAmount(line);
  const notes: string[] = [];
  let rest = amount ? line.slice(amount.length).trimStart() : line;
  const takeParentheses = () => {
    for (let size = PARENTHESIS.exec(rest); size; size = PARENTHESIS.exec(rest)) {
      notes.push(size[0].trim());
      rest = rest.slice(size[0].length);
    }
  };
  if (amount) takeParentheses();
  const size = amount ? SIZE.exec(rest) : null;
  const sized = size ? rest.slice(size[0].length) : rest;
  const unit = readLeadingUnit(sized);
  // Without an amount, only "Pinch of salt" (a unit linked to its ingredient) says how much: one.
  const unitAfter = unit ? sized.slice(unit.length).trimStart() : "";
  if (unit && (amount || LINK_WORD.test(unitAfter))) {
    if (size) notes.push(size[0].trim());
    rest = unitAfter;
    takeParentheses();
    rest = rest.replace(LINK_WORD, "");
    return { text, quantity: amount?.value ?? 1, unit: unit.unit, ...nameAndNote(rest, notes) };
  }
  if (!amount) return { text, quantity: null, unit: "", ...nameAndNote(rest, notes) };
  if (size) {
    notes.push(size[0].trim());
    rest = sized;
  }
  return { text, quantity: amount.value, unit: null, ...nameAndNote(rest, notes) };
}
