// schema.org Recipe out of microdata (`itemscope itemtype=".../Recipe"` with `itemprop`s), for
// pages without a JSON-LD recipe. A light tag scanner walks the recipe's element only: it keeps a
// stack of open elements to know where each property ends and which properties belong to a nested
// item (the author's `name` is not the recipe's).

import { type JsonNode } from "./json-ld";

// schema.org's type, also among several types and in the old data-vocabulary.org spelling.
const RECIPE_ITEMTYPE = /\bitemtype\s*=\s*["']?[^"'<>]{0,200}?\/\/(?:www\.)?(?:schema|data-vocabulary)\.org\/Recipe\b/i;
// A tag (or an attribute value) ends at the next "<" at the latest, so a broken tag costs no more than its length.
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^<>"']|"[^"<>]*"|'[^'<>]*')*)>/g;
/** Deeper nesting than any real page: the scan stops there. */
const MAX_DEPTH = 2000;
const ATTRIBUTE = /([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const VOID_ELEMENTS = new Set("area base br col embed hr img input link meta param source track wbr".split(" "));
const SOURCE_ELEMENTS = new Set(["img", "source", "video", "audio", "iframe", "embed"]);

function readAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** A property's value when an attribute holds it (`content`, `datetime`, an image's `src`); else null. */
function attributeValue(tagName: string, properties: string[], attributes: Map<string, string>): string | null {
  const value = attributes.get("content") ?? attributes.get("datetime");
  if (value !== undefined) return value;
  if (SOURCE_ELEMENTS.has(tagName)) return attributes.get("src") ?? attributes.get("data-src") ?? "";
  if (tagName === "link" || (tagName === "a" && properties.some((name) => name === "url" || name === "image"))) {
    return attributes.get("href") ?? "";
  }
  if (tagName === "meta") return "";
  return null;
}

interface OpenElement {
  tagName: string;
  opensScope: boolean;
  /** The properties whose value is this element's inner HTML, and where it starts. */
  capture: { properties: string[]; start: number } | null;
}

const INGREDIENT_PROPERTIES = new Set(["recipeIngredient", "ingredients", "ingredient"]);

/**
 * An element's inner HTML as a property's value. An ingredient's element is one line as the page
 * shows it: line breaks in its source ("<span>\n2\n</span>\nEggs") are spaces, only its tags
 * (`<br>`, `<li>`, …) break it into lines.
 */
const innerHtml = (properties: string[], inner: string) =>
  properties.some((property) => INGREDIENT_PROPERTIES.has(property)) ? inner.replace(/[\r\n]+/g, " ") : inner;

/**
 * The page's microdata Recipe as a node like JSON-LD's: each property a list of values in page
 * order, each value HTML (an attribute's value or an element's inner HTML). Null when none.
 */
export function findMicrodataRecipe(html: string): JsonNode | null {
  const typeAt = html.search(RECIPE_ITEMTYPE);
  if (typeAt === -1) return null;
  const recipe: Record<string, string[]> = Object.create(null);
  const record = (properties: string[], value: string) => {
    for (const property of properties) (recipe[property] ??= []).push(value);
  };

  const stack: OpenElement[] = [];
  let scopeDepth = 0;
  const tags = new RegExp(TAG.source, "g");
  tags.lastIndex = html.lastIndexOf("<", typeAt);
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [whole, closing, rawName, attributeText = ""] = match;
    if (rawName === undefined) continue;
    const tagName = rawName.toLowerCase();
    if (closing) {
      const at = stack.findLastIndex((element) => element.tagName === tagName);
      if (at === -1) continue;
      for (const element of stack.splice(at).reverse()) {
        if (element.capture)
          record(
            element.capture.properties,
            innerHtml(element.capture.properties, html.slice(element.capture.start, match.index)),
          );
        if (element.opensScope) scopeDepth--;
      }
      if (stack.length === 0) break;
      continue;
    }
    if (tagName === "script" || tagName === "style") {
      const end = new RegExp(`</${tagName}`, "gi");
      end.lastIndex = tags.lastIndex;
      tags.lastIndex = end.exec(html)?.index ?? html.length;
      continue;
    }
    const attributes = attributeText.includes("item") ? readAttributes(attributeText) : null;
    const opensScope = stack.length === 0 || attributes?.has("itemscope") === true;
    const properties = scopeDepth === 1 ? (attributes?.get("itemprop")?.split(/\s+/).filter(Boolean) ?? []) : [];
    let capture: OpenElement["capture"] = null;
    if (attributes && properties.length > 0) {
      const value = attributeValue(tagName, properties, attributes);
      if (value !== null) record(properties, value);
      else capture = { properties, start: match.index + whole.length };
    }
    const selfClosing = VOID_ELEMENTS.has(tagName) || attributeText.endsWith("/");
    if (selfClosing && stack.length > 0) continue;
    if (stack.length >= MAX_DEPTH) break;
    stack.push({ tagName, opensScope, capture });
    if (opensScope) scopeDepth++;
  }
  return Object.keys(recipe).length > 0 ? recipe : null;
}
