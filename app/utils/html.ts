/**
 * Markup written as text, for the few long blocks the server writes without React (see
 * `ServerRendered`'s `serverHtml`). A value put into a `markup` template is escaped as React escapes
 * text and attribute values, unless it is markup itself; attribute values must be quoted.
 */
export class Markup {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

type Piece = string | number | Markup | readonly Markup[] | null | undefined | false;

const ESCAPED: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

/** Text as React writes it into a page: the same five characters escaped, the same way. */
export const escapeHtml = (text: string) => text.replace(/["'&<>]/g, (character) => ESCAPED[character]!);

const pieceText = (piece: Piece): string =>
  piece instanceof Markup
    ? piece.text
    : Array.isArray(piece)
      ? piece.map((part) => part.text).join("")
      : piece === null || piece === undefined || piece === false
        ? ""
        : escapeHtml(String(piece));

/** Each template's text with its line breaks taken out, worked out once per template. */
const compacted = new WeakMap<TemplateStringsArray, string[]>();

/**
 * Markup from a template. A line break and the indentation after it write nothing, so a template
 * can be laid out on several lines and still write its elements side by side, as React does (text
 * that needs a space keeps it on one line). null, undefined and false write nothing; a list of
 * markup is joined.
 */
export function markup(strings: TemplateStringsArray, ...pieces: Piece[]): Markup {
  let parts = compacted.get(strings);
  if (!parts) compacted.set(strings, (parts = strings.map((part) => part.replace(/\n\s*/g, ""))));
  let text = parts[0]!;
  for (let i = 0; i < pieces.length; i++) text += pieceText(pieces[i]) + parts[i + 1]!;
  return new Markup(text);
}
