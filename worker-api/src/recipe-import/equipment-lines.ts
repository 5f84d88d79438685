// Recipe data that lists the tools among the ingredients: a recipe card's plugin writes every group
// of its ingredient list into the data, the one the card heads "Equipment needed" ("4 ramekins",
// "Food processor") too, and a shop's recipe lists the products it sells for making it. The page
// shows them apart, as tools; a shopping list must not hold them.

import { readLeadingAmount } from "./amount";
import { htmlToLines, htmlToText, wordingKey as key } from "./html-text";
import { EQUIPMENT_WORDS, INGREDIENTS_HEADING } from "./ingredient-list-parts";
import { HEADING_MARK, LINK_TAGS, LIST_REACH, listStartWithin, singleListItems } from "./markup-ingredients";

const EQUIPMENT_HEADING = new RegExp(`>\\s*${HEADING_MARK}(?:${EQUIPMENT_WORDS})\\s*:?\\s*<`, "giu");
/** Tools' headings looked at, at most: each reads one list. */
const MAX_HEADINGS = 3;

/** How much of the page after a tools' heading with no list is read: a few products' tiles. */
const TILES_REACH = 6000;
/** Where a row of tiles ends: the next heading, section or list. */
const TILES_END = /<(?:h[1-6]|section|footer|ul|ol|table|dl)\b|<\/section\s*>/i;

/** The text after a tools' heading that no list follows, up to the next heading: products' tiles, by key. */
function tileTexts(html: string, from: number): string[] {
  let text = html.slice(from, from + TILES_REACH);
  const end = TILES_END.exec(text);
  if (end) text = text.slice(0, end.index);
  const lines = htmlToLines(text);
  // The ingredients' own heading, set as text, ends the tools: "Ingredients", then "salt".
  const ingredients = lines.findIndex((line) => INGREDIENTS_HEADING.test(line));
  return (ingredients === -1 ? lines : lines.slice(0, ingredients)).map(key);
}

/**
 * What the page shows under a heading naming its tools, by key ("4- (8-ounce) Ramekins" is "4
 * (8-ounce) ramekins"): the lines of the list right under it, and the texts of what it shows
 * there instead of a list (a shop's product tiles: name, description, price).
 */
function equipmentShown(html: string): { listed: Set<string>; tiles: Set<string> } {
  const tools = new Set<string>();
  const tiles = new Set<string>();
  let headings = 0;
  for (const match of html.matchAll(EQUIPMENT_HEADING)) {
    if (++headings > MAX_HEADINGS) break;
    // A menu entry or a button saying "Tools" is no heading.
    const openTag = /^<([a-z0-9]+)/i.exec(html.slice(html.lastIndexOf("<", match.index), match.index));
    if (!openTag || LINK_TAGS.has(openTag[1]!.toLowerCase())) continue;
    // The tools' own list follows the heading, no text between: not a later list ("<dt>Equipment</dt>
    // <dd>springform pan</dd>" in the card's details, then the ingredients).
    const end = match.index + match[0].length - 1;
    const list = listStartWithin(html, end, LIST_REACH);
    if (list && htmlToText(html.slice(end, list.index)) === "")
      for (const line of singleListItems(html, list)) tools.add(key(line));
    else for (const text of tileTexts(html, end)) tiles.add(text);
  }
  return { listed: tools, tiles };
}

/**
 * The data's lines without those the page shows under its tools' heading: a line of its list, or a
 * line without an amount a tile names ("Premium Wok, 32 cm"; "2 cups rice" is no product's name).
 */
export function withoutEquipment(lines: string[], html: string): string[] {
  if (lines.length === 0) return lines;
  const { listed, tiles } = equipmentShown(html);
  if (listed.size === 0 && tiles.size === 0) return lines;
  const isTool = (line: string) =>
    listed.has(key(line)) || (tiles.has(key(line)) && readLeadingAmount(line.trim()) === null);
  const kept = lines.filter((line) => !isTool(line));
  // Every line a tool is no recipe: the heading's list was the ingredients after all.
  return kept.length > 0 ? kept : lines;
}
