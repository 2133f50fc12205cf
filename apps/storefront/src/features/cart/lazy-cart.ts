import type { Locale } from '../../lib/locales';
import type { QueryClient } from '../../lib/query-client';
import type { CartItemInput } from './cart.documents';
import type { CartView } from './cart.model';
import type { CartWords } from './cart-words';

/**
 * Adds items to the cart for another feature (the wishlist's "move to cart"): the cart's
 * mutations load on the call, as for the catalogue's buttons (lazy-add-to-cart.ts), so that no
 * page carries them in its first-load JavaScript.
 */
export async function addItemsToCartLazily(
  queryClient: QueryClient,
  locale: Locale,
  items: CartItemInput[],
  words: Pick<CartWords, 'error'>,
): Promise<CartView> {
  const { addItemsToCart } = await import('./cart-actions');
  return addItemsToCart(queryClient, locale, items, words);
}
