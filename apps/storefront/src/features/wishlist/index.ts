// The wishlist's public entry: the hearts of cards and the product page, the chrome's drawer and
// count, and the query My Account's session sync observes.

export { CardHeart } from './card-heart';
export { CardHearts } from './card-hearts';
export type { WishlistProduct } from './wishlist.model';
export { WishlistDrawer } from './wishlist-drawer';
export { WishlistHeart } from './wishlist-heart';
export { useWishlistProductScope, WishlistProductScope } from './wishlist-product-scope';
export { wishlistQueryOptions } from './wishlist-query';
export { useWishlistCount } from './wishlist-state';
