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
   * - account/session.ts ↔ cart/cart-session.ts ↔ cart/cart-query.ts: logging in merges the
   *   guest cart, the cart query drops a stale customer token.
   */
  cycleModules: [
    'apps/storefront/src/lib/query-client-ref.ts',
    'apps/storefront/src/lib/query-client.ts',
    'apps/storefront/src/features/account/session.ts',
    'apps/storefront/src/features/cart/cart-query.ts',
    'apps/storefront/src/features/cart/cart-session.ts',
  ],

  /** Commerce modules reading another module's repository at run time (module → file): none left. */
  moduleReads: {},

  /**
   * Storefront features importing another feature's internals: importing feature → files of
   * other features (relative to src/features). The most used ones belong in lib/ or ui/
   * (cart/store-locale, account/session, checkout/masks, checkout/field, forms/form-ui).
   */
  featureImports: {
    account: [
      'cart/cart-id.ts',
      'cart/cart-query.ts',
      'cart/cart-session.ts',
      'cart/cart.model.ts',
      'cart/store-locale.ts',
      'checkout/address-form.tsx',
      'checkout/address-schema.ts',
      'checkout/checkout.documents.ts',
      'checkout/field.tsx',
      'checkout/masks.ts',
      'checkout/place-order.ts',
      'checkout/use-regions.ts',
      'content/seo.ts',
      'layout/preferences.ts',
      'payments/order-payment.tsx',
      'product/rating-stars.tsx',
      'wishlist/wishlist-query.ts',
      'wishlist/wishlist.model.ts',
    ],
    blog: [
      'account/session.ts',
      'cart/store-locale.ts',
      'content/cms-html.tsx',
      'content/seo.ts',
      'forms/bot-check.ts',
      'forms/file-checks.ts',
      'forms/form-schemas.ts',
      'forms/form-ui.tsx',
      'forms/request-client.ts',
      'forms/request-limits.ts',
      'forms/use-request-errors.ts',
      'forms/use-request-settings.ts',
    ],
    cart: [
      'account/account.documents.ts',
      'account/session-mirror.ts',
      'account/session.ts',
      'checkout/masks.ts',
      'product/buy-actions.tsx',
      'product/product-image.ts',
      'product/purchase-buttons.tsx',
    ],
    catalog: [
      'cart/card-add-button.tsx',
      'cart/cart.documents.ts',
      'product/product-image.ts',
      'product/purchase-buttons.tsx',
      'product/rating-stars.tsx',
    ],
    checkout: [
      'account/account.documents.ts',
      'account/session.ts',
      'cart/acart.ts',
      'cart/cart-id.ts',
      'cart/store-locale.ts',
      'engagement/consent-and-analytics.tsx',
      'layout/chrome-behaviour.tsx',
      'layout/overlays.tsx',
      'layout/whatsapp-shortcut.tsx',
      'notifications/notification-stack.tsx',
      'payments/card-modal.tsx',
      'payments/card-schema.ts',
      'payments/itf-barcode.tsx',
      'payments/order-payment.tsx',
      'payments/payments-api.ts',
    ],
    content: [
      'blog/blog-paths.ts',
      'blog/blog.server.ts',
      'forms/lazy-forms.tsx',
      'home/home.server.ts',
      'layout/not-found-view.tsx',
      'listing/category-view.tsx',
      'product/product-view.tsx',
    ],
    engagement: [
      'account/account.documents.ts',
      'account/session.ts',
      'cart/store-locale.ts',
      'layout/preferences.ts',
    ],
    forms: [
      'account/account-fields.tsx',
      'account/account.documents.ts',
      'account/recaptcha.ts',
      'account/session.ts',
      'cart/store-locale.ts',
      'checkout/field.tsx',
      'checkout/masks.ts',
      'search/use-search-suggestions.ts',
    ],
    home: [
      'catalog/product-card.documents.ts',
      'catalog/product-card.tsx',
      'content/cms-html.tsx',
      'content/cms.server.ts',
      'content/content-pages.ts',
      'content/sanitize-cms.ts',
      'content/seo.ts',
    ],
    layout: [
      'account/login-modal.tsx',
      'account/session-state.tsx',
      'account/session.ts',
      'cart/cart-drawer.tsx',
      'cart/cart-state.ts',
      'engagement/chat-bubble-message.tsx',
      'engagement/consent-and-analytics.tsx',
      'engagement/consent-preferences-button.tsx',
      'engagement/newsletter-form.tsx',
      'engagement/newsletter-modal.tsx',
      'engagement/use-chat-prompts.ts',
      'notifications/notification-stack.tsx',
      'search/search-box.tsx',
      'wishlist/wishlist-drawer.tsx',
      'wishlist/wishlist-state.ts',
    ],
    listing: ['catalog/product-card.documents.ts', 'catalog/product-card.tsx', 'content/seo.ts'],
    payments: [
      'account/session.ts',
      'cart/store-locale.ts',
      'cart/use-cart.ts',
      'checkout/checkout-steps.ts',
      'checkout/field.tsx',
      'checkout/masks.ts',
      'checkout/place-order.ts',
    ],
    product: [
      'account/guest-only.tsx',
      'account/session.ts',
      'cart/cart-items.ts',
      'cart/cart.documents.ts',
      'cart/lazy-add-to-cart.ts',
      'cart/shipping-estimate.tsx',
      'cart/store-locale.ts',
      'cart/use-cart.ts',
      'catalog/brl-rate.server.ts',
      'catalog/price-block.tsx',
      'catalog/product-card.documents.ts',
      'catalog/product-card.tsx',
      'content/seo.ts',
      'forms/form-ui.tsx',
      'wishlist/wishlist-heart.tsx',
      'wishlist/wishlist-product-scope.tsx',
      'wishlist/wishlist.model.ts',
    ],
    search: [
      'content/seo.ts',
      'listing/listing-params.ts',
      'listing/listing-view.tsx',
      'listing/listing.server.ts',
      'product/product-image.ts',
    ],
    wishlist: [
      'account/session-mirror.ts',
      'account/session.ts',
      'cart/cart-actions.ts',
      'cart/cart-errors.ts',
      'cart/cart-words.ts',
      'cart/cart.documents.ts',
      'cart/store-locale.ts',
      'cart/use-cart.ts',
      'catalog/price-block.tsx',
      'catalog/product-card.documents.ts',
      'product/product-image.ts',
    ],
  },
};
