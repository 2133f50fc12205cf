// The cart's public entry: what the product page, the chrome, checkout, the wishlist and the
// account may use. Mutations stay behind lazy loaders (lazy-add-to-cart.ts, lazy-cart.ts).
export { cancelAbandonedCartSync, deleteAbandonedCart, recordAbandonedCartConversion } from './acart';
export { CardBuyButtons } from './card-buy-buttons';
export type { CartItemInput } from './cart.documents';
export { ExchangeRates } from './cart.documents';
export { CartDrawer } from './cart-drawer';
export { cartErrorMessage } from './cart-errors';
export { bundleCartItem, groupedCartItems, productCartItem } from './cart-items';
export { cartQueryOptions } from './cart-query';
export { useCartCount } from './cart-state';
export type { CartWords } from './cart-words';
export { useLazyAddToCart } from './lazy-add-to-cart';
export { addItemsToCartLazily } from './lazy-cart';
export { ShippingEstimate } from './lazy-shipping-estimate';
export { mergeCartsAfterLogin } from './merge-after-login';
export { useBrlRate } from './use-cart';
