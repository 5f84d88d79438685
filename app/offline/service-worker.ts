import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { writtenPageMessages } from "~/i18n/page-messages";

/**
 * The page's language, told to the service worker, which keeps the offline page's words in it
 * (it has no i18next of its own): the last page opened decides the language it speaks offline.
 */
function tellLanguage(worker: ServiceWorker | null | undefined) {
  const { lang, dir } = document.documentElement;
  worker?.postMessage({ type: "language", locale: lang, dir: dir || "ltr", version: writtenPageMessages().version });
}

/**
 * The service worker (app/offline/sw.js, built to public/sw.js) keeps the app's files from the
 * moment it installs, and the lists, the pantry and the cook mode pages opened, for use offline.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => {
      console.warn("The service worker was not registered; the app works, but not offline.", error);
    });
  // A worker takes over the open pages when it activates, but passes over a page still loading
  // then: that page would stay without it, and, once offline, fail to load the next screen's
  // scripts. Such a page asks the worker to take it over once it runs.
  void navigator.serviceWorker.ready.then((registration) => {
    if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: "claim" });
    tellLanguage(registration.active);
  });
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/**
 * Asks the service worker to keep a page (a shopping list, the pantry, cook mode) and its loaders'
 * data, so it opens again with no network. The scripts it runs on are the worker's already: it
 * kept every one when it installed. `path` may carry a query (cook mode's servings).
 */
function keepPageForOffline(path: string, routeId: string) {
  if (!("serviceWorker" in navigator)) return;
  const dataOf = (id: string) => `${path}${path.includes("?") ? "&" : "?"}_data=${encodeURIComponent(id)}`;
  const urls = [path, dataOf("root"), dataOf(routeId)];
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "keep", urls }));
}

/**
 * Keeps a page for offline use (`keepPageForOffline`) while it is open, and reads its data again
 * when the service worker says it answered with the kept copy while the network was slow and has
 * since kept the network's newer answer: a list saved on a weak signal shows what was saved, not
 * what was kept before. No `path` (a list not found): nothing is kept.
 */
export function useKeptForOffline(path: string | null, routeId: string) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (path) keepPageForOffline(path, routeId);
  }, [path, routeId]);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "fresher") revalidate.current();
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, []);
}
