/** A gap in a worded message that no value a row fills in contains. */
const GAP = "\u0000";

/**
 * A message with one value, worded once and filled in on every row: a long list (a week of meals,
 * a shopping list of fifty lines) words the same labels on each row, and i18next's interpolation
 * there was a measurable share of the page's render. `word` words the message with a given value;
 * a message that does not hold its value in exactly one place is worded on every call instead.
 * `FILL_IN_WORDED_MESSAGES = false` words every call.
 */
const FILL_IN_WORDED_MESSAGES = true;

export function fillIn(word: (value: string) => string): (value: string) => string {
  if (!FILL_IN_WORDED_MESSAGES) return word;
  const worded = word(GAP);
  const at = worded.indexOf(GAP);
  if (at < 0 || worded.indexOf(GAP, at + 1) >= 0) return word;
  const [before, after] = [worded.slice(0, at), worded.slice(at + GAP.length)];
  return (value) => before + value + after;
}
