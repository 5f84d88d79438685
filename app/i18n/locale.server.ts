import { LanguageDetector } from "remix-i18next/server";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@larder/shared/locales";
import type { Session } from "~/session.server";

/** The browser's Accept-Language, matched to the languages Larder speaks (de-AT reads German). */
const browserLanguage = new LanguageDetector({
  supportedLanguages: [...LOCALES],
  fallbackLanguage: DEFAULT_LOCALE,
  order: ["header"],
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
