import { writeCookie } from './browser-cookies';
import {
  COOKIES,
  LOCALE_COOKIE_MAX_AGE,
  type LocaleCode,
  localeOf,
  localePath,
  parseLocaleSegment,
} from './locales';
import { LIVE_SEGMENT } from './page-routing';

/**
 * The path of a storefront URL without its locale prefix: `/en/sobre-nos` → `/sobre-nos`. During
 * server rendering the path is the one the proxy rewrote to (`/default/…`, `/en~BRL/…`, with
 * `live~/` before catalogue URLs whose query matters); in the browser it is the URL's own.
 */
export function stripLocalePrefix(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!parseLocaleSegment(first)) return pathname || '/';
  const path = rest[0] === LIVE_SEGMENT ? rest.slice(1) : rest;
  return `/${path.join('/')}`;
}

/**
 * Switches the store view (rules §4): store, locale (kept 365 days) and the store's default
 * currency go into cookies, then the same page opens under the other locale's prefix.
 */
export function switchStore(target: LocaleCode, currency: string) {
  const locale = localeOf(target);
  writeCookie(COOKIES.store, locale.store);
  writeCookie(COOKIES.locale, locale.code, LOCALE_COOKIE_MAX_AGE);
  writeCookie(COOKIES.currency, currency);
  const { pathname, search, hash } = window.location;
  window.location.assign(`${localePath(locale, stripLocalePrefix(pathname))}${search}${hash}`);
}

/** Changes the display currency and reloads the page, whose prices come from the server (rules §4). */
export function switchCurrency(currency: string) {
  writeCookie(COOKIES.currency, currency);
  window.location.reload();
}
