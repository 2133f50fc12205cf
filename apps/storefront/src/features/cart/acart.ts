import { deleteCookie, readCookie, writeCookie } from '../../lib/browser-cookies';
import type { Locale } from '../../lib/locales';
import { RestError, requestJson } from '../../lib/rest-client';
import type { CartView } from './cart.model';

/**
 * Abandoned-cart recovery (rules §6, §7, §9): a logged-in customer's cart is saved on the server
 * whenever it changes, so that a sweep can e-mail a link that brings it back; the link carries
 * utm parameters that are kept in cookies for an hour, so the order it leads to is counted as a
 * conversion. Failures never stop the shopper: they are logged as the spec words them (§8).
 */

/** Rules §8: abandoned-cart save/delete failures log this. */
export const ACART_ERROR_LOG = 'Erro ao salvar carrinho:';

/** Rules §9: the utm cookies, set for 1 hour only when utm_source is carrinhoabandonado. */
export const UTM_COOKIES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_id'] as const;
export const ACART_UTM_SOURCE = 'carrinhoabandonado';
export const UTM_COOKIE_MAX_AGE = 60 * 60;

/** Changes of the cart are saved after this quiet time, so a burst of changes sends one save. */
export const ACART_SAVE_DEBOUNCE_MS = 1000;

/**
 * The utm cookies a page URL sets (rules §9): every utm parameter present, but only when
 * utm_source equals carrinhoabandonado; any other campaign sets nothing.
 */
export function utmCookiesFor(search: URLSearchParams): Array<[name: string, value: string]> {
  if (search.get('utm_source') !== ACART_UTM_SOURCE) return [];
  const cookies: Array<[string, string]> = [];
  for (const name of UTM_COOKIES) {
    const value = search.get(name);
    if (value) cookies.push([name, value]);
  }
  return cookies;
}

/** Writes the utm cookies of the current URL (1 hour); answers whether it was a recovery link. */
export function rememberUtmCookies(search: URLSearchParams): boolean {
  const cookies = utmCookiesFor(search);
  for (const [name, value] of cookies) writeCookie(name, value, UTM_COOKIE_MAX_AGE);
  return cookies.length > 0;
}

/** What the server keeps of a cart for the recovery e-mail (rules §7 `cartData`). */
export interface AbandonedCartData {
  items: Array<{ sku: string; name: string; quantity: number; row_total: number }>;
  grand_total: number;
  currency: string;
  total_quantity: number;
}

export function abandonedCartData(cart: CartView): AbandonedCartData {
  return {
    items: cart.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      row_total: line.rowCents / 100,
    })),
    grand_total: cart.grandTotalCents / 100,
    currency: cart.currency,
    total_quantity: cart.totalQuantity,
  };
}

export interface AbandonedCartOwner {
  name: string;
  email: string;
}

/**
 * What to tell the server about a logged-in customer's cart (rules §6: only when user info is
 * available): `save` while it has lines, `delete` once it is empty, nothing without a customer.
 */
export function abandonedCartAction(
  cart: CartView | null,
  owner: AbandonedCartOwner | undefined,
): 'save' | 'delete' | 'none' {
  if (!cart || !owner?.email) return 'none';
  return cart.lines.length > 0 ? 'save' : 'delete';
}

export async function saveAbandonedCart(locale: Locale, cart: CartView, owner: AbandonedCartOwner) {
  try {
    await requestJson(locale, 'POST', '/acart/save', {
      cartId: cart.id,
      userName: owner.name,
      email: owner.email,
      cartData: abandonedCartData(cart),
    });
  } catch (error) {
    console.error(ACART_ERROR_LOG, error);
  }
}

/** Deletes a cart's record; a cart never saved (404) has nothing to delete. */
export async function deleteAbandonedCart(locale: Locale, cartId: string) {
  try {
    await requestJson(locale, 'DELETE', `/acart/delete/${encodeURIComponent(cartId)}`);
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return;
    console.error(ACART_ERROR_LOG, error);
  }
}

/**
 * After an order: a recovery link's utm_term cookie records the conversion (rules §7
 * `PUT /acart/update/emailConversion/{utm_term}`), then the utm cookies are spent.
 */
export async function recordAbandonedCartConversion(locale: Locale): Promise<void> {
  const term = readCookie('utm_term');
  if (!term) return;
  try {
    await requestJson(locale, 'PUT', `/acart/update/emailConversion/${encodeURIComponent(term)}`, {});
    for (const name of UTM_COOKIES) deleteCookie(name);
  } catch (error) {
    console.error(ACART_ERROR_LOG, error);
  }
}

/** The cart id a recovery token names (`GET /acart/restore/{token}` → `{cart_id}`). */
export async function restoreAbandonedCart(locale: Locale, token: string): Promise<string> {
  const answer = await requestJson<{ cart_id?: unknown }>(
    locale,
    'GET',
    `/acart/restore/${encodeURIComponent(token)}`,
  );
  if (typeof answer.cart_id !== 'string' || !answer.cart_id) {
    throw new Error('acart restore answered no cart id');
  }
  return answer.cart_id;
}

const pendingSaves = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Called whenever the cart in the cache changes: after ACART_SAVE_DEBOUNCE_MS of quiet, saves a
 * customer's cart with lines, or deletes its record once it is empty (rules §6, §7). `owner` is
 * read at that moment, so nothing goes out for guests or before the profile has loaded.
 */
export function scheduleAbandonedCartSync(
  locale: Locale,
  cart: CartView | null,
  owner: () => AbandonedCartOwner | undefined,
): void {
  if (!cart) return;
  clearTimeout(pendingSaves.get(locale.store));
  pendingSaves.set(
    locale.store,
    setTimeout(() => {
      pendingSaves.delete(locale.store);
      const who = owner();
      const action = abandonedCartAction(cart, who);
      if (action === 'save' && who) void saveAbandonedCart(locale, cart, who);
      else if (action === 'delete') void deleteAbandonedCart(locale, cart.id);
    }, ACART_SAVE_DEBOUNCE_MS),
  );
}

/** Drops a save still waiting (the order was placed: its cart must not be saved again). */
export function cancelAbandonedCartSync(locale: Locale): void {
  clearTimeout(pendingSaves.get(locale.store));
  pendingSaves.delete(locale.store);
}
