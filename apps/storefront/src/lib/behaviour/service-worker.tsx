'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker at /sw.js with scope / once the page has loaded (rules §2; public/sw.js
 * says what it caches and the offline page it shows). Browsers
 * without service workers skip it silently. Development builds skip it too: their chunk URLs carry
 * no content hash, so a cache-first worker would serve stale code while editing.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        // updateViaCache 'none': a new sw.js is picked up at once, not after the HTTP cache expires.
        .register('/sw.js', { scope: '/', updateViaCache: 'none' })
        .catch((error: unknown) => {
          // The store works without it; say why it is missing for whoever looks at the console.
          console.warn('Service worker registration failed', error);
        });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
