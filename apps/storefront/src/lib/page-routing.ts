import { DEFAULT_LOCALE, LOCALES, type Locale, localeSegment, parseLocaleSegment } from './locales';

/**
 * The folder of the catch-all's twin that renders category and product URLs with a query
 * (`app/[locale]/(shop)/live~/[...slug]`). `~` never occurs in a URL key, so no storefront URL
 * reaches that folder by accident.
 */
export const LIVE_SEGMENT = 'live~';

/**
 * Query parameters that do not change what a page shows: campaign tags (the browser keeps the
 * utm cookies from them) and the App Router's own cache-busting parameter.
 */
const PRESENTATION_NEUTRAL = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid|_rsc)$/;

/** The locale a URL's prefix names (`/en/…`, `/german/…`), or undefined for the default one. */
export function prefixedLocale(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1] ?? '';
  return LOCALES.find((locale) => locale.prefix && first === locale.prefix.slice(1));
}

/**
 * Where a page request is rendered (docs/architecture.md, decision 9, page cache): the path under its
 * `[locale]` segment — the URL's locale plus the shopper's display currency (vsf-currency
 * cookie) — so that every page is the same for every shopper with that pair and can be cached.
 * Category and product URLs (`*.html`) with a query that changes the page (listing state, a
 * product variant) go to the live twin of the catch-all, which reads the query on each request.
 * Returns undefined for paths that are already internal.
 */
export function internalPagePath(
  pathname: string,
  search: URLSearchParams,
  currencyCookie: string | undefined,
): string | undefined {
  const prefixed = prefixedLocale(pathname);
  // Already internal (a rewritten request coming back through the proxy, as behind some hosts).
  if (!prefixed && parseLocaleSegment(pathname.split('/')[1])) return undefined;
  const locale = prefixed ?? DEFAULT_LOCALE;
  const rest = prefixed ? pathname.slice(prefixed.prefix.length) : pathname === '/' ? '' : pathname;
  const live = rest.endsWith('.html') && [...search.keys()].some((key) => !PRESENTATION_NEUTRAL.test(key));
  const segment = localeSegment(locale, currencyCookie);
  // Every page request is rewritten (never passed through: Next answers a cached redirect with
  // its Location header twice then).
  return `/${segment}${live ? `/${LIVE_SEGMENT}` : ''}${rest}`;
}
