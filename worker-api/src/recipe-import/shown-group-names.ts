// Recipe data that lists a group's name among the lines ("Apple slaw", "Špízy") where the page
// shows it as the heading over that group. A name with a colon or "For the …" is known as a
// heading by its words; these only by how the page sets them: as a heading, as a title, or as a
// list's item all in bold.

import { readLeadingAmount } from "./amount";
import { htmlToText, wordingKey as key } from "./html-text";

/**
 * A heading, an element classed as a title, a heading or a group's, or a list item all in bold
 * (`<li><strong>Pulled Pork</strong></li>`, a card's name span around it), its text at most 80
 * characters.
 */
const SET_APART =
  /<(h[2-6])\b[^<>]*>([^<]{1,80})<\/\1\s*>|<(div|span|p|li|dt)\b[^<>]*\bclass\s*=\s*["'][^"'<>]*(?:title|heading|group)[^"'<>]*["'][^<>]*>([^<]{1,80})<\/\3\s*>|<li\b[^<>]*>\s*(?:<span\b[^<>]*>\s*)?<(strong|b)\b[^<>]*>([^<]{1,80})<\/\5\s*>\s*(?:<\/span\s*>\s*)?<\/li\s*>/gi;
/** One ingredient's own title is its name ("ingredient__title"), not a group's. */
const ONE_INGREDIENTS_TITLE = /ingredient[-_]{1,2}(?:title|heading|name)/i;
/** Texts set apart looked at, at most: a long page's headings end long before. */
const MAX_SET_APART = 2000;
/** Places of one text kept, at most. */
const MAX_PLACES = 3;
/** Places looked under for a group's first line, at most: each reads the text after it. */
const MAX_CHECKS = 40;
/** How far after a group's name the group's first line must stand. */
const GROUP_REACH = 1500;
/** The longest line taken for a group's name. */
const MAX_NAME = 60;

/** Where a text is set apart: the element's end, and whether only bold sets it apart. */
type Place = { end: number; bold: boolean };

/** Where the page sets each text apart (by its key). */
function setApartTexts(html: string): Map<string, Place[]> {
  const places = new Map<string, Place[]>();
  let seen = 0;
  for (const match of html.matchAll(SET_APART)) {
    if (++seen > MAX_SET_APART) break;
    if (match[3] && ONE_INGREDIENTS_TITLE.test(match[0])) continue;
    const text = key(htmlToText(match[2] ?? match[4] ?? match[6] ?? ""));
    const ends = places.get(text) ?? [];
    const place = { end: match.index + match[0].length, bold: match[6] !== undefined };
    if (text !== "" && ends.length < MAX_PLACES) places.set(text, [...ends, place]);
  }
  return places;
}

/** The list item right after a bold item (its markup), read within the group's reach. */
const NEXT_ITEM = /^\s*<li\b[^]*?<\/li\s*>/i;
/** Bold in an item: a card that bolds each ingredient's name bolds a line without an amount whole. */
const BOLD = /<(?:strong|b)\b/i;

/** A line that may be a group's name: short and without an amount. */
const mayBeName = (line: string) => line.length <= MAX_NAME && readLeadingAmount(line) === null;

/**
 * The data's lines without the groups' names the page shows as headings: a line without an amount
 * that the page sets apart (a heading, a title) right above the data's next line. A name set apart
 * elsewhere (an ingredient's name as a heading of the post's notes) is an ingredient still.
 */
export function withoutShownGroupNames(lines: string[], html: string): string[] {
  if (!lines.slice(0, -1).some(mayBeName)) return lines;
  const places = setApartTexts(html);
  let checks = 0;
  const heading = (line: string, next: string) => {
    const nextStart = key(next).slice(0, 15);
    return (places.get(key(line)) ?? []).some(({ end, bold }) => {
      if (nextStart === "" || ++checks > MAX_CHECKS) return false;
      const after = html.slice(end, end + GROUP_REACH);
      // An item all in bold names a group only where the items under it are not bold.
      const nextItem = bold ? (NEXT_ITEM.exec(after)?.[0] ?? "") : after;
      return (!bold || !BOLD.test(nextItem)) && key(htmlToText(nextItem)).includes(nextStart);
    });
  };
  const kept = lines.filter((line, index) => {
    const next = lines[index + 1];
    return next === undefined || !mayBeName(line) || !heading(line, next);
  });
  // Every line a name would leave no recipe: the data stands.
  return kept.length > 0 ? kept : lines;
}
