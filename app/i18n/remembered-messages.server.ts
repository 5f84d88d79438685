import type { i18n } from "i18next";

/**
 * What a `t()` call may carry and still be a plain message: the language and area that
 * `useTranslation` and `getFixedT` add by themselves. A call with anything else (values to put
 * in, a count, a context, a default) goes to i18next every time.
 */
const FIXED_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);

const part = (value: unknown) => (value === undefined ? "" : Array.isArray(value) ? value.join(",") : String(value));

/** The call's key among plain messages, or null when the call is not one. */
function plainCall(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return `\u0001\u0001\u0001${key}`;
  if (typeof options !== "object" || options === null) return null;
  const given = options as Record<string, unknown>;
  for (const name in given) if (given[name] !== undefined && !FIXED_OPTIONS.has(name)) return null;
  return `${part(given.lng)}\u0001${part(given.lngs)}\u0001${part(given.ns)}\u0001${part(given.keyPrefix)}\u0001${key}`;
}

/**
 * Makes `i18n.t` remember the words of plain messages (no values, no count): on the server an
 * instance's messages never change while the worker lives, and a page asks for the same words over
 * and over (every row's "Edit" and "Delete", the bar's places). i18next works each one out anew:
 * its key split, its area looked up, its text scanned for values to put in, several microseconds a
 * call, a tenth of a long page's render. Only for instances whose messages are all given at the
 * start and never added to or changed, nor their language.
 */
export function rememberPlainMessages(instance: i18n) {
  // i18next's TFunction types each key; here keys and words pass through untouched.
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const remembered = new Map<string, unknown>();
  const t = (...args: unknown[]) => {
    const [key, options] = args;
    const call = args.length <= 2 ? plainCall(key, options) : null;
    if (call === null) return translate(...args);
    let words = remembered.get(call);
    if (words === undefined) {
      words = translate(key, options);
      remembered.set(call, words);
    }
    return words;
  };
  instance.t = t as unknown as i18n["t"];
}
