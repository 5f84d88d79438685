// A list that ends with a second copy of some of its lines: a page showing its list twice (once
// for wide screens, once for phones or print), or structured data that lists a group's lines again
// after it (in another order). The copy is not more ingredients.

/** The shortest run read as a copy: two lines alike in a row are as often a recipe's own. */
const MIN_COPY = 3;

const sorted = (lines: string[]) => [...lines].sort();

/**
 * `lines` without their last `k` lines when those are the `k` lines right before them, in any
 * order (the longest such copy); as they are otherwise.
 */
export function withoutRepeatedRun(lines: string[]): string[] {
  for (let k = Math.floor(lines.length / 2); k >= MIN_COPY; k--) {
    const copy = sorted(lines.slice(lines.length - k));
    const before = sorted(lines.slice(lines.length - 2 * k, lines.length - k));
    if (copy.every((line, index) => line === before[index])) return lines.slice(0, lines.length - k);
  }
  return lines;
}
