// The site's service worker, served at /sw.js by the server (crates/server/src/offline.rs),
// which fills in the build's version and file lists below. Plain JavaScript, no imports.
//
// - Install: precache the build (stylesheet, JavaScript and WebAssembly of the main module and
//   of every chunk), the icons and manifest, and the pages' shells, in a cache named after the
//   build's version. The new worker then waits until the page says to take over (the page's
//   update banner), so a game in progress is never swapped under the player.
// - Activate: delete the caches of older versions, control open pages, fetch the kept pages
//   again (their HTML names the new build's files), keep the dailies warm.
// - Bundle and root files: from the cache, so a repeat visit takes none from the network.
// - Pages (navigations): network first with a short timeout, falling back to the copy kept of
//   the same address; the pages the player opened are kept (in `pages`), the last PAGES_KEPT
//   of them (a page opened again counts as new; the oldest go first). A page the device
//   never saw gets the offline page, which the browser turns into a game by itself when the
//   address is a puzzle (`/p/…`) or a new one (`/new?size=…&level=…`).
// - Dailies: today's and the last seven days' (every level) are fetched in the background once
//   a day, so they play offline though never opened; older ones not opened are dropped. Offline
//   at `/`, whose kept copy is of the day it was fetched, today's easy daily is shown instead
//   when it is kept and the copy is older.
"use strict";

const VERSION = "__VERSION__";
// Files whose names carry their content's hash: any copy is the right one.
const IMMUTABLE = __IMMUTABLE__;
// Files to fetch past the browser's HTTP cache (names without a hash, pages).
const REVALIDATED = __REVALIDATED__;
const DAILY_LEVELS = __DAILY_LEVELS__;

const BUILD_CACHE = "build-" + VERSION;
const PAGES_CACHE = "pages";
const DAILIES_CACHE = "dailies";
const OFFLINE_PAGE = "__OFFLINE_PAGE__";
// How long a page may take on the network before the kept copy is shown.
const NETWORK_TIMEOUT_MS = 2500;
const DAYS_KEPT = 8;
// How many opened pages are kept: a few megabytes of HTML, and as many requests when a new
// build fetches them again.
const PAGES_KEPT = 200;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(BUILD_CACHE).then((cache) =>
      Promise.all([
        ...IMMUTABLE.map((url) => cache.add(url)),
        ...REVALIDATED.map((url) => cache.add(new Request(url, { cache: "no-cache" }))),
      ]),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith("build-") && name !== BUILD_CACHE).map((name) => caches.delete(name)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
      // Kept pages name the bundle files of the build they came with, which are gone now.
      await refreshKeptPages();
      await warmDailies();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(page(event));
  } else if (url.pathname === "/sw.js") {
    return;
  } else {
    event.respondWith(file(request));
  }
});

/** A file: the build's copy, else the network (and nothing kept). */
async function file(request) {
  const kept = await caches.match(request, { cacheName: BUILD_CACHE, ignoreVary: true });
  return kept || fetch(request);
}

/** A page: the network's answer if it comes in time, else the kept copy, else the offline page. */
async function page(event) {
  const request = event.request;
  let copy = null;
  const network = (async () => {
    const response = (await event.preloadResponse) || (await fetch(request));
    if (response.ok && response.type === "basic" && !response.redirected) copy = response.clone();
    return response;
  })();
  // Called before the first `await`, while the event can still be extended: the page is kept
  // (and the dailies warmed) even when the kept copy answered first.
  event.waitUntil(
    network
      .then(async (response) => {
        if (copy) await keepPage(request.url, copy);
        if (response.ok) await warmDailies();
      })
      .catch(() => {}),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS));
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
    // A slow network: the kept copy if there is one, else keep waiting.
    return (await keptPage(request.url)) || (await network);
  } catch (offline) {
    const today = await todayInsteadOfStaleRoot(request.url);
    if (today) return Response.redirect(today, 302);
    return (await keptPage(request.url)) || (await caches.match(OFFLINE_PAGE, { ignoreVary: true })) || Response.error();
  }
}

/**
 * Offline at the site root, whose kept copy shows the day it was fetched: today's easy daily
 * instead when the worker kept it (warmed today) and the root's copy is of an earlier day.
 */
async function todayInsteadOfStaleRoot(url) {
  if (new URL(url).pathname !== "/") return undefined;
  const root = await keptPage(url);
  const fetchedOn = root && root.headers.get("date") ? new Date(root.headers.get("date")).toISOString().slice(0, 10) : null;
  if (fetchedOn === dayBefore(0)) return undefined;
  const daily = new URL(`/daily/${dayBefore(0)}/${DAILY_LEVELS[0]}`, self.location.origin).href;
  return (await keptPage(daily)) ? daily : undefined;
}

/** Keeps `response` as the copy of the page at `url`, as the newest of the kept pages. */
async function keepPage(url, response) {
  const cache = await caches.open(PAGES_CACHE);
  // Deleted first so that it is added last: the cache lists entries in the order added.
  await cache.delete(url);
  await cache.put(url, response);
  await trimPages(PAGES_KEPT);
}

/** Forgets the oldest kept pages beyond the newest `most`. */
async function trimPages(most) {
  const cache = await caches.open(PAGES_CACHE);
  const kept = await cache.keys();
  for (const request of kept.slice(0, Math.max(0, kept.length - most))) await cache.delete(request);
}

/** The copy of a page kept in any of the caches: opened, warmed or precached. */
async function keptPage(url) {
  for (const cacheName of [PAGES_CACHE, DAILIES_CACHE, BUILD_CACHE]) {
    const kept = await caches.match(url, { cacheName, ignoreVary: true });
    if (kept) return kept;
  }
  return undefined;
}

/** Fetches each kept page again for the new build; a page that cannot be fetched is kept. */
async function refreshKeptPages() {
  await caches.delete(DAILIES_CACHE);
  const cache = await caches.open(PAGES_CACHE);
  for (const request of await cache.keys()) {
    try {
      const response = await fetch(request.url, { cache: "no-cache" });
      if (response.ok && !response.redirected) await cache.put(request, response);
    } catch (offline) {
      return;
    }
  }
}

/** `YYYY-MM-DD` of `days` days before today, in UTC (the server's "today"). */
function dayBefore(days) {
  return new Date(Date.now() - days * 86400000).toISOString().slice(0, 10);
}

let warmedOn = null;

/** Fetches the dailies of today and the last seven days not kept yet, once a day. */
async function warmDailies() {
  const today = dayBefore(0);
  if (warmedOn === today) return;
  warmedOn = today;
  const cache = await caches.open(DAILIES_CACHE);
  const wanted = new Set();
  for (let days = 0; days < DAYS_KEPT; days++) {
    for (const level of DAILY_LEVELS) wanted.add(new URL(`/daily/${dayBefore(days)}/${level}`, self.location.origin).href);
  }
  // Warmed dailies that are now too old go; the ones the player opened stay in `pages`.
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
  for (const url of wanted) {
    if (await cache.match(url, { ignoreVary: true })) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch (offline) {
      warmedOn = null;
      return;
    }
  }
}
