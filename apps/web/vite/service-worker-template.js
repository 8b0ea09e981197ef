/* Pathwise's service worker (decision 024). Built into dist/sw.js by vite/service-worker.ts. */
/* eslint-disable */
const PRECACHE = self.__PRECACHE__;
const VERSION = self.__VERSION__;
const CACHE = `pathwise-shell-${VERSION}`;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the learner chooses "Reload" (registerType 'prompt').
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('pathwise-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API (and the developer tools' pages) always go to the network and are never cached here.
  if (
    url.origin !== self.location.origin ||
    url.pathname.startsWith('/api') ||
    url.pathname.startsWith('/dev/')
  )
    return;
  if (request.mode === 'navigate') {
    // Pages come from the network, so a deploy shows at once; without one, the cached shell opens the app.
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match(SHELL))
          .then((shell) => shell || Response.error()),
      ),
    );
    return;
  }
  if (!PRECACHE.includes(url.pathname)) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(url.pathname))
      .then((cached) => cached || fetch(request)),
  );
});
