/** How names are compared on a list: "Eggs" and " eggs" are the same line. */
const sameName = (name: string) => name.trim().toLocaleLowerCase("en");

/**
 * The missing lines to add to a list: those it does not already hold unbought (whatever their
 * names' case), each once; and how many were on it already.
 */
export function linesToAdd<Line extends { name: string }>(
  missing: readonly Line[],
  lines: readonly { name: string; is_bought: boolean }[],
) {
  const onList = new Set(lines.filter((line) => !line.is_bought).map((line) => sameName(line.name)));
  const seen = new Set<string>();
  const add: Line[] = [];
  let already = 0;
  for (const line of missing) {
    const key = sameName(line.name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    if (onList.has(key)) already++;
    else add.push({ ...line, name: line.name.trim() });
  }
  return { add, already };
}

/**
 * A list of missing names cut for a card: the first `shown`, and the rest behind "and N more"
 * (never "and 1 more": that one name fits in its place).
 */
export function splitMissing(missing: readonly string[], shown = 4) {
  if (missing.length <= shown + 1) return { first: missing, more: [] as readonly string[] };
  return { first: missing.slice(0, shown), more: missing.slice(shown) };
}

/**
 * The lists missing food can go to, most recently changed first: those not completed (a list
 * done with is not where tomorrow's shopping goes).
 */
export function openListsByRecency<L extends { status: string; updated_at: string }>(lists: readonly L[]) {
  return lists
    .filter((list) => list.status !== "completed")
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
}
