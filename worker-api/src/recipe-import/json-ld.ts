// schema.org Recipe out of a page's JSON-LD blocks. Only the `<script type="application/ld+json">`
// blocks are looked at (found in one pass with indexOf-like searches, not by tokenising the page),
// and on a page without a recipe in them, meta tags holding JSON-LD. JSON that real sites break in
// cheap ways is repaired before giving up on a block.

import { decodeOnce } from "./html-text";

/** A JSON object as parsed: what schema.org nodes are. */
export type JsonNode = { [key: string]: unknown };

const LD_JSON_TYPE = /\btype\s*=\s*["']?application\/ld\+json/i;

/** The text of each `<script type="application/ld+json">`, found with one pass over the page. */
function* ldJsonBlocks(html: string): Generator<string> {
  const scriptStart = /<script\b/gi;
  const scriptEnd = /<\/script\s*>/gi;
  for (let start = scriptStart.exec(html); start; start = scriptStart.exec(html)) {
    const tagEnd = html.indexOf(">", start.index);
    if (tagEnd === -1) return;
    scriptEnd.lastIndex = tagEnd;
    const end = scriptEnd.exec(html);
    if (!end) return;
    if (LD_JSON_TYPE.test(html.slice(start.index, tagEnd))) yield html.slice(tagEnd + 1, end.index);
    scriptStart.lastIndex = scriptEnd.lastIndex;
  }
}

/**
 * JSON-LD a page puts in a meta tag's content, its quotes written as entities (`<meta
 * name="application/ld+json" content="{&quot;@type&quot;: …}">`): one pass over the page's meta tags.
 */
const META_LD_JSON = /<meta\b(?=[^<>]*\bname\s*=\s*["']application\/ld\+json["'])[^<>]*?\bcontent\s*=\s*"([^"]*)"/gi;

/** The JSON of each meta tag holding JSON-LD. */
function* metaLdJsonBlocks(html: string): Generator<string> {
  for (const match of html.matchAll(META_LD_JSON)) yield decodeOnce(match[1]!);
}

const [BACKSLASH, QUOTE, COMMA] = [0x5c, 0x22, 0x2c];
const CONTROL_ESCAPES: Record<number, string> = { 0x0a: "\\n", 0x0d: "\\r", 0x09: "\\t" };

/**
 * The JSON with what breaks `JSON.parse` on real pages mended: HTML comments and CDATA around it,
 * raw control characters (line breaks, tabs) inside strings, `\'` escapes, trailing commas.
 */
function repairJson(text: string): string {
  const unwrapped = text
    .replace(/^\s*(?:\/\/\s*)?(?:<!--|<!\[CDATA\[)/, "")
    .replace(/(?:\/\/\s*)?(?:-->|\]\]>)\s*$/, "")
    .trim();
  if (!/^[[{]/.test(unwrapped)) return unwrapped;
  // Copied in runs between the characters that change, so a large block costs one pass.
  const parts: string[] = [];
  let copiedUpTo = 0;
  const replace = (index: number, replacement: string) => {
    parts.push(unwrapped.slice(copiedUpTo, index), replacement);
    copiedUpTo = index + 1;
  };
  let inString = false;
  for (let index = 0; index < unwrapped.length; index++) {
    const code = unwrapped.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) {
        if (unwrapped[index + 1] === "'") replace(index, "");
        index++;
      } else if (code === QUOTE) inString = false;
      else if (code < 0x20) replace(index, CONTROL_ESCAPES[code] ?? " ");
    } else if (code === QUOTE) inString = true;
    else if (code === COMMA && /^\s*[}\]]/.test(unwrapped.slice(index + 1, index + 64))) replace(index, "");
  }
  parts.push(unwrapped.slice(copiedUpTo));
  return parts.join("");
}

function parseBlock(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(repairJson(text));
    } catch {
      return undefined;
    }
  }
}

/** The `@type`s of a node, without their `http(s)://schema.org/` prefix. */
function nodeTypes(node: JsonNode): string[] {
  const types = Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]];
  return types
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.replace(/^https?:\/\/schema\.org\//i, ""));
}

const isRecipe = (node: JsonNode) => nodeTypes(node).includes("Recipe");
const hasIngredients = (node: JsonNode) => node.recipeIngredient !== undefined || node.ingredients !== undefined;

/** How deep a Recipe is looked for in a block: deeper than any page nests one, and a bound on the walk. */
const MAX_DEPTH = 12;

/** Every Recipe node in a parsed block, in document order: through `@graph`, arrays and nested objects. */
function collectRecipes(value: unknown, found: JsonNode[], depth: number) {
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) collectRecipes(item, found, depth + 1);
    return;
  }
  const node = value as JsonNode;
  if (isRecipe(node)) {
    found.push(node);
    return;
  }
  for (const key in node) collectRecipes(node[key], found, depth + 1);
}

/** Of the Recipe nodes found, the first one with ingredients, else the first one; null when there is none. */
const preferredRecipe = (recipes: JsonNode[]) => recipes.find(hasIngredients) ?? recipes[0] ?? null;

/** The Recipe node of parsed JSON-LD (a Recipe nested in `mainEntity`, a `@graph`, a list…); null when none. */
export function findRecipeIn(value: unknown): JsonNode | null {
  const recipes: JsonNode[] = [];
  collectRecipes(value, recipes, 0);
  return preferredRecipe(recipes);
}

/** The page's Recipe node: the first one with ingredients, else the first one; null when there is none. */
export function findJsonLdRecipe(html: string): JsonNode | null {
  const recipes: JsonNode[] = [];
  const collect = (blocks: Iterable<string>) => {
    for (const block of blocks) if (/recipe/i.test(block)) collectRecipes(parseBlock(block.trim()), recipes, 0);
  };
  collect(ldJsonBlocks(html));
  if (recipes.length === 0 && html.includes("application/ld+json")) collect(metaLdJsonBlocks(html));
  return preferredRecipe(recipes);
}
