import { forgetCartId, readCartId, rememberCartId } from '../../lib/cart-cookie';
import { clientGraphQL, GraphQLRequestError } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import type { QueryClient } from '../../lib/query-client';
import { customerKeys, handleAuthorizationError, setLoggedIn, useSessionStore } from '../../lib/session';
import type { CustomerFields } from '../account';
import { type AbandonedCartOwner, scheduleAbandonedCartSync } from './acart';
import { CartQuery, CustomerCartQuery } from './cart.documents';
import { type CartView, toCartView } from './cart.model';
import { isStaleCartError } from './cart-errors';

/**
 * The cart's server state: the one TanStack Query entry `['cart', store]` (the contract with
 * checkout), which session-sync.ts observes whenever the shopper has a cart. Pages read its mirror
 * through cart-state.ts; the mutations live in cart-actions.ts / use-cart.ts.
 */

export const cartKeys = {
  /** Every cart entry (checkout invalidates this after placing an order). */
  all: ['cart'] as const,
  current: (store: string) => ['cart', store] as const,
};

/**
 * The shopper's cart. A logged-in customer's is `customerCart` (its id is stored in `vsf-cart`);
 * when the server refuses it, the session ends (authorization error) or the customer token is
 * dropped and the guest cart is used (rules §4). A guest's is the cart of the stored id, or null.
 */
export async function fetchCartView(
  locale: Locale,
  signal?: AbortSignal,
  isLoggedIn = false,
): Promise<CartView | null> {
  if (isLoggedIn) {
    try {
      const { customerCart } = await clientGraphQL(locale, CustomerCartQuery, {}, signal);
      if (readCartId() !== customerCart.id) rememberCartId(customerCart.id);
      return toCartView(customerCart);
    } catch (error) {
      if (!(error instanceof GraphQLRequestError)) throw error;
      if (error.isAuthorization) {
        await handleAuthorizationError(locale);
        return null;
      }
      console.error('the customer cart could not be loaded: the token is dropped, guest cart used', error);
      const { dropCustomerToken } = await import('./cart-session');
      await dropCustomerToken().catch((logoutError: unknown) =>
        console.error('the customer token could not be dropped', logoutError),
      );
      setLoggedIn(false);
    }
  }
  return fetchGuestCartView(locale, signal);
}

/**
 * The cart of the stored id, or null when there is none. A stored id that no longer names a
 * usable cart is forgotten (rules §4); a new cart waits for the next add.
 */
async function fetchGuestCartView(locale: Locale, signal?: AbortSignal): Promise<CartView | null> {
  const cartId = readCartId();
  if (!cartId) return null;
  try {
    const { cart } = await clientGraphQL(locale, CartQuery, { cartId }, signal);
    return cart ? toCartView(cart) : null;
  } catch (error) {
    if (!isStaleCartError(error)) throw error;
    if (readCartId() === cartId) forgetCartId();
    return null;
  }
}

/**
 * Replaces the cached cart with a mutation's answer. A read still under way (started when the
 * first add stored the new cart id) is cancelled first, or its older answer would land last.
 * A logged-in customer's changed cart is then saved for abandoned-cart recovery (acart.ts).
 */
export async function setCachedCart(queryClient: QueryClient, locale: Locale, cart: CartView | null) {
  const queryKey = cartKeys.current(locale.store);
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, cart);
  scheduleAbandonedCartSync(locale, cart, () => abandonedCartOwner(queryClient, locale));
}

/** The logged-in customer's name and e-mail from the session's profile entry, when loaded. */
function abandonedCartOwner(queryClient: QueryClient, locale: Locale): AbandonedCartOwner | undefined {
  if (!useSessionStore.getState().isLoggedIn) return undefined;
  const customer = queryClient.getQueryData<CustomerFields>(customerKeys.current(locale.store));
  if (!customer?.email) return undefined;
  const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ');
  return { name, email: customer.email };
}

/** The cart entry's options, for session-sync.ts (one definition for every observer). */
export function cartQueryOptions(locale: Locale, isLoggedIn: boolean) {
  return {
    queryKey: cartKeys.current(locale.store),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCartView(locale, signal, isLoggedIn),
  };
}
