/**
 * The pseudo language: the page's language with every message accented and bracketed
 * ("⟦Ĉàñçéļ⟧"), made from the message files when a page asks for it. A page rendered in it shows
 * at a glance, and to a test, which of its words came from a message and which were written into
 * a component in English. Markup inside a message (`<strong>`, `<1>`) and `{{placeholders}}` keep
 * their letters, so `<Trans>` and interpolation still read them.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdeghijklnoprstuwyzABCDEGHIJKLNOPRSTUWYZ"].map((letter, i) => [
    letter,
    [..."àƀçđéĝĥíĵķļñöþŕšţûŵýžÀƁÇĐÉĜĤÍĴĶĻÑÖÞŔŠŢÛŴÝŽ"][i]!,
  ]),
);

const PSEUDO_OPEN = "⟦";
const PSEUDO_CLOSE = "⟧";

/** A message in the pseudo language. */
function pseudoMessage(message: string) {
  const accented = message
    .split(/(<[^<>]*>|{{[^{}]*}})/)
    .map((piece, i) => (i % 2 ? piece : piece.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join("");
  return `${PSEUDO_OPEN}${accented}${PSEUDO_CLOSE}`;
}

type Messages = { readonly [key: string]: string | Messages };

/** A language's messages, every one in the pseudo language (the keys, and so the plural forms, kept). */
export function pseudoMessages<M extends Messages>(messages: M): M {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? pseudoMessage(value) : pseudoMessages(value),
    ]),
  ) as M;
}
