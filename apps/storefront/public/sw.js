// Service worker of the storefront (spec §2: /sw.js with scope /).
//
// Cache-first only for files that never change under the same URL: Next.js build assets
// (/_next/static/…, content-hashed) and catalogue media (/media/…). Everything else — pages
// (HTML), /graphql, route handlers — goes to the network untouched, so prices, stock and the
// cart are always fresh. Only same-origin GET requests with a complete (200) answer are stored.

const VERSION = 'v1';
const STATIC_CACHE = `static-${VERSION}`;
const MEDIA_CACHE = `media-${VERSION}`;
const MEDIA_CACHE_MAX_ENTRIES = 300;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([STATIC_CACHE, MEDIA_CACHE]);
      for (const name of await caches.keys()) {
        if (!keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' || request.destination === 'document') return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(event, STATIC_CACHE));
  } else if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(event, MEDIA_CACHE, MEDIA_CACHE_MAX_ENTRIES));
  }
});

async function cacheFirst(event, cacheName, maxEntries) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  const contentType = response.headers.get('content-type') || '';
  if (response.status === 200 && response.type === 'basic' && !contentType.includes('text/html')) {
    const copy = response.clone();
    // Stored after answering; a failed write only means a later cache miss, so it is logged.
    event.waitUntil(
      (async () => {
        await cache.put(event.request, copy);
        if (maxEntries) await trim(cache, maxEntries);
      })().catch((error) => console.warn('[sw] cache write failed', error)),
    );
  }
  return response;
}

/** Drops the oldest entries (insertion order) beyond the limit. */
async function trim(cache, maxEntries) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - maxEntries))) await cache.delete(key);
}
