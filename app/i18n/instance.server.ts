import { createInstance, type i18n } from "i18next";
import type { Locale } from "@larder/shared/locales";
import { CATALOG } from "./catalog.server";
import { sharedOptions } from "./options";
import { pseudoMessages } from "./pseudo";
import { rememberPlainMessages } from "./remembered-messages.server";

/**
 * One request's i18next, in its language, with every area of that language at hand (the server
 * bundle holds them all; a page sends the browser only its own areas). Loaders and actions write
 * their messages with its `t`; the page renders with it.
 */
export function serverI18n(locale: Locale, { pseudo = false } = {}) {
  // The pseudo language (tests and local runs, `PSEUDO_LOCALE`): every message accented and
  // bracketed; the page carries these messages to the browser too, so it hydrates alike.
  if (pseudo) return instanceOf(locale, pseudoMessages(CATALOG[locale]));
  if (!KEEP_INSTANCES) return instanceOf(locale, CATALOG[locale]);
  let i18n = keptInstances.get(locale);
  if (!i18n) {
    i18n = instanceOf(locale, CATALOG[locale]);
    if (REMEMBER_PLAIN_MESSAGES) rememberPlainMessages(i18n);
    keptInstances.set(locale, i18n);
  }
  return i18n;
}

/**
 * One instance per language for every request: its messages never change while the worker
 * lives, and nothing on the server changes its language or adds to it, so a request only reads
 * it. Making one per request cost each page an i18next start. `KEEP_INSTANCES = false` makes
 * one per request.
 */
const KEEP_INSTANCES = true;
/**
 * A kept instance remembers the words of its plain messages (remembered-messages.server.ts).
 * `REMEMBER_PLAIN_MESSAGES = false` has i18next work out every message every time.
 */
const REMEMBER_PLAIN_MESSAGES = true;
const keptInstances = new Map<Locale, i18n>();

function instanceOf(locale: Locale, messages: (typeof CATALOG)[Locale]) {
  const i18n = createInstance();
  // With the resources given and `initImmediate` off, init finishes before it returns.
  void i18n.init({ ...sharedOptions(locale), resources: { [locale]: messages }, initImmediate: false });
  return i18n;
}
