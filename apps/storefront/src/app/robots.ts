import type { MetadataRoute } from 'next';
import { LOCALES, localePath } from '../lib/locales';
import { storefrontOrigin } from '../lib/seo';

// STOREFRONT_URL is read when the file is requested, not when the app is built.
export const dynamic = 'force-dynamic';

/** Pages of one shopper (account, checkout, cart) stay out of search engines, in every locale. */
const PRIVATE_PATHS = ['/customer', '/checkout', '/cart'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: PRIVATE_PATHS.flatMap((path) => LOCALES.map((locale) => localePath(locale, path))),
    },
    sitemap: `${storefrontOrigin()}/sitemap.xml`,
  };
}
