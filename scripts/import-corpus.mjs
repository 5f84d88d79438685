// npm run import:corpus -- DIR
//
// Imports every DIR/*.html with the API worker's recipe parser (bundled for Node with esbuild) and
// compares each draft with DIR/*.expected.json. A page is right when:
//   - the title matches,
//   - the ingredient lines match as text, one for one and in order,
//   - every expected line that begins with an amount has that amount as the draft line's quantity
//     (the draft line with the same text, else the one at the same position),
//     the amount read by the small reference reader below (digits, decimals with . or ,, a/b, mixed
//     numbers "1 1/2", "1-1/2", "1 and 1/4", "1 e 1/2", "1 e meia", unicode vulgar fractions "½", "1½", "1-½"), independent
//     of the parser's own reader.
// Texts are compared after normalising: HTML entities decoded, Unicode NFKC, every run of whitespace
// (including no-break and zero-width spaces) one space, trimmed; case and punctuation count.
// Prints one line per failing page with its reason, the pages right out of N and the leading amounts
// right out of M (amounts on pages where no recipe was found are counted apart). Exits 0 unless DIR
// is missing.
//
// Beside that strict score, a second one, labelled "normalised", counts a page right when its texts
// differ only in presentation. Both sides are compared after the strict normalising and then:
//   - lower case;
//   - the fraction slash (⁄) and the division slash (∕) read as "/" (so ½, 1/2 and 1⁄2 are one text,
//     as NFKC already writes ½ as 1⁄2);
//   - curly quotes and apostrophes read as straight ones;
//   - brackets ( ) [ ] { } and check-box or bullet marks (▢ □ • ·) left out;
//   - every space left out ("10cm" and "10 cm", "rum , dark" and "rum, dark").
// Words, digits, commas and every other character still count, and so do the leading amounts. Pages
// right only by that score are marked "(right when normalised)" in the list.
//
// The method is measured apart, on pages whose expected file lists steps, and does not change a
// page's score: the steps are read when their words (letters and digits, lower case, in order of
// the page) hold at least 90% of the expected steps' words and are at least 90% of them, counted
// with repeats. Steps are split and joined differently by every reader, so their words are compared,
// not their lines. Pages where no step was read are counted apart.
//
// The drafts' names are measured apart too: a line whose name is empty, begins with punctuation
// ("/3½oz butter", "- Olive Oil") or with a measure ("3 lb pork shoulder", "8-inch tortillas", not
// "2% milk") puts a name no catalogue holds on the shopping list.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importTypeScript } from "./import-typescript.mjs";

const dir = process.argv[2];
if (!dir || !existsSync(dir)) {
  console.error(`usage: npm run import:corpus -- DIR  (${dir ? `${dir} is missing` : "no DIR given"})`);
  process.exit(2);
}

const { parseRecipePage } = await importTypeScript(
  `export { parseRecipePage } from "./worker-api/src/recipe-import/parse";`,
);

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function normalise(text) {
  return String(text ?? "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body) => {
      if (body[0] !== "#") return ENTITIES[body.toLowerCase()] ?? whole;
      return String.fromCodePoint(
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : Number(body.slice(1)),
      );
    })
    .normalize("NFKC")
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A method's words: letters and digits in lower case, in order. */
const stepWords = (steps) =>
  (Array.isArray(steps) ? steps : [])
    .map(normalise)
    .join(" ")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether two lists of words share 90% of each, counted with repeats. */
function wordsAlike(got, want) {
  const left = new Map();
  for (const word of want) left.set(word, (left.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of got) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      common++;
      left.set(word, count - 1);
    }
  }
  return common >= 0.9 * want.length && common >= 0.9 * got.length;
}

const VULGAR = { "½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8 };
Object.assign(VULGAR, { "⅙": 1 / 6, "⅚": 5 / 6, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8 });

/** Reference reader: the amount an expected line begins with, or null. Read on the raw (not NFKC) text. */
function referenceAmount(line) {
  const text = line.trim();
  let match = /^(\d+)(?:\s*|-)([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/.exec(text);
  if (match) return Number(match[1]) + VULGAR[match[2]];
  match = /^([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/.exec(text);
  if (match) return VULGAR[match[1]];
  // A mixed number written with "and": "1 and 1/4", "1 and a half", as Portuguese and Spanish write it: "1 e 1/2", "1 e meia", "2 y medio".
  match = /^(\d+)\s+(?:and|e|y)\s+(?:a\s+half|meia|meio|media|medio)(?![\p{L}\p{N}])/iu.exec(text);
  if (match) return Number(match[1]) + 0.5;
  match = /^(\d+)\s+(?:and|e|y)\s+(?:(\d+)\s*[/⁄]\s*(\d+)|([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]))(?![\p{L}\p{N}])/iu.exec(text);
  if (match) return Number(match[1]) + (match[4] ? VULGAR[match[4]] : Number(match[2]) / Number(match[3]));
  match = /^(\d+)[\s-]+(\d+)\s*[/⁄]\s*(\d+)/.exec(text);
  if (match) return Number(match[1]) + Number(match[2]) / Number(match[3]);
  match = /^(\d+)\s*[/⁄]\s*(\d+)/.exec(text);
  if (match) return Number(match[1]) / Number(match[2]);
  match = /^(\d+)[.,](\d+)/.exec(text);
  if (match) return Number(`${match[1]}.${match[2]}`);
  match = /^(\d+)/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * The expected ingredient lines, whatever shape the expected file gives them: a list of lines, one
 * text with a line per ingredient, or only `ingredient_groups` ([{ purpose, ingredients }]).
 */
function expectedIngredientLines(expected) {
  const lines = (value) =>
    Array.isArray(value)
      ? value.flatMap(lines)
      : typeof value === "string"
        ? value.split(/\r?\n/).filter((line) => line.trim() !== "")
        : value && typeof value === "object"
          ? lines(value.ingredients ?? value.text ?? value.name ?? [])
          : [];
  const flat = lines(expected.ingredients ?? []);
  return flat.length > 0 ? flat : lines(expected.ingredient_groups ?? []);
}

/** The presentation-free form of a text, for the normalised score (the rules are listed above). */
function presentationFree(text) {
  return normalise(text)
    .toLowerCase()
    .replace(/[\u2044\u2215]/g, "/")
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[()[\]{}▢□•·\s]/g, "");
}

const short = (value) => {
  const text = JSON.stringify(value) ?? "nothing";
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
};

const pages = readdirSync(dir)
  .filter((name) => name.endsWith(".html"))
  .sort();
let pagesRight = 0;
let pagesRightNormalised = 0;
let amountsRight = 0;
let amountsTotal = 0;
let amountsOnPagesWithoutRecipe = 0;
let slowest = { name: "", ms: 0 };
let methodPages = 0;
let methodsRead = 0;
let methodsEmpty = 0;
let servingsPages = 0;
let servingsRead = 0;
let servingsInRange = 0;
/** A name begun by an amount and its unit: "3 lb pork shoulder", "14½-ounce can", "6-in. tortillas". */
const BEGUN_BY_MEASURE =
  /^\d+(?:[.,/]\d+)?[½⅓⅔¼¾⅛]?\s*-?\s*(?:oz|ounces?|lbs?|pounds?|g|grams?|kg|ml|l|cups?|tbsp|tsp|tablespoons?|teaspoons?|inch(?:es)?|in|cm|sticks?)\b\.?/i;
let namesTotal = 0;
const namesUnclean = [];
for (const name of pages) {
  const site = name.slice(0, -".html".length);
  const expectedPath = join(dir, `${site}.expected.json`);
  if (!existsSync(expectedPath)) {
    console.log(`${site}: no ${site}.expected.json`);
    continue;
  }
  let expected;
  try {
    expected = JSON.parse(readFileSync(expectedPath, "utf8"));
  } catch (error) {
    console.log(`${site}: unreadable ${site}.expected.json (${error.message})`);
    continue;
  }
  const html = readFileSync(join(dir, name), "utf8");
  const started = performance.now();
  let draft;
  try {
    draft = parseRecipePage(html, typeof expected.canonical_url === "string" ? expected.canonical_url : null);
  } catch (error) {
    console.log(`${site}: the parser threw ${error?.stack ?? error}`);
    continue;
  }
  const ms = performance.now() - started;
  if (ms > slowest.ms) slowest = { name, ms };

  const expectedLines = expectedIngredientLines(expected);
  const withAmount = expectedLines.map(referenceAmount);
  const amountCount = withAmount.filter((amount) => amount !== null).length;
  if (!draft) {
    amountsOnPagesWithoutRecipe += amountCount;
    console.log(`${site}: no recipe found`);
    continue;
  }
  amountsTotal += amountCount;
  const reasons = [];
  if (normalise(draft.title) !== normalise(expected.title)) {
    reasons.push(`title: expected ${short(expected.title)}, got ${short(draft.title)}`);
  }
  for (const line of draft.ingredients) {
    namesTotal++;
    if ((!/^[\p{L}\p{N}]/u.test(line.name) || BEGUN_BY_MEASURE.test(line.name)) && /\p{L}/u.test(line.text))
      namesUnclean.push(`${site}: ${short(line.text)} → ${short(line.name)}`);
  }
  const gotLines = draft.ingredients.map((ingredient) => normalise(ingredient.text));
  const wantLines = expectedLines.map(normalise);
  if (gotLines.length !== wantLines.length) {
    reasons.push(`ingredients: expected ${wantLines.length} lines, got ${gotLines.length}`);
  }
  const differing = wantLines.findIndex((line, index) => line !== gotLines[index]);
  if (differing !== -1) {
    reasons.push(
      `ingredient ${differing + 1}: expected ${short(wantLines[differing])}, got ${short(gotLines[differing])}`,
    );
  }
  let amountsWrong = 0;
  withAmount.forEach((amount, index) => {
    if (amount === null) return;
    const line =
      draft.ingredients.find((ingredient) => normalise(ingredient.text) === wantLines[index]) ??
      draft.ingredients[index];
    if (line && line.quantity !== null && Math.abs(line.quantity - amount) < 1e-9) amountsRight++;
    else {
      amountsWrong++;
      reasons.push(
        `amount of ${short(expectedLines[index])}: expected ${amount}, got ${line ? line.quantity : "no line"}`,
      );
    }
  });
  const wantWords = stepWords(expected.instructions_list);
  if (wantWords.length > 0) {
    methodPages++;
    if (draft.instructions.length === 0) methodsEmpty++;
    else if (wordsAlike(stepWords(draft.instructions), wantWords)) methodsRead++;
  }
  // Servings as the answer counts them ("4 servings", "6-8 servings" as its range): read, and within it.
  const servings =
    /^(\d+)(?:\s*(?:-|–|to)\s*(\d+))?\s*(?:servings?|portions?|people|persons|personas|personen|personnes)?$/i.exec(
      String(expected.yields ?? "").trim(),
    );
  if (servings) {
    servingsPages++;
    const [low, high] = [Number(servings[1]), Number(servings[2] ?? servings[1])];
    if (draft.servings !== null) servingsRead++;
    if (draft.servings !== null && draft.servings >= Math.min(low, high) && draft.servings <= Math.max(low, high))
      servingsInRange++;
  }
  const rightWhenNormalised =
    amountsWrong === 0 &&
    presentationFree(draft.title) === presentationFree(expected.title) &&
    gotLines.length === wantLines.length &&
    wantLines.every((line, index) => presentationFree(line) === presentationFree(gotLines[index]));
  if (rightWhenNormalised) pagesRightNormalised++;
  if (reasons.length === 0) pagesRight++;
  else console.log(`${site}: ${rightWhenNormalised ? "(right when normalised) " : ""}${reasons.join("; ")}`);
}

const percent = (right, total) => (total ? ` (${((100 * right) / total).toFixed(1)}%)` : "");
console.log(`pages right: ${pagesRight} / ${pages.length}${percent(pagesRight, pages.length)}`);
console.log(
  `pages right when normalised (case, spaces, brackets, fraction slashes, quotes): ${pagesRightNormalised} / ${pages.length}${percent(pagesRightNormalised, pages.length)}`,
);
console.log(
  `leading amounts right: ${amountsRight} / ${amountsTotal}${percent(amountsRight, amountsTotal)} on pages with a recipe` +
    (amountsOnPagesWithoutRecipe ? ` (${amountsOnPagesWithoutRecipe} more on pages where none was found)` : ""),
);
console.log(
  `method read: ${methodsRead} / ${methodPages}${percent(methodsRead, methodPages)} of pages with steps (words 90% alike both ways); none read on ${methodsEmpty}`,
);
console.log(
  `servings read: ${servingsRead} / ${servingsPages}${percent(servingsRead, servingsPages)} of pages whose answer counts them; the answer's number (or within its range) on ${servingsInRange}`,
);
console.log(
  `names read clean: ${namesTotal - namesUnclean.length} / ${namesTotal}${percent(namesTotal - namesUnclean.length, namesTotal)} of the drafts' lines (not empty, not begun by punctuation or a measure)${namesUnclean.length ? `; for example ${namesUnclean.slice(0, 3).join(", ")}` : ""}`,
);
console.log(`slowest parse in Node: ${slowest.ms.toFixed(1)} ms (${slowest.name})`);
