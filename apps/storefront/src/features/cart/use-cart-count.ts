import { useCart } from './cart-query';

/**
 * The header's cart count (spec §7: the header loads the cart quantity): total_quantity of the
 * stored cart, 0 without a cart id — no cart is created just to show a count.
 */
export function useCartCount(): number {
  return useCart().cart?.totalQuantity ?? 0;
}
