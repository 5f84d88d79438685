// Recipe data that lists the tools among the ingredients: a recipe card's plugin writes every group
// of its ingredient list into the data, the one the card heads "Equipment needed" ("4 ramekins",
// "Food processor") too. The page shows them apart, as tools; a shopping list must not hold them.

import { htmlToText, wordingKey as key } from "./html-text";
import { EQUIPMENT_WORDS } from "./ingredient-list-parts";
import { HEADING_MARK, LINK_TAGS, LIST_REACH, listStartWithin, singleListItems } from "./markup-ingredients";

const EQUIPMENT_HEADING = new RegExp(`>\\s*${HEADING_MARK}(?:${EQUIPMENT_WORDS})\\s*:?\\s*<`, "giu");
/** Tools' headings looked at, at most: each reads one list. */
const MAX_HEADINGS = 3;

/** The lines the page lists under a heading naming its tools, by key: "4- (8-ounce) Ramekins" is "4 (8-ounce) ramekins". */
function equipmentShown(html: string): Set<string> {
  const tools = new Set<string>();
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
    if (!list || htmlToText(html.slice(end, list.index)) !== "") continue;
    for (const line of singleListItems(html, list)) tools.add(key(line));
  }
  return tools;
}

/** The data's lines without those the page shows under its tools' heading. */
export function withoutEquipment(lines: string[], html: string): string[] {
  if (lines.length === 0) return lines;
  const tools = equipmentShown(html);
  if (tools.size === 0) return lines;
  const kept = lines.filter((line) => !tools.has(key(line)));
  // Every line a tool is no recipe: the heading's list was the ingredients after all.
  return kept.length > 0 ? kept : lines;
}
