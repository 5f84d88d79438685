/** The service worker (public/sw.js) keeps the app's assets and the lists opened, for use offline. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => {
      console.warn("The service worker was not registered; the app works, but not offline.", error);
    });
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/** The scripts and styles this page loaded (the first page loads them before the worker runs). */
const loadedAssets = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((href) => href.startsWith(`${location.origin}/build/`));

/**
 * What Remix asks before it navigates or revalidates at `path` (lazy route discovery): without
 * it, a tab or a dialog opened offline would fail.
 */
function routeManifestOf(path: string) {
  const version = (window as { __remixManifest?: { version: string } }).__remixManifest?.version;
  if (!version) return [];
  const url = new URL("/__manifest", location.origin);
  url.searchParams.append("p", path);
  url.searchParams.set("version", version);
  return [url.href];
}

/**
 * Asks the service worker to keep a list page, its loaders' data and what it runs on, so the
 * list opens again with no network.
 */
export function keepListForOffline(path: string, routeId: string) {
  if (!("serviceWorker" in navigator)) return;
  const urls = [
    path,
    `${path}?_data=root`,
    `${path}?_data=${encodeURIComponent(routeId)}`,
    ...routeManifestOf(path),
    "/favicon.svg",
    ...loadedAssets(),
  ];
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "keep", urls }));
}
