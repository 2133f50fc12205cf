import { forgetCartId, readCartId, rememberCartId } from '../../lib/cart-cookie';
import { clientGraphQL } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import { CreateEmptyCart } from './cart.documents';
import { isStaleCartError } from './cart-errors';

/**
 * The cart's identity in the browser (rules §4 Cart, §9 cookies): the masked id lives in the
 * `vsf-cart` cookie (path /, SameSite Lax). A cart is created on the first add, never just to show
 * a count; a stored id that fails is forgotten and a new cart created, and the call retried once.
 *
 * `createEmptyCart` answers a new guest cart without a customer token, and the customer's own cart
 * with one (the proxy adds the token from the httpOnly cookie), so the same path serves both.
 * Logged-in shoppers load `customerCart` (cart-query.ts) and merge after login (cart-session.ts).
 */

export interface CartIdStore {
  read(): string | undefined;
  write(cartId: string): void;
  clear(): void;
  /** Asks the server for a new cart and answers its masked id. */
  create(): Promise<string>;
}

function cookieStore(locale: Locale): CartIdStore {
  return {
    read: readCartId,
    write: rememberCartId,
    clear: forgetCartId,
    async create() {
      const { createEmptyCart } = await clientGraphQL(locale, CreateEmptyCart, {});
      if (!createEmptyCart) throw new Error('createEmptyCart answered no cart id');
      return createEmptyCart;
    },
  };
}

// Two quick clicks on "add to cart" must not create two carts: they share one creation.
const pendingCreations = new WeakMap<CartIdStore, Promise<string>>();
const defaultStores = new Map<string, CartIdStore>();

function storeFor(locale: Locale): CartIdStore {
  let store = defaultStores.get(locale.store);
  if (!store) {
    store = cookieStore(locale);
    defaultStores.set(locale.store, store);
  }
  return store;
}

/** The cart id to add to: the stored one, or a new cart whose id is stored. */
export async function ensureCartId(locale: Locale, store: CartIdStore = storeFor(locale)): Promise<string> {
  const stored = store.read();
  if (stored) return stored;
  let pending = pendingCreations.get(store);
  if (!pending) {
    pending = store
      .create()
      .then((cartId) => {
        store.write(cartId);
        return cartId;
      })
      .finally(() => pendingCreations.delete(store));
    pendingCreations.set(store, pending);
  }
  return pending;
}

/**
 * Runs a call that needs a cart (adding products). When the stored id fails as a cart id
 * (unknown, inactive, another owner's or store's), the id is cleared, a new cart created and the
 * call retried once; any other failure, or a second stale answer, goes to the caller.
 */
export async function withCart<T>(
  locale: Locale,
  run: (cartId: string) => Promise<T>,
  store: CartIdStore = storeFor(locale),
): Promise<T> {
  const cartId = await ensureCartId(locale, store);
  try {
    return await run(cartId);
  } catch (error) {
    if (!isStaleCartError(error)) throw error;
    if (store.read() === cartId) store.clear();
    return run(await ensureCartId(locale, store));
  }
}

/**
 * Runs a call on the existing cart (change, remove, coupon): without a stored id there is
 * nothing to change; a stale id is cleared (the cart it named is gone) and the error rethrown.
 */
export async function withExistingCart<T>(
  run: (cartId: string) => Promise<T>,
  store: Pick<CartIdStore, 'read' | 'clear'> = { read: readCartId, clear: forgetCartId },
): Promise<T> {
  const cartId = store.read();
  if (!cartId) throw new Error('There is no cart to change');
  try {
    return await run(cartId);
  } catch (error) {
    if (isStaleCartError(error) && store.read() === cartId) store.clear();
    throw error;
  }
}
