import { readCartId, rememberCartId } from '../../lib/cart-cookie';
import { clientGraphQL } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import type { QueryClient } from '../../lib/query-client';
import { type CartFields, CustomerCartQuery, MergeCarts } from './cart.documents';
import { toCartView } from './cart.model';
import { setCachedCart } from './cart-query';

/**
 * The cart when the session changes (rules §4 Cart): after login the customer's cart is loaded
 * and a guest cart is merged into it; when the customer's cart cannot be loaded, the customer
 * token is dropped and the shopper goes on with the guest cart.
 */

/** Rules §4: the guest cart is merged into the customer cart when both exist and differ. */
export function shouldMergeCarts(guestCartId: string | undefined, customerCartId: string): boolean {
  return guestCartId !== undefined && guestCartId !== '' && guestCartId !== customerCartId;
}

export interface CartSessionDeps {
  readGuestCartId(): string | undefined;
  loadCustomerCart(): Promise<CartFields>;
  merge(sourceCartId: string, destinationCartId: string): Promise<CartFields>;
  /** Drops the customer token (the session route revokes it and clears the cookie). */
  dropCustomerToken(): Promise<void>;
}

export type CartAfterLogin =
  | { outcome: 'customer-cart'; cart: CartFields; mergedFrom?: string; mergeError?: unknown }
  | { outcome: 'logged-out'; error: unknown };

/**
 * The cart to use after login. Merge failures fall back to the customer cart (rules §4); a failed
 * customer cart load drops the token and keeps the guest cart id as it is.
 */
export async function resolveCartAfterLogin(deps: CartSessionDeps): Promise<CartAfterLogin> {
  const guestCartId = deps.readGuestCartId();
  let customerCart: CartFields;
  try {
    customerCart = await deps.loadCustomerCart();
  } catch (error) {
    await deps.dropCustomerToken();
    return { outcome: 'logged-out', error };
  }
  if (!guestCartId || !shouldMergeCarts(guestCartId, customerCart.id)) {
    return { outcome: 'customer-cart', cart: customerCart };
  }
  try {
    const merged = await deps.merge(guestCartId, customerCart.id);
    return { outcome: 'customer-cart', cart: merged, mergedFrom: guestCartId };
  } catch (mergeError) {
    return { outcome: 'customer-cart', cart: customerCart, mergeError };
  }
}

/** Asks the storefront's session route to revoke the token and clear its httpOnly cookie. */
export async function dropCustomerToken(): Promise<void> {
  const response = await fetch('/session/logout', { method: 'POST', cache: 'no-store' });
  if (!response.ok) throw new Error(`logout answered HTTP ${response.status}`);
}

function browserDeps(locale: Locale): CartSessionDeps {
  return {
    readGuestCartId: readCartId,
    loadCustomerCart: async () => (await clientGraphQL(locale, CustomerCartQuery, {})).customerCart,
    merge: async (sourceCartId, destinationCartId) =>
      (await clientGraphQL(locale, MergeCarts, { sourceCartId, destinationCartId })).mergeCarts,
    dropCustomerToken: async () => {
      try {
        await dropCustomerToken();
      } catch (error) {
        console.error('the customer token could not be dropped', error);
      }
    },
  };
}

/**
 * Runs after a successful login (contract with the session: `loginSucceeded()` calls it, then
 * invalidates customer, cart and wishlist). Stores the customer's cart id in `vsf-cart` and puts
 * that cart in the query cache; the guest cart id stays when the customer cart failed to load.
 */
export async function mergeCartsAfterLogin(locale: Locale, queryClient: QueryClient): Promise<void> {
  const result = await resolveCartAfterLogin(browserDeps(locale));
  if (result.outcome === 'logged-out') {
    console.error('the customer cart could not be loaded: logged out, the guest cart is kept', result.error);
    return;
  }
  if (result.mergeError) console.error('the guest cart could not be merged', result.mergeError);
  rememberCartId(result.cart.id);
  await setCachedCart(queryClient, locale, toCartView(result.cart));
}
