// The production build's service worker (D193); scripts/pwa/offline-files.mjs writes it as sw.js with
// VERSION and FILES (the build's own files, "./" being the page) above this comment. It answers only
// same-origin GETs of those files and page loads: an API answer or a token never reaches a cache, and
// anything else goes to the network untouched. A page load asks the network first, so a new deploy
// opens at once, and the kept page only when the network fails.
/* global VERSION, FILES */
const PREFIX = "stock-sense-";
const CACHE = PREFIX + VERSION;
const KEPT = new Set(FILES.map((file) => new URL(file, self.location).href));
const PAGE = new URL("./", self.location).href;

self.addEventListener("install", (event) => {
  // A new worker takes over at once: the page it finds was loaded from the network, so it is the new
  // deploy's (the page shows "updated" when the controller changes under it).
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...KEPT]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
      );
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  if (request.mode === "navigate") event.respondWith(openPage(event));
  else if (KEPT.has(request.url))
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((kept) => kept ?? fetch(request)));
});

/** The network's page (through navigation preload when on), or the kept one when there is no signal. */
async function openPage(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const kept = await caches.match(PAGE, { cacheName: CACHE });
    if (kept) return kept;
    throw error;
  }
}
