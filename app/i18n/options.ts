import type { InitOptions } from "i18next";
import { LOCALES, type Locale } from "@larder/shared/locales";

/**
 * The message areas: "common" for the shell (the bar, the menus, the error pages, shared form
 * parts) and one per folder of app/features/. A page loads "common" and the areas of its routes,
 * in its own language only.
 */
const COMMON_AREA = "common";

/** The area of a route, by the feature folder its module lives in ("features/accounts/login" → "accounts"). */
const areaOfRoute = (routeId: string) => /^features\/([^/]+)\//.exec(routeId)?.[1];

/** The areas a page of these routes reads: "common" first, then each route's own, once. */
export function areasOfRoutes(routeIds: readonly string[]) {
  const areas = new Set([COMMON_AREA]);
  for (const id of routeIds) {
    const area = areaOfRoute(id);
    if (area) areas.add(area);
  }
  return [...areas];
}

/**
 * What the server and the browser both start i18next with, so the page the server wrote and the
 * page the browser hydrates read alike. No fallback language: the lint check (scripts/messages.mjs)
 * keeps every key in every language, and a fallback would make the browser fetch English too.
 */
export const sharedOptions = (locale: Locale) =>
  ({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    defaultNS: COMMON_AREA,
    // i18next's own separators, said out loud: when they are left to it, every `t()` first tests
    // whether its key reads like a sentence (keys here never do), a few percent of a long page's time.
    nsSeparator: ":",
    keySeparator: ".",
    // Plurals by the language's own rules (Intl.PluralRules): _one/_other, Polish _few/_many, Arabic all six.
    compatibilityJSON: "v4",
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    // A page waits for its words before it renders (server) or navigates (browser), never suspends.
    react: { useSuspense: false },
  }) satisfies InitOptions;
