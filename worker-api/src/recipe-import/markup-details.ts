// The steps and the servings a page shows, for pages whose structured data leaves them out (or
// that have none): the list after a "Directions" heading, and a "Serves 6" beside the title.

import { htmlToLines, htmlToText } from "./html-text";
import {
  groupedItems,
  HEADING_MARK,
  LINK_TAGS,
  LIST_REACH,
  partsOfOneKind,
  isSentence,
  listStartWithin,
  looksLikeSteps,
  SENTENCE,
  STEP_LABEL,
  STEPS_NAME,
  titledHeading,
  titledHeadings,
} from "./markup-ingredients";
import { MAX_LINES, readInstructions } from "./recipe-fields";

const STEPS_WORDS =
  "directions|(?:cooking\\s+)?instructions|method|preparation|procedure|steps|step[- ]by[- ]step(?:\\s+(?:instructions|directions))?|how to make (?:it|this|them)|here(?:'|’|&rsquo;|&#8217;)s how to make(?: it| this| them)?|zubereitung|anleitung|so geht(?:'|’)?s|bereiding(?:swijze)?|werkwijze|pr[ée]paration|preparaci[oó]n|elaboraci[oó]n|modo de preparo|preparazione|procedimento|tilberedning|fremgangsm[aå]de|tillagning|gör så här|valmistus|przygotowanie|postup|elkészítés|mod de preparare|yapılışı|hazırlanışı|приготовление|طريقة التحضير|طريقة العمل|εκτέλεση|οδηγίες";
/**
 * Words that head the steps on some pages and a call to action or a post's tips on others; "Recipe"
 * heads the steps only as a list.
 */
const LOOSE_STEPS_WORDS =
  "recipe|how to make|get started|let(?:'|’|&rsquo;|&#8217;)s get (?:started|cooking)|aan de slag";
/**
 * A heading's text: the whole text of an element, nothing else in it, after a pictogram or a mark.
 * It may name what it makes ("How to make the sauce", "Elaboración de la crema", "Method for the
 * filling"): that, or loose words, is captured. The words are first looked for ahead of each ">"
 * without the marks, which is what keeps the pattern cheap over a whole page; the spaces before
 * them (a template's indent, however long) are passed once, never tried again.
 */
const STEPS_HEADING_TEXT = new RegExp(
  `>(?=(\\s*))\\1(?=[^<]{0,48}?(?:${STEPS_WORDS}|${LOOSE_STEPS_WORDS}))${HEADING_MARK}(?:${STEPS_WORDS}|(${LOOSE_STEPS_WORDS}))((?:\\s+(?:for|of|with|in|de|del|des|du|della|en|au|für|im|voor|van|met|con|da|do|nel)\\b|(?<=how to make)\\s)[^<>]{0,59}[^<>\\s])?(?:[\\s:.!]|&nbsp;|&#160;)*<`,
  "giu",
);
/** A heading naming the recipe before the steps' word: "Wikinger-Auflauf &ndash; Die Zubereitung". */
const TITLED_STEPS_HEADING = titledHeading(STEPS_WORDS);

/**
 * An element the page marks as the steps by its class, id or microdata property:
 * `<div class="recipe-instructions">`, `<ol id="preparation-steps">`, `<div itemprop="recipeInstructions">`.
 */
const STEPS_CONTAINER = new RegExp(`<(div|section|article|ol|ul|span)\\s[^<>]*?${STEPS_NAME}[^<>]*>`, "gi");
/** Headings (and marked elements) tried, at most: each try reads up to a list's length. */
const MAX_ANCHORS = 10;
/** How much of the page after a heading is read for steps written as paragraphs. */
const PARAGRAPHS_REACH = 8000;
/** Text between the heading and a list that says the list is something else: the steps are that text. */
const MAX_TEXT_BEFORE_LIST = 40;
/**
 * Where steps written as paragraphs end: the next heading or list, the end of the article, or a
 * `<meta>` (which holds a copy of the steps, often as HTML in its content).
 */
const STEPS_END = /<(?:h[1-6]|ul|ol|table|footer|nav|form|aside|meta)\b|<\/(?:article|main|body|section)>/i;

/** A picture's caption, at most 1,000 characters. */
const FIGURE_CAPTION = /<figcaption\b[^]{0,1000}?<\/figcaption\s*>/gi;

/** A heading over one step or one part of the method: "Step 1", "Step 2: Brown the meat", "Method for the sauce". */
const STEP_HEADING = new RegExp(`^(?:${STEP_LABEL}\\b|(?:${STEPS_WORDS})\\s)`, "iu");
/** A part's own heading ("Making the dumplings") shows itself by a step's heading right after it. */
const STEP_HEADING_NEXT = new RegExp(`^\\s*<h[1-6]\\b[^<>]*>\\s*${STEP_LABEL}\\b`, "i");
/** The headings passed inside the steps, at most. */
const MAX_STEP_HEADINGS = 40;

/**
 * Steps written as paragraphs (or `<br>` lines) right after the heading or inside the element whose
 * start tag ends at `anchor`, up to `end` at the latest. A heading over one step or one part of the
 * method does not end them: "Step 2", "Method for the sauce", or any heading a step's heading follows.
 */
function paragraphSteps(html: string, anchor: number, end = html.length): string[] {
  // A picture's caption among the paragraphs ("Rice pudding (Photo: …)") is no step.
  const region = html
    .slice(anchor, Math.min(end, anchor + PARAGRAPHS_REACH))
    .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
    .replace(FIGURE_CAPTION, " ");
  const ends = new RegExp(STEPS_END.source, "gi");
  let steps = "";
  // The last step numbered by its heading ("2. Toss the chicken"): the next must be one more.
  let stepNumber = 0;
  let from = 0;
  for (let next = ends.exec(region), passed = 0; ; next = ends.exec(region), passed++) {
    // A heading's text: what follows its start tag ("<h3" matched) up to its end tag.
    const after = next ? next.index + next[0].length : 0;
    const heading =
      next && /^<h[1-6]/i.test(next[0]) ? /^[^<>]*>([^]{0,500}?)<\/h[1-6]\s*>/i.exec(region.slice(after)) : null;
    steps += ` ${region.slice(from, next ? next.index : region.length)}`;
    if (!next || !heading || passed === MAX_STEP_HEADINGS) break;
    const headingEnd = after + heading[0].length;
    const headingWords = htmlToText(heading[1]!);
    // The method's introduction set as a heading before the first step ("Here is how it is made,
    // and it is easy:") is passed, its text left out.
    const introduction = SENTENCE.test(headingWords) && !SENTENCE.test(htmlToText(steps));
    // A numbered heading says what its step does ("1. Preheat your oven to 425°F"): it begins the
    // step, when the headings count the steps from 1 ("3. Reasons you will love it" after prose ends them).
    const numbered = NUMBERED_HEADING.exec(headingWords);
    const nextStep = numbered !== null && Number(numbered[1]) === stepNumber + 1;
    if (
      !introduction &&
      !nextStep &&
      !STEP_HEADING.test(headingWords) &&
      !STEP_HEADING_NEXT.test(region.slice(headingEnd, headingEnd + 200))
    )
      break;
    if (nextStep) {
      stepNumber++;
      steps += `<p>${STEP_TITLE_MARK}${escapeText(numbered[2]!)}</p>`;
    }
    from = headingEnd;
    ends.lastIndex = from;
  }
  // A tag cut at the reach's end, or one whose attribute holds a "<", is markup left as text.
  const lines = withStepTitles(htmlToLines(steps.replace(/<[^>]*$/, "")));
  return readInstructions(lines.filter((line) => SENTENCE.test(line) && !/^<\/?[a-z]/i.test(line)));
}

/** A step's number and what it does, as a heading: "2. Toss the chicken with the spices". */
const NUMBERED_HEADING = /^(\d{1,2})[.)]\s+(\S.*)$/s;
/** Text put back into markup as text: its "&" and "<" escaped, so it is decoded once only. */
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
/** Marks a numbered heading's words among a method's lines until they are joined to the step's text. */
const STEP_TITLE_MARK = "\u2063";

/** Each numbered heading's words put before the text under it: "Preheat your oven to 425°F. We want it hot." */
function withStepTitles(lines: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!line.startsWith(STEP_TITLE_MARK)) {
      joined.push(line);
      continue;
    }
    const title = line.slice(STEP_TITLE_MARK.length).trim();
    const next = lines[index + 1];
    if (next === undefined || next.startsWith(STEP_TITLE_MARK)) joined.push(title);
    else {
      joined.push(`${title}${/[.!?:]$/.test(title) ? "" : "."} ${next}`);
      index++;
    }
  }
  return joined;
}

/**
 * Where the element named `name` whose start tag ends at `from` is closed (its own elements of the
 * same name counted), looked for within the paragraphs' reach; the reach's end when not there.
 */
function elementEnd(html: string, from: number, name: string): number {
  const tags = new RegExp(`<(/?)${name}\\b[^<>]*>`, "gi");
  const region = html.slice(from, from + PARAGRAPHS_REACH);
  let depth = 1;
  for (const tag of region.matchAll(tags)) {
    depth += tag[1] ? -1 : tag[0].endsWith("/>") ? 0 : 1;
    if (depth === 0) return from + tag.index;
  }
  return from + region.length;
}

/** A picture right after a heading, its caption in it: `<figure class="wp-caption">`. */
const PICTURE_FIRST = /^\s*(?:<\/[a-z][a-z0-9]*\s*>\s*)*<figure\b[^<>]*>/i;

/** Where a heading's text ends, or past the picture that follows it: the steps come after the picture. */
function pastPicture(html: string, at: number): number {
  const picture = PICTURE_FIRST.exec(html.slice(at, at + 500));
  if (!picture) return at;
  const close = elementEnd(html, at + picture[0].length, "figure");
  const closeEnd = html.indexOf(">", close);
  return closeEnd === -1 ? at : closeEnd + 1;
}

/** How far back a link or button holding a heading may open: a card's heading wrapped in its link. */
const LINK_REACH = 500;

/** A link or button that opens and closes a panel of the page (an accordion's "Method"): a section's heading. */
const PANEL_TOGGLE = /^<(?:a|button)\b[^<>]*\bdata-(?:bs-)?toggle\s*=\s*["']?collapse\b/i;

/**
 * Whether the text at `index` is inside a link or a button ("<a href="/overnight-oats"><strong>How
 * to make</strong></a>"), not one that opens a panel of the page.
 */
function insideLink(html: string, index: number): boolean {
  const opened = openLink(html, index);
  return opened !== null && !PANEL_TOGGLE.test(opened);
}

/** The start tag of the link or button still open at `index`, null when none is. */
function openLink(html: string, index: number): string | null {
  const before = html.slice(Math.max(0, index - LINK_REACH), index);
  const opened = [...before.matchAll(/<(?:a|button)\b[^<>]*>?/gi)].at(-1);
  return opened && !/<\/(?:a|button)\s*>/i.test(before.slice(opened.index)) ? opened[0] : null;
}

/**
 * An element whose class or id names ingredients: the next part's, between one part's method and
 * the next; never the steps' own element.
 */
const INGREDIENTS_ELEMENT = /<[a-z][a-z0-9]*\s[^<>]*?\b(?:class|id)\s*=\s*["'][^"'<>]*ingredient/i;

/** Where steps may begin; for an element marked as the steps, where it ends and its start tag. */
interface StepsAnchor {
  at: number;
  end?: number;
  tag?: string;
  /** A heading that heads a list of steps, never paragraphs: "Recipe" (over a post's prose as often). */
  listOnly?: boolean;
}

/**
 * Where the steps may follow, in the order tried: after each "Directions" heading, then after each
 * heading that names what it makes ("Instructions for freezing" may stand before the method) or is
 * in looser words ("How to make the best hash" is as often a post's tips as the method, "Get
 * started"), then inside each element marked as the steps. A menu entry, a link or a button is no
 * heading.
 */
function stepsAnchors(html: string): StepsAnchor[] {
  const plain: number[] = [];
  const loose: StepsAnchor[] = [];
  let examined = 0;
  for (const match of html.matchAll(STEPS_HEADING_TEXT)) {
    // Each kind has its own cap: a sidebar's many "Recipe" labels leave room for the "Directions".
    const isLoose = match[2] !== undefined || match[3] !== undefined;
    if (isLoose && loose.length === MAX_ANCHORS) continue;
    if (plain.length === MAX_ANCHORS || ++examined > 20 * MAX_ANCHORS) break;
    // The tag before the words: the heading's own, or one closed inside it (an icon's: "<h4><i
    // class="fa-list"></i> Method</h4>"), and then the words are no link's either.
    const tag = /^<(\/?)([a-z0-9]+)[^<>]*/i.exec(html.slice(html.lastIndexOf("<", match.index), match.index + 1));
    const heading = tag && (tag[1] || !LINK_TAGS.has(tag[2]!.toLowerCase()) || PANEL_TOGGLE.test(tag[0]));
    const at = match.index + match[0].length - 1;
    if (!heading || insideLink(html, match.index)) continue;
    if (!isLoose) plain.push(at);
    else loose.push({ at, listOnly: /^recipe$/i.test(match[2] ?? "") });
  }
  // Looked for only on a page without another heading over the steps: one more pass over the page.
  if (plain.length + loose.length === 0)
    plain.push(...titledHeadings(html, TITLED_STEPS_HEADING).map((heading) => heading.at));
  const marked: StepsAnchor[] = [];
  for (const match of html.matchAll(STEPS_CONTAINER)) {
    if (marked.length === MAX_ANCHORS) break;
    // "ingredients-method" names where the ingredients are (for one way of cooking), not the steps.
    if (INGREDIENTS_ELEMENT.test(match[0])) continue;
    const at = match.index + match[0].length;
    marked.push({ at, end: elementEnd(html, at, match[1]!), tag: match[0] });
  }
  return [...plain.map((at) => ({ at })), ...loose, ...marked];
}

/**
 * The steps after a "Directions"-like heading or inside an element marked as the steps (from `at` to
 * its `end`): the list right after it (or the marked list itself), else the paragraphs up to the
 * next heading or list (or the element's end), unless the heading heads lists only; [] when none.
 */
function stepsAt(html: string, anchor: StepsAnchor): string[] {
  const { end, tag } = anchor;
  const at = tag ? anchor.at : pastPicture(html, anchor.at);
  // An element marked as the steps may be their list itself: `<ol class="instructions">`.
  const kind = tag && /^<(ul|ol)\b/i.exec(tag)?.[1]!.toLowerCase();
  const list = kind ? { index: at - tag.length, tag, kind } : listStartWithin(html, at, LIST_REACH);
  const between = list ? html.slice(at, list.index) : "";
  // A heading that closes a link is the link's words, unless the link opens the steps' panel.
  if (/^\s*(?:<\/\w+>\s*)*<\/(?:a|button)>/i.test(between) && !PANEL_TOGGLE.test(openLink(html, at) ?? "")) return [];
  const read =
    list && (list.kind === "ul" || list.kind === "ol") && !/<\/(?:body|main|article)>/i.test(between)
      ? groupedItems(html, list, true)
      : [];
  // A list left unclosed runs on into the footer's links: the steps end before a run of items
  // that are no sentences ("Instagram", "Contact"), not before one short last step ("Remove and serve").
  const last = read.findLastIndex(isSentence) + 1;
  const items = read.length - last >= 2 ? read.slice(0, last) : read;
  // Text between the heading and the list: a note or a cooking-mode switch before the steps, or
  // the steps themselves before an unrelated list ("More soups").
  const textBefore = htmlToText(between).length;
  const stepLike = items.length > 0 && items.join(" ").length >= 25 * items.length;
  // A list of a few words an item is a menu or the recipe's tags, a list of amounts its ingredients.
  return items.length > 0 &&
    looksLikeSteps(items) &&
    (textBefore <= MAX_TEXT_BEFORE_LIST || (stepLike && textBefore <= 3 * MAX_TEXT_BEFORE_LIST))
    ? readInstructions(items)
    : anchor.listOnly
      ? []
      : paragraphSteps(html, at, end);
}

/** Only markup, a rule or a picture between an ingredient list's end and the paragraph after it. */
const NOTHING_BETWEEN = /^(?:\s|<(?:\/[a-z][a-z0-9]*|hr|br|div|p|img|figure|picture|source)\b[^<>]*>)*<p\b/i;

/**
 * The paragraphs right after an ingredient list that ends at `end`, on a page that names neither
 * (no heading, no data): its method, when it follows the list with nothing but markup between.
 */
export function paragraphsAfterList(html: string, end: number): string[] {
  return NOTHING_BETWEEN.test(html.slice(end, end + 1000)) ? paragraphSteps(html, end) : [];
}

/** A method of one step under this many words may be no method: a later heading's is looked for. */
const THIN_STEP_WORDS = 6;

/**
 * The recipe's steps: those at the first place that holds any. A method in parts, each part's steps
 * after its ingredients in elements of one kind (its ingredients, `<ul class="instructions">`, the
 * next part's ingredients, `<ul class="instructions">`), is read part after part.
 */
export function markupInstructions(html: string): string[] {
  const anchors = stepsAnchors(html);
  let thin: string[] = [];
  for (const [index, anchor] of anchors.entries()) {
    const steps = stepsAt(html, anchor);
    if (steps.length === 0) continue;
    for (const part of partsOfOneKind(html, anchors, index, INGREDIENTS_ELEMENT)) {
      if (steps.length >= MAX_LINES) break;
      steps.push(...stepsAt(html, part));
    }
    // One step of a few words (a template's empty "Method" over its tags: "Recipe Type: Main
    // Dishes") is kept only when no later heading holds more.
    if (steps.length === 1 && steps[0]!.split(/\s+/).length < THIN_STEP_WORDS) {
      if (thin.length === 0) thin = steps;
      continue;
    }
    return steps.slice(0, MAX_LINES);
  }
  return thin;
}

/**
 * "Serves 6", "Servings: 4", "Makes 12", "Yield: 8 portions", "Serves: 6-8", "Portions : 4 à 6",
 * "Personnes 6/8" (the first) as the whole text of an element (the number may sit in an element of
 * its own) or before a "|" ("Serves 2-4 | Prep 10 min"), else "4 people"; the number, or null when
 * the page shows none. A range with a slash must rise from 2 or more: "Serving size: 1/8" is a share.
 */
const SERVINGS_TEXT =
  />(?:\s|&nbsp;|&#160;)*(?:serves|servings|serving size|yields?|makes|portions?|porties|portionen|personen|porciones|porções|personnes)(?:\s|&nbsp;|&#160;)*(?::(?:\s|&nbsp;|&#160;)*)?(?:<[^<>]{0,200}>\s*){0,4}(\d{1,3})(?![\d.,])(?:\s*(-|–|to|à|bis|tot|\/)\s*(\d{1,3}))?(?![\d.,/])\s*(?:(?:servings?|portions?|people|persons?|personen|personnes)\s*)?(?:<|\|)/i;

/**
 * The same written number first: "4 people", "6 personnes", "Pour 2 personnes :", "2 porsjoner",
 * "4 adag", "4 porce", "8 os.", "Até 4 porções", "2 - 4 porcje" (the first), "<span>4</span>
 * porções" and "<span>3-4</span> <p>Servings</p>" (the number in an element of its own), "2
 * Portionen als Hauptgericht" (what the dish is served as may follow), "4 servings — 20 minutes"
 * (the times may follow).
 */
const PEOPLE_TEXT =
  />\s*(?:(?:for|pour|voor|für|para|per|até|up to|hasta)\s+)?(\d{1,3})(?:\s*[-–]\s*\d{1,3})?\s*(?:<\/?(?:span|p|div|strong|b|em|small)\b[^<>]{0,100}>\s*){0,2}(?:people|persons|personnes|personen|servings|portions|porsjoner|portioner|porties|portionen|porciones|porzioni|pessoas|porções|adag|porcje|porcji|porce|porcí|porcie|porcia|osób|osoby|os\.|μερίδες)(?:\s+(?:als|as|for|pour|para|come|como)\s[^<>]{0,29}[^<>\s])?\s*(?::\s*)?(?:[—–|·][^<>]{1,40})?</i;

export function markupServings(html: string): number | null {
  const counted = SERVINGS_TEXT.exec(html);
  const share = counted?.[2] === "/" && !(Number(counted[1]) >= 2 && Number(counted[3]) > Number(counted[1]));
  const match = (share ? null : counted) ?? PEOPLE_TEXT.exec(html);
  const servings = match ? Number(match[1]) : 0;
  return servings > 0 ? servings : null;
}
