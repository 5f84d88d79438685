/**
 * A line's note after its name: "cream cheese, softened"; a note the page wrote in brackets follows
 * with a space only, as written: "egg (small)", not "egg, (small)". Faded by `meta` unless `plain`.
 */
export function LineNote({ note, plain = false }: { note: string | null | undefined; plain?: boolean }) {
  if (!note) return null;
  const text = `${/^[([]/.test(note) ? " " : ", "}${note}`;
  return plain ? text : <span className="meta">{text}</span>;
}
