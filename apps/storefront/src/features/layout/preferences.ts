import { writeCookie } from '../../lib/browser-cookies';
import {
  COOKIES,
  LOCALE_COOKIE_MAX_AGE,
  LOCALES,
  type LocaleCode,
  localeOf,
  localePath,
} from '../../lib/locales';

/** The path of a storefront URL without its locale prefix: `/en/sobre-nos` → `/sobre-nos`. */
export function stripLocalePrefix(pathname: string): string {
  for (const locale of LOCALES) {
    // During server rendering the default locale shows up as its internal segment (/default/…),
    // the path the proxy rewrote to; in the browser it has no prefix.
    const prefix = locale.prefix || `/${locale.code}`;
    if (pathname === prefix) return '/';
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return pathname || '/';
}

/**
 * Switches the store view (spec §4): store, locale (kept 365 days) and the store's default
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

/** Changes the display currency and reloads the page, whose prices come from the server (spec §4). */
export function switchCurrency(currency: string) {
  writeCookie(COOKIES.currency, currency);
  window.location.reload();
}
