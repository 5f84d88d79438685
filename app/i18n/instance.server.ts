import { createInstance } from "i18next";
import type { Locale } from "@larder/shared/locales";
import { CATALOG } from "./catalog.server";
import { sharedOptions } from "./options";
import { pseudoMessages } from "./pseudo";

/**
 * One request's i18next, in its language, with every area of that language at hand (the server
 * bundle holds them all; a page sends the browser only its own areas). Loaders and actions write
 * their messages with its `t`; the page renders with it.
 */
export function serverI18n(locale: Locale, { pseudo = false } = {}) {
  const i18n = createInstance();
  // The pseudo language (tests and local runs, `PSEUDO_LOCALE`): every message accented and
  // bracketed; the page carries these messages to the browser too, so it hydrates alike.
  const messages = pseudo ? pseudoMessages(CATALOG[locale]) : CATALOG[locale];
  // With the resources given and `initImmediate` off, init finishes before it returns.
  void i18n.init({ ...sharedOptions(locale), resources: { [locale]: messages }, initImmediate: false });
  return i18n;
}
