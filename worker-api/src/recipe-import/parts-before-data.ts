// Data that holds only a recipe's last part. Some cards set each part's ingredients as a list of
// one look (the same tag with the same class: `<ul class="items">` for the chicken, again under
// "Lemon Vinaigrette" for its dressing, with the part's steps between them), while the data built
// from the card keeps only the last list's lines. The lists of that look before it are the
// recipe's other parts, read in the page's order.

import { readLeadingAmount } from "./amount";
import { htmlToText, spacelessKey } from "./html-text";
import { singleListItems } from "./markup-ingredients";
import { tidyIngredientLine } from "./recipe-fields";

/** A list with a class: the look a card gives each of its parts' lists. */
const CLASSED_LIST = /<(ul|ol)\b[^<>]*\bclass\s*=[^<>]*>/gi;
/** Lists looked at, at most: a page of thousands stays cheap. */
const MAX_LISTS = 300;
/** How far after a list's start tag its first item is looked for, and how long it may be. */
const FIRST_ITEM_REACH = 1000;
const FIRST_ITEM = /^\s*<li\b[^<>]*>([^<]*(?:<(?!\/li\b)[^<]*){0,20})<\/li\s*>/i;
/** The most parts a recipe's other lists hold, and how far before the data's list they may start. */
const MAX_PARTS = 4;
const PARTS_REACH = 30_000;
/** The longest part's list read: far longer than any, short enough that an unclosed one stays cheap. */
const MAX_PART_LENGTH = 20_000;

type ListStart = { index: number; tag: string; kind: string };

/** The text of a list's first item, when the item follows the start tag; "" otherwise. */
function firstItem(html: string, list: ListStart): string {
  const from = list.index + list.tag.length;
  const item = FIRST_ITEM.exec(html.slice(from, from + FIRST_ITEM_REACH));
  return item ? tidyIngredientLine(htmlToText(item[1]!)) : "";
}

/** Markup a list may set around each line (an item's tags, a check box, a link), at most. */
const MARKUP_PER_LINE = 600;

/** The lines of one list, read no further than `length` characters. */
const partLines = (html: string, list: ListStart, length = MAX_PART_LENGTH) =>
  singleListItems(html.slice(0, list.index + length), list);

/** Whether a list's lines read as ingredients: two or more, at least half beginning with an amount. */
function readsAsIngredients(lines: string[]): boolean {
  const withAmount = lines.filter((line) => readLeadingAmount(line)).length;
  return lines.length >= 2 && withAmount >= 2 && withAmount * 2 >= lines.length;
}

/**
 * The lines of the lists before the one that holds exactly the data's lines, of the same look and
 * reading as ingredients, in the page's order; [] when the data's lines are no such list or no list
 * of its look comes before it. A list holding half the data's lines or more is another copy of it
 * (a print version), and then none is read.
 */
export function partsBeforeData(structured: string[], html: string): string[] {
  if (structured.length < 2) return [];
  const wanted = structured.map(spacelessKey);
  const lists: ListStart[] = [];
  CLASSED_LIST.lastIndex = 0;
  for (let match = CLASSED_LIST.exec(html); match && lists.length < MAX_LISTS; match = CLASSED_LIST.exec(html)) {
    const list = { index: match.index, tag: match[0].replace(/\s+/g, " "), kind: match[1]!.toLowerCase() };
    // Only the first list that begins as the data does is read whole: it is the card's.
    if (spacelessKey(firstItem(html, list)) === wanted[0]) {
      const lines = partLines(html, list, MARKUP_PER_LINE * (wanted.length + 1) + wanted.join("").length).map(
        spacelessKey,
      );
      const same = lines.length === wanted.length && lines.every((line, index) => line === wanted[index]);
      return same ? earlierParts(html, lists, list, new Set(wanted)) : [];
    }
    lists.push(list);
  }
  return [];
}

/** The lists of the data list's look just before it that read as ingredients, nearest last. */
function earlierParts(html: string, before: ListStart[], dataList: ListStart, dataLines: Set<string>): string[] {
  const parts: string[][] = [];
  for (const list of before.toReversed()) {
    if (list.tag !== dataList.tag) continue;
    if (dataList.index - list.index > PARTS_REACH || parts.length === MAX_PARTS) break;
    const lines = partLines(html, list);
    if (!readsAsIngredients(lines)) break;
    // Salt and pepper may be in every part; a copy holds the data's lines over again.
    if (lines.filter((line) => dataLines.has(spacelessKey(line))).length * 2 >= dataLines.size) return [];
    parts.unshift(lines);
  }
  return parts.flat();
}
