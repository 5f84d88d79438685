// One ingredient line split into amount, unit, name and note:
// "2 cloves garlic, finely chopped" → 2, "clove", "garlic", "finely chopped". The amount may also
// follow the name, as Italian and many other pages write it ("Latte intero 200 ml", "Eggs 3"). A
// line without an amount ("salt and pepper", "oil for frying") keeps none: quantity null and unit
// "", the cook's choice.

import { RANGE_JOIN, readLeadingAmount } from "./amount";
import { type DraftIngredient } from "../contract/recipe-import";
import { readLeadingUnit } from "./ingredient-units";
import { knownUnit, unitFamily } from "../lib/units";
import { isMetricUnit } from "../shared/amount";

/**
 * Words that link a unit to its ingredient: "1 cup of flour", "2 cucharadas de aceite", "1 cuillère
 * d'huile". A whole word only: "DIADEM" and "DEL MONTE" are names, not "di" or "de" before one.
 */
const LINK_WORD = /^(?:(?:of|de|di|del)\s+|d['’]\s*)(?=\p{L})/iu;
const PARENTHESIS = /^\([^()]*\)\s*/;
/** Phrases that say the amount is the cook's choice: "to taste", "as you like". */
const CHOICE =
  "to (?:your )?(?:taste|liking)|as (?:you like|needed|required|desired)|if (?:needed|desired|you like)|optional";
/** How a line ends when the amount is the cook's choice: "Salt and pepper to taste". */
const TRAILING_NOTE = new RegExp(
  `\\s+((?:or\\s+)?(?:${CHOICE}|for (?:serving|garnish(?:ing)?|frying|greasing|dusting|brushing))\\b.*)$`,
  "i",
);
/** The same phrase written before the ingredient: "as you like Celery leaves", "optional: 75g walnuts". */
const LEADING_NOTE = new RegExp(`^(${CHOICE})[\\s,:]+(?=[\\p{L}\\d½⅓⅔¼¾⅛])`, "iu");
/** A ratio after the first amount ("1:1:1* Sugar": equal parts of three ingredients), with its footnote mark. */
const RATIO = /^((?::\s?\d+(?:[.,]\d+)?)+)[*†‡]*\s*/;
/**
 * How a piece of meat is cut or trimmed, written before it: "6 bone-in, skin-on chicken thighs",
 * "2 boneless, skinless breasts". A note, never the name.
 */
const MEAT_TRIM =
  /^(?:(?:bone[-\s]?in|boneless|skin[-\s]?on|skin[-\s]?off|skinless|with (?:the )?(?:bone|skin)|trimmed|deboned)(?:\s*,\s*|\s+and\s+|\s+))+(?=\p{L})/iu;
/** A size before a unit or an ingredient: "2 large heads lettuce", "3 large eggs" (the size is a note). */
const SIZE =
  /^(?:extra[-\s]large|extra[-\s]small|small|medium(?:[-\s]sized)?|large|big|heaped|heaping|level|generous|scant)\s+(?=\p{L})/iu;
/**
 * A shop price in brackets, which says nothing about the dish: "($6.99)", "(£4.50 at the market)",
 * "(€1,20)", "(2,49 €)". Bounded: a bracket is at most 60 characters.
 */
const PRICE = /\s*\(\s*(?:[$£€¥]\s*\d[\d.,]{0,8}|\d[\d.,]{0,8}\s*(?:[$£€¥]|eur|usd|gbp)(?![\p{L}]))[^()]{0,60}\)/giu;
/**
 * How the ingredient was prepared, written before its name: "75g chopped walnuts", "finely grated
 * parmesan". A note: the name is what is bought. Kinds of product ("ground cinnamon", "crushed
 * tomatoes", "dried thyme") are names and stay.
 */
const PREPARATION_MANNER = "(?:(?:very\\s+)?(?:finely|roughly|coarsely|thinly|freshly|lightly|well)\\s+)";
const PREPARATION =
  "(?:chopped|diced|minced|sliced|grated|shredded|crumbled|melted|softened|toasted|peeled|beaten|mashed|cubed|halved|quartered|julienned|zested|juiced|sifted)";
const PREPARED = new RegExp(`^${PREPARATION_MANNER}?${PREPARATION}\\s+(?=\\p{L})`, "iu");
/**
 * The same written after the name, ending it: "onion finely chopped", "lemon zested and juiced",
 * "tofu drained", "celery chopped small", "whole chicken cut into 8 pieces". Only at the name's
 * end: in "canned diced tomatoes" the word says what is bought.
 */
const PREPARED_AFTER = new RegExp(
  `\\s((?:${PREPARATION_MANNER}?(?:${PREPARATION}|crushed|drained|rinsed|divided|cut)(?:\\s+(?:and|&)\\s+(?=\\S))?){1,4}` +
    `(?:\\s+(?:into|in)\\s+[^,()]{1,80}|\\s+(?:small|fine|thin))?)$`,
  "iu",
);
/** The units a package's or a piece's size is given in ("15-ounce", "120g"). */
const SIZE_UNIT = "(?:ounces?|oz|fl\\.? ?oz|grams?|g|kg|ml|l|lbs?|pounds?)\\.?";
/** The units a piece's length is given in ("8-inch", "6-in.", "2-cm"), and what it measures ("1½-inch-thick"). */
const LENGTH_UNIT = "(?:inch(?:es)?|in\\.|cm)(?:-(?:thick|long|wide|deep))?";
/**
 * A package's or a piece's size after the count: "15-ounce", "14½-ounce", "15.5 -Ounce", "400 g" in
 * "1 400 g tin", "8oz" in "1 8oz package", "3 lb" in "1 3 lb pork shoulder", "8-inch" in "8 8-inch tortillas",
 * "1½-inch-thick" in "2 1½-inch-thick pork chops".
 */
const PACK_SIZE = new RegExp(
  `^(?:\\d+(?:[.,]\\d+)?[½⅓⅔¼¾⅛]?|[½⅓⅔¼¾⅛]|\\d+\\s*[/⁄]\\s*\\d+)(?:\\s*-\\s*|\\s*)(?:${SIZE_UNIT}|${LENGTH_UNIT})\\s+(?:\\([^()]{0,40}\\)\\s*)?(?=\\p{L})`,
  "iu",
);
/** A size's mark right after its number: '"' or "” " (inches), "-inch ", "-gram ", "-ounce ". */
const SIZE_MARK = new RegExp(`^(?:\\s*["”″]|\\s+inch(?:es)?|-(?:${SIZE_UNIT}|${LENGTH_UNIT}))\\s+(?=\\p{L})`, "iu");
/** A comma between the count and a size: "1, 14 oz can of milk". */
const COUNT_COMMA = /^,\s*(?=\d)/;
/** A length closing a size: "8-inch", "6-in.". */
const ENDS_IN_LENGTH = new RegExp(`${LENGTH_UNIT}\\s*$`, "i");
/** Three digits after the count and a space: "1 500 g farine" may be 1,500 g, as French writes it, so no size. */
const THOUSANDS = /^\d{3}\s/;
/** Footnote marks: "sugar*", "butter** see note", "flour†". */
const FOOTNOTE = /[*†‡]+/g;
/**
 * Where a name ends and its note begins: a comma, a bracket, a semicolon or a footnote mark. A comma
 * between two digits is a decimal comma ("Fragole 1,1 kg"), not the end of the name.
 */
const NAME_END = /,(?!\d)|(?<!\d),|[(;*†‡]/;

const tidy = (text: string) =>
  text
    .replace(FOOTNOTE, " ")
    .replace(/^[\s,;]+|[\s,;]+$/g, "")
    .replace(/\s{2,}/g, " ");

/** A short name part after a bracket, up to the next comma, bracket or footnote: "leaves" in "Celery (or turnip) leaves". */
const AFTER_BRACKET = /^\s*(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s*(?=$|[,;(*†‡])/u;

/** Whether every bracket in `text` closes, and none closes before it opens. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === "(") depth++;
    else if (char === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * A note as the page shows it, where a recipe plugin's data wrapped it in brackets whatever it
 * held: "(, minced)" is "minced", "((butt) or pork belly)" is "(butt) or pork belly", "((12 oz))"
 * is "(12 oz)", "(frozen )" is "(frozen)". Brackets inside the note stay: "(cold (see note 1))".
 */
function unwrappedNote(note: string): string {
  const inner = /^\((.*)\)$/s.exec(note)?.[1];
  if (inner === undefined || !balanced(inner)) return note;
  const trimmed = inner.trim();
  if (trimmed.startsWith(",")) return trimmed.replace(/^[,\s]+/, "");
  if (trimmed === "" || trimmed.startsWith("(")) return trimmed;
  return `(${trimmed})`;
}

function nameAndNote(text: string, notes: string[]): { name: string; note: string } {
  // A comma after the unit sets the name apart, it begins no note: "2 cups, packed brown sugar";
  // a footnote's mark there is the unit's ("2 cups* water").
  let rest = text.replace(/^[,;*†‡]+\s*/, "");
  const trim = MEAT_TRIM.exec(rest);
  if (trim) {
    notes.push(trim[0].replace(/[\s,]+$/, ""));
    rest = rest.slice(trim[0].length);
  }
  const prepared = PREPARED.exec(rest);
  if (prepared) {
    notes.push(prepared[0].trim());
    rest = rest.slice(prepared[0].length);
  }
  let cut = rest.search(NAME_END);
  // A note in brackets inside the name: "Celery (or turnip) leaves" names celery leaves.
  const close = rest[cut] === "(" ? rest.indexOf(")", cut) : -1;
  const bracket = close === -1 ? "" : rest.slice(cut, close + 1);
  const nameGoesOn = close === -1 || bracket.includes("(", 1) ? null : AFTER_BRACKET.exec(rest.slice(close + 1));
  let inner = "";
  if (nameGoesOn) {
    inner = bracket;
    rest = `${rest.slice(0, cut).trimEnd()} ${rest.slice(close + 1).trimStart()}`;
    cut = rest.search(NAME_END);
  }
  let name = (cut === -1 ? rest : rest.slice(0, cut)).trim();
  const after = cut === -1 ? "" : tidy(unwrappedNote(tidy(rest.slice(cut).replace(/^[,;*†‡]+/, ""))));
  const trailing = TRAILING_NOTE.exec(name);
  if (trailing) {
    name = name.slice(0, trailing.index);
    notes.push(trailing[1]!);
  }
  const preparedAfter = PREPARED_AFTER.exec(name);
  if (preparedAfter && preparedAfter.index > 0) {
    name = name.slice(0, preparedAfter.index);
    notes.push(preparedAfter[1]!);
  }
  if (inner) notes.push(inner);
  // Nothing before the note ("(6-ounce fillets, thick" left open): its words are the name, not a note too.
  if (tidy(name) === "") name = rest.replace(/[(),;]/g, " ");
  else if (after) notes.push(after);
  return { name: tidy(name), note: notes.map(tidy).filter(Boolean).join(", ") };
}

/**
 * Whether a unit word or link word written in capitals starts an all-capitals name instead ("1 can
 * DEL MONTE peaches", "2 T BONE steaks"): the next word is in capitals too, in a line that is not.
 */
function startsCapitalName(word: string, after: string, line: string): boolean {
  return /^\p{Lu}+$/u.test(word) && /^\p{Lu}{2,}(?![\p{Ll}])/u.test(after) && /\p{Ll}/u.test(line);
}

/**
 * What a number after a name may belong to rather than be the amount: "2 cans of 400 g", "2 x 400
 * g", "n° 5", "tipo 00", and whom it serves ("salad greens for 6").
 */
const NOT_AN_AMOUNT_BEFORE =
  /(?:\s(?:of|x|da|di|de|à|per|je|pro|for|für|pour|voor|para)|[x×#°º]|\bn[o.]?|\bnr\.?|\btipo|\btype|\bgas mark|\bmark)$/iu;
/** The longest line an amount after the name is looked for in: an ingredient, not a paragraph. */
const MAX_NAME_FIRST = 200;

/**
 * A line whose amount follows the name, written again with the amount first: "Latte intero 200 ml"
 * → "200 ml Latte intero", "Eggs (large) 3" → "3 Eggs (large)", "Tomatoes, 2 cans of 400 g" → "2
 * cans Tomatoes, 400 g"; null when no amount follows the name. The amount (with its unit) must end
 * the line or come before a note in brackets or after a comma; a number that says which product
 * ("Chocolate 70%", "Farina tipo 00") or a size ("2 cans of 400 g") is not the amount.
 */
function amountFirst(line: string): string | null {
  if (line.length > MAX_NAME_FIRST) return null;
  for (const number of line.matchAll(/(?<=\s)[\d½⅓⅔¼¾⅛]/gu)) {
    const start = number.index;
    const amount = readLeadingAmount(line.slice(start));
    if (!amount || !(amount.value > 0)) continue;
    let end = start + amount.length;
    const spaced = line.slice(end);
    const unit = readLeadingUnit(spaced.trimStart());
    if (unit) end += spaced.length - spaced.trimStart().length + unit.length;
    const before = line
      .slice(0, start)
      .trim()
      .replace(/\s*[:–—-]$/, "");
    const tail = line.slice(end).trim();
    if (!/\p{L}/u.test(before) || NOT_AN_AMOUNT_BEFORE.test(before)) continue;
    const amountText = line.slice(start, end).trim();
    if (tail === "" || /^\(.*\)$|^,/.test(tail)) return `${amountText} ${before.replace(/,$/, "")} ${tail}`.trim();
    // "Tomatoes, 2 cans of 400 g": a name without numbers, a comma, then the amount and a note.
    const name = /^([^\d,]*\p{L}[^\d,]*),$/u.exec(before);
    if (name) return `${amountText} ${name[1]}, ${tail.replace(/^(?:of|de|di|da)\s+/i, "")}`;
  }
  return null;
}

/**
 * The amount a line begins with; none when the number is glued to a name in capitals that is not a
 * unit ("7UP", "3M"): that number is part of the name.
 */
function leadingAmountOf(line: string) {
  const amount = readLeadingAmount(line);
  const glued =
    amount && /^\d+$/.test(line.slice(0, amount.length))
      ? /^\p{Lu}{2,}(?![\p{L}])/u.exec(line.slice(amount.length))
      : null;
  return glued && !readLeadingUnit(glued[0]) ? null : amount;
}

/** What a weight or a volume is bought in: "400 g tin", "15 oz cans", "1 kg bag". */
const CONTAINERS = new Set(["can", "jar", "bag", "package", "box", "bottle", "sachet", "envelope"]);

/** The container word `rest` begins with, when more words follow it ("tin chopped tomatoes"); null otherwise. */
function containerWord(rest: string): { word: string; unit: string } | null {
  const unit = readLeadingUnit(rest);
  return unit && CONTAINERS.has(unit.unit) && /^\s+\p{L}/u.test(rest.slice(unit.length))
    ? { word: rest.slice(0, unit.length), unit: unit.unit }
    : null;
}

/** A package or piece a size is given for ("can", "block", "piece"): not a measure of its own. */
const isPackage = (unit: string) => !knownUnit(unit) || unit === "pcs";

/** Kinds of measure one amount may be given in twice: a weight, a volume, butter's sticks. */
const MEASURED = new Set(["mass", "volume", "unit:stick"]);

/**
 * An amount added to the first ("+ 2 tablespoons ", "plus 1 tsp "): how many characters it takes
 * and its unit; null when none.
 */
function addedAmount(text: string): { length: number; unit: string } | null {
  const plus = /^(?:\+|plus\s)\s*(?=[\d½⅓⅔¼¾⅛])/i.exec(text);
  if (!plus) return null;
  const after = text.slice(plus[0].length);
  const amount = readLeadingAmount(after);
  if (!amount) return null;
  const rest = after.slice(amount.length).trimStart();
  const unit = readLeadingUnit(rest);
  if (!unit) return null;
  return { length: text.length - rest.length + unit.length, unit: unit.unit };
}

/**
 * The same amount in other units after the first's unit, or its rest in a smaller one: after a slash
 * ("/3½oz " in "100g/3½oz butter", "/ 1lb 5oz " in "600g / 1lb 5oz cream cheese") or without one
 * ("2 cups " in "500 ml 2 cups milk", "4 oz. " in "3/4 cup 4 oz. pine nuts", "5 oz " in "1 lb 5 oz
 * beef"): how many characters it takes and its text without the slash, a note as "(85 g)" is (the
 * line keeps the first amount, as it does beside "+ 2 tablespoons"); null when none.
 */
function otherMeasure(text: string, firstUnit: string): { length: number; note: string } | null {
  const slash = /^\/\s*/.exec(text);
  const start = slash ? slash[0].length : 0;
  let end = 0;
  let at = start;
  // At most two: pounds and ounces.
  for (let measures = 0; measures < 2; measures++) {
    const amount = readLeadingAmount(text.slice(at));
    if (!amount) break;
    const after = text.slice(at + amount.length);
    const unit = readLeadingUnit(after.trimStart());
    if (!unit) break;
    // Without a slash: the other system ("500 ml 2 cups"), weight after volume or back ("3/4 cup 4 oz.",
    // "4 oz 1 stick butter"), or the rest of the same amount in a smaller unit ("1 lb 5 oz", "1 cup 2 tablespoons").
    const [first, second] = [unitFamily(firstUnit), unitFamily(unit.unit)];
    const sameSystem = isMetricUnit(unit.unit) === isMetricUnit(firstUnit);
    const otherSystem = knownUnit(unit.unit) && !sameSystem;
    const measured = MEASURED.has(first) && MEASURED.has(second);
    const rest = measures === 0 && first === second && sameSystem;
    if (!slash && !otherSystem && !(measured && (first !== second || rest))) break;
    at += amount.length + after.length - after.trimStart().length + unit.length;
    end = at;
    at += text.slice(at).length - text.slice(at).trimStart().length;
  }
  return end > 0 && /^(?:\s|$)/.test(text.slice(end)) ? { length: end, note: text.slice(start, end).trim() } : null;
}

/**
 * A count's mark before what is counted: "x " in "4x gousses d'ail", "× " in "3 × eggs" (not
 * "x-large"), a Chinese counter: "个" in "2个鸡蛋".
 */
const COUNT_MARK = /^[x×]\s+(?=\p{L})|^[个個颗只]\s*(?=\p{L})/iu;
/** The size of each piece after a count: "x 120g " in "4 x 120g salmon fillets". */
const PIECE_SIZE = new RegExp(`^[x×]\\s*(\\d+(?:[.,]\\d+)?\\s*${SIZE_UNIT})\\s+(?=\\p{L})`, "iu");

/** A dash between an amount (or its unit, or a bracket after them) and the name. */
const AMOUNT_DASH = /^[-–—]\s+(?=[\p{L}(])/u;

/** A leading amount of nothing: "0 ", "0.0 ". */
const ZERO_AMOUNT = /^0+(?:[.,]0+)?\s+/;

/** Chinese or Japanese script, where "cc" are cubic centimetres. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A unit as the line means it: "cc" is a French teaspoon ("1 cc de sel"), but cubic centimetres
 * (millilitres) in a Chinese or Japanese line ("牛乳 200cc") or in an amount no one measures in
 * teaspoons ("50 cc").
 */
function unitOf(unit: string, word: string, amount: number | undefined, line: string): string {
  return word.toLowerCase() === "cc" && (CJK.test(line) || (amount ?? 0) >= 10) ? "ml" : unit;
}

/**
 * A line whose amount is a size (`mark` is "-gram ", '" ', "-inch "): the amount in that unit, a
 * weight's or a volume's, else inches or centimetres, and a package or piece after it a note
 * ("400-gram tin tomatoes": 400 g of tomatoes; "1½-inch knob ginger": 1.5 inch of ginger).
 */
function sizedAmount(text: string, quantity: number, mark: string, rest: string): DraftIngredient {
  const word = mark.replace(/^[\s"”″-]+/u, "").trim();
  const measure = word ? readLeadingUnit(word) : null;
  const unit = measure && knownUnit(measure.unit) ? measure.unit : /^c/i.test(word) ? "cm" : "inch";
  const pack = readLeadingUnit(rest);
  const packed = pack && isPackage(pack.unit) ? rest.slice(0, pack.length).trim() : "";
  const name = (packed ? rest.slice(pack!.length).trimStart() : rest).replace(LINK_WORD, "");
  return { text, quantity, unit, ...nameAndNote(name, packed ? [packed] : []) };
}

/** A bar between a unit's singular and its plural, as a page gives both: "unidade | unidades". */
const UNIT_BAR = /^\|\s*/;

/** Phrases like "optional:" read as notes before one ingredient; more are part of its name. */
const MAX_LEADING_NOTES = 3;

/** A line without its price and the footnote marks, hearts and stars some sites set before it ("♥鶏モモ肉", "＊塩"). */
const unmarked = (text: string) => text.replace(PRICE, "").replace(/^[*†‡♥♡＊☆★※◎\s]+/u, "");

/** `text` (already decoded and collapsed) read as amount, unit, name and note. */
export function splitIngredientLine(text: string): DraftIngredient {
  const line = splitLine(text, 0);
  // A range the line begins with ("1–2 tbsp") keeps its end beside the first number, unless the
  // line was read as a count of things that size ("2 - 15 oz cans": 2 cans, its unit not the range's).
  const stripped = unmarked(text);
  const lead = line.quantity === null ? null : leadingAmountOf(stripped);
  const unitAfter = lead ? readLeadingUnit(stripped.slice(lead.length).trimStart()) : null;
  const isRange =
    lead?.range &&
    lead.range.end > lead.value &&
    lead.value === line.quantity &&
    (!unitAfter || unitAfter.unit === line.unit);
  return isRange ? { ...bracketNamed(line), quantity_max: lead.range!.end } : bracketNamed(line);
}

/** "200 gms (1 cup of white sugar)": nothing but a bracket after the amount, which names the ingredient. */
function bracketNamed(line: DraftIngredient): DraftIngredient {
  const content = line.name === "" ? /^\(([^()]+)\)$/.exec(line.note)?.[1] : undefined;
  const inner = content && leadingAmountOf(content) ? splitLine(content, 0) : null;
  if (!content || !inner || inner.quantity === null || inner.name === "") return line;
  const measure = content
    .slice(0, content.indexOf(inner.name))
    .replace(/\s+(?:of|de|di)\s*$/i, "")
    .trim();
  return { ...line, name: inner.name, note: [measure, inner.note].filter(Boolean).join(", ") };
}

function splitLine(text: string, leadingNotes: number): DraftIngredient {
  const line = unmarked(text);
  // "optional: 75g chopped walnuts", "as you like Celery leaves": the phrase is a note, the rest a line.
  const choice = leadingNotes < MAX_LEADING_NOTES ? LEADING_NOTE.exec(line) : null;
  if (choice) {
    const rest = splitLine(line.slice(choice[0].length), leadingNotes + 1);
    return { ...rest, text, note: [choice[1]!, rest.note].filter(Boolean).join(", ") };
  }
  // "0 As required salt": the amount as written (0, which the wizard reads as none), the phrase a note.
  const zero = ZERO_AMOUNT.exec(line);
  if (zero && LEADING_NOTE.test(line.slice(zero[0].length)))
    return { ...splitLine(line.slice(zero[0].length), leadingNotes), text, quantity: 0, unit: null };
  const amount = leadingAmountOf(line);
  // "400-gram tin tomatoes", '3" ginger', "1½-inch knob ginger": the amount is a size, in its unit.
  const sizeMark = amount ? SIZE_MARK.exec(line.slice(amount.length)) : null;
  if (sizeMark) return sizedAmount(text, amount!.value, sizeMark[0], line.slice(amount!.length + sizeMark[0].length));
  const reordered = amount ? null : amountFirst(line);
  if (reordered) return { ...splitLine(reordered, leadingNotes), text };
  const notes: string[] = [];
  // "3 - slices bread", "2 – eggs": a dash a template sets after the amount is not the name's.
  let rest = amount ? line.slice(amount.length).trimStart().replace(AMOUNT_DASH, "").replace(COUNT_COMMA, "") : line;
  const ratio = amount ? RATIO.exec(rest) : null;
  if (ratio) {
    notes.push(`${line.slice(0, amount!.length).trim()}${ratio[1]!.replace(/\s/g, "")}`);
    rest = rest.slice(ratio[0].length);
  }
  const takeParentheses = () => {
    for (let size = PARENTHESIS.exec(rest); size; size = PARENTHESIS.exec(rest)) {
      notes.push(size[0].trim());
      rest = rest.slice(size[0].length).replace(AMOUNT_DASH, "");
    }
  };
  if (amount) takeParentheses();
  // "2/3 + 1/4 cup chocolate chips": both amounts in the unit after the second, which is a note.
  const addedBeforeUnit = amount && !ratio ? addedAmount(rest) : null;
  if (addedBeforeUnit) {
    notes.push(rest.slice(0, addedBeforeUnit.length).trim());
    rest = rest.slice(addedBeforeUnit.length).trimStart();
    const link = LINK_WORD.exec(rest);
    if (link) rest = rest.slice(link[0].length);
    return { text, quantity: amount!.value, unit: addedBeforeUnit.unit, ...nameAndNote(rest, notes) };
  }
  // "4 x 120g salmon fillets": four pieces, each of that size (a note).
  const pieceSize = amount ? PIECE_SIZE.exec(rest) : null;
  if (pieceSize) {
    notes.push(pieceSize[1]!);
    rest = rest.slice(pieceSize[0].length);
  }
  const countMark = amount && !pieceSize ? COUNT_MARK.exec(rest) : null;
  if (countMark) rest = rest.slice(countMark[0].length);
  // "1 15-ounce can chickpeas": the can's size, written without brackets, is a note like "(15 oz)".
  const packSize = amount ? PACK_SIZE.exec(rest) : null;
  const packUnit = packSize ? readLeadingUnit(rest.slice(packSize[0].length)) : null;
  // Before a package ("1 15-ounce can chickpeas") or the thing itself ("4 6oz. swordfish steaks").
  if (packSize && (packUnit ? isPackage(packUnit.unit) : !THOUSANDS.test(rest))) {
    // Several things of a weight weigh it each, as several cans do: said, so the weight is not taken for the line's.
    const eachWeighs = !packUnit && amount!.value > 1 && !ENDS_IN_LENGTH.test(packSize[0].trim());
    notes.push(eachWeighs ? `${packSize[0].trim()} each` : packSize[0].trim());
    rest = rest.slice(packSize[0].length);
  }
  const size = amount ? SIZE.exec(rest) : null;
  const sized = size ? rest.slice(size[0].length) : rest;
  const leadingUnit = ratio ? null : readLeadingUnit(sized);
  const unitWord = leadingUnit ? sized.slice(0, leadingUnit.length).replace(/\.$/, "") : "";
  const unitAfter = leadingUnit ? sized.slice(leadingUnit.length).trimStart() : "";
  // A one-letter unit in capitals before a word in capitals is the start of a name: "T BONE".
  const unit =
    leadingUnit && !(unitWord.length === 1 && startsCapitalName(unitWord, unitAfter, line)) ? leadingUnit : null;
  // Without an amount, only "Pinch of salt" (a unit linked to its ingredient) says how much: one.
  if (unit && (amount || LINK_WORD.test(unitAfter))) {
    if (size) notes.push(size[0].trim());
    rest = unitAfter.replace(AMOUNT_DASH, "");
    // "1 unidade | unidades de tomate", "500 grama | gramas de alcatra": the unit's plural after a bar.
    const bar = UNIT_BAR.exec(rest)?.[0].length ?? 0;
    const plural = bar ? readLeadingUnit(rest.slice(bar)) : null;
    if (plural?.unit === unit.unit) rest = rest.slice(bar + plural.length).trimStart();
    takeParentheses();
    // "1 cup + 2 tablespoons cream": the added amount is a note, the name what follows it.
    const added = addedAmount(rest);
    if (added) {
      notes.push(rest.slice(0, added.length).trim());
      rest = rest.slice(added.length).trimStart();
      takeParentheses();
    }
    const other = otherMeasure(rest, unit.unit);
    if (other) {
      notes.push(other.note);
      rest = rest.slice(other.length).trimStart();
    }
    // "400 g tin chopped tomatoes", "1 kg bag potatoes": what the weight comes in is a note.
    const container = MEASURED.has(unitFamily(unit.unit)) ? containerWord(rest) : null;
    if (container) {
      rest = rest.slice(container.word.length).trimStart();
      // "2 - 15 oz cans pumpkin": two cans of 15 oz, not 2 to 15 oz.
      if (amount?.range) {
        const link = LINK_WORD.exec(rest);
        const each = line.slice(amount.range.startLength, amount.length).replace(RANGE_JOIN, "");
        const sizeText = `${each} ${sized.slice(0, leadingUnit!.length)}`;
        return {
          text,
          quantity: amount.value,
          unit: container.unit,
          ...nameAndNote(link ? rest.slice(link[0].length) : rest, [sizeText, ...notes]),
        };
      }
      notes.push(container.word);
    }
    const link = LINK_WORD.exec(rest);
    if (link && !startsCapitalName(link[0].trim(), rest.slice(link[0].length), line)) rest = rest.slice(link[0].length);
    // "1 clove": a counted thing with nothing after it is what is counted, not a unit.
    if (amount && rest.trim() === "" && notes.length === 0 && !knownUnit(unit.unit))
      return { text, quantity: amount.value, unit: null, name: unitWord, note: "" };
    return {
      text,
      quantity: amount?.value ?? 1,
      unit: unitOf(unit.unit, unitWord, amount?.value, line),
      ...nameAndNote(rest, notes),
    };
  }
  if (!amount) return { text, quantity: null, unit: "", ...nameAndNote(rest, notes) };
  if (size) {
    notes.push(size[0].trim());
    rest = sized;
  }
  return { text, quantity: amount.value, unit: null, ...nameAndNote(rest, notes) };
}
