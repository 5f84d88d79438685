// The page's main headings (`<h1>`) a reader sees: a heading kept for screen readers only (a
// menu's "Navigation", "More from the site") names no recipe.

import { htmlToText } from "./html-text";
import { hides } from "./ingredient-list-parts";

// Bounded, like every pattern run over a whole page: a hostile page of unclosed tags stays cheap.
const H1 = /<h1\b([^<>]*)>([\s\S]{0,1000}?)<\/h1>/gi;
/** Classes that keep an element for screen readers only: "sr-only", "dre-heading__sr-only", "screen-reader-text". */
const SCREEN_READER_ONLY = /\bclass\s*=\s*["'][^"'<>]*(?:sr-only|screen-reader|visually-?hidden)/i;
/** Headings looked at, at most, shown or not. */
const MAX_EXAMINED = 10;

/** A main heading's text and where it starts and ends in the page. */
export interface MainHeading {
  title: string;
  start: number;
  end: number;
}

/** The first `count` shown main headings with a text, in page order. */
export function mainHeadings(html: string, count: number): MainHeading[] {
  const headings: MainHeading[] = [];
  let examined = 0;
  for (const heading of html.matchAll(H1)) {
    if (++examined > MAX_EXAMINED || headings.length === count) break;
    const tag = `<h1${heading[1]}>`;
    if (SCREEN_READER_ONLY.test(tag) || hides(tag)) continue;
    const title = htmlToText(heading[2]!);
    if (title) headings.push({ title, start: heading.index, end: heading.index + heading[0].length });
  }
  return headings;
}
