/**
 * `compute` remembered for up to `limit` texts, then afresh: for pure functions of text that a
 * request calls again and again with a few values (a list's units, its ingredients' names). A
 * text gets the same answer (the same object) each time, which callers never change.
 */
export function remembered<T>(compute: (text: string) => T, limit: number): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    // One lookup for most calls; `has` only when the answer is undefined ("no entry for this
    // name"), which is remembered too.
    const known = answers.get(text);
    if (known !== undefined || answers.has(text)) return known as T;
    const answer = compute(text);
    if (answers.size >= limit) answers.clear();
    answers.set(text, answer);
    return answer;
  };
}
