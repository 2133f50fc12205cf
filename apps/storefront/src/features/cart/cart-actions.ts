import { clientGraphQL } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import type { QueryClient } from '../../lib/query-client';
import { notify, openOverlay } from '../../lib/ui-store';
import {
  AddProductsToCart,
  ApplyCouponToCart,
  type CartFields,
  type CartItemInput,
  RemoveCouponFromCart,
  RemoveItemFromCart,
  UpdateCartItems,
} from './cart.documents';
import { type CartView, toCartView } from './cart.model';
import {
  CartActionError,
  type CartErrorKey,
  cartErrorMessage,
  isStaleCartError,
  userErrorKey,
} from './cart-errors';
import { withCart, withExistingCart } from './cart-id';
import { cartKeys, setCachedCart } from './cart-query';
import type { CartWords } from './cart-words';

/**
 * The cart's changes, without React: each sends one mutation and puts the cart it answers in the
 * query cache, so every view of the cart (header count, drawer, page) updates at once. Product
 * cards import this module only when clicked, to keep it out of listing pages' first load.
 */

function answered(cart: CartFields | null | undefined, fallback: string): CartFields {
  if (!cart) throw new CartActionError(fallback);
  return cart;
}

/**
 * Adds products (creating the cart on the first add, rules §4). Lines the server accepted stay in
 * the cart even when another line fails; the first user error is then thrown as the message
 * (rules §5), in the shopper's words when its code says what happened.
 */
export async function addItemsToCart(
  queryClient: QueryClient,
  locale: Locale,
  items: CartItemInput[],
  words: Pick<CartWords, 'error'>,
): Promise<CartView> {
  const { addProductsToCart: output } = await withCart(locale, (cartId) =>
    clientGraphQL(locale, AddProductsToCart, { cartId, cartItems: items }),
  );
  const cart = toCartView(answered(output?.cart, words.error('addFailed')));
  await setCachedCart(queryClient, locale, cart);
  const first = output?.user_errors[0];
  if (first) {
    const key = userErrorKey(first);
    throw new CartActionError(key ? words.error(key) : first.message || words.error('addFailed'));
  }
  return cart;
}

/**
 * Adds products and tells the shopper (rules §8): 'You added {product} to your shopping cart.' and
 * the mini-cart opens; a refusal shows as a danger notice with its reason. Resolves to whether
 * the products went in.
 */
export async function addToCartWithNotice(
  queryClient: QueryClient,
  locale: Locale,
  items: CartItemInput[],
  productName: string,
  words: CartWords,
): Promise<boolean> {
  try {
    await addItemsToCart(queryClient, locale, items, words);
  } catch (error) {
    reportFailure(error, words.error('addFailed'), words.error);
    return false;
  }
  notify({ type: 'success', title: words.addedTitle, message: words.added(productName) });
  openOverlay('cart');
  return true;
}

/** Shows a failed cart change as a danger notice and keeps its cause in the console for support. */
export function reportFailure(
  error: unknown,
  fallback: string,
  describe?: (key: CartErrorKey) => string,
): void {
  if (!(error instanceof CartActionError)) console.error('cart change failed', error);
  notify({ type: 'danger', message: cartErrorMessage(error, fallback, describe) });
}

/** Runs a change of the existing cart; when its id went stale, the cached cart is dropped too. */
async function changeCart(
  queryClient: QueryClient,
  locale: Locale,
  run: (cartId: string) => Promise<CartFields | null | undefined>,
  fallback: string,
): Promise<CartView> {
  try {
    const cart = toCartView(answered(await withExistingCart(run), fallback));
    await setCachedCart(queryClient, locale, cart);
    return cart;
  } catch (error) {
    if (isStaleCartError(error)) await setCachedCart(queryClient, locale, null);
    throw error;
  }
}

export function updateCartItemQuantity(
  queryClient: QueryClient,
  locale: Locale,
  uid: string,
  quantity: number,
  fallback: string,
): Promise<CartView> {
  return changeCart(
    queryClient,
    locale,
    async (cartId) =>
      (await clientGraphQL(locale, UpdateCartItems, { cartId, items: [{ cart_item_uid: uid, quantity }] }))
        .updateCartItems?.cart,
    fallback,
  );
}

export function removeCartItem(
  queryClient: QueryClient,
  locale: Locale,
  uid: string,
  fallback: string,
): Promise<CartView> {
  return changeCart(
    queryClient,
    locale,
    async (cartId) =>
      (await clientGraphQL(locale, RemoveItemFromCart, { cartId, uid })).removeItemFromCart?.cart,
    fallback,
  );
}

/** Empties the cart in one request: every line set to quantity 0 (Magento removes those lines). */
export function clearCart(
  queryClient: QueryClient,
  locale: Locale,
  uids: string[],
  fallback: string,
): Promise<CartView> {
  return changeCart(
    queryClient,
    locale,
    async (cartId) =>
      (
        await clientGraphQL(locale, UpdateCartItems, {
          cartId,
          items: uids.map((uid) => ({ cart_item_uid: uid, quantity: 0 })),
        })
      ).updateCartItems?.cart,
    fallback,
  );
}

/**
 * Applies a coupon; an empty code removes the applied one (rules §4). A refusal (unknown code,
 * guests must log in, already used) is the server's GraphQL error, thrown with its message.
 */
export function applyCoupon(
  queryClient: QueryClient,
  locale: Locale,
  code: string,
  fallback: string,
): Promise<CartView> {
  const trimmed = code.trim();
  return changeCart(
    queryClient,
    locale,
    async (cartId) =>
      trimmed
        ? (await clientGraphQL(locale, ApplyCouponToCart, { cartId, code: trimmed })).applyCouponToCart?.cart
        : (await clientGraphQL(locale, RemoveCouponFromCart, { cartId })).removeCouponFromCart?.cart,
    fallback,
  );
}

/** Fetches the cart again (after a failed change, the cache may be ahead of the server). */
export function refreshCart(queryClient: QueryClient, locale: Locale): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cartKeys.current(locale.store) });
}
