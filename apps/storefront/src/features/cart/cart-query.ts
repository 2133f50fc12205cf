import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { clientGraphQL, GraphQLRequestError } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import type { CustomerFields } from '../account/account.documents';
import {
  customerKeys,
  handleAuthorizationError,
  setLoggedIn,
  useIsLoggedIn,
  useSessionStore,
} from '../account/session';
import { type AbandonedCartOwner, scheduleAbandonedCartSync } from './acart';
import { CartQuery, CustomerCartQuery, ExchangeRates } from './cart.documents';
import { type CartView, toCartView } from './cart.model';
import { isStaleCartError } from './cart-errors';
import { forgetCartId, readCartId, rememberCartId, subscribeCartId } from './cart-id';
import { dropCustomerToken } from './cart-session';
import { useStoreLocale } from './store-locale';

export { useStoreLocale } from './store-locale';

/**
 * Reading the cart: the one TanStack Query entry `['cart', store]` (the contract with checkout)
 * and the hooks that read it. No mutations here, so the header's count does not pull them into
 * every page's first load; they live in cart-actions.ts / use-cart.ts.
 */

export const cartKeys = {
  /** Every cart entry (checkout invalidates this after placing an order). */
  all: ['cart'] as const,
  current: (store: string) => ['cart', store] as const,
};

/**
 * The shopper's cart. A logged-in customer's is `customerCart` (its id is stored in `vsf-cart`);
 * when the server refuses it, the session ends (authorization error) or the customer token is
 * dropped and the guest cart is used (spec §4). A guest's is the cart of the stored id, or null.
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
 * usable cart is forgotten (spec §4); a new cart waits for the next add.
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

const noCartId = () => false;

/** Whether the browser holds a cart id; false on the server and during hydration. */
export function useHasCartId(): boolean {
  return useSyncExternalStore(subscribeCartId, () => readCartId() !== undefined, noCartId);
}

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
  const locale = useStoreLocale();
  const hasCartId = useHasCartId();
  const { isLoggedIn } = useIsLoggedIn();
  const hasCart = hasCartId || isLoggedIn;
  const query = useQuery({
    queryKey: cartKeys.current(locale.store),
    queryFn: ({ signal }) => fetchCartView(locale, signal, isLoggedIn),
    enabled: hasCart,
  });
  return {
    cart: hasCart ? (query.data ?? null) : null,
    isLoading: hasCart && query.isPending,
    error: query.error,
  };
}

/**
 * BRL → `currency` rate, to show the BRL thresholds of spec §9 in the display currency. 1 for
 * BRL without a request; undefined while loading or when the server has no rate.
 */
export function useBrlRate(currency: string): number | undefined {
  const locale = useStoreLocale();
  const isBrl = currency === 'BRL';
  const query = useQuery({
    queryKey: ['exchange-rates', locale.store],
    queryFn: ({ signal }) => clientGraphQL(locale, ExchangeRates, {}, signal),
    enabled: !isBrl,
    staleTime: 60 * 60 * 1000,
  });
  if (isBrl) return 1;
  const rate = query.data?.currency?.exchange_rates?.find((entry) => entry?.currency_to === currency)?.rate;
  return rate ?? undefined;
}
