import 'server-only';
import { cache } from 'react';
import { CommerceUnavailableError, commerceQuery } from '../../lib/graphql.server';
import type { RequestContext } from '../../lib/request.server';
import type { CmsPageFields } from './cms.documents';
import { type CmsPage, toCmsPage } from './cms.server';
import { ResolveRoute, type RouteResult } from './url-resolver.documents';

export { urlFromSlug } from './url-slug';

/** What a storefront URL is, according to the commerce server's `route(url)`. */
export type ResolvedUrl =
  /** `path`: `/{url_path}{url_suffix}` without locale prefix. */
  | { kind: 'category'; uid: string; path: string }
  | { kind: 'product'; urlKey: string; path: string }
  | { kind: 'cms'; page: CmsPage }
  | { kind: 'redirect'; permanent: boolean; path: string }
  | { kind: 'not-found' };

const EMPTY_CMS_PAGE: CmsPageFields = {
  identifier: null,
  url_key: null,
  title: null,
  content: null,
  content_heading: null,
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
};

/**
 * Asks the commerce server what `url` is, in the shopper's store view (Store header). Rules §2:
 * nothing found or an error answer → 404; errors are logged, never shown. One call per request.
 * An unreachable commerce server is not an answer: the error page (500) is shown instead, since a
 * 404 would be kept in the page cache (and by search engines) for a page that exists, while a
 * failed render keeps the page's last good copy in the cache.
 */
export const resolveUrl = cache(async function resolveUrl(
  store: RequestContext['store'],
  url: string,
): Promise<ResolvedUrl> {
  if (!url) return { kind: 'not-found' };
  let route: RouteResult['route'];
  try {
    route = (await commerceQuery(ResolveRoute, { url }, { store })).route;
  } catch (error) {
    if (error instanceof CommerceUnavailableError) throw error;
    console.error(`url-resolver: route(${JSON.stringify(url)}) failed, answering 404`, error);
    return { kind: 'not-found' };
  }
  if (!route) return { kind: 'not-found' };

  const relativeUrl = (route.relative_url ?? url).replace(/^\/+/, '');
  if (route.redirect_code === 301 || route.redirect_code === 302) {
    return { kind: 'redirect', permanent: route.redirect_code === 301, path: `/${relativeUrl}` };
  }
  switch (route.type) {
    case 'CATEGORY':
      if (!route.uid) return { kind: 'not-found' };
      return { kind: 'category', uid: route.uid, path: `/${relativeUrl}` };
    case 'PRODUCT':
      if (!route.url_key) return { kind: 'not-found' };
      return { kind: 'product', urlKey: route.url_key, path: `/${relativeUrl}` };
    case 'CMS_PAGE':
      return { kind: 'cms', page: toCmsPage({ ...EMPTY_CMS_PAGE, ...route }) };
    default:
      return { kind: 'not-found' };
  }
});
