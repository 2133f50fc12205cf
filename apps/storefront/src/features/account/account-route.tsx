import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { requestContext } from '../../lib/request.server';
import { PRIVATE_PAGE_ROBOTS, pageAlternates } from '../../lib/seo';
import { customerToken } from '../../lib/session.server';
import { loginPath } from './return-to';

/** My Account's pages (rules §2), by their key in `account.pages`. */
export type AccountPageKey =
  | 'overview'
  | 'profile'
  | 'addresses'
  | 'addressCreate'
  | 'addressEdit'
  | 'newsletter'
  | 'reviews'
  | 'wishlist'
  | 'orders'
  | 'order'
  | 'downloads';

/**
 * Rules §2 is-authenticated guard: a visitor without a customer token is sent home with the login
 * modal open, and back to `path` (without locale prefix) after logging in.
 */
export async function requireCustomer(locale: Locale, path: string): Promise<void> {
  if (!(await customerToken())) redirect(loginPath(localePath(locale, '/'), localePath(locale, path)));
}

type RouteParams = Record<string, string | string[] | undefined> & { locale: string };

interface AccountRouteOptions<P extends RouteParams> {
  key: AccountPageKey;
  /** Canonical path without locale prefix. */
  path: (params: P) => string;
  values?: (params: P) => Record<string, string>;
  render: (args: { locale: Locale; params: P }) => ReactNode;
}

/**
 * One My Account route: metadata kept out of search engines, the guard, and the page's view
 * (client components that read the account through GraphQL with the customer's cookie).
 */
export function accountRoute<P extends RouteParams = { locale: string }>(options: AccountRouteOptions<P>) {
  return {
    async generateMetadata({ params }: { params: Promise<P> }): Promise<Metadata> {
      const resolved = await params;
      const { locale } = await requestContext(resolved.locale);
      const t = translator(locale, 'account');
      return {
        title: t(`pages.${options.key}`, options.values?.(resolved) ?? {}),
        alternates: pageAlternates(locale, options.path(resolved)),
        robots: PRIVATE_PAGE_ROBOTS,
      };
    },
    async Page({ params }: { params: Promise<P> }) {
      const resolved = await params;
      const { locale } = await requestContext(resolved.locale);
      await requireCustomer(locale, options.path(resolved));
      return options.render({ locale, params: resolved });
    },
  };
}
