// Service worker of the storefront (rules §2: /sw.js with scope /): offline page and cached assets, so a shopper on a weak connection still sees the store.
//
// - Static assets are cache-first: Next.js build files (/_next/static/…, content-hashed, fonts
//   included), catalogue media (/media/…), the icons and the logo.
// - Pages are network-first and never stored: they carry prices, stock, the cart count and the
//   logged-in header, which must never be shown stale or to the next person on the device. When the
//   network fails, the offline page of the page's language answers instead (/offline, /en/offline,
//   /german/offline: precached with the files it needs when the worker installs).
// - API calls (/graphql, /order, /payments, /session, /requests, /acart, /payment-card, /cep,
//   /blog/posts) are never touched.
// Only same-origin GET requests with a complete (200) answer are stored. Raise VERSION when this
// file's caching changes: caches of other versions are deleted when the new worker activates.

const VERSION = 'v2';
const OFFLINE_CACHE = `vsf-offline-${VERSION}`;
const STATIC_CACHE = `vsf-static-${VERSION}`;
const MEDIA_CACHE = `vsf-media-${VERSION}`;
const ASSET_CACHE = `vsf-assets-${VERSION}`;
const STATIC_CACHE_MAX_ENTRIES = 600;
const MEDIA_CACHE_MAX_ENTRIES = 300;

/** The offline page of each locale prefix (rules §2 routes: none, /en, /german). */
const OFFLINE_PAGES = { '': '/offline', '/en': '/en/offline', '/german': '/german/offline' };
const PRECACHED_ASSETS = ['/logo/escritorio-total.svg', '/icons/icon-192.png', '/favicon.ico'];

const API_PATH =
  /^\/(?:graphql|order\/|payments\/|session\/|requests\/|acart\/|payment-card|cep\/|blog\/posts|health)/;
const ASSET_PATH = /^\/(?:icons\/|logo\/|favicon\.ico$|icon\.svg$|apple-icon\.png$)|\.(?:woff2?|ttf)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await precacheOfflinePages();
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([OFFLINE_CACHE, STATIC_CACHE, MEDIA_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) {
        if (!keep.has(name)) await caches.delete(name);
      }
      // Pages start loading while the worker boots, as fast as without a worker.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || API_PATH.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkOrOfflinePage(event, url));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(event, STATIC_CACHE, STATIC_CACHE_MAX_ENTRIES));
  } else if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(event, MEDIA_CACHE, MEDIA_CACHE_MAX_ENTRIES));
  } else if (ASSET_PATH.test(url.pathname)) {
    event.respondWith(cacheFirst(event, ASSET_CACHE));
  }
});

/**
 * Stores the offline pages and every build file they reference (styles, scripts, fonts), so they
 * render fully without network. A failure fails the install: the previous worker stays.
 */
async function precacheOfflinePages() {
  const cache = await caches.open(OFFLINE_CACHE);
  const files = new Set(PRECACHED_ASSETS);
  for (const path of Object.values(OFFLINE_PAGES)) {
    // Without cookies: the locale proxy would answer /en/offline by setting the shopper's locale
    // cookie to English (and the static page does not depend on them).
    const response = await fetch(path, { cache: 'reload', credentials: 'omit' });
    if (!response.ok) throw new Error(`[sw] ${path} answered HTTP ${response.status}`);
    const html = await response.clone().text();
    for (const match of html.matchAll(/\/_next\/static\/[^"'\s)\\]+/g)) files.add(match[0]);
    await cache.put(path, response);
  }
  // Fonts and images that the style sheets name.
  for (const file of [...files].filter((name) => name.endsWith('.css'))) {
    const css = await (await fetch(file)).text();
    for (const match of css.matchAll(/\/_next\/static\/media\/[^"'\s)]+/g)) files.add(match[0]);
  }
  await cache.addAll([...files]);
}

async function networkOrOfflinePage(event, url) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch (error) {
    const prefix = Object.keys(OFFLINE_PAGES).find(
      (candidate) => candidate && (url.pathname === candidate || url.pathname.startsWith(`${candidate}/`)),
    );
    const offline = await caches.match(OFFLINE_PAGES[prefix ?? ''], { cacheName: OFFLINE_CACHE });
    if (offline) return offline;
    throw error;
  }
}

async function cacheFirst(event, cacheName, maxEntries) {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  const contentType = response.headers.get('content-type') || '';
  if (response.status === 200 && response.type === 'basic' && !contentType.includes('text/html')) {
    const copy = response.clone();
    // Stored after answering; a failed write only means a later cache miss, so it is logged.
    event.waitUntil(
      (async () => {
        const cache = await caches.open(cacheName);
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
