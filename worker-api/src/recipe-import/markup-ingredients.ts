// Ingredients read off the page's visible markup, for pages whose structured data has none (or a
// truncated list): the first list (`<ul>`/`<ol>`, or a table's rows) after an "Ingredients" heading or an element whose
// class or id names ingredients.

import { readLeadingAmount } from "./amount";
import { htmlToLines, htmlToText } from "./html-text";
import { withoutRepeatedRun } from "./repeated-lines";
import {
  AFTER_INGREDIENTS_HEADING,
  CONTROL,
  hides,
  HEADING_SUFFIX,
  INGREDIENT_WORDS,
  INGREDIENTS_HEADING,
  isIngredient,
  STAPLES_WORDS,
  tagLinks,
  withoutAmountDash,
} from "./ingredient-list-parts";
import { withColumnUnits } from "./column-units";
import { amountsFollowNames, endsWithAmount, joinAmountRows, MAX_LINES, tidyIngredientLine } from "./recipe-fields";

/** A pictogram or a mark before a heading's words: "🛒 What you'll need", "&#128722; Ingredients". */
export const HEADING_MARK = "(?:(?:&#?[a-z0-9]{1,8};|[^\\p{L}\\p{N}<>\\s&])\\s*){0,3}";
const HEADING_TEXT = new RegExp(
  `>\\s*${HEADING_MARK}(?:${INGREDIENT_WORDS})${HEADING_SUFFIX}\\s*(?:<br\\s*/?>\\s*)?<`,
  "giu",
);
/**
 * A heading that names the recipe before `words`: "Apple Cake – The ingredients", "Apfelkuchen
 * &ndash; Die Zutaten". Found by its dash, so the name before it is not searched for at every tag.
 */
export const titledHeading = (words: string) =>
  new RegExp(
    `\\s(?:[–—-]|&[nm]dash;|&#821[12];)\\s+(?:(?:the|die|les|los|las|de|het|gli)\\s+)?(?:${words})${HEADING_SUFFIX}\\s*<`,
    "giu",
  );
const TITLED_HEADING = titledHeading(INGREDIENT_WORDS);
/** The longest recipe name read before such a heading's dash. */
const MAX_TITLE_BEFORE = 80;

/**
 * The headings `pattern` (a `titledHeading`) finds, the first few: where each ends and its text.
 * The name before the dash is the heading's own text, not a link's.
 */
export function titledHeadings(html: string, pattern: RegExp): Anchor[] {
  const found: Anchor[] = [];
  let examined = 0;
  for (const match of html.matchAll(pattern)) {
    if (++examined > 2 * MAX_ANCHORS || found.length >= MAX_ANCHORS) break;
    const open = html.lastIndexOf(">", match.index);
    const openTag = /<([a-z0-9]+)\b[^<>]*>$/i.exec(html.slice(Math.max(0, open - 300), open + 1));
    if (open === -1 || match.index - open > MAX_TITLE_BEFORE || html.slice(open, match.index).includes("<")) continue;
    if (openTag && !LINK_TAGS.has(openTag[1]!.toLowerCase()))
      found.push({
        at: match.index + match[0].length - 1,
        heading: headingText(htmlToText(html.slice(open + 1, match.index + match[0].length - 1))),
      });
  }
  return found;
}
/** A container (not a menu entry or a link) whose class or id names ingredients. */
const INGREDIENT_CLASS =
  /<(?:div|section|aside|article|header|ul|ol|dl|table|span|p|h[1-6])\s[^<>]*?\b(?:class|id)\s*=\s*["'][^"'<>]*ingredient[^"'<>]*["'][^<>]*>/gi;
/** A heading's words without what ends it: "Ingredients:" and "Zutaten *" and "材料：" read as the word. */
const headingText = (text: string) => text.replace(/[\s:*：]+$/, "");
/** A class naming a menu's entry or the navigation. */
const MENU_ENTRY = /\bclass\s*=\s*["'][^"'<>]*\b(?:menu|nav)/i;
/** A list item marked as an ingredient by microdata: `<li itemprop="ingredients">`. */
const INGREDIENT_ITEM = /<li\s[^<>]*\bitemprop\s*=\s*["']?(?:recipeIngredient|ingredients?)\b/i;
/** A menu entry or button saying "Ingredients" is not a heading. */
export const LINK_TAGS = new Set(["a", "button", "option", "label", "li"]);
/** A list, a table, or a definition list the page names as its ingredients (`<dl class="ingredients">`). */
const LIST_START = /<(ul|ol|table)\b[^<>]*>|<(dl)\b[^<>]*ingredient[^<>]*>/i;
/** Each kind's own tags, to find where a list of that kind ends. */
const LIST_TAGS: Record<string, RegExp> = {
  table: /<!--[\s\S]*?(?:-->|$)|<(\/?)table\b[^<>]*>/gi,
  dl: /<!--[\s\S]*?(?:-->|$)|<(\/?)dl\b[^<>]*>/gi,
  list: /<!--[\s\S]*?(?:-->|$)|<(\/?)(?:ul|ol)\b[^<>]*>/gi,
};
/** An unclosed comment runs to the end of the text, so the pattern stays linear. */
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/**
 * `text` with each comment blanked out, its length kept so that places in it stay where they were:
 * a comment is not shown, even when it holds an older list ("<!-- <ul><li>8 plums</li></ul> -->").
 * Only the parts of a page read are blanked, not the whole page.
 */
const uncommented = (text: string) =>
  text.includes("<!--") ? text.replace(COMMENT, (comment) => " ".repeat(comment.length)) : text;
/** Headings and ingredient-named elements tried, at most (each try reads up to a list's length). */
const MAX_ANCHORS = 10;
/** How far after its heading a list may start: a heading, a note or a picture in between. */
export const LIST_REACH = 2000;
/** The longest list read: far longer than any ingredient list, short enough that an unclosed one stays cheap. */
const MAX_LIST_LENGTH = 100_000;
/** What may separate two lists of one ingredient list's groups: a short group heading ("Optional"). */
const GROUP_GAP = 300;
/**
 * How far apart two groups' lists may be when a group's name stands between them: page builders
 * wrap a heading ("Rice") in many elements.
 */
const NAMED_GROUP_GAP = 1500;
/** A group's name between two lists: a few words, no sentence and no amount. */
const GROUP_NAME = /^[\p{L}][\p{L}\s'’&/-]{0,38}:?$/u;
const STEPS_HEADING =
  /instruction|method|direction|preparation|step|zubereitung|bereiding|pr[ée]paration|preparaci[oó]n|elaboraci[oó]n|tilberedning|gör så här|fremgangsm[aå]de|elkészítés|valmistus|przygotowanie|postup|preparazione|procedimento|modo de preparo|mod de preparare|yapılışı|hazırlanışı|приготовление|طريقة التحضير|طريقة العمل|how to (?:make|cook|prepare)/i;

/** The inner HTML of the list whose start tag ends at `from` and where its closing tag ends (nested lists included). */
function listBody(html: string, from: number, kind: string): { body: string; end: number; closed: boolean } {
  // A comment matches as a whole and is passed: a list tag inside one does not count.
  const tags = new RegExp(LIST_TAGS[kind] ?? LIST_TAGS.list!);
  const region = html.slice(from, from + MAX_LIST_LENGTH);
  let depth = 1;
  for (let tag = tags.exec(region); tag; tag = tags.exec(region)) {
    if (tag[1] === undefined) continue;
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return { body: uncommented(region.slice(0, tag.index)), end: from + tags.lastIndex, closed: true };
  }
  return { body: uncommented(region), end: from + region.length, closed: false };
}

/** The first list starting within `reach` characters after `from`, with its index in the page. */
export function listStartWithin(
  html: string,
  from: number,
  reach: number,
): { index: number; tag: string; kind: string } | null {
  const list = LIST_START.exec(uncommented(html.slice(from, from + reach)));
  return list ? { index: from + list.index, tag: list[0], kind: (list[1] ?? list[2])!.toLowerCase() } : null;
}

const VOID_ELEMENTS = new Set(["br", "img", "input", "hr", "meta", "link", "source", "wbr", "col", "area"]);

/**
 * Whether the list at `list` is hidden: by its own tag, or by an element opened after `from` (where
 * the list before it ended) and still open at the list: `<div class="hide"><h2>Ingredients</h2><table>`,
 * another unit system's heading and list behind a switch.
 */
function isHidden(html: string, from: number, list: { index: number; tag: string }): boolean {
  if (hides(list.tag)) return true;
  // The elements opened in between and not closed again, each with whether it hides.
  const open: { name: string; hiding: boolean }[] = [];
  for (const tag of html.slice(from, list.index).matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^<>]*>/gi)) {
    const name = tag[2]!.toLowerCase();
    if (tag[1]) {
      const at = open.findLastIndex((element) => element.name === name);
      if (at !== -1) open.length = at;
    } else if (!VOID_ELEMENTS.has(name) && !tag[0].endsWith("/>")) open.push({ name, hiding: hides(tag[0]) });
  }
  return open.some((element) => element.hiding);
}

/** Where the element named `name` whose start tag ends at `from` is closed: the text's end when it never is. */
function elementEnd(text: string, from: number, name: string): number {
  const sameName = new RegExp(`<(/?)${name}\\b[^<>]*>`, "gi");
  sameName.lastIndex = from;
  let depth = 1;
  for (let next = sameName.exec(text); next; next = sameName.exec(text)) {
    depth += next[1] ? -1 : 1;
    if (depth === 0) return sameName.lastIndex;
  }
  return text.length;
}

/** Where the first element after `from` ends, looked for within `reach`: the panels after a switch's tabs. */
function nextElementEnd(html: string, from: number, reach: number): number {
  const region = html.slice(from, from + reach);
  const start = /<([a-z][a-z0-9]*)\b[^<>]*>/i.exec(region);
  if (!start || VOID_ELEMENTS.has(start[1]!.toLowerCase())) return from + region.length;
  return from + elementEnd(region, start.index + start[0].length, start[1]!);
}

/** Hidden elements left out of a text read as lines, at most: each is one pass to its end. */
const MAX_HIDDEN_ELEMENTS = 20;

/**
 * `html` without the elements it hides (another unit system's list behind a switch, a tooltip):
 * the text as the page shows it. An element left unclosed hides the rest.
 */
function withoutHiddenElements(html: string): string {
  let text = html;
  const startTags = /<([a-z][a-z0-9]*)\b[^<>]*>/gi;
  for (let removed = 0, tag = startTags.exec(text); tag && removed < MAX_HIDDEN_ELEMENTS; tag = startTags.exec(text)) {
    const name = tag[1]!.toLowerCase();
    if (VOID_ELEMENTS.has(name) || tag[0].endsWith("/>") || !hides(tag[0])) continue;
    text = `${text.slice(0, tag.index)} ${text.slice(elementEnd(text, startTags.lastIndex, name))}`;
    startTags.lastIndex = tag.index + 1;
    removed++;
  }
  return text;
}

/** Hidden lists passed after a shown one: one per other unit system. */
const MAX_HIDDEN_LISTS = 3;

/**
 * A class, id or microdata property naming the steps: "recipe-instructions", "recipe_details__steps",
 * "recipeInstructions". The word ends the name: "method-overview" holds the times.
 */
export const STEPS_NAME = `\\b(?:class|id|itemprop)\\s*=\\s*["'][^"'<>]*?(?:instructions|directions|method|preparation|steps)(?=["'\\s])[^"'<>]*["']`;
const STEPS_NAMED = new RegExp(STEPS_NAME, "i");

/** A step is a sentence: a few words at least, not "Print" or "Jump to recipe". */
export const SENTENCE = /\p{L}+(?:\s+\S+){3,}/u;
/** An ingredients heading between two lists of steps: the steps have ended. */
const INGREDIENTS_NAMED = new RegExp(INGREDIENT_WORDS, "iu");
/** The longest text between two lists of steps: a part's heading ("Étape 2 · 2. Les pommes de terre"). */
const MAX_STEPS_GAP = 80;
/** A step's label by its number: "Step 2", "Étape 2", "Schritt 3". */
export const STEP_LABEL = "(?:step|étape|paso|passo|schritt|stap)\\s*\\d{1,2}";
/** A part of the method named by its number: "Step 2", "Étape 2", "2. The potatoes". */
const STEP_PART = new RegExp(`(?:^|\\s)${STEP_LABEL}|^\\d{1,2}[.)]\\s`, "i");

/**
 * Whether the list that follows (its items, and the text between it and the list before) is
 * another group of the same list: for ingredients, a group of amounts under a short name; for
 * steps, sentences that are not ingredients, under a part's heading.
 */
function continuesList(items: string[], gap: string, named: boolean, steps: boolean): boolean {
  if (steps) {
    // Further away than a plain gap, only under a part's name or number (not "People who like this").
    const heading = !named || GROUP_NAME.test(gap) || STEP_PART.test(gap);
    return heading && gap.length <= MAX_STEPS_GAP && !INGREDIENTS_NAMED.test(gap) && looksLikeSteps(items);
  }
  return !named || items.filter((line) => readLeadingAmount(line)).length * 2 >= items.length;
}

/**
 * An ingredient's amount: a number, then a unit or a name in small letters ("300g quinoa", "2 eggs"),
 * not a step's number before its sentence ("1 Heat the oil", "2. Add").
 */
const INGREDIENT_AMOUNT = /^[\d½⅓⅔¼¾⅛][\d\s.,/½⅓⅔¼¾⅛-]*\p{Ll}/u;

/** A short step is a sentence still: "Mash everything together.", "Serve." */
const SHORT_SENTENCE = /^\p{L}[^]*[.!?]$/u;
/** A list item that reads as a step. */
export const isSentence = (line: string) => SENTENCE.test(line) || SHORT_SENTENCE.test(line);

/** Items that read as a method: most are sentences, and most do not begin with an amount as ingredients do. */
export function looksLikeSteps(items: string[]): boolean {
  const sentences = items.filter(isSentence).length;
  const amounts = items.filter((line) => INGREDIENT_AMOUNT.test(line)).length;
  return sentences * 2 >= items.length && amounts * 2 < items.length;
}

/**
 * The items of the list starting at `list` and of the lists of the same kind that follow it as
 * groups: of ingredients, or (with `steps`) of a method's steps.
 */
export const groupedItems = (html: string, list: { index: number; tag: string; kind: string }, steps = false) =>
  groupedList(html, list, steps).items;

/** The items `groupedItems` reads, and where the last list read ends. */
export function groupedList(
  html: string,
  list: { index: number; tag: string; kind: string },
  steps = false,
): { items: string[]; end: number } {
  const items: string[] = [];
  let lastEnd = list.index;
  const kind = list.kind;
  // A group further away than a plain gap is taken only when most of its lines begin with an amount.
  let named = false;
  let gap = "";
  for (let next: typeof list | null = list; next;) {
    const shown = listBody(html, next.index + next.tag.length, kind);
    const groupItems = listItems(shown.body, kind, steps);
    if (next !== list && !continuesList(groupItems, gap, named, steps)) break;
    lastEnd = shown.end;
    // A list of one text over and over ("(opens in a new tab)" after each icon link) is not
    // ingredients, nor a list of links only without an amount (the recipe's tags: "Dessert", "Vegan").
    const oneText = groupItems.length > 1 && groupItems.every((line) => line === groupItems[0]);
    if (!oneText && !tagLinks(shown.body, groupItems)) items.push(...groupItems);
    // No recipe holds more groups than lines read: thousands of small lists stay cheap.
    if (!shown.closed || groupItems.length === 0 || items.length >= MAX_LINES) break;
    let end = shown.end;
    next = listStartWithin(html, end, NAMED_GROUP_GAP);
    // Hidden lists after the shown one are its ingredients in other unit systems: passed, not read.
    // Hidden by an element opened after the shown list: the other system's groups share one.
    let passed = 0;
    for (; next && next.kind === kind && isHidden(html, shown.end, next) && passed < MAX_HIDDEN_LISTS; passed++) {
      const hidden = listBody(html, next.index + next.tag.length, kind);
      if (!hidden.closed) return { items, end: lastEnd };
      end = hidden.end;
      next = listStartWithin(html, end, NAMED_GROUP_GAP);
    }
    if (!next || next.kind !== kind || isHidden(html, shown.end, next)) break;
    gap = htmlToText(html.slice(end, next.index));
    // After hidden lists, only a list of amounts is another group (not the card's details).
    named = next.index - end > GROUP_GAP || passed > 0;
    if (steps) continue;
    if (gap.length > 60 || STEPS_HEADING.test(gap)) break;
    if (named && !GROUP_NAME.test(gap)) break;
  }
  return { items, end: lastEnd };
}

/** A link or button saying "shopping list" or "add to cart": bounded, its text at most 40 characters. */
const ITEM_SHOP_LINK =
  /<(a|button)\b[^<>]*>\s*(?:add\s+to\s+)?(?:(?:my|your)\s+)?(?:shopping\s+list|grocery\s+list|groc\.\s+list|cart|basket)\s*<\/\1\s*>/gi;

/** A control among the lines: a menu of choices (a diet, how many servings) or a button, at most 2,000 characters. */
const CONTROL_ELEMENT = /<(select|button)\b[^<>]*>[^]{0,2000}?<\/\1\s*>/gi;

/** A button in an item, its label at most 200 characters. */
const ITEM_BUTTON = /<button\b[^<>]*>[^]{0,200}?<\/button\s*>/gi;

/** Bold text in an item: `<strong>Seasonings</strong>`, `<b>For the dough</b>`. */
const BOLD = /<(strong|b)\b[^<>]*>([^]{0,200}?)<\/\1\s*>/gi;
/** Bold text or a heading in an item: also `<h3>Pumpkin &amp; lentil filling</h3>`. */
const BOLD_OR_HEADING = /<(strong|b|h[1-6])\b[^<>]*>([^]{0,200}?)<\/\1\s*>/gi;

/**
 * Whether an item is a group's name set among the lines: its whole text bold (or, among
 * ingredients, a heading), short and without an amount ("<li><strong>Seasonings</strong><ul>…",
 * "<li><span><strong>Muffins dough</strong></span></li>", "<li><h3>Filling</h3></li>"). A method
 * keeps its parts' headings ("Brownies" … "Fudgey icing"): its steps are numbered within each.
 */
function groupName(item: string, steps: boolean): boolean {
  const marked = steps ? BOLD : BOLD_OR_HEADING;
  if (!/<(?:strong|b|h[1-6])\b/i.test(item)) return false;
  const text = htmlToText(item);
  if (text === "" || text.length > 40 || readLeadingAmount(text)) return false;
  const bold = [...item.matchAll(marked)].map((match) => htmlToText(match[2]!)).join(" ");
  return bold === text;
}

/**
 * An item's lines, mostly one. A table row's cells are its parts ("1 ½" | "cups" | "flour"); a cell
 * holding only a mark (a features column's "*") is not part of the line. A row of one cell may hold
 * a group's lines, each on a line of its own ("<h4>For the dip:</h4><p>1 cup yogurt<br>1 tbsp
 * honey</p>"); a row holding a list holds links (the recipe's cards to print), not an ingredient.
 */
function itemLines(html: string, kind: string, steps: boolean): string[] {
  // A link or button in the item that puts it on a shopping list is not part of its text, nor any
  // other button, nor what the item hides until asked (a substitute behind a "show substitutes" button).
  const shown = withoutHiddenElements(html).replace(ITEM_BUTTON, " ");
  const item = shown.includes("list") || shown.includes("cart") ? shown.replace(ITEM_SHOP_LINK, " ") : shown;
  // A term's name and amount stand in elements side by side ("<b>sugar</b><u>45 g</u>"): words apart.
  if (kind === "dl") return [htmlToText(item.replace(/></g, "> <"))];
  if (kind !== "table") return groupName(item, steps) ? [] : [htmlToText(item)];
  // A row of header cells only is a group's heading ("Tomato sauce"), not an ingredient.
  if (/<th\b/i.test(item) && !/<td\b/i.test(item)) return [];
  const cells = item
    .split(/(?=<t[dh]\b)/i)
    .map((html) => ({ html, text: htmlToText(html) }))
    .filter(({ text }) => /[\p{L}\p{N}]/u.test(text));
  const only = cells.length === 1 && !steps ? cells[0]!.html : null;
  if (only !== null) return /<(?:ul|ol)\b/i.test(only) ? [] : htmlToLines(only);
  return [cells.map(({ text }) => text).join(" ")];
}

/**
 * Where each kind's items start and end: a row; a term with its definitions after it ("<dt>Flour</dt>
 * <dd>500 g</dd>"), up to the next term; an item.
 */
const LIST_ITEMS: Record<string, { start: RegExp; close: RegExp | null }> = {
  table: { start: /(?=<tr\b)/i, close: /<\/tr\s*>/i },
  dl: { start: /(?=<dt\b)/i, close: null },
  list: { start: /(?=<li\b)/i, close: /<\/li\s*>/i },
};

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** The most notes nested under one ingredient's line. */
const MAX_NOTES = 5;

/**
 * Whether the items nested in `item` are its notes: the item is an ingredient's line (an amount and
 * a name, not a step's number alone over an appliance's name) and no note begins with digits, as a
 * line of its own would (a note may count in words: "two medium peppers").
 */
function noteOnly(item: string, nested: string[]): boolean {
  const own = htmlToText(item);
  if (readLeadingAmount(own) === null || !/\p{L}/u.test(own)) return false;
  const notes = nested.map((piece) => htmlToText(piece.split(/<\/li\s*>/i, 1)[0]!)).filter(Boolean);
  return notes.length > 0 && notes.every((note) => !/^[\d½⅓⅔¼¾⅛]/.test(note));
}

/**
 * A list's items (split at each `<li>`), in order and as they are read, each item whose nested
 * list holds only its notes joined with them: "150 g onion, diced" over "roughly 1 large onion" is
 * one line, as the page shows it. A group's name over its lines, and lines with amounts nested
 * under a line, stay apart.
 */
function* withNestedNotes(pieces: string[]): Generator<string> {
  for (let index = 0; index < pieces.length; index++) {
    const item = pieces[index]!;
    let depth = count(item, /<(?:ul|ol)\b/gi) - count(item, /<\/(?:ul|ol)\s*>/gi);
    const nested: string[] = [];
    // Looked at up to a few items on: a list of notes is short, and a list left open is none.
    for (let next = index + 1; depth > 0 && next < pieces.length && nested.length < MAX_NOTES; next++) {
      nested.push(pieces[next]!);
      depth += count(pieces[next]!, /<(?:ul|ol)\b/gi) - count(pieces[next]!, /<\/(?:ul|ol)\s*>/gi);
    }
    if (nested.length === 0 || depth > 0 || !noteOnly(item, nested)) {
      yield item;
      continue;
    }
    // The notes' items become spans of the line's item, which ends where the nested list closes.
    const notes = nested.map((piece) => piece.replace(/<li\b/gi, "<span").replace(/<\/li\s*>/gi, "</span>"));
    yield `${item}${notes.join("")}</li>`;
    index += nested.length;
  }
}

/** The list's items (a table's rows) as text; headings ("For the sauce:"), controls and empty items left out. */
function listItems(body: string, kind: string, steps: boolean): string[] {
  // Each item with its start tag: an item hidden until a unit switch shows it is left out. An item
  // ends where it is closed: a group's heading set between two items (`</li><h4>Dressing</h4><li>`) is not its text.
  const { start, close } = LIST_ITEMS[kind] ?? LIST_ITEMS.list!;
  const pieces = body.split(start);
  const lines: string[] = [];
  for (const item of (kind === "ul" || kind === "ol") && !steps ? withNestedNotes(pieces) : pieces) {
    if (!/^<(?:li|tr|dt)\b/i.test(item) || hides(/^<[^>]*>/.exec(item)?.[0] ?? "")) continue;
    for (const text of itemLines(close ? item.split(close, 1)[0]! : item, kind, steps)) {
      const line = withoutAmountDash(tidyIngredientLine(text));
      if (isIngredient(line)) lines.push(line);
      // The items past the most lines read are not turned into text: a list of thousands stays cheap.
      if (lines.length === MAX_LINES) return lines;
    }
  }
  return lines;
}

/** The lines of the one list starting at `list` (no groups after it). */
export function singleListItems(html: string, list: { index: number; tag: string; kind: string }): string[] {
  return listItems(listBody(html, list.index + list.tag.length, list.kind).body, list.kind, false);
}

/** How many lists of controls only (a unit switch, a scale) may stand before the ingredients' own list. */
const MAX_CONTROL_LISTS = 2;

/** Where the list at `list` ends when it holds only controls (a unit switch's tabs, a scale), else null. */
function controlsEnd(html: string, list: { index: number; tag: string; kind: string }): number | null {
  const { body, end, closed } = listBody(html, list.index + list.tag.length, list.kind);
  const lines = body
    .split(/<li\b[^>]*>|<tr\b[^>]*>|<dt\b[^>]*>/i)
    .slice(1)
    .map((item) => tidyIngredientLine(htmlToText(item)))
    .filter(Boolean);
  return closed && lines.length > 0 && lines.every((line) => CONTROL.test(line)) ? end : null;
}

/** A place the ingredient list may follow: where it ends, and the heading's words ("" for a marked element). */
interface Anchor {
  at: number;
  heading: string;
  /** An element named for ingredients: its start tag. */
  tag?: string;
}

/** Where the first "Ingredients" headings and ingredient-named elements end, in page order. */
function anchors(html: string): Anchor[] {
  const headings: Anchor[] = [];
  let examined = 0;
  for (const match of html.matchAll(HEADING_TEXT)) {
    if (++examined > 20 * MAX_ANCHORS) break;
    const openTag = /^<([a-z0-9]+)/i.exec(html.slice(html.lastIndexOf("<", match.index), match.index));
    if (openTag && !LINK_TAGS.has(openTag[1]!.toLowerCase()))
      headings.push({
        at: match.index + match[0].length - 1,
        heading: headingText(htmlToText(match[0].slice(1, -1))),
      });
    if (headings.length === MAX_ANCHORS) break;
  }
  // Looked for only on a page without a plain heading: one more pass over the page.
  if (headings.length === 0) headings.push(...titledHeadings(html, TITLED_HEADING));
  const containers: Anchor[] = [];
  examined = 0;
  for (const match of html.matchAll(INGREDIENT_CLASS)) {
    if (++examined > 20 * MAX_ANCHORS) break;
    // A menu's entries for ingredients ("menu-item-object-ingredient") hold no list.
    if (MENU_ENTRY.test(match[0])) continue;
    containers.push({ at: match.index, heading: "", tag: match[0] });
    if (containers.length === MAX_ANCHORS) break;
  }
  // Microdata's ingredient items outside a schema.org Recipe: the list that holds the first one.
  const item = INGREDIENT_ITEM.exec(html);
  if (item) {
    const from = Math.max(0, item.index - LIST_REACH);
    const lists = [...html.slice(from, item.index).matchAll(/<(?:ul|ol)\b/gi)];
    if (lists.length > 0) containers.push({ at: from + lists[lists.length - 1]!.index, heading: "" });
  }
  return [...headings, ...containers].sort((a, b) => a.at - b.at).slice(0, MAX_ANCHORS);
}

/** A heading naming one part of the recipe: "Ingredients for the dough", "Ingrédients pour la pâte". */
const PART_HEADING = /\s(?:for|für|voor|pour|para)\s/i;

/** An element the page names as steps: a part's method between its ingredients and the next part's. */
const STEPS_ELEMENT = new RegExp(`<(?:ul|ol|div|section)\\b[^<>]*${STEPS_NAME}`, "i");

/**
 * The places after `places[index]` with its start tag, each a further part of the recipe, in page
 * order: `between` (one part's method, or the next part's ingredients) stands between each and the
 * part before it (from that part's end, where known).
 */
export function partsOfOneKind<Place extends { at: number; end?: number; tag?: string }>(
  html: string,
  places: Place[],
  index: number,
  between: RegExp,
): Place[] {
  const first = places[index]!;
  const parts: Place[] = [];
  for (const later of first.tag ? places.slice(index + 1) : []) {
    if (later.tag !== first.tag) continue;
    const previous = parts.at(-1) ?? first;
    if (!between.test(html.slice(previous.end ?? previous.at, later.at))) break;
    parts.push(later);
  }
  return parts;
}

/**
 * The anchors after `found[index]` (read under `heading`) where the recipe's further parts begin,
 * further down the page: headings naming another part ("Ingredients for the dough" after
 * "Ingredients for the starter"), or elements of the same start tag as the first, each after the
 * part before it and its steps (`<dl class="ingredients">`, its method, `<dl class="ingredients">`).
 */
function laterParts(html: string, found: Anchor[], index: number, heading: string): Anchor[] {
  if (PART_HEADING.test(heading))
    return found.slice(index + 1).filter((later) => PART_HEADING.test(later.heading) && later.heading !== heading);
  return partsOfOneKind(html, found, index, STEPS_ELEMENT);
}

/** A heading over what a cook adds from home, its words only. */
const STAPLES_HEADING = new RegExp(`>\\s*${HEADING_MARK}(?:${STAPLES_WORDS})\\s*[:*]?\\s*<`, "iu");
/**
 * How far after the ingredients' heading the list of what a cook adds from home may stand: past
 * the delivered products' allergens and origins, within the ingredients' panel.
 */
const STAPLES_REACH = 12_000;

/** The heading over what a cook adds from home, when one follows within reach of `from`; else null. */
function staplesHeadingAfter(html: string, from: number): Anchor | null {
  const match = STAPLES_HEADING.exec(html.slice(from, from + STAPLES_REACH));
  if (!match) return null;
  const at = from + match.index;
  // A menu's entry or a button saying "From your pantry" heads nothing.
  const openTag = /^<([a-z0-9]+)/i.exec(html.slice(html.lastIndexOf("<", at), at));
  if (!openTag || LINK_TAGS.has(openTag[1]!.toLowerCase())) return null;
  return { at: at + match[0].length - 1, heading: headingText(htmlToText(match[0].slice(1, -1))) };
}

/** How much of the page after a heading is read for ingredient lines written as paragraphs or `<br>` lines. */
const BLOCK_REACH = 8000;
/** A line this long is a paragraph of prose, not an ingredient. */
const MAX_BLOCK_LINE = 160;
const EMPHASISED = /<(strong|b|h[2-6])\b[^<>]*>([^<]{1,60})<\/\1>/gi;
/** A sentence: many words ending with a full stop, an exclamation or a question mark. */
const PROSE = /^(?:\S+\s+){7,}\S*[.!?]$/u;
/** A footnote under the list: "* Boil the potatoes the day before". */
const FOOTNOTE_LINE = /^[*†‡]+\s/;

/** A formula's sum under its rows ("Total Weight: 1.210", "Total: 565 g"), no ingredient. */
const TOTAL_LINE = /^(?:total(?:\s+weight)?|gesamtgewicht|poids\s+total|peso\s+total)\s*:?\s*[\d.,]+\s*\p{L}{0,3}$/iu;

/** A line no ingredient list runs past: a paragraph, the method's heading, the notes' or the nutrition's. */
const endsBlock = (line: string) =>
  line.length > MAX_BLOCK_LINE ||
  (line.length < 40 && STEPS_HEADING.test(line)) ||
  AFTER_INGREDIENTS_HEADING.test(line);

/**
 * Ingredient lines written as paragraphs, `<br>`-separated text or rows of `<div>`s right after the
 * heading (up to `end`): read until the steps' heading, a paragraph of prose or the end of the
 * article. Only taken when at least two lines, and half of them, begin with an amount. Returns the
 * lines and the heading they were read under: `heading`, or the ingredients' own heading met after
 * a list of tools.
 */
function blockLines(
  html: string,
  anchor: number,
  end: number,
  anchorHeading: string,
): { lines: string[]; heading: string } {
  let heading = anchorHeading;
  // A tag the reach cuts in two is left out, not read as text ("<b class=\"amount\"", "data-unit=\"g\"").
  let region = withoutHiddenElements(
    html
      .slice(anchor, Math.min(end, anchor + BLOCK_REACH))
      .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
      .replace(/<[^<>]*$/, "")
      .replace(CONTROL_ELEMENT, " "),
  );
  // A <meta> holds a copy of the lines (often as HTML in its content), not more lines; a main
  // heading begins the recipe's card (its name, times and byline) or another part of the page.
  const articleEnd = /<\/(?:article|main|body|footer)>|<(?:footer|nav|form|meta|h1)\b/i.exec(region);
  if (articleEnd) region = region.slice(0, articleEnd.index);
  // A group's name set apart in bold or as a heading ("<strong>Sauce</strong>"), not an ingredient.
  const emphasised = new Set<string>();
  for (const match of region.matchAll(EMPHASISED)) emphasised.add(htmlToText(match[2]!));
  const lines: string[] = [];
  // A line's bullet ("• 50g butter", "- 250g pastry") is dropped; a footnote's mark ("* Boil …") stays to tell it apart.
  const shown = htmlToLines(region).map((line) => (FOOTNOTE_LINE.test(line) ? line : tidyIngredientLine(line)));
  // The lines up to where the list surely ends (the method's heading, a paragraph): whether amounts
  // follow names is read from these, not from whatever the reach ends in.
  const stop = shown.findIndex(endsBlock);
  // A bakers' table's columns are read before a lone "%" or "-" cell is left out.
  const read = withColumnUnits(stop === -1 ? shown : shown.slice(0, stop)).filter(
    // An empty cell's dash ("-") stands for no amount, not a line.
    (line) => !TOTAL_LINE.test(line) && /[\p{L}\p{N}]/u.test(line),
  );
  // Rows that write each amount after its name count theirs too ("sól 1 szczypta").
  const amountsAfter = amountsFollowNames(read);
  const hasAmount = (line: string) => readLeadingAmount(line) !== null || (amountsAfter && endsWithAmount(line));
  for (const line of joinAmountRows(read)) {
    if (INGREDIENTS_HEADING.test(line)) {
      // A list without a single amount before the ingredients' own heading is another list: the
      // tools under "What you'll need" / "Benodigdheden".
      if (!lines.some(hasAmount)) {
        lines.length = 0;
        heading = headingText(line);
      }
      if (lines.length === 0) continue;
    }
    if (endsBlock(line)) break;
    // How many the list is for, and a footnote to the heading ("* Boil the potatoes the day before").
    if (FOOTNOTE_LINE.test(line)) continue;
    // A sentence is the card's text before the lines ("When entering cooking mode, we will keep your
    // screen on!") and the method's first step after them, not an ingredient.
    if (PROSE.test(line) && !readLeadingAmount(line)) {
      if (lines.filter((read) => readLeadingAmount(read)).length >= 2) break;
      continue;
    }
    if (isIngredient(line) && !(emphasised.has(line) && !readLeadingAmount(line))) lines.push(line);
    if (lines.length === MAX_LINES) break;
  }
  const withAmount = lines.filter(hasAmount).length;
  return { lines: withAmount >= 2 && withAmount * 2 >= lines.length ? lines : [], heading };
}

/**
 * The page's visible ingredient list: its lines ([] when it has none) and the heading it was read
 * under ("" when an element the page marks as ingredients holds it), so a person can check it.
 */
export function markupIngredients(html: string): { lines: string[]; heading: string } {
  // Text read as lines after all headings together, so a page of many headings stays cheap.
  let blockBudget = 3 * BLOCK_REACH;
  const readAt = (
    anchor: number,
    heading: string,
    controlsPassed = 0,
    limit = html.length,
  ): { lines: string[]; heading: string } | null => {
    const list = listStartWithin(html, anchor, LIST_REACH);
    // Charged what is read: at most BLOCK_REACH after the heading.
    const end = Math.min(list ? list.index : html.length, anchor + blockBudget, anchor + BLOCK_REACH, limit);
    blockBudget -= end - anchor;
    const block = end > anchor ? blockLines(html, anchor, end, heading) : { lines: [], heading };
    if (block.lines.length > 0) return block;
    // A list the page names as its steps (the method after an ingredient card of other markup) is not
    // the ingredients, nor a list past where this read ends.
    if (!list || list.index >= limit || STEPS_NAMED.test(list.tag)) return null;
    const between = html.slice(anchor, list.index);
    // A menu's "Ingredients" entry: the link closes right after the word.
    if (/<\/(?:body|main|article)>/i.test(between) || /^\s*(?:<\/\w+>\s*)*<\/(?:a|button)>/i.test(between)) return null;
    // A list of controls only (a unit switch's tabs) stands before the lines: read on after it, as
    // after the heading, whether the lines are a list or paragraphs in the chosen tab's panel (and
    // not past the element holding the panels: the tools' list may follow).
    const controls = controlsPassed < MAX_CONTROL_LISTS ? controlsEnd(html, list) : null;
    if (controls !== null)
      return readAt(controls, heading, controlsPassed + 1, nextElementEnd(html, controls, BLOCK_REACH));
    const items = groupedItems(html, list);
    return items.length > 0 ? { lines: items, heading } : null;
  };
  const found = anchors(html);
  for (const [index, { at, heading }] of found.entries()) {
    // An element named for ingredients holds more than them (a share bar, the method): what it
    // holds past an "Ingredients" heading is read from that heading, which leads to its own list.
    const headingAfter = heading === "" ? found.slice(index + 1).find((later) => later.heading !== "") : undefined;
    const first = readAt(at, heading, 0, headingAfter?.at);
    if (!first) continue;
    const lines = [...first.lines];
    for (const later of laterParts(html, found, index, first.heading)) {
      const part = readAt(later.at, later.heading);
      // Lines already read with the part before (its list ran on into this one) are not read twice.
      if (part && !lines.includes(part.lines[0]!)) lines.push(...part.lines);
    }
    // A meal kit lists what it delivers, then what the cook adds from home (salt, oil, a stock cube).
    const staples = staplesHeadingAfter(html, at);
    const fromHome = staples && readAt(staples.at, staples.heading);
    if (fromHome) lines.push(...fromHome.lines.filter((line) => !lines.includes(line)));
    return { lines: withoutRepeatedRun(lines.slice(0, MAX_LINES)), heading: first.heading };
  }
  return { lines: [], heading: "" };
}
