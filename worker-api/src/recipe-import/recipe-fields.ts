// Each field of a schema.org Recipe node read into the draft's shape. Values come from JSON-LD
// (strings, numbers, lists, nested objects) or microdata (lists of HTML strings); every reader
// accepts all of these.

import { readLeadingAmount } from "./amount";
import { htmlToLines, htmlToText } from "./html-text";
import { readLeadingUnit } from "./ingredient-units";
import { type JsonNode } from "./json-ld";
import { letters } from "./recipe-title";
import { isWebAddress } from "../shared/web-address";

/** More lines than any recipe has: a page listing more is cut there, so that it cannot cost more. */
export const MAX_LINES = 500;

const isNode = (value: unknown): value is JsonNode =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A value's entries: a list as is, nothing as none, anything else as a list of one. */
const entries = (value: unknown): unknown[] => (value == null ? [] : Array.isArray(value) ? value : [value]);

/** How many objects deep a value's text is looked for (`{ "name": { "@value": "…" } }`). */
const MAX_TEXT_DEPTH = 4;

/** The text of one value: a string (HTML stripped), a number, or an object's `text`, `name` or `@value`. */
function textOf(value: unknown): string {
  let inner = value;
  for (let depth = 0; isNode(inner) && depth < MAX_TEXT_DEPTH; depth++)
    inner = inner.text ?? inner.name ?? inner["@value"];
  if (typeof inner === "string") return htmlToText(inner);
  if (typeof inner === "number" && Number.isFinite(inner)) return String(inner);
  return "";
}

/**
 * What a page template writes where a field was left empty ("blank", "null", "N/A", "-"): no
 * content, so the next value (or nothing) is read instead.
 */
const PLACEHOLDER = /^(?:blank|empty|null|undefined|none|n\/?a|nan|tbd|\[object object\]|lorem ipsum\b.*|[-–—.…_]+)$/i;

/** The first entry with text (not a template's placeholder), as text; "" when none. */
export function readText(value: unknown): string {
  for (const entry of entries(value)) {
    const text = textOf(entry);
    if (text && !PLACEHOLDER.test(text)) return text;
  }
  return "";
}

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const MINUTES_IN = [525600, 43200, 10080, 1440, 60, 1, 1 / 60];
const HOURS_TEXT = /(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?|std|stunden?|heures?|horas?|uur)\b/i;
const MINUTES_TEXT = /(\d+(?:[.,]\d+)?)\s*(?:m|mins?|minutes?|minuten?|minutos?|min\.)(?![\p{L}])/iu;

const toNumber = (text: string) => Number(text.replace(",", "."));

/** Minutes of an ISO 8601 duration (`PT1H30M`, `P0DT0H20M`, `PT1.5H`), or of text like "1 hour 20 mins"; null when unreadable. */
export function readMinutes(value: unknown): number | null {
  const text = readText(value).replace(/\s+/g, "");
  if (text === "") return null;
  const iso = ISO_DURATION.exec(text);
  if (iso && text.length > 1 && text.toUpperCase() !== "PT") {
    const minutes = MINUTES_IN.reduce((total, perUnit, index) => total + toNumber(iso[index + 1] ?? "0") * perUnit, 0);
    return Math.round(minutes);
  }
  if (/^\d+$/.test(text)) return Number(text);
  const spaced = readText(value);
  if (spaced.length > 100) return null;
  const hours = HOURS_TEXT.exec(spaced);
  const minutes = MINUTES_TEXT.exec(spaced);
  if (!hours && !minutes) return null;
  return Math.round(toNumber(hours?.[1] ?? "0") * 60 + toNumber(minutes?.[1] ?? "0"));
}

/** A yield's text, also a `QuantitativeValue`'s: `{ value: "6", unitText: "személyre" }` is "6 személyre". */
const yieldText = (entry: unknown) =>
  isNode(entry) && entry.value !== undefined
    ? `${textOf(entry.value)} ${textOf(entry.unitText)}`.trim()
    : textOf(entry);

/** `recipeYield` as servings (its first whole number) and yields (its wording, or "N servings"). */
export function readYields(value: unknown): { servings: number | null; yields: string | null } {
  const texts = entries(value).map(yieldText).filter(Boolean);
  const number = texts.map((text) => /\d+/.exec(text)).find(Boolean);
  const servings = number ? Number(number[0]) : null;
  const worded = texts.find((text) => /\p{L}/u.test(text));
  if (worded) return { servings, yields: worded };
  if (servings === null) return { servings: null, yields: null };
  return { servings, yields: servings === 1 ? "1 serving" : `${servings} servings` };
}

/** `url` resolved against the page's address; as written when it cannot be. */
export function resolveUrl(url: string, base: string | null): string {
  try {
    return new URL(url, base ?? undefined).href;
  } catch {
    return url;
  }
}

/**
 * The first image: a URL, a list of them, an `ImageObject` (`url`/`contentUrl`) or a list of those,
 * resolved against the page's address. A link that does not resolve to a web address (relative
 * with no address to read it against, `data:`) is no photo rather than one the recipe form refuses.
 */
export function readImage(value: unknown, pageUrl: string | null): string | null {
  for (const entry of entries(value)) {
    const url = readText(isNode(entry) ? (entry.url ?? entry.contentUrl ?? entry["@id"]) : entry);
    if (!url) continue;
    const resolved = resolveUrl(url, pageUrl);
    return isWebAddress(resolved) ? resolved : null;
  }
  return null;
}

/** Words that say "recipes" rather than which kind of dish. */
const NOT_A_CATEGORY =
  /^(?:recipes?|recepten|recept|recepty|recepti|receptek|rezepte?|recettes?|recetas?|receitas?|ricette|opskrifter|oppskrifter|przepisy|all|uncategori[sz]ed|other)$/i;

/**
 * The first category that names a kind of dish: of a list, or of a text's comma-separated parts.
 * Entries that are the publisher's or the site's name (`names`) or only say "recipes" are skipped.
 */
export function readCategory(value: unknown, names: string[] = []): string | null {
  const publishers = new Set(names.map(letters).filter(Boolean));
  for (const entry of entries(value).slice(0, 50)) {
    for (const part of textOf(entry).split(",").slice(0, 50)) {
      const category = part.replace(/^[>»/|\s-]+/, "").trim();
      if (category && !NOT_A_CATEGORY.test(category) && !publishers.has(letters(category))) return category;
    }
  }
  return null;
}

/**
 * A line without what page templates add around it: a list bullet, a note's doubled parentheses,
 * a space before a comma where parts were joined ("1 carrot , peeled"). An amount glued to what
 * follows stays as the page writes it ("200g", "10cm piece ginger", "7x5-inch dish"): the line's
 * parts are read apart all the same.
 */
export function tidyIngredientLine(line: string): string {
  return line
    .replace(/^[-–•*·▢□◦]\s+/, "")
    .replace(/\(\(([^()]*)\)\)/g, "($1)")
    .replace(/(?<=\p{L}) ,(?= )/gu, ",");
}

/** "For the sauce", "Für den Teig", "Pour la pâte": a group's name, when nothing else is on the line. */
const FOR_THE = /^(?:for|für|voor|pour|para)\s+(?:the|den|die|das|de|het|la|le|les|el|a|o)?\s*[^\d,;:.()]{1,40}$/iu;
/** Hungarian says "for the sauce" with a suffix: "A raguhoz", "Az öntethez", "A tálaláshoz". */
const HUNGARIAN_FOR_THE = /^az?\s+[^\d,;:.()]{1,40}(?:hoz|hez|höz)\s*:?$/iu;

/** A group's name marked as a heading the way Markdown writes one: "## SAUCE", "### For the dip". */
const MARKED_HEADING = /^#{1,6}\s+\p{L}/u;

/**
 * A line that names a group of ingredients ("For the sauce:", "For the topping", "A raguhoz", "## SAUCE")
 * rather than one.
 */
export const isGroupHeading = (line: string) =>
  (line.endsWith(":") && !/^[\d½⅓⅔¼¾⅛]/.test(line)) ||
  FOR_THE.test(line) ||
  HUNGARIAN_FOR_THE.test(line) ||
  MARKED_HEADING.test(line);

/** A unit the reader does not know, written short with a dot: "φλ.", "κ.σ.", "Pck.". */
const ABBREVIATED_UNIT = /^\p{L}{1,5}\.(?:\p{L}{1,3}\.)?$/u;

/** A count of pieces of a size after an amount: "x 120g" in "4 x 120g". */
const PIECE_SIZE = /^[x×]\s*\d+(?:[.,]\d+)?\s*/;

/** The same amount in other units, in brackets after the first: "(80ml)" in "⅓ cup (80ml)". */
const OTHER_UNITS_AMOUNT = /\s*\(\s*[\d½⅓⅔¼¾⅛][\d\s.,/½⅓⅔¼¾⅛-]*\p{L}{1,12}\.?\s*\)$/u;

/**
 * A line that is only an amount, with or without its unit: "2", "150 g", "½ cup", "1/2 φλ.", "4 x
 * 120g", "⅓ cup (80ml)".
 */
function amountOnly(line: string): boolean {
  const amount = readLeadingAmount(line);
  if (!amount || !/^[\d½⅓⅔¼¾⅛]/.test(line)) return false;
  let rest = line.slice(amount.length).replace(OTHER_UNITS_AMOUNT, "").trim();
  const size = PIECE_SIZE.exec(rest);
  if (size && size[0].length < rest.length) rest = rest.slice(size[0].length);
  return rest === "" || readLeadingUnit(rest)?.length === rest.length || ABBREVIATED_UNIT.test(rest);
}

/** A note in brackets on a row of its own: "( 120 g/fej )". */
const BRACKET_ROW = /^\(\s*([^()]{1,80}?)\s*\)$/;

/**
 * Lines with an amount written in an element of its own before the name ("150 g" | "flour") joined
 * into one line: the next line must hold no amount of its own. A note in brackets on the row after
 * the name joins it too.
 */
export function joinAmountRows(lines: string[]): string[] {
  if (amountsFollowNames(lines)) return joinAmountsToNames(lines);
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    let line = lines[index]!;
    // "750" | "g" | "potatoes": the unit may sit on a line of its own too.
    for (let next = lines[index + 1]; next !== undefined && amountOnly(line); next = lines[index + 1]) {
      if (readLeadingAmount(next) || isGroupHeading(next)) break;
      line = `${line} ${next}`;
      index++;
    }
    // "1 fej vöröshagyma" | "( 120 g/fej )": a note in brackets in an element of its own.
    const note = index > 0 && lines[index + 1] !== undefined ? BRACKET_ROW.exec(lines[index + 1]!) : null;
    if (note && readLeadingAmount(line)) {
      line = `${line} (${note[1]})`;
      index++;
    }
    joined.push(line);
  }
  return joined;
}

/**
 * Whether rows write each amount after its name ("sól" | "1 szczypta" | "mąka" | "3 łyżki"): the
 * first row is a name and the last an amount alone, which can only be the row's before it.
 */
export const amountsFollowNames = (lines: string[]) =>
  lines.length >= 2 && amountOnly(lines.at(-1)!) && !readLeadingAmount(lines[0]!) && !isGroupHeading(lines[0]!);

/** Whether a line ends with its amount after the name, as `joinAmountsToNames` writes it: "sól 1 szczypta". */
export function endsWithAmount(line: string): boolean {
  for (const number of line.matchAll(/(?<=\s)[\d½⅓⅔¼¾⅛]/gu))
    if (amountOnly(line.slice(number.index))) return /\p{L}/u.test(line.slice(0, number.index));
  return false;
}

/** Each amount alone joined to the name before it: "sól 1 szczypta". */
function joinAmountsToNames(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const name = joined.at(-1);
    if (amountOnly(line) && name !== undefined && !readLeadingAmount(name) && !isGroupHeading(name))
      joined[joined.length - 1] = `${name} ${line}`;
    else joined.push(line);
  }
  return joined;
}

/** Ingredient lines: a list of strings (or of objects with a name), or one text with a line per ingredient. */
export function readIngredientLines(value: unknown): string[] {
  return (
    entries(value)
      .flat(4)
      .slice(0, 2 * MAX_LINES)
      // An entry's amount on a line of its own ("2 \r\nbay leaf") belongs to the next line.
      .flatMap((entry) => (typeof entry === "string" ? joinAmountRows(htmlToLines(entry)) : [textOf(entry)]))
      .map(tidyIngredientLine)
      .filter((line) => line !== "" && !isGroupHeading(line))
      .slice(0, MAX_LINES)
  );
}

/**
 * Steps in order: a text (one step a line), a list of texts, `HowToStep`s (their text, else name),
 * `HowToSection`s and `ItemList`s (their `itemListElement` flattened). Section headings are not
 * steps, so they are left out. When all the steps are one text or one `HowToStep`, that text is
 * split into the steps the page shows: its lines, its numbered steps, its sentences glued together
 * where the page's paragraphs were.
 */
export function readInstructions(value: unknown): string[] {
  const entries: StepEntry[] = [];
  collectSteps(value, entries, 0);
  const steps =
    entries.length === 1
      ? entries[0]!.lines.flatMap(splitStep)
      : entries.flatMap((entry) => (entry.whole === null ? entry.lines : [entry.whole]));
  const joined: string[] = [];
  for (const step of steps.slice(0, MAX_LINES)) {
    if (isStepHeading(step)) continue;
    const previous = joined.length - 1;
    // A sentence cut in two by the page's line breaks: the first part ends without punctuation and
    // the second begins in lower case.
    if (previous >= 0 && /[\p{L}\p{N},;]$/u.test(joined[previous]!) && /^\p{Ll}/u.test(step)) {
      joined[previous] = `${joined[previous]} ${step}`;
    } else joined.push(step);
  }
  return withoutStepNumbers(joined);
}

/** A step's own number or label before its text: "1. ", "2) ", "Step 3: ", "STEP 4 | ", "Schritt 5 – ". */
const STEP_LABEL_BEFORE =
  /^(?:(?:step|stap|schritt|étape|paso|passo)\s*(\d{1,2})\s*[.):|–-]?|(\d{1,2})\s*[.):|])\s*(?=\S)/iu;
/** A step's number set apart by a space only, before a capital: "1 Preheat", "2 Em seguida". */
const BARE_NUMBER_BEFORE = /^(\d{1,2})\s+(?=\p{Lu})/u;

/** The number or label a step begins with: its number and how long it is; null when it has none. */
function stepLabel(step: string): { number: number; length: number } | null {
  const label = STEP_LABEL_BEFORE.exec(step) ?? BARE_NUMBER_BEFORE.exec(step);
  return label ? { number: Number(label[1] ?? label[2]), length: label[0].length } : null;
}

/**
 * Steps without the numbers the page wrote before them, when they count 1, 2, 3 … from the first:
 * the recipe numbers its steps itself. A note after them ("NOTE | …") keeps its text.
 */
function withoutStepNumbers(steps: string[]): string[] {
  const labels: number[] = [];
  for (const step of steps) {
    const label = stepLabel(step);
    if (!label || label.number !== labels.length + 1 || label.length === step.length) break;
    labels.push(label.length);
  }
  if (labels.length < 2) return steps;
  return steps.map((step, index) => (index < labels.length ? step.slice(labels[index]) : step));
}

/** A heading over the steps, not a step: "Preparation", "Method:", "Step 1", "2.", ",". */
const STEP_HEADING =
  /^(?:(?:step|stap|schritt|étape|paso|passo)?\s*\d{0,2}|preparation|instructions?|method|directions?|steps|how to make it|zubereitung|anleitung|bereiding(?:swijze)?|zo maak je het|pr[ée]paration|preparaci[oó]n|elaboraci[oó]n|modo de preparo|preparazione|procedimento|tilberedning|fremgangsm[aå]de|valmistus|przygotowanie|postup|elkészítés)\s*[:.)-]?$/iu;

/**
 * Where a page's paragraphs or line breaks were dropped from one text: a sentence's end glued to the
 * next sentence ("greaseproof paper.Snap the chocolate", "at 180°C.Line"). Two small letters (or a
 * number, a bracket, a degree) before the stop, so that "Dr.Oetker" and "St.Louis" stay whole, and
 * a step's own number ("4.Mix") is not a sentence.
 */
const GLUED_SENTENCE = /(?<=(?:\p{Ll}\p{Ll}|[\d°]\p{Lu}|\S\d|[)°%])[.!?])(?=\p{Lu}\p{Ll})/gu;
/**
 * A step's number inside one text: "1. Preheat … 2. Mix", "1.Preheat", "pepper.2. Bring", "1) Boil",
 * and before a script without capitals: "1.番茄切丁 2.土豆切丁", "1、".
 */
const STEP_NUMBER = /(?<=^|[\s.!?:)。])(\d{1,2})[.)、]\s*(?=\p{Lu}|\p{Lo})/gu;

/**
 * One text holding several steps, split into them: at its step numbers when they count 1, 2, 3 …
 * from its start (the numbers dropped), and where sentences were glued together.
 */
function splitStep(text: string): string[] {
  let parts = [text];
  const numbers: number[] = [];
  for (const match of text.matchAll(STEP_NUMBER)) {
    if (Number(match[1]) === numbers.length + 1 && (numbers.length > 0 || match.index === 0)) numbers.push(match.index);
  }
  if (numbers.length >= 2) {
    parts = numbers.map((start, index) =>
      text
        .slice(start, numbers[index + 1])
        .replace(/^\d{1,2}[.)、]\s*/, "")
        .trim(),
    );
  }
  return parts.flatMap((part) => part.split(GLUED_SENTENCE)).filter((part) => part !== "");
}

const isStepHeading = (step: string) => STEP_HEADING.test(step.trim()) || !/[\p{L}\p{N}]/u.test(step);

/** One text of the steps, a line each; a `HowToStep`'s also as one step (`whole`), as it reads among others. */
interface StepEntry {
  lines: string[];
  whole: string | null;
}

function collectSteps(value: unknown, entries: StepEntry[], depth: number) {
  if (depth > 8 || entries.length >= MAX_LINES) return;
  if (typeof value === "string") {
    const lines = htmlToLines(value).slice(0, MAX_LINES);
    if (lines.length > 0) entries.push({ lines, whole: null });
  } else if (Array.isArray(value)) for (const entry of value) collectSteps(entry, entries, depth + 1);
  else if (isNode(value)) {
    if (value.itemListElement !== undefined) return collectSteps(value.itemListElement, entries, depth + 1);
    const step = value.text ?? value.name ?? value.item;
    if (isNode(step) || Array.isArray(step)) return collectSteps(step, entries, depth + 1);
    const text = textOf(step);
    if (text)
      entries.push({ lines: typeof step === "string" ? htmlToLines(step).slice(0, MAX_LINES) : [text], whole: text });
  }
}
