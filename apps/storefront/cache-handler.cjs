// The storefront's cache handler (next.config.ts `cacheHandler`): Next's own page cache, plus
// optimised pictures in memory. Without a handler Next keeps optimised pictures only on disk, and
// with `isrFlushToDisk: false` (pages stay in memory, never on disk) not at all: every picture
// request was resized anew, 40–100 ms of CPU each, the product page's main picture included.
// `images.customCacheHandler` sends pictures here; they are kept in a least-recently-used map of at
// most IMAGE_CACHE_BYTES, so no number of picture variants can exhaust memory or disk.
// Pages kept before the last catalogue change (learnt from the commerce server, ops.cjs) count as
// missing: with several storefronts, each drops its own pages, whichever commerce instance changed.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { pagesChangedAt } = require('./cache-handler-state.cjs');

const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
const IMAGE = 'IMAGE';

/** Entries by key, oldest use first (a Map keeps insertion order); bounded by total bytes. */
class ImageLru {
  #entries = new Map();
  #bytes = 0;

  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.cached;
  }

  set(key, cached, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.#entries.set(key, { cached, size });
    this.#bytes += size;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}

const images = new ImageLru(IMAGE_CACHE_BYTES);

class StorefrontCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    if (ctx?.kind === IMAGE) return images.get(key) ?? null;
    const entry = await super.get(key, ctx);
    if (entry && (entry.lastModified ?? 0) <= pagesChangedAt()) return null;
    return entry;
  }

  async set(key, data, ctx) {
    if (data?.kind === IMAGE) {
      // Next's image optimiser reads `lastModified` and `value.revalidate` to know when it is stale.
      images.set(key, { value: data, lastModified: Date.now() }, data.buffer.length + key.length);
      return;
    }
    return super.set(key, data, ctx);
  }
}

module.exports = StorefrontCacheHandler;
module.exports.ImageLru = ImageLru;
