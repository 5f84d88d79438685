// A category and a description proposed from the page when its data leaves them out: every recipe
// needs both, and a draft without them would stop the person at the wizard's first step. What is
// proposed stays a proposal: the wizard shows it, editable, before anything is created.

import { htmlToText, spacelessKey } from "./html-text";
import { type JsonNode } from "./json-ld";
import { mainHeadings } from "./main-headings";
import { readCategory, readText } from "./recipe-fields";

/**
 * Words that name a kind of dish, in the languages the importer meets most; a compound ending in
 * one of the longer ones ("Kartoffelsuppe", "Apfelkuchen") is that kind too.
 */
const DISH_KINDS = new Map(
  [
    ...["Soup", "Salad", "Stew", "Curry", "Cake", "Cheesecake", "Bread", "Pie", "Tart", "Cookies", "Muffins"],
    ...["Brownies", "Pasta", "Risotto", "Pizza", "Burger", "Burgers", "Sandwich", "Tacos", "Chili", "Casserole"],
    ...["Lasagna", "Lasagne", "Noodles", "Dumplings", "Pancakes", "Waffles", "Smoothie", "Cocktail", "Sauce"],
    ...["Dip", "Dessert", "Pudding", "Omelette", "Quiche", "Roast", "Salsa", "Biscuits", "Scones", "Granola"],
    ...["Porridge", "Gratin", "Frittata", "Bowl", "Wraps", "Stir-fry", "Traybake", "Crumble", "Cupcakes"],
    ...["Suppe", "Salat", "Kuchen", "Torte", "Brot", "Eintopf", "Auflauf", "Gulasch", "Kekse", "Plätzchen"],
    ...["Soupe", "Salade", "Gâteau", "Tarte", "Zuppa", "Insalata", "Torta", "Sopa", "Ensalada", "Soep", "Taart"],
    ...["Crêpes", "Crepes", "Tagine", "Paella", "Gnocchi", "Ramen", "Fritters", "Meatballs", "Enchiladas", "Jam"],
  ].map((kind) => [kind.toLocaleLowerCase(), kind]),
);
const COMPOUND_KINDS = [...DISH_KINDS.keys()].filter((kind) => kind.length >= 5);

/** Where a title's subtitle begins: "Green Soup - Quick and Easy", "Ragù: Nonna's way", "Pie (vegan)". */
const SUBTITLE = /\s+[-–—|(][\s\S]*$|[:,][\s\S]*$/u;
/** Words after which a title names what goes with the dish, not the dish ("Cake with Raspberry Sauce"). */
const WITH = /\s(?:with|and|in|on|from|mit|und|aus|avec|et|aux?|à|con|alla|al|e|y|met|en|van)\s[\s\S]*$/iu;

/** The dish's name: the title without its subtitle, at most 60 characters, cut at a word. */
function dishName(title: string): string | null {
  const name = title.replace(SUBTITLE, "").trim();
  if (name.length <= 60) return name || null;
  return name.slice(0, name.lastIndexOf(" ", 60) > 0 ? name.lastIndexOf(" ", 60) : 60);
}

/** The title's words that name the dish: before a subtitle or a "with …". */
const dishWords = (title: string) =>
  title
    .replace(SUBTITLE, "")
    .replace(WITH, "")
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((word) => word.length >= 3);

/** The kind of dish the title names ("Garden Pea Risotto" → Risotto), the last one when it names several. */
function dishKindOf(title: string): string | null {
  for (const word of dishWords(title).reverse()) {
    const lower = word.toLocaleLowerCase();
    // A plural names the kind too: "Bowls", "Pies", "Sandwiches".
    const kind = [lower, lower.slice(0, -1), lower.slice(0, -2)]
      .map((form) => DISH_KINDS.get(form))
      .concat(DISH_KINDS.get(COMPOUND_KINDS.find((end) => lower.endsWith(end)) ?? ""))
      .find(Boolean);
    if (kind) return kind;
  }
  return null;
}

/** A keyword short enough to be a category ("Italian", "Weeknight dinners"), not a search phrase or the title. */
function shortKeyword(keywords: unknown, title: string, publishers: string[]): string | null {
  const parts = (Array.isArray(keywords) ? keywords.map(readText) : readText(keywords).split(/[,;]/))
    .map((part) => part.trim())
    .filter((part) => part.length <= 30 && part.split(/\s+/).length <= 3)
    .filter((part) => part.toLocaleLowerCase() !== title.toLocaleLowerCase());
  return readCategory(parts.slice(0, 50), publishers);
}

const META_KEYWORDS = /<meta\b(?=[^<>]*\bname\s*=\s*["']keywords["'])(?=[^<>]*\bcontent\s*=\s*"([^"<>]*)")/i;

/**
 * A category for the draft: the data's own category, else the dish the title names, the cuisine,
 * a course or keyword the page gives, and last the dish's name itself ("Nonna's Ragù"), which the
 * person can change. null only for a page without a title.
 */
export function proposeCategory(recipe: JsonNode | null, html: string, title: string, publishers: string[]) {
  return (
    readCategory(recipe?.recipeCategory, publishers) ??
    dishKindOf(title) ??
    readCategory(recipe?.recipeCourse ?? recipe?.course, publishers) ??
    readCategory(recipe?.recipeCuisine, publishers) ??
    shortKeyword(recipe?.keywords, title, publishers) ??
    shortKeyword(META_KEYWORDS.exec(html)?.[1], title, publishers) ??
    dishName(title)
  );
}

const META_DESCRIPTION =
  /<meta\b(?=[^<>]*\b(?:name|property)\s*=\s*["'](?:description|og:description|twitter:description)["'])(?=[^<>]*\bcontent\s*=\s*"([^"<>]*)")/i;
const PARAGRAPH = /<p\b[^<>]*>([\s\S]{0,3000}?)<\/p>/gi;
/** How far after the page's heading its introduction is looked for. */
const INTRODUCTION_SPAN = 30_000;
/** An introduction's paragraph is a sentence or more, not a byline or a date. */
const MIN_INTRODUCTION = 30;

/** Where an introduction ends: the next heading, list or table (ingredients and steps follow there). */
const INTRODUCTION_END = /<(?:h[2-6]|ul|ol|table|dl)\b/i;

/** A paragraph in bold only, as pages write a heading ("<p><b>Ingredients</b></p>"): the introduction is over. */
const BOLD_HEADING = /^\s*<(b|strong)\b[^<>]*>[^<]*<\/\1>\s*$/i;

/**
 * The first paragraph between the page's first shown `<h1>` and its next heading or list that reads as an
 * introduction: a sentence of some length, not a byline, and not one of the recipe's own steps
 * (`steps`), which some pages show right under the title; "" when none.
 */
function introduction(html: string, steps: string[]): string {
  const heading = mainHeadings(html, 1)[0];
  if (!heading) return "";
  let after = html.slice(heading.end, heading.end + INTRODUCTION_SPAN);
  const end = INTRODUCTION_END.exec(after);
  if (end) after = after.slice(0, end.index);
  const stepTexts = spacelessKey(steps.join(""));
  for (const paragraph of after.matchAll(PARAGRAPH)) {
    if (BOLD_HEADING.test(paragraph[1] ?? "")) return "";
    const text = htmlToText(paragraph[1] ?? "");
    if (text.length >= MIN_INTRODUCTION && /[.!?…]$/.test(text) && !stepTexts.includes(spacelessKey(text))) return text;
  }
  return "";
}

/** The longest description proposed: a sentence, cut at a word when a page writes none. */
const MAX_PROPOSED = 300;

/** A text's first sentence ("Dr. Pepper" and "1.5 kg" do not end it), cut at a word past 300 characters. */
export function firstSentence(text: string): string {
  const sentence =
    /^[\s\S]{20,}?[.!?…](?<!\b(?:Dr|Mrs?|Ms|St|Nr|No|Prof|ca|vs|approx|bzw|ggf)\.)(?=\s+["'“‘(]?\p{Lu}|\s*$)/u.exec(
      text,
    )?.[0] ?? text;
  if (sentence.length <= MAX_PROPOSED) return sentence.trim();
  const cut = sentence.lastIndexOf(" ", MAX_PROPOSED);
  return `${sentence.slice(0, cut > 0 ? cut : MAX_PROPOSED).trim()}…`;
}

/**
 * A description for a draft whose data gives none: the first sentence of the page's description or
 * of its introduction (never one of the recipe's `steps`).
 */
export function proposeDescription(html: string, steps: string[]): string {
  return firstSentence(readText(META_DESCRIPTION.exec(html)?.[1]) || introduction(html, steps));
}
