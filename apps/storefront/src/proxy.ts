import { type NextRequest, NextResponse } from 'next/server';
import { detectBrowserLocale, isCrawler } from './lib/locale-detection';
import { COOKIES, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, localePath } from './lib/locales';
import { internalPagePath, prefixedLocale } from './lib/page-routing';

/**
 * Locale routing (rules §2, §9): `/en/…` and `/german/…` belong to those locales, every other path
 * to the default one, so the Portuguese store keeps prefix-free URLs. Every page request is
 * rewritten to the `[locale]` segment of its locale and the shopper's display currency
 * (`/default~BRL/…`, `/en~USD/…`), and catalogue URLs whose query changes the page go to the live
 * renderer (`internalPagePath`): pages never read cookies and are cached per locale and currency.
 * The optional root redirect (302) comes from ROOT_REDIRECT.
 */
/** The shopper's locale is remembered for 365 days (rules §9). */
const LOCALE_COOKIE = { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE } as const;

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const rootRedirect = process.env.ROOT_REDIRECT;
  if (pathname === '/' && rootRedirect && rootRedirect !== '/') {
    return NextResponse.redirect(new URL(rootRedirect, request.url), 302);
  }
  const internal = internalPagePath(
    pathname,
    request.nextUrl.searchParams,
    request.cookies.get(COOKIES.currency)?.value,
  );
  // A path already in an internal segment (a rewritten request coming back through the proxy,
  // as happens behind some hosts) passes; pages name their canonical URL.
  if (internal === undefined) return NextResponse.next();
  const prefixed = prefixedLocale(pathname);
  const firstVisitLocale = prefixed ? undefined : browserLocaleOnFirstVisit(request);
  if (firstVisitLocale) {
    const url = request.nextUrl.clone();
    url.pathname = localePath(firstVisitLocale, pathname);
    const redirect = NextResponse.redirect(url, 302);
    redirect.cookies.set(COOKIES.locale, firstVisitLocale.code, LOCALE_COOKIE);
    return redirect;
  }
  // Rewrite on the request's own URL object (same host): `/` → `/default~BRL`, without the
  // trailing slash that Next would redirect.
  const url = request.nextUrl.clone();
  url.pathname = internal;
  const response = NextResponse.rewrite(url);
  const locale = prefixed ?? DEFAULT_LOCALE;
  // The shopper's locale, remembered for 365 days (rules §9) — from pages the shopper opens, not
  // from the router's background fetches (prefetches of links in another locale would otherwise
  // undo a language switch made a moment before).
  if (isDocumentNavigation(request) && request.cookies.get(COOKIES.locale)?.value !== locale.code) {
    response.cookies.set(COOKIES.locale, locale.code, LOCALE_COOKIE);
  }
  return response;
}

/** A page the browser opens (not an RSC fetch or a prefetch made by the client router). */
function isDocumentNavigation(request: NextRequest): boolean {
  if (request.headers.get('rsc') || request.headers.get('next-router-prefetch')) return false;
  if (request.nextUrl.searchParams.has('_rsc')) return false;
  const purpose = request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '';
  if (purpose.includes('prefetch')) return false;
  const destination = request.headers.get('sec-fetch-dest');
  return destination
    ? destination === 'document'
    : (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * Rules §4 puts browser-language detection first. It acts once: on a shopper's first page view
 * (no locale cookie yet) of an un-prefixed page whose browser prefers English or German, the
 * store answers with that locale's page. After that the cookie and the route prefix decide, so a
 * shopper who switches back to Portuguese stays there. Crawlers are never redirected.
 */
function browserLocaleOnFirstVisit(request: NextRequest) {
  if (request.method !== 'GET' || request.cookies.has(COOKIES.locale)) return undefined;
  if (!(request.headers.get('accept') ?? '').includes('text/html')) return undefined;
  if (isCrawler(request.headers.get('user-agent'))) return undefined;
  const detected = detectBrowserLocale(request.headers.get('accept-language'));
  return detected && detected.code !== DEFAULT_LOCALE.code ? detected : undefined;
}

export const config = {
  // Everything but the API proxy, media, health, Next's own files and static files. Page URLs
  // may end in .html (product and category URLs, rules §2), so only asset extensions are skipped.
  matcher: [
    '/((?!graphql|media/|health|order/|payments/|downloads/|cep/|payment-card|acart/|session/|requests/|blog/posts|cache/revalidate|_next/|.*\\.(?:js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|txt|xml|webmanifest|json|woff2?|ttf)$).*)',
  ],
};
