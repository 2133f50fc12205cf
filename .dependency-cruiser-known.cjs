/**
 * Import-rule violations the code had when the rules were introduced, allowed one by one so
 * that any NEW violation fails `npm run check:deps`. This list only shrinks: when an import
 * below is gone (the piece moved to ui/ or lib/, or the feature got a public index.ts), delete
 * its line. See docs/architecture.md, "Import rules".
 */
module.exports = {
  /**
   * Modules on runtime import cycles. Each of these cycles closes through a lazy `import()`
   * (code split off the first load), so no module sees another half-initialised; they still tie
   * features together:
   * - lib/query-client-ref.ts loads lib/query-client.ts on first use, which registers itself back.
   * - cart/cart-query.ts ↔ cart/cart-session.ts: the cart query drops a stale customer token.
   */
  cycleModules: [
    'apps/storefront/src/lib/query-client-ref.ts',
    'apps/storefront/src/lib/query-client.ts',
    'apps/storefront/src/features/cart/cart-query.ts',
    'apps/storefront/src/features/cart/cart-session.ts',
  ],

  /** Commerce modules reading another module's repository at run time (module → file): none left. */
  moduleReads: {},

  /**
   * Storefront features importing another feature's internals: importing feature → files of
   * other features (relative to src/features). None left: shared pieces live in ui/ and lib/,
   * and each feature exposes what others use in its index.ts.
   */
  featureImports: {},
};
