// Larder's service worker: keeps the app's assets and the shopping lists a person opened, so a
// list opens, and takes ticks and adds, with no network (the page's outbox sends them later).
// Plain JavaScript, served as is from the origin's root so that its scope is the whole app.

const VERSION = "1";
const ASSETS = `larder-assets-v${VERSION}`;
const LISTS = `larder-lists-v${VERSION}`;
/** The outbox of changes not yet sent (app/offline/outbox.ts): someone else's after sign-out. */
const OUTBOX_DATABASE = "larder-offline";
/** On a weak signal a kept copy answers after this long, while the network still refreshes it. */
const NETWORK_WAIT_MS = 4000;

/** Built assets are named by their content: a kept copy is always right. */
const isBuilt = (url) => url.pathname.startsWith("/build/");
/** Files that change without changing their name; and the route manifest a page's links ask Remix for. */
const isStatic = (url) =>
  ["/favicon.svg", "/manifest.webmanifest", "/icon-192.png", "/icon-512.png", "/__manifest"].includes(url.pathname);
/** A list page, and Remix's requests for its loaders' data. */
const isListPage = (url) => /^\/shopping-lists\/\d+$/.test(url.pathname);

/** One copy per list and loader, whatever tab or dialog the address opens. */
function keyOf(url) {
  const data = url.searchParams.get("_data");
  return `${url.origin}${url.pathname}${data ? `?_data=${encodeURIComponent(data)}` : ""}`;
}

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = [ASSETS, LISTS];
      for (const name of await caches.keys()) {
        if (name.startsWith("larder-") && !current.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** When this worker last kept each list address: a page asking for it again soon after is spared. */
const keptAt = new Map();
const KEPT_FRESH_MS = 60_000;

/** Signing in or out: no list of the person before stays on the device, nor their unsent changes. */
async function forgetPerson(signingOut) {
  keptAt.clear();
  await caches.delete(LISTS);
  if (signingOut) indexedDB.deleteDatabase(OUTBOX_DATABASE);
}

async function store(cache, key, response) {
  keptAt.set(key, Date.now());
  await cache.put(key, response);
}

async function cacheFirst(event) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.status === 200) event.waitUntil(store(cache, event.request.url, response.clone()));
  return response;
}

/** The network's answer, kept for later; the kept copy when the network fails or is too slow. */
async function networkFirst(event, cacheName, key) {
  const cache = await caches.open(cacheName);
  const fromNetwork = fetch(event.request).then((response) => {
    if (response.status === 200 && !response.redirected) event.waitUntil(store(cache, key, response.clone()));
    else if (response.status === 404) event.waitUntil(cache.delete(key));
    return response;
  });
  event.waitUntil(fromNetwork.catch(() => undefined));
  const kept = await cache.match(key, { ignoreVary: true });
  if (!kept) return fromNetwork.catch(() => Response.error());
  const slow = new Promise((resolve) => setTimeout(() => resolve(kept), NETWORK_WAIT_MS));
  return Promise.race([fromNetwork.catch(() => kept), slow]);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && (url.pathname === "/logout" || url.pathname === "/login")) {
    event.waitUntil(forgetPerson(url.pathname === "/logout"));
    return;
  }
  if (request.method !== "GET") return;
  if (isBuilt(url)) event.respondWith(cacheFirst(event));
  else if (isStatic(url)) event.respondWith(networkFirst(event, ASSETS, url.href));
  else if (isListPage(url)) event.respondWith(networkFirst(event, LISTS, keyOf(url)));
});

/**
 * Keeps what a page asks for: its list page and loaders' data, fetched again (a client-side visit
 * refreshes only the data, a reload only the page: offline, both must be as fresh), and the
 * assets it loaded before this worker ran, once.
 */
async function keep(hrefs) {
  for (const href of hrefs) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin) continue;
    const asset = isBuilt(url) || isStatic(url);
    if (!asset && !isListPage(url)) continue;
    const [cache, key] = [await caches.open(asset ? ASSETS : LISTS), asset ? url.href : keyOf(url)];
    if (asset ? await cache.match(key) : Date.now() - (keptAt.get(key) ?? 0) < KEPT_FRESH_MS) continue;
    try {
      const response = await fetch(url.href);
      if (response.status === 200 && !response.redirected) await store(cache, key, response);
    } catch {
      // Offline already: what is kept stays.
    }
  }
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "keep" && Array.isArray(event.data.urls)) event.waitUntil(keep(event.data.urls));
});
