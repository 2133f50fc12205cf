import { type NextRequest, NextResponse } from 'next/server';
import { COOKIES, DEFAULT_LOCALE, LOCALES } from './lib/locales';

/**
 * Locale routing (spec §2, §9): `/en/…` and `/german/…` are served by the `[locale]` segment as
 * they are; every other path belongs to the default locale and is rewritten to `/default/…`
 * internally, so the Portuguese store keeps prefix-free URLs. The optional root redirect (302)
 * comes from ROOT_REDIRECT.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const rootRedirect = process.env.ROOT_REDIRECT;
  if (pathname === '/' && rootRedirect && rootRedirect !== '/') {
    return NextResponse.redirect(new URL(rootRedirect, request.url), 302);
  }
  const first = pathname.split('/')[1] ?? '';
  // A path already in the default locale's segment (a rewritten request coming back through
  // the proxy, as happens behind some hosts) passes; pages name their canonical URL.
  if (first === DEFAULT_LOCALE.code) return NextResponse.next();
  const prefixed = LOCALES.find((locale) => locale.prefix && first === locale.prefix.slice(1));
  let response: NextResponse;
  if (prefixed) {
    response = NextResponse.next();
  } else {
    // Rewrite on the request's own URL object (same host): `/` → `/default`, without the
    // trailing slash that Next would redirect.
    const url = request.nextUrl.clone();
    url.pathname = `/${DEFAULT_LOCALE.code}${pathname === '/' ? '' : pathname}`;
    response = NextResponse.rewrite(url);
  }
  const locale = prefixed ?? DEFAULT_LOCALE;
  // The shopper's locale, remembered for 365 days (spec §9).
  if (request.cookies.get(COOKIES.locale)?.value !== locale.code) {
    response.cookies.set(COOKIES.locale, locale.code, {
      path: '/',
      sameSite: 'lax',
      maxAge: 365 * 24 * 60 * 60,
    });
  }
  return response;
}

export const config = {
  // Everything but the API proxy, media, health, Next's own files and static files. Page URLs
  // may end in .html (product and category URLs, spec §2), so only asset extensions are skipped.
  matcher: [
    '/((?!graphql|media/|health|order/|payments/|cep/|payment-card|acart/|_next/|.*\\.(?:js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|txt|xml|webmanifest|json|woff2?|ttf)$).*)',
  ],
};
