import { LanguageDetector } from "remix-i18next/server";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@larder/shared/locales";
import type { Session } from "~/session.server";

/**
 * The browser's languages, most wanted first (by their q-values, then their order), as its
 * Accept-Language lists them; null without the header.
 */
function browserLanguages(request: Request) {
  const header = request.headers.get("Accept-Language");
  if (!header) return null;
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((piece) => piece.trim());
      const weight = params.find((param) => param.startsWith("q="));
      return { tag, q: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The first of the browser's languages Larder speaks (de-AT reads German), by remix-i18next's
 * matcher. Its own header reading looks at the browser's first language only, so "ja, fr" would
 * read English: the whole list is handed to it instead.
 */
const browserLanguage = new LanguageDetector({
  supportedLanguages: [...LOCALES],
  fallbackLanguage: DEFAULT_LOCALE,
  order: ["custom"],
  findLocale: async (request) => browserLanguages(request),
});

/**
 * The language a page is written in: the signed-in person's own choice (kept with their account,
 * so it follows them to every device), else the first of the browser's languages Larder speaks,
 * else English.
 */
export async function localeOf(request: Request, session: Session): Promise<Locale> {
  const chosen = session.user?.locale;
  if (isLocale(chosen)) return chosen;
  const detected = await browserLanguage.detect(request);
  return isLocale(detected) ? detected : DEFAULT_LOCALE;
}
