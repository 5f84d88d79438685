/**
 * The service worker (app/offline/sw.js, built to public/sw.js) keeps the app's files from the
 * moment it installs, and the lists and the pantry opened, for use offline.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => {
      console.warn("The service worker was not registered; the app works, but not offline.", error);
    });
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/**
 * Asks the service worker to keep a page (a shopping list, the pantry) and its loaders' data, so
 * it opens again with no network. The scripts it runs on are the worker's already: it kept every
 * one when it installed.
 */
export function keepPageForOffline(path: string, routeId: string) {
  if (!("serviceWorker" in navigator)) return;
  const urls = [path, `${path}?_data=root`, `${path}?_data=${encodeURIComponent(routeId)}`];
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "keep", urls }));
}
