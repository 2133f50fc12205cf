import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from './browser-cookies';
import { COOKIES } from './locales';

/**
 * The cart's identity in the browser (rules §4 Cart, §9 cookies): the masked id lives in the
 * `vsf-cart` cookie (path /, SameSite Lax). Only this module reads and writes it; creating a cart
 * and replacing a stale id is the cart feature's (features/cart/cart-id.ts). Logging out forgets
 * it (lib/session.ts). features/cart/README.md follows the whole cart and session path.
 */

/** Magento keeps quotes 30 days by default (cart_expires_in_days); the cookie lives as long. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

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

const noCartId = () => false;

/** Whether the browser holds a cart id; false on the server and during hydration. */
export function useHasCartId(): boolean {
  return useSyncExternalStore(subscribeCartId, () => readCartId() !== undefined, noCartId);
}
