// Larder's service worker: keeps the whole app's scripts and styles from the moment it installs,
// and the shopping lists, the pantry and the recipes in cook mode a person opened, so a list opens,
// and takes ticks and adds, with no network (the page's outbox sends them later), even when that
// list was the first page opened; the pantry and cook mode open to be read.
// Plain JavaScript. The build (scripts/service-worker.mjs) writes it to public/sw.js, served from
// the origin's root so that its scope is the whole app, with the build's files filled in below.

/**
 * The build this worker belongs to: Remix's manifest version and every file under /build (each route's module, what it imports, the styles) and the other files the
 * shell loads. A new build is a new worker, which keeps its own files and drops the last build's.
 */
const BUILD = { version: "unbuilt", files: [] };

const ASSETS = `larder-assets-${BUILD.version}`;
/** Kept pages outlive builds: each is loaded again when a new build installs. */
const KEPT_PAGES = "larder-lists-v1";
/** The outbox of changes not yet sent (app/offline/outbox.ts): someone else's after sign-out. */
const OUTBOX_DATABASE = "larder-offline";
/**
 * The words of the offline page, in the language of the last page opened: the worker has no
 * React and no i18next, so each page tells it its language and the messages' version, and it
 * keeps that language's words for it (the shopping area's "offlinePage", from
 * /locales/<language>/shopping: the area of the pages kept for offline) under one key. Not the
 * person's data: it stays on sign-out.
 */
const OFFLINE_WORDS = "larder-offline-words";
const OFFLINE_WORDS_KEY = "/offline-words";
/** On a weak signal a kept copy answers after this long, while the network still refreshes it. */
const NETWORK_WAIT_MS = 4000;

/** Built assets are named by their content: a kept copy is always right. */
const isBuilt = (url) => url.pathname.startsWith("/build/");
/** Files that change without changing their name. */
const isStatic = (url) =>
  ["/favicon.svg", "/manifest.webmanifest", "/icon-192.png", "/icon-512.png"].includes(url.pathname);
/** A recipe in cook mode: kept too, with its servings and meal. */
const isCookPage = (url) => /^\/recipes\/[^/]+\/cook$/.test(url.pathname);
/** A page kept for offline (a list, the pantry, cook mode), and Remix's requests for its loaders' data. */
const isKeptPage = (url) =>
  /^\/shopping-lists\/\d+$/.test(url.pathname) || url.pathname === "/pantry" || isCookPage(url);
/** What changes cook mode's page rather than only what it shows first: its amounts and its Cooked form. */
const COOK_PARAMS = ["meal", "servings"];

/**
 * One copy per page and loader, whatever tab, filter or dialog the address opens; a cook page one
 * per meal and servings, so it opens offline with the amounts it was opened with.
 */
function keyOf(url) {
  const kept = isCookPage(url) ? COOK_PARAMS.filter((name) => url.searchParams.has(name)) : [];
  const data = url.searchParams.get("_data");
  const params = [
    ...kept.map((name) => `${name}=${encodeURIComponent(url.searchParams.get(name))}`),
    ...(data ? [`_data=${encodeURIComponent(data)}`] : []),
  ];
  return `${url.origin}${url.pathname}${params.length ? `?${params.join("&")}` : ""}`;
}

/** When this worker last kept each page's address: a page asking for it again soon after is spared. */
const keptAt = new Map();
const KEPT_FRESH_MS = 60_000;
/** How often a page asked to be kept is fetched before giving up, and the first wait before a retry (longer each time). */
const KEEP_ATTEMPTS = 3;
const KEEP_RETRY_MS = 2000;
/**
 * How long one attempt may take, body included: a request the server never finishes answering
 * would otherwise hold every page after it in the queue, and never be tried again.
 */
const KEEP_TIMEOUT_MS = 10_000;

/**
 * Keeps `response` under `key`, and only then counts it as kept: a copy the page aborted half-way
 * (Remix cancels a loader request it no longer needs) fails here, and the page's own request to
 * keep it must not be spared as if it had been kept.
 */
async function store(cache, key, response) {
  await cache.put(key, response);
  keptAt.set(key, Date.now());
}

/** Fetches `href` and keeps it under `key` if it answered a page of its own (not a sign-in redirect). */
async function fetchAndKeep(cache, key, href) {
  const response = await fetch(href, { signal: AbortSignal.timeout(KEEP_TIMEOUT_MS) });
  if (response.status !== 200 || response.redirected) return false;
  await store(cache, key, response);
  return true;
}

/**
 * Keeps every file of this build before the worker takes over: a page it controls then never
 * asks the network for a script, whatever it was the first page of. A file the last build also
 * had is copied, not downloaded again. Should one fail, the install fails and the browser tries
 * again later, with the last worker still in charge.
 */
async function keepBuild() {
  const cache = await caches.open(ASSETS);
  await Promise.all(
    BUILD.files.map(async (href) => {
      const url = new URL(href, self.location.origin).href;
      if (await cache.match(url)) return;
      const kept = isBuilt(new URL(url)) ? await caches.match(url) : undefined;
      if (kept) return cache.put(url, kept);
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

/** A kept page names the last build's scripts: it is loaded again with this build's. */
async function refreshKeptPages() {
  const cache = await caches.open(KEPT_PAGES);
  for (const request of await cache.keys()) {
    if (new URL(request.url).searchParams.has("_data")) continue;
    try {
      if (!(await fetchAndKeep(cache, request.url, request.url))) await cache.delete(request.url);
    } catch {
      // Offline already: the page answers with what it has.
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await keepBuild();
      await refreshKeptPages();
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = [ASSETS, KEPT_PAGES, OFFLINE_WORDS];
      for (const name of await caches.keys()) {
        if (name.startsWith("larder-") && !current.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Signing in or out: no page of the person before stays on the device, nor their unsent changes. */
async function forgetPerson(signingOut) {
  keptAt.clear();
  await caches.delete(KEPT_PAGES);
  if (signingOut) indexedDB.deleteDatabase(OUTBOX_DATABASE);
}

async function cacheFirst(event) {
  const kept = await caches.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.status === 200) {
    event.waitUntil(caches.open(ASSETS).then((cache) => store(cache, event.request.url, response.clone())));
  }
  return response;
}

/** Text made safe inside HTML. */
const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/**
 * Keeps the offline page's words in the page's language, fetched again only when the language or
 * the messages changed. `locale` and `dir` are the page's <html lang dir>.
 */
async function keepOfflineWords({ locale, dir, version }) {
  if (!/^[a-z]{2}$/.test(locale) || !["ltr", "rtl"].includes(dir) || !/^[\w-]{1,64}$/.test(version)) return;
  const cache = await caches.open(OFFLINE_WORDS);
  const kept = await cache.match(OFFLINE_WORDS_KEY);
  const keptFor = kept ? await kept.clone().json() : null;
  if (keptFor?.locale === locale && keptFor.dir === dir && keptFor.version === version) return;
  const response = await fetch(`/locales/${locale}/shopping?v=${version}`);
  if (!response.ok) return;
  const words = (await response.json()).offlinePage;
  if (!words) return;
  await cache.put(OFFLINE_WORDS_KEY, Response.json({ locale, dir, version, words }));
}

/**
 * A page this device has no copy of, asked for with no network: says so in the page's language,
 * with a link that tries the same address again. Nothing at all before a page has told the
 * worker its language (the browser's own offline page shows then).
 */
async function offlinePage(url) {
  const kept = await caches.match(OFFLINE_WORDS_KEY, { cacheName: OFFLINE_WORDS });
  if (!kept) return Response.error();
  const { locale, dir, words } = await kept.json();
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${escapeHtml(dir)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(words.title)} · Larder</title>
<style>
:root { color-scheme: light dark; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
  background: Canvas; color: CanvasText; }
main { max-width: 28rem; padding: 1.5rem; text-align: start; overflow-wrap: anywhere; hyphens: auto; }
h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
p { line-height: 1.5; margin: 0 0 1rem; }
a { display: inline-block; padding: 0.75rem 1.25rem; border-radius: 0.5rem; color: light-dark(#ffffff, #0d1a10);
  background: light-dark(#2f6b3f, #7fcf95);
  text-decoration: none; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(words.heading)}</h1>
<p>${escapeHtml(words.message)}</p>
<p>${escapeHtml(words.kept)}</p>
<a href="${escapeHtml(url)}">${escapeHtml(words.retry)}</a>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Language": locale, "Cache-Control": "no-store" },
  });
}

/** Any other page: the network's answer; with no network, the offline page. */
async function pageOrOffline(event) {
  try {
    return await fetch(event.request);
  } catch {
    return offlinePage(event.request.url);
  }
}

/**
 * The network's answer, kept for later; the kept copy when the network fails or is too slow. A page
 * shown the kept copy because the network was slow is told once the network's answer, if it differs,
 * is kept ("fresher"): it reads its data again, and a list just saved shows what was saved.
 */
async function networkFirst(event, cacheName, key) {
  const cache = await caches.open(cacheName);
  const answered = fetch(event.request).then((response) => {
    const keeping =
      response.status === 200 && !response.redirected
        ? store(cache, key, response.clone())
        : response.status === 404
          ? cache.delete(key)
          : Promise.resolve();
    event.waitUntil(keeping);
    return { response, keeping };
  });
  const fromNetwork = answered.then(({ response }) => response);
  event.waitUntil(fromNetwork.catch(() => undefined));
  const kept = await cache.match(key, { ignoreVary: true });
  // A page never kept (its data requests have no page of their own to show).
  if (!kept)
    return fromNetwork.catch(() =>
      event.request.mode === "navigate" ? offlinePage(event.request.url) : Response.error(),
    );
  const shownCopy = kept.clone();
  const slow = new Promise((resolve) => setTimeout(() => resolve(kept), NETWORK_WAIT_MS));
  const answer = await Promise.race([fromNetwork.catch(() => kept), slow]);
  if (answer === kept) event.waitUntil(tellWhenFresher(event, answered, shownCopy).catch(() => undefined));
  return answer;
}

/** Tells the page shown `shown` when the network's late answer, now kept, says something else. */
async function tellWhenFresher(event, answered, shown) {
  const { response, keeping } = await answered;
  await keeping;
  if (response.status !== 200 || (await response.text()) === (await shown.text())) return;
  const client = await self.clients.get(event.clientId || event.resultingClientId);
  client?.postMessage({ type: "fresher" });
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
  else if (isKeptPage(url)) event.respondWith(networkFirst(event, KEPT_PAGES, keyOf(url)));
  else if (request.mode === "navigate") event.respondWith(pageOrOffline(event));
});

/**
 * Keeps a page and its loaders' data, fetched again: a client-side visit refreshes only the data,
 * a reload only the page, and offline both must be as fresh.
 */
async function keep(hrefs) {
  const cache = await caches.open(KEPT_PAGES);
  for (const href of hrefs) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || !isKeptPage(url)) continue;
    const key = keyOf(url);
    if (Date.now() - (keptAt.get(key) ?? 0) < KEPT_FRESH_MS) continue;
    // The page asks once, when it opens: a busy server or a flaky network gets two more tries.
    for (let attempt = 1; attempt <= KEEP_ATTEMPTS; attempt++) {
      try {
        if (await fetchAndKeep(cache, key, url.href)) break;
      } catch {
        // Offline: what is kept stays.
      }
      if (attempt < KEEP_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, KEEP_RETRY_MS * attempt));
    }
  }
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "keep" && Array.isArray(event.data.urls)) event.waitUntil(keep(event.data.urls));
  // A page that was still loading when this worker activated, and so was not taken over then.
  else if (event.data?.type === "claim") event.waitUntil(self.clients.claim());
  else if (event.data?.type === "language") event.waitUntil(keepOfflineWords(event.data).catch(() => undefined));
});
