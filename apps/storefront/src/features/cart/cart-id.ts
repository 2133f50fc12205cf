import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from '../../lib/browser-cookies';
import { clientGraphQL } from '../../lib/graphql.client';
import { COOKIES, type Locale } from '../../lib/locales';
import { CreateEmptyCart } from './cart.documents';
import { isStaleCartError } from './cart-errors';

/**
 * The cart's identity in the browser (spec §4 Cart, §9 cookies): the masked id lives in the
 * `vsf-cart` cookie (path /, SameSite Lax). A cart is created on the first add, never just to show
 * a count; a stored id that fails is forgotten and a new cart created, and the call retried once.
 *
 * `createEmptyCart` answers a new guest cart without a customer token, and the customer's own cart
 * with one (the proxy adds the token from the httpOnly cookie), so the same path serves both.
 * Logged-in shoppers load `customerCart` (cart-query.ts) and merge after login (cart-session.ts).
 */

/** Magento keeps quotes 30 days by default (cart_expires_in_days); the cookie lives as long. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export interface CartIdStore {
  read(): string | undefined;
  write(cartId: string): void;
  clear(): void;
  /** Asks the server for a new cart and answers its masked id. */
  create(): Promise<string>;
}

const listeners = new Set<() => void>();

/**
 * The cookie's value as this page last read or wrote it; `null` until read. Reading
 * `document.cookie` is a synchronous round trip to the browser's network process, and the header
 * and bottom bar ask on every render, several times during hydration. Only this page's code writes
 * the cookie (never the server), so the copy is exact except after another tab adds or empties a
 * cart: the cookie is read again whenever the page comes back into view.
 */
let cachedCartId: string | undefined | null = null;

function rereadWhenVisible() {
  if (document.visibilityState !== 'visible') return;
  const before = cachedCartId;
  cachedCartId = null;
  if (readCartId() !== before) changed();
}

/**
 * Calls `listener` whenever the cart id changes (stored or forgotten by this page, or by another
 * tab, seen when this one comes back into view); returns the unsubscribe.
 */
export function subscribeCartId(listener: () => void): () => void {
  if (listeners.size === 0) document.addEventListener('visibilitychange', rereadWhenVisible);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', rereadWhenVisible);
  };
}

function changed() {
  for (const listener of listeners) listener();
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

/** The stored cart id, if any (no request). */
export function readCartId(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (cachedCartId === null) cachedCartId = readCookie(COOKIES.cart) || undefined;
  return cachedCartId;
}

/** Stores `cartId` as the shopper's cart (the customer's cart after login, a restored cart). */
export function rememberCartId(cartId: string): void {
  writeCookie(COOKIES.cart, cartId, CART_COOKIE_MAX_AGE);
  cachedCartId = cartId;
  changed();
}

/** Forgets the stored cart id (after an order, or when it stopped working). */
export function forgetCartId(): void {
  deleteCookie(COOKIES.cart);
  cachedCartId = undefined;
  changed();
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

const noCartId = () => false;

/** Whether the browser holds a cart id; false on the server and during hydration. */
export function useHasCartId(): boolean {
  return useSyncExternalStore(subscribeCartId, () => readCartId() !== undefined, noCartId);
}
