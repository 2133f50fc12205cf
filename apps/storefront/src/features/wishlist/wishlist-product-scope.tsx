'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { WishlistProduct } from './wishlist.model';

/**
 * The product the buy box's heart toggles. The product page knows the product (type, sku, uid,
 * chosen variant); the buy controls of each type only know what goes into the cart.
 */
const WishlistProductContext = createContext<WishlistProduct | undefined>(undefined);

export function WishlistProductScope({
  product,
  children,
}: {
  product: WishlistProduct;
  children: ReactNode;
}) {
  return <WishlistProductContext.Provider value={product}>{children}</WishlistProductContext.Provider>;
}

/** The product page's product, or undefined outside a WishlistProductScope. */
export function useWishlistProductScope(): WishlistProduct | undefined {
  return useContext(WishlistProductContext);
}
