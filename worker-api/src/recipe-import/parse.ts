// A recipe page read into a draft: schema.org Recipe from JSON-LD, else from microdata, else the
// page's title and visible ingredient list. Pure string work (no DOM, no HTMLRewriter), so the same
// code runs in the worker and in Node; every scan is linear in the page, whatever it holds.

import { readLeadingAmount } from "./amount";
import { type DraftIngredient, type RecipeDraft } from "../contract/recipe-import";
import { isWebAddress } from "../shared/web-address";
import { splitIngredientLine } from "./ingredient-line";
import { proposeCategory, proposeDescription } from "./draft-proposals";
import { findJsonLdRecipe, type JsonNode } from "./json-ld";
import { withoutEquipment } from "./equipment-lines";
import { withoutShownGroupNames } from "./shown-group-names";
import { withCardNotes } from "./card-notes";
import { recipeTitle, withoutSiteName } from "./recipe-title";
import { markupInstructions, markupServings, paragraphsAfterList } from "./markup-details";
import { spacelessKey } from "./html-text";
import { INGREDIENTS_HEADING } from "./ingredient-list-parts";
import { markupIngredients } from "./markup-ingredients";
import { listUnderTitle } from "./list-under-title";
import { partsBeforeData } from "./parts-before-data";
import { mainHeadings } from "./main-headings";
import { findMicrodataRecipe } from "./microdata";
import { withoutRepeatedRun } from "./repeated-lines";
import { namesOnly, withSeparateAmounts } from "./separate-amounts";
import {
  endsWithAmount,
  readImage,
  readIngredientLines,
  readInstructions,
  readMinutes,
  readText,
  readYields,
  resolveUrl,
} from "./recipe-fields";

const CANONICAL_LINK =
  /<link\b(?=[^<>]*\brel\s*=\s*["']?canonical["'\s>/])[^<>]*\bhref\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)'|([^\s<>]+))/i;

/** The page's `<link rel="canonical">`, resolved; null when it has none. */
function canonicalLink(html: string, pageUrl: string | null): string | null {
  const link = CANONICAL_LINK.exec(html);
  const href = link ? readText(link[1] ?? link[2] ?? link[3]) : "";
  return href ? resolveUrl(href, pageUrl) : null;
}

/** The recipe's own page: the first of the candidates that is a web address, null when none is. */
const sourceOf = (...candidates: (string | null)[]) => candidates.find(isWebAddress) ?? null;

const OG_URL = /<meta\b[^<>]*\bproperty\s*=\s*["']og:url["'][^<>]*\bcontent\s*=\s*"([^"<>]*)"/i;

/**
 * The address a page's relative links are read against: where it was fetched from, else what a
 * pasted page says its address is (canonical link, og:url, the recipe's own url); null when none.
 */
function pageAddress(html: string, recipe: JsonNode, pageUrl: string | null): string | null {
  if (pageUrl) return pageUrl;
  const candidates = [canonicalLink(html, null), readText(OG_URL.exec(html)?.[1]), readText(recipe.url)];
  return candidates.find((url) => url && URL.canParse(url)) ?? null;
}

/**
 * When the data names the ingredients without their amounts ("flour", in any order) while the
 * page's list shows them with their amounts ("1 ½ cups all-purpose flour"): for each visible line,
 * the data's name it holds (null for a line it holds none of); null otherwise. No more than a
 * quarter of the data's lines may hold a number, each must be part of a visible line of its own, at
 * least half of those lines must begin with an amount, and every other visible line must.
 */
function namesWithAmounts(structured: string[], visible: string[]): (string | null)[] | null {
  if (!namesOnly(structured) || visible.length < structured.length) return null;
  const lines = visible.map((line) => ({
    text: spacelessKey(line),
    amount: readLeadingAmount(line) !== null || endsWithAmount(line),
  }));
  const names: (string | null)[] = visible.map(() => null);
  let matchedWithAmount = 0;
  // Longest first, so "butter" does not take the line "peanut butter" needs.
  for (const name of [...structured].sort((a, b) => spacelessKey(b).length - spacelessKey(a).length)) {
    const key = spacelessKey(name);
    const at = lines.findIndex((line, index) => names[index] === null && line.text.includes(key));
    if (key === "" || at === -1) return null;
    if (lines[at]!.amount) matchedWithAmount++;
    names[at] = name;
  }
  const othersHaveAmounts = lines.every((line, index) => names[index] !== null || line.amount);
  return matchedWithAmount * 2 >= structured.length && othersHaveAmounts ? names : null;
}

/**
 * A line read apart from the name its data gave: what follows that name is a note ("butter" and
 * "softened" from "½ cup butter softened", "dark chocolate" and "chopped" from "4 ounces dark
 * chocolate chopped", the page showing the note under the name).
 */
function withDataName(line: DraftIngredient, name: string | null | undefined): DraftIngredient {
  const known = name?.trim().toLowerCase() ?? "";
  const at = known ? line.name.toLowerCase().indexOf(known) : -1;
  const end = at + known.length;
  if (at === -1 || line.name[end] !== " ") return line;
  const rest = line.name.slice(end).trim();
  return { ...line, name: line.name.slice(0, end), note: [rest, line.note].filter(Boolean).join(", ") };
}

/** An amount no cook writes, left by a conversion: "15.873 oz", "18.20 gm", "125.00 gm". */
const CONVERTED_AMOUNT = /^\d+\.(?:\d{3,}|\d0)(?!\d)/;

/**
 * Whether the data lost or converted amounts the page's list shows as written: most data lines
 * have an amount, every data line's name stands, in order, in a line of the page's list, and some
 * data line has no amount, or a converted or cut one, where its page line begins with an amount
 * ("dijon mustard" against "2 tsp dijon mustard", "18.20 gm olive oil" against "1 tbsp olive oil",
 * "5 tsp ginger" against "1.5 tsp ginger").
 */
function amountsLostInData(structured: string[], visible: string[]): boolean {
  // Data of names alone is read against the page otherwise; here most lines keep their amounts.
  const withAmount = structured.filter((line) => readLeadingAmount(line.trim())).length;
  if (withAmount * 2 < structured.length) return false;
  let next = 0;
  let lost = 0;
  for (const line of structured) {
    const name = spacelessKey(splitIngredientLine(line).name);
    if (name === "") return false;
    // The page's list may hold more lines than the data (a garnish the data left out), never fewer.
    const at = visible.findIndex((shown, index) => index >= next && spacelessKey(shown).includes(name));
    if (at === -1 || at - next > visible.length - structured.length) return false;
    const own = readLeadingAmount(line.trim());
    const shown = readLeadingAmount(visible[at]!);
    // "0.333 cup" against "⅓ cup" is the same amount, rounded.
    const differs = own && shown && Math.abs(own.value - shown.value) > 0.01;
    const converted = differs && CONVERTED_AMOUNT.test(line.trim());
    // "5 tsp ginger" where the card writes "1.5 tsp ginger": the data's line lost its start.
    const cut = differs && spacelessKey(visible[at]!).endsWith(spacelessKey(line));
    if (shown && (!own || converted || cut)) lost++;
    next = at + 1;
  }
  return lost > 0;
}

/**
 * Whether the data holds the page's list and then the same ingredients again at other amounts (the
 * list for another size of the dish, which the page shows behind a switch): the data begins with the
 * page's lines, in order, holds as many again (once or more), and every data line after them names
 * one of the page's ingredients.
 */
function copiesForOtherServings(structured: string[], visible: string[]): boolean {
  // Each copy holds as many lines as the card: a second group that happens to reuse names is no copy.
  if (visible.length < 2 || visible.length >= structured.length || structured.length % visible.length !== 0)
    return false;
  if (visible.some((line, index) => spacelessKey(line) !== spacelessKey(structured[index]!))) return false;
  const names = new Set(visible.map((line) => spacelessKey(splitIngredientLine(line).name)));
  return structured.slice(visible.length).every((line) => names.has(spacelessKey(splitIngredientLine(line).name)));
}

/**
 * The recipe's ingredient lines: the data's or the page's list (`dataOrShownLines`), or the data's
 * after the card's other parts. `readFrom` is null for the data alone, else the heading the lines
 * were read under ("" for none).
 */
function ingredientLines(
  structured: string[],
  html: string,
): { lines: string[]; readFrom: string | null; names?: (string | null)[] } {
  const read = dataOrShownLines(structured, html);
  if (read.lines !== structured) return read;
  // The data may hold only the card's last part: the lists of its look before it are the others.
  const earlier = partsBeforeData(structured, html);
  return earlier.length > 0 ? { lines: [...earlier, ...structured], readFrom: "" } : read;
}

/**
 * The structured data's ingredient lines, unless the page's visible list is clearly the full one:
 * the data has at most one line, or the visible list holds every line of the data and more lines
 * with amounts (not only group headings, nor the data's lines for another number of servings).
 * `readFrom` says which: null for the data, else the visible list's heading.
 */
function dataOrShownLines(
  structured: string[],
  html: string,
): { lines: string[]; readFrom: string | null; names?: (string | null)[] } {
  const fromData = { lines: structured, readFrom: null };
  const visible = markupIngredients(html);
  const fromPage = { lines: visible.lines, readFrom: visible.heading };
  // Data cut at every comma ("250 g pork", "in pieces", "1", "5 tsp mustard") where the page shows
  // the whole lines ("250 g pork, in pieces", "1,5 tsp mustard"): the page's lines, amounts intact.
  if (
    visible.lines.length > 1 &&
    visible.lines.length < structured.length &&
    structured.map(spacelessKey).join(",") === visible.lines.map(spacelessKey).join(",")
  )
    return fromPage;
  const names = namesWithAmounts(structured, visible.lines);
  if (names) return { ...fromPage, names };
  if (amountsLostInData(structured, visible.lines)) return fromPage;
  if (copiesForOtherServings(structured, visible.lines)) return fromPage;
  if (visible.lines.length <= structured.length) return fromData;
  if (structured.length < 2) return fromPage;
  const structuredSet = new Set(structured.map(spacelessKey));
  const visibleSet = new Set(visible.lines.map(spacelessKey));
  const added = visible.lines.filter((line) => !structuredSet.has(spacelessKey(line)));
  // The data's ingredients again at other amounts, as many as the data has lines: the page's
  // copies of the list for other numbers of servings, not more of the recipe.
  const dataNames = new Set(structured.map((line) => spacelessKey(splitIngredientLine(line).name)));
  const rescaled = added.filter((line) => dataNames.has(spacelessKey(splitIngredientLine(line).name))).length;
  const complete =
    structured.every((line) => visibleSet.has(spacelessKey(line))) &&
    added.every((line) => readLeadingAmount(line)) &&
    rescaled < structured.length;
  return complete ? fromPage : fromData;
}

// Bounded, like every pattern run over a whole page: a hostile page of unclosed tags stays cheap.
const OG_TITLE = /<meta\b[^<>]*\bproperty\s*=\s*["']og:title["'][^<>]*\bcontent\s*=\s*"([^"<>]*)"/i;
const TITLE = /<title\b[^<>]*>([^<]{0,1000})<\/title>/i;

/** A page without structured data: its heading and visible ingredient list, when it has one. */
function markupDraft(html: string, pageUrl: string | null): RecipeDraft | null {
  const named = markupIngredients(html);
  // Without a heading naming the ingredients, the list of amounts under the recipe's own name.
  const underTitle = named.lines.length === 0 ? listUnderTitle(html) : null;
  const { lines, heading } = underTitle ? { lines: underTitle.lines, heading: underTitle.title } : named;
  if (lines.length === 0) return null;
  // A document title ends with the site's name: "Green Soup - Our Kitchen".
  const documentTitle = (readText(OG_TITLE.exec(html)?.[1]) || readText(TITLE.exec(html)?.[1])).replace(
    /\s+[-|–—]\s+[^-|–—]+$/,
    "",
  );
  const publishers = publisherNames({}, html, pageUrl);
  const title = withoutSiteName(
    recipeTitle(underTitle?.title || mainHeadings(html, 1)[0]?.title || documentTitle),
    publishers,
  );
  const shownSteps = markupInstructions(html);
  // Neither list named: the method may be the paragraphs right after the ingredients.
  const instructions =
    shownSteps.length === 0 && underTitle?.end !== undefined ? paragraphsAfterList(html, underTitle.end) : shownSteps;
  return {
    title,
    description: proposeDescription(html, instructions),
    ...readYields(markupServings(html)),
    prep_time_minutes: null,
    cook_time_minutes: null,
    total_time_minutes: null,
    image: null,
    source_url: sourceOf(canonicalLink(html, pageUrl), pageUrl),
    category: proposeCategory(null, html, title, publishers),
    ingredients: lines.map(splitIngredientLine),
    ingredients_read_from: heading,
    instructions,
  };
}

const SITE_NAME = /<meta\b[^<>]*\bproperty\s*=\s*["']og:site_name["'][^<>]*\bcontent\s*=\s*"([^"<>]*)"/i;

/** Who published the recipe, by every name the page gives: publisher, author, site name, host. */
function publisherNames(recipe: JsonNode, html: string, pageUrl: string | null): string[] {
  let host = "";
  try {
    host = new URL(pageUrl ?? "").hostname.replace(/^www\./, "").split(".")[0] ?? "";
  } catch {
    host = "";
  }
  return [readText(recipe.publisher), readText(recipe.author), readText(SITE_NAME.exec(html)?.[1]), host];
}

/**
 * A part's name among a method's steps: one word, or a few ending with a colon ("Tikka masala:").
 * A short step in a language written without spaces ends as a sentence does ("米饭煮熟。").
 */
const isPartName = (step: string) => /^[^\s.。!?！？]{1,20}$/u.test(step) || (step.length <= 40 && step.endsWith(":"));

function recipeDraft(recipe: JsonNode, html: string, pageUrl: string | null): RecipeDraft {
  const prep = readMinutes(recipe.prepTime);
  const cook = readMinutes(recipe.cookTime);
  const ownUrl = readText(recipe.url);
  const yields = readYields(recipe.recipeYield ?? recipe.yield);
  const read = readInstructions(recipe.recipeInstructions ?? recipe.instructions);
  // Data whose steps are only its parts' names ("Oppskrift", "Tikka masala:") holds no method.
  const shown = read.length === 0 || read.every(isPartName) ? markupInstructions(html) : [];
  const instructions = shown.length > 0 ? shown : read;
  // Data written from the card's text may begin with its heading ("Suroviny", "Ingredients:"): no line.
  const dataLines = withoutShownGroupNames(
    withoutEquipment(
      readIngredientLines(recipe.recipeIngredient ?? recipe.ingredients ?? recipe.ingredient).filter(
        (line) => !INGREDIENTS_HEADING.test(line),
      ),
      html,
    ),
    html,
  );
  const ingredients = ingredientLines(withoutRepeatedRun(dataLines), html);
  const lines = withSeparateAmounts(ingredients.lines, html).map((line, index) =>
    withDataName(splitIngredientLine(line), ingredients.names?.[index]),
  );
  const publishers = publisherNames(recipe, html, pageUrl);
  const title = recipeTitle(readText(recipe.name) || readText(recipe.headline));
  return {
    title,
    description: readText(recipe.description) || proposeDescription(html, instructions),
    // What the data leaves out, the page may show: "Serves 6", a list under "Directions".
    ...(yields.servings === null && yields.yields === null ? readYields(markupServings(html)) : yields),
    prep_time_minutes: prep,
    cook_time_minutes: cook,
    total_time_minutes: readMinutes(recipe.totalTime) ?? (prep !== null && cook !== null ? prep + cook : null),
    image: readImage(recipe.image ?? recipe.thumbnailUrl, pageAddress(html, recipe, pageUrl)),
    source_url: sourceOf(ownUrl ? resolveUrl(ownUrl, pageUrl) : null, canonicalLink(html, pageUrl), pageUrl),
    category: proposeCategory(recipe, html, title, publishers),
    ingredients: ingredients.readFrom === null ? withCardNotes(lines, html) : lines,
    ingredients_read_from: ingredients.readFrom,
    instructions,
  };
}

/** The recipe on a page as a draft, or null when the page holds no recipe. `pageUrl` resolves relative links. */
export function parseRecipePage(html: string, pageUrl: string | null): RecipeDraft | null {
  const recipe = findJsonLdRecipe(html) ?? findMicrodataRecipe(html);
  if (!recipe) return markupDraft(html, pageUrl);
  const draft = recipeDraft(recipe, html, pageUrl);
  return draft.title || draft.ingredients.length > 0 ? draft : null;
}
