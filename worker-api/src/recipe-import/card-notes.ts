// Recipe data that stops where the page's card goes on: the data writes "4 medium-sized tart"
// where the card shows "4 medium-sized tart firm apples – peeled, cored, & shredded", or "1 rote
// Zwiebel" where it shows "1 rote Zwiebel (klein)" (a recipe plugin leaving long notes out of its
// data). The line keeps the data's text, amount and name; what the card adds becomes its note, so
// the cook sees it in the draft.

import type { DraftIngredient } from "../contract/recipe-import";
import { decodeOnce, htmlToText, wordingKey } from "./html-text";
import { tidyIngredientLine } from "./recipe-fields";

const ITEM_START = /<li\b[^<>]*>/gi;
/**
 * Where an item's text ends: the next item, its list's end, a heading after the list, or a shop's
 * controls ("Add To Cart", a select of pack sizes).
 */
const ITEM_END = /<\/?(?:li|ul|ol|h[1-6])\b|<(?:button|select|form)\b/i;
/** List items read, at most, and the markup read of each: a page of thousands stays cheap. */
const MAX_ITEMS = 1500;
const MAX_ITEM_MARKUP = 1500;
/** How many items on from the last line's the next line's may stand: a group's heading, a garnish the data left out. */
const REACH = 6;
/** Items tried as where the card begins, at most. */
const MAX_STARTS = 20;
/** The data's first lines one of which the card's first item must begin with. */
const FIRST_LINES = 3;
/** A data line this short ("1 egg") begins too many items to place the card by. */
const MIN_KEY = 4;
/** The longest addition taken as a note. */
const MAX_ADDED = 250;

/** Each list item's markup on the page, in order, up to its end or the next item. */
function listItemMarkups(html: string): string[] {
  const markups: string[] = [];
  ITEM_START.lastIndex = 0;
  for (let match = ITEM_START.exec(html); match && markups.length < MAX_ITEMS; match = ITEM_START.exec(html)) {
    const from = match.index + match[0].length;
    const markup = html.slice(from, from + MAX_ITEM_MARKUP);
    const end = markup.search(ITEM_END);
    markups.push(end === -1 ? markup : markup.slice(0, end));
  }
  return markups;
}

const ANY_TAG = /<[^<>]*>/g;

/** An item's wording, read cheaply (tags dropped, entities decoded): every item on the page is keyed. */
const itemKey = (markup: string) => wordingKey(decodeOnce(markup.replace(ANY_TAG, " ")));

/**
 * For each data line, the index of the card item that begins with it (the same wording, or more),
 * -1 for none: the items are the run of the page's list items that begins with most data lines, in
 * the data's order. null when no run holds at least half the lines and two of them.
 */
function cardItems(lineKeys: string[], itemKeys: string[]): number[] | null {
  const begins = (item: number, line: number) =>
    lineKeys[line]!.length >= MIN_KEY && itemKeys[item]!.startsWith(lineKeys[line]!);
  const firstLines = lineKeys.slice(0, FIRST_LINES);
  let best: number[] | null = null;
  let bestCount = 0;
  let starts = 0;
  for (let first = 0; first < itemKeys.length && starts < MAX_STARTS; first++) {
    const line = firstLines.findIndex((_, index) => begins(first, index));
    if (line === -1) continue;
    starts++;
    const found = lineKeys.map(() => -1);
    found[line] = first;
    let count = 1;
    let next = first + 1;
    for (let index = line + 1; index < lineKeys.length; index++) {
      for (let item = next; item < Math.min(itemKeys.length, next + REACH); item++) {
        if (!begins(item, index)) continue;
        found[index] = item;
        count++;
        next = item + 1;
        break;
      }
    }
    if (count > bestCount) [best, bestCount] = [found, count];
  }
  return best && bestCount >= 2 && bestCount * 2 >= lineKeys.length ? best : null;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * What `item` shows after the wording of `line` (which it begins with, by `wordingKey`), as the
 * card writes it: "(klein)", "firm apples – peeled, cored"; "" when nothing follows, or the line
 * ends inside one of the item's words ("Strauchtomate" in "Strauchtomaten").
 */
function addedText(line: string, item: string): string {
  let wanted = wordingKey(line).length;
  let at = 0;
  // The item's characters up to the last one the line's wording takes.
  while (at < item.length && wanted > 0) {
    if (wordingKey(item[at]!) !== "") wanted -= wordingKey(item[at]!).length;
    at++;
  }
  if (wanted > 0 || WORD_CHARACTER.test(item[at] ?? "")) return "";
  const added = item
    .slice(at)
    .replace(/^[\s,;:–—-]+/, "")
    .trim();
  // Only marks after the wording ("(optional)" against "(optional": a bracket, a footnote's star) add nothing.
  return wordingKey(added) !== "" && added.length <= MAX_ADDED ? added : "";
}

/**
 * The data's lines, each with what the page's card shows after it (the same words, then more)
 * added to its note. Lines the card shows as the data writes them, and every line when the card's
 * list is not found, are as they were.
 */
export function withCardNotes(lines: DraftIngredient[], html: string): DraftIngredient[] {
  if (lines.length < 2) return lines;
  const items = listItemMarkups(html);
  const itemKeys = items.map(itemKey);
  const found = cardItems(
    lines.map((line) => wordingKey(line.text)),
    itemKeys,
  );
  if (!found) return lines;
  return lines.map((line, index) => {
    const item = found[index]!;
    // Data that splits the card's "Sea salt and freshly ground black pepper" in two adds nothing.
    const next = index + 1 < lines.length ? wordingKey(lines[index + 1]!.text) : "";
    if (item === -1 || (next !== "" && itemKeys[item]!.endsWith(next))) return line;
    const added = addedText(line.text, tidyIngredientLine(htmlToText(items[item]!)));
    if (added === "") return line;
    const note = line.note === "" ? added : `${line.note}${added.startsWith("(") ? " " : ", "}${added}`;
    return { ...line, note };
  });
}
