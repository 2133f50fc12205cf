// @ts-check
/**
 * When the catalogue last changed, as this storefront learnt it (ops.cjs watches the commerce
 * server): cached pages made before then are stale (cache-handler.cjs). Kept on globalThis, as
 * Next may load the cache handler under another module instance than server.cjs's.
 */
const PAGES_CHANGED_AT = Symbol.for('store.storefront.pagesChangedAt');

/** @returns {number} epoch ms; 0 when no change was seen */
function pagesChangedAt() {
  return /** @type {any} */ (globalThis)[PAGES_CHANGED_AT] ?? 0;
}

/** @param {number} at epoch ms */
function markPagesStale(at) {
  /** @type {any} */ (globalThis)[PAGES_CHANGED_AT] = Math.max(pagesChangedAt(), at);
}

module.exports = { markPagesStale, pagesChangedAt };
