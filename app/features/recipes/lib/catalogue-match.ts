/**
 * The catalogue's spelling of an ingredient name, matched case-insensitively and singular or
 * plural ("Onions" finds "onion", "tomato" finds "Tomatoes"); null when the catalogue has none.
 */
export function catalogueMatcher(catalogue: readonly string[]) {
  const byKey = new Map<string, string>();
  for (const name of catalogue) {
    byKey.set(name.toLowerCase(), name);
    const key = singularKey(name);
    if (!byKey.has(key)) byKey.set(key, name);
  }
  return (name: string) => byKey.get(name.trim().toLowerCase()) ?? byKey.get(singularKey(name)) ?? null;
}

/** The name in lower case with its last word made singular by the common English endings. */
function singularKey(name: string) {
  const lower = name.trim().toLowerCase().replace(/\s+/g, " ");
  const match = /^(.*?)([a-z]+)$/.exec(lower);
  if (!match) return lower;
  const [, head, word] = match as unknown as [string, string, string];
  return head + singular(word);
}

function singular(word: string) {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
