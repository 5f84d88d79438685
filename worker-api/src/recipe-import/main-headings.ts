// The page's main headings (`<h1>`) a reader sees: a heading kept for screen readers only (a
// menu's "Navigation", "More from the site") names no recipe.

import { htmlToText } from "./html-text";
import { hides } from "./ingredient-list-parts";

const H1_START = /<h1\b/gi;
/** One heading from its start: bounded, so a page of unclosed `<h1>`s stays cheap. */
const H1_AT = /<h1\b([^<>]{0,1000})>([\s\S]{0,1000}?)<\/h1>/iy;
/** Classes that keep an element for screen readers only: "sr-only", "dre-heading__sr-only", "screen-reader-text". */
const SCREEN_READER_ONLY = /\bclass\s*=\s*["'][^"'<>]*(?:sr-only|screen-reader|visually-?hidden)/i;
/** Heading starts looked at, at most, shown or not, closed or not. */
const MAX_EXAMINED = 10;

/** A main heading's text and where it starts and ends in the page. */
interface MainHeading {
  title: string;
  start: number;
  end: number;
}

/** The first `count` shown main headings with a text, in page order. */
export function mainHeadings(html: string, count: number): MainHeading[] {
  const headings: MainHeading[] = [];
  let examined = 0;
  for (const start of html.matchAll(H1_START)) {
    if (++examined > MAX_EXAMINED || headings.length === count) break;
    H1_AT.lastIndex = start.index;
    const heading = H1_AT.exec(html);
    if (!heading) continue;
    const tag = `<h1${heading[1]}>`;
    if (SCREEN_READER_ONLY.test(tag) || hides(tag)) continue;
    const title = htmlToText(heading[2]!);
    if (title) headings.push({ title, start: start.index, end: start.index + heading[0].length });
  }
  return headings;
}
