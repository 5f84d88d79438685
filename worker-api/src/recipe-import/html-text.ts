// Text out of HTML fragments: entities decoded, tags stripped, whitespace collapsed. No DOM: the
// importer also runs in Node (the corpus script), and pages only need text, never structure.

/** The named entities recipe pages use; anything else is left as written. */
const NAMED_ENTITIES: Record<string, string> = Object.assign(Object.create(null), {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  shy: "\u00ad",
  zwj: "\u200d",
  zwnj: "\u200c",
  ndash: "–",
  mdash: "—",
  minus: "−",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  lsaquo: "‹",
  rsaquo: "›",
  prime: "′",
  Prime: "″",
  hellip: "…",
  bull: "•",
  middot: "·",
  deg: "°",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  frac13: "⅓",
  frac23: "⅔",
  frac15: "⅕",
  frac16: "⅙",
  frac18: "⅛",
  frac38: "⅜",
  frac58: "⅝",
  frac78: "⅞",
  frasl: "⁄",
  times: "×",
  divide: "÷",
  plusmn: "±",
  sup1: "¹",
  sup2: "²",
  sup3: "³",
  micro: "µ",
  ordf: "ª",
  ordm: "º",
  copy: "©",
  reg: "®",
  trade: "™",
  cent: "¢",
  pound: "£",
  euro: "€",
  yen: "¥",
  sect: "§",
  para: "¶",
  iexcl: "¡",
  iquest: "¿",
  szlig: "ß",
});

// Latin letters with accents, named by their base letter: &eacute; &Uuml; &ccedil; …
const ACCENTED: Record<string, string> = {
  acute: "áéíóúýÁÉÍÓÚÝ",
  grave: "àèìòùÀÈÌÒÙ",
  circ: "âêîôûÂÊÎÔÛ",
  uml: "äëïöüÿÄËÏÖÜŸ",
  tilde: "ãñõÃÑÕ",
  ring: "åÅ",
  cedil: "çÇ",
};
for (const [suffix, letters] of Object.entries(ACCENTED)) {
  for (const letter of letters) NAMED_ENTITIES[letter.normalize("NFD")[0] + suffix] = letter;
}
Object.assign(NAMED_ENTITIES, { oslash: "ø", Oslash: "Ø", aelig: "æ", AElig: "Æ", oelig: "œ", OElig: "Œ" });

const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

/** A text without its spaces, in lower case: one line however a page spaces or capitalises it. */
export const spacelessKey = (text: string) => text.replace(/\s+/g, "").toLowerCase();

/** A text's letters and digits in lower case: one key however a page spaces, marks or punctuates a wording. */
export const wordingKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Entities decoded once, as a browser reads an attribute's value. */
export function decodeOnce(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body[0] !== "#") return NAMED_ENTITIES[body] ?? whole;
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
    return String.fromCodePoint(code);
  });
}

/** Whether `text` holds an entity `decodeOnce` would decode: what a double-encoded `&amp;#39;` leaves behind. */
function holdsEntity(text: string): boolean {
  for (const match of text.matchAll(ENTITY)) {
    if (match[1]![0] === "#" || NAMED_ENTITIES[match[1]!] !== undefined) return true;
  }
  return false;
}

/** Entities decoded; a second time when the page encoded them twice (`&amp;#39;` → `'`). */
function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  const decoded = decodeOnce(text);
  return text.includes("&amp;") && holdsEntity(decoded) ? decodeOnce(decoded) : decoded;
}

/**
 * Spaces of every kind (including no-break and zero-width) collapsed to one; trimmed. A "Â" before
 * a no-break space or a fraction ("1Â¼", "cupÂ\u00a0orange") is what a page saved as UTF-8 and read
 * as Latin-1 leaves of that character: it is dropped, and so are control characters (NUL, escape…),
 * which no recipe's text holds and Larder's fields refuse.
 */
function collapseWhitespace(text: string): string {
  return text
    .replace(/\u00c2(?=[\u00a0-\u00bf])/g, "")
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]|[^\P{Cc}\s]/gu, "")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

// Tags end at the next "<" at the latest and an unclosed comment or script runs to the end: each
// pattern then costs time in proportion to the text, whatever a hostile page holds.
const BLOCK_BREAK = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|section|article)\b[^<>]*>/gi;
const TAG = /<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z][^<>]*>/g;
const TAG_OVER_LINES = /<\/?[a-zA-Z][^<>\n]*\n[^<>]*>/g;
/** A fraction set with its digits raised and lowered: "<sup>1</sup>⁄<sub>4</sub>" is "1⁄4". */
const SET_FRACTION = /<sup\b[^<>]*>\s*(\d{1,3})\s*<\/sup>\s*(⁄|\/|&frasl;)\s*<sub\b[^<>]*>\s*(\d{1,3})\s*<\/sub>/gi;
// An icon's drawing is no text, nor its title, a tooltip ("Info" beside an ingredient).
const SCRIPT_OR_STYLE = /<(script|style|svg)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** One line of text: tags stripped (also tags written as entities), entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const stripped = html.includes("<")
    ? (html.includes("<sup") ? html.replace(SET_FRACTION, "$1$2$3") : html)
        .replace(SCRIPT_OR_STYLE, " ")
        .replace(TAG, " ")
    : html;
  const decoded = decodeEntities(stripped);
  const text = collapseWhitespace(decoded.includes("<") ? decoded.replace(TAG, " ") : decoded);
  // A tag boundary before punctuation ("<a>learn more</a>)") or a raised mark ("AJI<sup>®</sup>") is not a space.
  return stripped === html ? text : text.replace(/ ([,.;:!?)®™])/g, "$1").replace(/\( /g, "(");
}

/** More lines than any recipe text holds: the rest of a longer text is dropped unread. */
const MAX_LINES_READ = 2000;

/** Lines of text: block tags (`<br>`, `<p>`, `<li>` …) and line breaks separate lines; empty lines dropped. */
export function htmlToLines(html: string): string[] {
  // A tag written over two lines ("<a\nhref=…>") is one tag, not a line break in the middle of a sentence.
  // A comment's text is not shown, even when it holds a list ("<!-- <li>2 eggs</li> -->").
  const broken = html.includes("<")
    ? html
        .replace(COMMENT, " ")
        .replace(SCRIPT_OR_STYLE, " ")
        .replace(TAG_OVER_LINES, (tag) => tag.replace(/\s+/g, " "))
        .replace(BLOCK_BREAK, "\n")
    : html;
  return decodeEntities(broken)
    .split(/\r?\n|\r|<br\s*\/?>/i, MAX_LINES_READ)
    .map(htmlToText)
    .filter((line) => line !== "");
}
