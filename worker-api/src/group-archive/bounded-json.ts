import { BadInput, TooLarge } from "../lib/domain-errors";

/**
 * JSON read within bounds: before `JSON.parse` builds anything, one pass over the text counts
 * every array's entries, measures every string and follows the nesting, and stops at the first
 * that is past its bound. A file of a million empty objects is refused after reading its text
 * once, with a message naming the bound, instead of being built and validated.
 */

/** What a value may hold, where the format knows it (an array's most entries, a string's most characters). */
export type JsonBounds = {
  maxItems?: number;
  items?: JsonBounds;
  maxLength?: number;
  properties?: Record<string, JsonBounds>;
};

/** How values the format does not describe (other apps' files, fields it does not know) are held. */
export type AnyValueBounds = { maxItems: number; maxLength: number; maxDepth: number };

/**
 * What the JSON documents of one file may hold together, their parsed form's cost in memory: a
 * number of values (fields and list entries), and the length of each document's text.
 */
export class JsonBudget {
  private values = 0;
  constructor(
    readonly maxValues: number,
    readonly maxTextBytes: number,
  ) {}

  takeValue(file: string) {
    if (++this.values > this.maxValues)
      throw new TooLarge(
        `${file} brings the file past ${this.maxValues.toLocaleString("en-US")} values (fields and list entries), more than one import reads.`,
      );
  }

  checkText(file: string, bytes: number) {
    if (bytes > this.maxTextBytes)
      throw new TooLarge(`${file} is larger than ${this.maxTextBytes / (1024 * 1024)} MB, more than one import reads.`);
  }
}

type Frame = { bounds: JsonBounds; isArray: boolean; count: number; key: string | null; expectKey: boolean };

/** Where a value sits, for messages: "3.ingredients.12". */
const pathOf = (stack: Frame[]) =>
  stack
    .map((frame) => (frame.isArray ? String(frame.count - 1) : frame.key))
    .filter((segment) => segment !== null)
    .join(".");

/** Past this many steps a path says only where it starts: a person reads no further. */
const PATH_STEPS_SHOWN = 8;

const where = (file: string, stack: Frame[]) => {
  const path = pathOf(stack.slice(0, PATH_STEPS_SHOWN));
  const more = stack.length > PATH_STEPS_SHOWN ? "…" : "";
  return path ? `${file}, ${path}${more}` : file;
};

const isDelimiter = (code: number) =>
  code === 0x2c || code === 0x7d || code === 0x5d || code === 0x3a || code <= 0x20 || code === 0x22;

/**
 * `bytes` (UTF-8) parsed as JSON once it is known to keep within `bounds` (the document's own, then
 * `anyValue` for what they do not describe), each value counted against `budget`. A refusal names
 * an array's entries by its field ("ingredients"), `rootNoun` the document's own.
 * Other apps' files may hold bytes that are not UTF-8 (`lenientUtf8`): those read as U+FFFD.
 */
export function parseBoundedJson(
  bytes: Uint8Array,
  file: string,
  {
    bounds,
    anyValue,
    budget,
    rootNoun = "entries",
    lenientUtf8 = false,
  }: { bounds: JsonBounds; anyValue: AnyValueBounds; budget: JsonBudget; rootNoun?: string; lenientUtf8?: boolean },
): unknown {
  const invalid = () => new BadInput(`${file} is not valid JSON.`);
  budget.checkText(file, bytes.length);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: !lenientUtf8 }).decode(bytes);
  } catch {
    throw invalid();
  }
  const stack: Frame[] = [];
  const length = text.length;
  let at = 0;

  /** The bounds of the value starting now, counted in its array and the budget. */
  const nextValue = () => {
    budget.takeValue(file);
    const parent = stack.at(-1);
    if (!parent) return bounds;
    if (!parent.isArray) return parent.bounds.properties?.[parent.key ?? ""] ?? {};
    parent.count++;
    const maxItems = parent.bounds.maxItems ?? anyValue.maxItems;
    if (parent.count > maxItems) {
      const holder = stack.at(-2);
      // A list named in the plural names what it holds ("ingredients"); any other holds "entries".
      const key = holder && !holder.isArray ? holder.key : null;
      const noun = !holder ? rootNoun : key && /[a-z]s$/.test(key) ? key.replace(/_/g, " ") : "entries";
      throw new TooLarge(
        `${where(file, stack.slice(0, -1))} holds more than ${maxItems.toLocaleString("en-US")} ${noun}.`,
      );
    }
    return parent.bounds.items ?? {};
  };

  /** Reads the string starting at `at` (its opening quote); answers its length once unescaped. */
  const readString = (maxLength: number, what: () => string) => {
    let size = 0;
    at++;
    for (;;) {
      if (at >= length) throw invalid();
      const code = text.charCodeAt(at);
      if (code === 0x22) break;
      if (code === 0x5c) at += text.charCodeAt(at + 1) === 0x75 ? 6 : 2;
      else at++;
      if (++size > maxLength)
        throw new BadInput(`${what()} is longer than ${maxLength.toLocaleString("en-US")} characters.`);
    }
    at++;
    return size;
  };

  while (at < length) {
    const code = text.charCodeAt(at);
    if (code <= 0x20) {
      at++;
      continue;
    }
    const top = stack.at(-1);
    if (code === 0x2c || code === 0x3a) {
      if (top && !top.isArray && code === 0x2c) top.expectKey = true;
      at++;
      continue;
    }
    if (code === 0x7d || code === 0x5d) {
      if (!top || top.isArray !== (code === 0x5d)) throw invalid();
      stack.pop();
      at++;
      continue;
    }
    if (top && !top.isArray && top.expectKey) {
      if (code !== 0x22) throw invalid();
      const start = at;
      readString(anyValue.maxLength, () => `A field name in ${where(file, stack)}`);
      top.key = JSON.parse(text.slice(start, at)) as string;
      top.expectKey = false;
      continue;
    }
    const valueBounds = nextValue();
    if (code === 0x7b || code === 0x5b) {
      if (stack.length >= anyValue.maxDepth)
        throw new BadInput(
          `${where(file, stack)} nests deeper than ${anyValue.maxDepth} levels, more than the file's format has.`,
        );
      stack.push({ bounds: valueBounds, isArray: code === 0x5b, count: 0, key: null, expectKey: code === 0x7b });
      at++;
    } else if (code === 0x22) {
      readString(valueBounds.maxLength ?? anyValue.maxLength, () => where(file, stack));
    } else {
      const start = at;
      while (at < length && !isDelimiter(text.charCodeAt(at))) at++;
      if (at === start) throw invalid();
    }
  }
  if (stack.length) throw invalid();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid();
  }
}
