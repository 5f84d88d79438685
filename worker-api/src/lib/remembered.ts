/**
 * `compute` remembered for up to `limit` texts, then afresh: for pure functions of text that a
 * request calls again and again with a few values (a list's units, its ingredients' names). A
 * text gets the same answer (the same object) each time, which callers never change.
 */
export function remembered<T>(compute: (text: string) => T, limit: number): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    // `has` first: an answer may itself be undefined ("no entry for this name"), remembered too.
    if (answers.has(text)) return answers.get(text) as T;
    const answer = compute(text);
    if (answers.size >= limit) answers.clear();
    answers.set(text, answer);
    return answer;
  };
}
