/** Words that describe an ingredient rather than name it: never a line's main word. */
const DESCRIBING = new Set([
  "fresh",
  "large",
  "small",
  "medium",
  "chopped",
  "sliced",
  "diced",
  "minced",
  "ground",
  "optional",
  "whole",
  "of",
  "and",
  "or",
  "to",
  "taste",
]);

/** A word as both a line and a step may write it: lower case, one or many ("eggs" and "egg", "tomatoes" and "tomato"). */
function stem(word: string) {
  const lower = word.toLowerCase();
  if (/(?:oes|ches|shes|sses|xes)$/.test(lower)) return lower.slice(0, -2);
  if (/[^s]s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** Words for a part of a thing, which steps call by the thing: "chicken breast" is "the chicken". */
const PARTS = new Set([
  "breast",
  "fillet",
  "thigh",
  "leg",
  "wing",
  "drumstick",
  "clove",
  "slice",
  "stalk",
  "sprig",
  "floret",
]);

const wordsOf = (text: string) => (text.match(/[\p{L}\d]+/gu) ?? []).map(stem);

/**
 * The words of a line's name that a step would use: the name before any comma or bracket ("flour,
 * sifted", "butter (softened)"), and its main word, the last one that names a thing ("flour" for
 * "all-purpose flour", "oil" for "olive oil", "chicken" for "chicken breasts").
 */
function nameWords(name: string) {
  const words = wordsOf(name.split(/[,(]/)[0]!);
  const main = words
    .filter((word) => !PARTS.has(word) || word === words[0])
    .findLast((word) => word.length > 2 && !DESCRIBING.has(word) && !/^\d+$/.test(word));
  return { words, main };
}

const containsRun = (haystack: string[], run: string[]) =>
  run.length > 0 && haystack.some((_, start) => run.every((word, i) => haystack[start + i] === word));

/**
 * The recipe's lines a step uses, in the recipe's order: those whose name, or its main word, the
 * step's text names. A line known only by its main word is left out when that word belongs to a
 * line the step names in full ("brown sugar" named, "granulated sugar" is not meant).
 */
export function linesInStep<Line extends { name: string }>(step: string, lines: readonly Line[]): Line[] {
  const stepWords = wordsOf(step);
  const read = lines.map((line) => ({ line, ...nameWords(line.name) }));
  const inFull = read.filter((one) => containsRun(stepWords, one.words));
  const namedWords = new Set(inFull.flatMap((one) => one.words));
  return read
    .filter(
      (one) =>
        inFull.includes(one) || (one.main !== undefined && stepWords.includes(one.main) && !namedWords.has(one.main)),
    )
    .map((one) => one.line);
}
