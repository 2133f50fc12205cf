/**
 * The store's locales (rules §3 Locales, docs/architecture.md, decision 8): each one is a commerce store
 * view with its language, route prefix and default currency. Locale strategy: prefix except the
 * default (rules §9).
 */
export const LOCALES = [
  {
    code: 'default',
    iso: 'pt-BR',
    prefix: '',
    store: 'default',
    currency: 'BRL',
    dir: 'ltr',
    label: 'Português',
  },
  { code: 'en', iso: 'en-US', prefix: '/en', store: 'en', currency: 'USD', dir: 'ltr', label: 'English' },
  {
    code: 'german',
    iso: 'de-DE',
    prefix: '/german',
    store: 'german',
    currency: 'EUR',
    dir: 'ltr',
    label: 'Deutsch',
  },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale['code'];

export const DEFAULT_LOCALE: Locale = LOCALES[0];

/** Display currencies of the stores (rules §9 vsf-currency); each locale has its default. */
export const CURRENCIES = ['BRL', 'USD', 'EUR'] as const;

export function isCurrency(code: string | undefined): code is (typeof CURRENCIES)[number] {
  return CURRENCIES.some((currency) => currency === code);
}

/**
 * The `[locale]` route segment a page is rendered under: the locale's code and the display
 * currency (`default~BRL`, `en~USD`, `default~USD`: the vsf-currency cookie when valid, else the
 * locale's). The proxy rewrites every page request to it from the URL prefix and the cookie, so
 * pages read no cookies and each locale and currency pair is a page of its own in the page cache.
 */
export function localeSegment(locale: Locale, currency: string | undefined): string {
  return `${locale.code}~${isCurrency(currency) ? currency : locale.currency}`;
}

/** The locale and display currency of a `[locale]` segment, or undefined when it is not one. */
export function parseLocaleSegment(
  segment: string | undefined,
): { locale: Locale; currency: string } | undefined {
  const [code, currency, ...rest] = (segment ?? '').split('~');
  const locale = LOCALES.find((candidate) => candidate.code === code);
  if (!locale || rest.length > 0) return undefined;
  if (currency === undefined) return { locale, currency: locale.currency };
  return isCurrency(currency) ? { locale, currency } : undefined;
}

/** The locale of a route segment (`default`, `en`, `german`, `en~BRL`), or undefined when it is not one. */
export function findLocale(segment: string | undefined): Locale | undefined {
  return parseLocaleSegment(segment)?.locale;
}

/** The locale for a route segment, falling back to the default (rules §4: unknown → default). */
export function localeOf(code: string | undefined): Locale {
  return findLocale(code) ?? DEFAULT_LOCALE;
}

/** A storefront path in a locale: `/sobre-nos` → `/en/sobre-nos`; `/` → `/en`. */
export function localePath(locale: Locale | LocaleCode, path: string): string {
  const prefix = typeof locale === 'string' ? localeOf(locale).prefix : locale.prefix;
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/** Cookies of rules §9 (path /, SameSite Lax); the locale cookie lives 365 days. */
export const COOKIES = {
  currency: 'vsf-currency',
  country: 'vsf-country',
  locale: 'vsf-locale',
  cart: 'vsf-cart',
  customer: 'vsf-customer',
  store: 'vsf-store',
  message: 'vsf-message',
} as const;

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
