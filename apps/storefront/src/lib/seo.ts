import type { Metadata } from 'next';
import { LOCALES, type Locale, localePath } from './locales';

const DEFAULT_STOREFRONT_URL = 'http://127.0.0.1:3000';

/** The storefront's public origin (STOREFRONT_URL), without a trailing slash: absolute URLs for SEO. */
export function storefrontOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.STOREFRONT_URL?.trim() || DEFAULT_STOREFRONT_URL;
  return raw.replace(/\/+$/, '');
}

/** `/sobre-nos` in a locale, as an absolute URL: `http://host/en/sobre-nos`. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${storefrontOrigin()}${localePath(locale, path)}`;
}

/**
 * The same page in every locale, keyed by language (hreflang), plus `x-default` (the Portuguese
 * store, which has no prefix). Paths are the Portuguese slugs: one URL per page and language.
 */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale.iso] = absoluteUrl(locale, path);
  languages['x-default'] = absoluteUrl(LOCALES[0], path);
  return languages;
}

/** Canonical URL (the page's Portuguese slug in the shopper's locale) and hreflang alternates. */
export function pageAlternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  return { canonical: absoluteUrl(locale, path), languages: languageAlternates(path) };
}

/** Pages that only make sense for one shopper (cart, checkout, account) stay out of search engines. */
export const PRIVATE_PAGE_ROBOTS: Metadata['robots'] = { index: false, follow: true };
