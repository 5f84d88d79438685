import { matchRoutes } from "@remix-run/react";
import { createInstance, type BackendModule, type i18n as I18n } from "i18next";
import { areasOfRoutes, sharedOptions } from "./options";
import { writtenPageMessages } from "./page-messages";

/** The areas there are messages for: a page of a feature not yet translated fetches none. */
let knownAreas = new Set<string>();

/** The messages of an area the page did not bring, fetched from the web worker (app/i18n/locales.$lng.$ns.ts). */
const fetchedAreas = (version: string): BackendModule => ({
  type: "backend",
  init() {},
  read(language, area, callback) {
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(area)}?v=${encodeURIComponent(version)}`)
      .then((response) => {
        if (!response.ok) throw new Error(`The ${language} messages of ${area} answered ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (messages) => callback(null, messages),
        (error: Error) => callback(error, false),
      );
  },
});

/**
 * The browser's i18next, started from the messages the page brought (no request before it
 * hydrates); the areas of pages opened later are fetched as their navigation starts.
 */
export function startBrowserI18n() {
  const page = writtenPageMessages();
  knownAreas = new Set(page.known);
  const i18n = createInstance();
  void i18n.use(fetchedAreas(page.version)).init({
    ...sharedOptions(page.locale),
    ns: Object.keys(page.areas),
    resources: { [page.locale]: page.areas },
    // The page's own areas are here; any other is fetched when a page needs it.
    partialBundledLanguages: true,
    initImmediate: false,
  });
  return i18n;
}

type RouterLike = {
  routes: Parameters<typeof matchRoutes>[0];
  subscribe(listener: (state: { navigation: { location?: Parameters<typeof matchRoutes>[1] } }) => void): () => void;
};

/**
 * As a navigation starts, the areas of the page it goes to are fetched alongside its data, so the
 * page usually renders with its words; should they come later, the page renders again when they do.
 */
export function loadAreasOnNavigation(i18n: I18n) {
  const router = (window as unknown as { __remixRouter?: RouterLike }).__remixRouter;
  if (!router) return () => {};
  return router.subscribe(({ navigation }) => {
    if (!navigation.location) return;
    const matches = matchRoutes(router.routes, navigation.location) ?? [];
    const areas = areasOfRoutes(matches.map((match) => match.route.id ?? "")).filter((area) => knownAreas.has(area));
    void i18n.loadNamespaces(areas);
  });
}
