// The steps and the servings a page shows, for pages whose structured data leaves them out (or
// that have none): the list after a "Directions" heading, and a "Serves 6" beside the title.

import { htmlToLines, htmlToText } from "./html-text";
import { groupedItems, LINK_TAGS, LIST_REACH, listStartWithin } from "./markup-ingredients";
import { readInstructions } from "./recipe-fields";

const STEPS_WORDS =
  "directions|instructions|method|preparation|steps|how to make (?:it|this)|zubereitung|anleitung|bereiding(?:swijze)?|pr[ée]paration|preparaci[oó]n|elaboraci[oó]n|modo de preparo|preparazione|procedimento|tilberedning|fremgangsm[aå]de|gör så här|valmistus|przygotowanie|postup|elkészítés";
/** A heading's text: the whole text of an element, nothing else in it. */
const STEPS_HEADING_TEXT = new RegExp(`>\\s*(?:${STEPS_WORDS})\\s*:?\\s*<`, "gi");
/** Headings tried, at most: each try reads up to a list's length. */
const MAX_HEADINGS = 10;
/** How much of the page after a heading is read for steps written as paragraphs. */
const PARAGRAPHS_REACH = 8000;
/** Text between the heading and a list that says the list is something else: the steps are that text. */
const MAX_TEXT_BEFORE_LIST = 40;
/** Where steps written as paragraphs end: the next heading or list, or the end of the article. */
const STEPS_END = /<(?:h[1-6]|ul|ol|table|footer|nav|form|aside)\b|<\/(?:article|main|body|section)>/i;
/** A step is a sentence: a few words at least, not "Print" or "Jump to recipe". */
const SENTENCE = /\p{L}+(?:\s+\S+){3,}/u;

/** Steps written as paragraphs (or `<br>` lines) right after the heading ending at `anchor`. */
function paragraphSteps(html: string, anchor: number): string[] {
  let region = html.slice(anchor, anchor + PARAGRAPHS_REACH).replace(/<!--[\s\S]*?(?:-->|$)/g, " ");
  const end = STEPS_END.exec(region);
  if (end) region = region.slice(0, end.index);
  return readInstructions(htmlToLines(region).filter((line) => SENTENCE.test(line)));
}

/**
 * The steps after a "Directions"-like heading (not a menu entry): the list right after it, else
 * (with `paragraphs`) the paragraphs up to the next heading or list; [] when none. Paragraphs are
 * only read on pages without structured data: on the others, text after such a heading is more
 * often an introduction or a cooking-mode switch than the steps the data left out.
 */
export function markupInstructions(html: string, paragraphs: boolean): string[] {
  let tried = 0;
  for (const match of html.matchAll(STEPS_HEADING_TEXT)) {
    if (++tried > MAX_HEADINGS) break;
    const openTag = /^<([a-z0-9]+)/i.exec(html.slice(html.lastIndexOf("<", match.index), match.index));
    if (!openTag || LINK_TAGS.has(openTag[1]!.toLowerCase())) continue;
    const anchor = match.index + match[0].length - 1;
    const list = listStartWithin(html, anchor, LIST_REACH);
    const between = list ? html.slice(anchor, list.index) : "";
    if (/^\s*(?:<\/\w+>\s*)*<\/(?:a|button)>/i.test(between)) continue;
    const items =
      list && list.kind !== "table" && !/<\/(?:body|main|article)>/i.test(between) ? groupedItems(html, list) : [];
    // Text between the heading and the list: a note or a cooking-mode switch before the steps, or
    // the steps themselves before an unrelated list ("More soups").
    const textBefore = htmlToText(between).length;
    const stepLike = items.length > 0 && items.join(" ").length >= 25 * items.length;
    const steps =
      items.length > 0 && (textBefore <= MAX_TEXT_BEFORE_LIST || (stepLike && textBefore <= 3 * MAX_TEXT_BEFORE_LIST))
        ? readInstructions(items)
        : paragraphs
          ? paragraphSteps(html, anchor)
          : [];
    if (steps.length > 0) return steps;
  }
  return [];
}

/**
 * "Serves 6", "Servings: 4", "Makes 12", "Yield: 8 portions" as the whole text of an element (the
 * number may sit in an element of its own), else "4 people"; the number, or null when the page
 * shows none.
 */
const SERVINGS_TEXT =
  />\s*(?:serves|servings|serving size|yields?|makes|portions?|porties|portionen|personen|porciones|porções|personnes)\s*:?\s*(?:<[^<>]{0,200}>\s*){0,4}(\d{1,3})(?![\d.,/])\s*(?:(?:servings?|portions?|people|persons?|personen|personnes)\s*)?</i;

/** The same written number first: "4 people", "6 personnes", "Pour 2 personnes :", "2 porsjoner". */
const PEOPLE_TEXT =
  />\s*(?:(?:for|pour|voor|für|para|per)\s+)?(\d{1,3})\s*(?:people|persons|personnes|personen|servings|portions|porsjoner|portioner|porties|portionen|porciones|porzioni|pessoas)\s*:?\s*</i;

export function markupServings(html: string): number | null {
  const match = SERVINGS_TEXT.exec(html) ?? PEOPLE_TEXT.exec(html);
  const servings = match ? Number(match[1]) : 0;
  return servings > 0 ? servings : null;
}
