// Pages whose structured data names the ingredients without their amounts ("popping corn") while
// the page shows each amount in an element of its own just before the name ("½ cup" | "popping
// corn"). The amounts are read back from the page's text, in the list's order.

import { readLeadingAmount } from "./amount";
import { htmlToText } from "./html-text";
import { readLeadingUnit } from "./ingredient-units";

/** How far after one ingredient the next is looked for: a list, not the rest of the page. */
const NEXT_REACH = 3000;
/** Whole-text searches (for the first ingredient found, or after one that was not): each is one pass. */
const MAX_WIDE_SEARCHES = 3;
/** Occurrences of one name tried: the title or the description often names the first ingredient. */
const MAX_OCCURRENCES = 5;
/** The longest amount with its unit read before a name: "1 1/2 Esslöffel ". */
const AMOUNT_REACH = 30;
const MAX_LINES_READ = 100;

/** A length written as a piece's size: "2 cm" of ginger, "1 inch" of cinnamon stick. */
const LENGTH = /^(?:cm|mm|inch(?:es)?|in\.)(?![\p{L}])/u;

/** The amount (and unit) that `before` ends with, as written; "" when it ends with none. */
function trailingAmount(before: string): string {
  const window = before.slice(-AMOUNT_REACH);
  for (let start = 0; start < window.length; start++) {
    if (start > 0 && window[start - 1] !== " ") continue;
    const candidate = window.slice(start);
    const amount = readLeadingAmount(candidate);
    if (!amount || !/^\d|^[½⅓⅔¼¾⅛]/.test(candidate)) continue;
    let rest = candidate.slice(amount.length).trimStart();
    const unitLength = readLeadingUnit(rest)?.length ?? LENGTH.exec(rest)?.[0].length;
    if (unitLength) rest = rest.slice(unitLength).trimStart();
    if (rest === "") return candidate.trim();
  }
  return "";
}

/** Where `line` occurs in `text` from `from` to `to` right after an amount, with that amount; null when nowhere. */
function findAfterAmount(text: string, line: string, from: number, to: number) {
  // Searched in the region only: a name missing from a list must not cost a pass over the page.
  const region = text.slice(from, to);
  let at = region.indexOf(line);
  for (let tries = 0; at !== -1 && tries < MAX_OCCURRENCES; tries++) {
    const index = from + at;
    const amount = trailingAmount(text.slice(Math.max(0, index - AMOUNT_REACH - 1), index).trimEnd());
    if (amount && text[index - 1] === " ") return { index, amount };
    at = region.indexOf(line, at + line.length);
  }
  return null;
}

/** The amount (and unit) `after` begins with, as written; "" when it begins with none. */
function leadingAmount(after: string): string {
  const amount = readLeadingAmount(after);
  if (!amount || !/^\d|^[½⅓⅔¼¾⅛]/.test(after)) return "";
  const rest = after.slice(amount.length);
  const unitLength = readLeadingUnit(rest.trimStart())?.length ?? 0;
  return after.slice(0, amount.length + (unitLength && rest.length - rest.trimStart().length + unitLength)).trim();
}

/** Where `line` occurs in `text` from `from` to `to` right before an amount, with that amount; null when nowhere. */
function findBeforeAmount(text: string, line: string, from: number, to: number) {
  const region = text.slice(from, to);
  let at = region.indexOf(line);
  for (let tries = 0; at !== -1 && tries < MAX_OCCURRENCES; tries++) {
    const index = from + at;
    const after = text.slice(index + line.length, index + line.length + AMOUNT_REACH + 1);
    const amount = after.startsWith(" ") ? leadingAmount(after.slice(1)) : "";
    if (amount) return { index, amount };
    at = region.indexOf(line, at + line.length);
  }
  return null;
}

/**
 * `lines` with the amounts the page shows after them ("ziemniaki 1 kilogram"), when the first and
 * the last are found before an amount and at least half are; null otherwise.
 */
function withAmountsAfter(lines: string[], text: string): string[] | null {
  // One search of the whole text, for the first name; every other within reach of the one before.
  const first =
    lines.length <= MAX_LINES_READ && !hasNumber(lines[0]!) ? findBeforeAmount(text, lines[0]!, 0, text.length) : null;
  if (!first) return null;
  let from = first.index + lines[0]!.length;
  let found = 1;
  const read = lines.slice(1).map((line) => {
    if (hasNumber(line)) return line;
    const match = findBeforeAmount(text, line, from, from + NEXT_REACH);
    if (!match) return line;
    found++;
    from = match.index + line.length;
    return `${line} ${match.amount}`;
  });
  const lastFound = read.at(-1) !== lines.at(-1);
  return lastFound && found * 2 >= lines.length ? [`${lines[0]} ${first.amount}`, ...read] : null;
}

/** Whether a line holds a number: a digit or a fraction sign. */
const hasNumber = (line: string) => /\d|[½⅓⅔¼¾⅛]/.test(line);

/** Whether lines name ingredients without their amounts: two or more, no more than a quarter holding a number. */
export const namesOnly = (lines: string[]) => lines.length >= 2 && lines.filter(hasNumber).length * 4 <= lines.length;

/**
 * `lines` with the amounts the page shows before them, when they are names only, the first of them
 * is found after an amount and at least half are; as they are otherwise. A page that writes each
 * amount after its name ("sól" | "1 szczypta" | "mąka" | "3 łyżki") has its first name after a
 * heading, and every other after the amount of the name before it, which is not its own: its
 * amounts are read after the names.
 */
export function withSeparateAmounts(lines: string[], html: string): string[] {
  if (!namesOnly(lines)) return lines;
  const text = htmlToText(html);
  let from = 0;
  let found = 0;
  let wideSearches = 0;
  let firstMissed = false;
  const read = lines.map((line, index) => {
    if (index >= MAX_LINES_READ || hasNumber(line)) return line;
    if (found === 0 && wideSearches++ >= MAX_WIDE_SEARCHES) return line;
    const match = findAfterAmount(text, line, from, found > 0 ? from + NEXT_REACH : text.length);
    if (!match) {
      if (found === 0) firstMissed = true;
      return line;
    }
    found++;
    from = match.index + line.length;
    return `${match.amount} ${line}`;
  });
  if (!firstMissed) return found * 2 >= lines.length ? read : lines;
  return withAmountsAfter(lines, text) ?? lines;
}
