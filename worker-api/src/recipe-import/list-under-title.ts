// The ingredient list of a page that names it nowhere: no recipe data, no "Ingredients" heading,
// no element classed as ingredients. Such a page sets the recipe's name as a main heading (`<h1>`)
// and the ingredients as the first list under it whose lines mostly begin with an amount, or as
// lines in its text each set with a bullet ("• 15 g Parmesan"), a part's lines before its steps.

import { readLeadingAmount } from "./amount";
import { htmlToLines, htmlToText } from "./html-text";
import { isIngredient } from "./ingredient-list-parts";
import { mainHeadings } from "./main-headings";
import { groupedList, listStartWithin } from "./markup-ingredients";
import { MAX_LINES, tidyIngredientLine } from "./recipe-fields";
import { withoutRepeatedRun } from "./repeated-lines";

/** Main headings tried, at most: a site's own name or a section's may come first. */
const MAX_TITLES = 3;
/** How far under its heading the list may start: an introduction, a picture, a byline in between. */
const TITLE_REACH = 8000;
/** Lists tried under one heading: a share bar or a table of contents may come first. */
const MAX_LISTS = 4;
/** The fewest lines read as a recipe's ingredients. */
const MIN_LINES = 3;

/** A step's number ("1. Melt the butter", "2) Stir"), not an amount. */
const STEP_NUMBER = /^\d+[.)]\s/;

/** How much of a list's start is looked at before it is read: a few items. */
const FIRST_LOOK = 3000;
/** Items looked at before a list is read. */
const FIRST_ITEMS = 8;

/** The text of the first items in a list's start (the last one may be cut short). */
const firstItems = (start: string) =>
  start
    .split(/<li\b[^<>]*>/i, FIRST_ITEMS + 1)
    .slice(1)
    .map((item) => tidyIngredientLine(htmlToText(item.split(/<\/li\s*>/i, 1)[0]!)))
    .filter(Boolean);

/** Whether lines are an ingredient list: enough of them, at least half beginning with an amount. */
function amountsMostly(lines: string[]): boolean {
  const withAmount = lines.filter((line) => readLeadingAmount(line) && !STEP_NUMBER.test(line)).length;
  return lines.length >= MIN_LINES && withAmount >= 2 && withAmount * 2 >= lines.length;
}

/** A line the text sets with a bullet: "• 15 g Parmesan", "● 1 egg". */
const BULLET = /^[•●▪◦‣]\s*/u;
/** How far under its heading bullet lines are read: a recipe in parts, each part's steps after its lines. */
const BULLETS_REACH = 20_000;
/** Where the post's text ends: its comments, the site's footer, a sidebar. */
const TEXT_END = /<\/(?:article|main|body)>|<(?:footer|nav|form|aside)\b/i;

/** The lines set with a bullet in the text from `from` to `limit`, when they read as ingredients; else []. */
function bulletLines(html: string, from: number, limit: number): string[] {
  let text = html.slice(from, Math.min(limit, from + BULLETS_REACH));
  const end = TEXT_END.exec(text);
  if (end) text = text.slice(0, end.index);
  if (!/[•●▪◦‣]/u.test(text)) return [];
  const lines = htmlToLines(text)
    .filter((line) => BULLET.test(line))
    .map((line) => tidyIngredientLine(line.replace(BULLET, "")))
    .filter(isIngredient)
    .slice(0, MAX_LINES);
  return amountsMostly(lines) ? lines : [];
}

/**
 * The first list (or the bullet lines) under one of the page's first main headings that reads as
 * ingredients, with that heading's text as the recipe's title and where the list ends; null when
 * there is none.
 */
export function listUnderTitle(html: string): { lines: string[]; title: string; end?: number } | null {
  const headings = mainHeadings(html, MAX_TITLES + 1);
  for (const [index, { title, end }] of headings.slice(0, MAX_TITLES).entries()) {
    // A list under the next main heading is that one's.
    const limit = Math.min(end + TITLE_REACH, headings[index + 1]?.start ?? Infinity);
    let from = end;
    for (let tried = 0; tried < MAX_LISTS; tried++) {
      const list = listStartWithin(html, from, limit - from);
      if (!list || list.kind === "table") break;
      from = list.index + list.tag.length;
      // Its first items first: a long list of something else is not read whole.
      if (!amountsMostly(firstItems(html.slice(from, from + FIRST_LOOK)))) continue;
      const { items: lines, end: listEnd } = groupedList(html, list);
      if (amountsMostly(lines)) return { lines: withoutRepeatedRun(lines), title, end: listEnd };
    }
    const bullets = bulletLines(html, end, headings[index + 1]?.start ?? html.length);
    if (bullets.length > 0) return { lines: bullets, title };
  }
  return null;
}
