/**
 * `compute` remembered for up to `limit` texts, then afresh: for pure functions of text that a
 * request calls again and again with a few values (a list's units, its ingredients' names). A
 * text gets the same answer (the same object) each time, which callers never change.
 */
export function remembered<T>(compute: (text: string) => T, limit: number): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      answer = compute(text);
      if (answers.size >= limit) answers.clear();
      answers.set(text, answer);
    }
    return answer;
  };
}
