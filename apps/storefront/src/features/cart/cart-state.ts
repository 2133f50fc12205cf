import { useHasCartId } from '../../lib/cart-cookie';
import { useIsLoggedIn } from '../../lib/session';
import { useSessionMirror } from '../../lib/session-mirror';
import type { CartView } from './cart.model';

/**
 * The cart as every page shows it, read from the session's mirror of the `['cart', store]` entry
 * (session-sync.ts fills it). Nothing here loads the cart or changes it, so the header's count
 * carries neither the cart's documents nor TanStack Query into the first load.
 */

export interface UseCartResult {
  /** The cart, or null when the shopper has none yet (no cart is created just to be read). */
  cart: CartView | null;
  isLoading: boolean;
  error: Error | null;
}

/**
 * The shopper's cart (contract with checkout: key `['cart', locale.store]`, id in `vsf-cart`); a
 * logged-in customer's cart is read even before its id is stored.
 */
export function useCart(): UseCartResult {
  const hasCartId = useHasCartId();
  const { isLoggedIn } = useIsLoggedIn();
  const cart = useSessionMirror((state) => state.cart);
  const hasCart = hasCartId || isLoggedIn;
  return {
    cart: hasCart ? (cart.data ?? null) : null,
    isLoading: hasCart && cart.isPending,
    error: hasCart ? cart.error : null,
  };
}

/**
 * The header's cart count (rules §7: the header loads the cart quantity): total_quantity of the
 * stored cart, 0 without a cart id — no cart is created just to show a count.
 */
export function useCartCount(): number {
  return useCart().cart?.totalQuantity ?? 0;
}
