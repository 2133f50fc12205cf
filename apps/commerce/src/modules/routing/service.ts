import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import { findUrlRewrite } from '../catalog/url-rewrites';
import type { RouteInfo } from './routable';

const TYPE_OF = { product: 'PRODUCT', category: 'CATEGORY', cms_page: 'CMS_PAGE' } as const;

/** The path part of a storefront URL, as stored in url_rewrite (no leading slash, no query). */
export function normalizeRequestPath(url: string): string {
  let path = url.trim();
  path = path.replace(/^[a-z]+:\/\/[^/]+/i, ''); // absolute URL → path
  path = path.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is looked up as written; it will simply not be found.
  }
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

export type ResolvedRoute =
  | { kind: 'product'; entityId: number; route: RouteInfo }
  | { kind: 'category'; entityId: number; route: RouteInfo }
  | { kind: 'cms_page'; entityId: number; route: RouteInfo };

/** URL resolution through the rewrite table (Magento's UrlRewriteGraphQl). */
export function createRoutingService() {
  return {
    /** Resolves a storefront URL to an entity, or undefined when nothing lives there. */
    async resolve(ctx: RequestContext, url: string): Promise<ResolvedRoute | undefined> {
      if (!url.trim()) throw new InputError('"url" argument should be specified and not empty');
      const path = normalizeRequestPath(url);
      if (path === '') {
        // The home page is the CMS page named by storeConfig.cms_home_page.
        const home = await ctx.services.cms.findPage(ctx, { identifier: 'home' });
        return home
          ? {
              kind: 'cms_page',
              entityId: home.id,
              route: { relative_url: home.urlKey, redirect_code: 0, type: 'CMS_PAGE' },
            }
          : undefined;
      }
      const row = await findUrlRewrite(ctx.db, path);
      if (!row) return undefined;
      const route: RouteInfo = {
        relative_url: row.redirect_code ? row.target_path : row.request_path,
        redirect_code: row.redirect_code,
        type: TYPE_OF[row.entity_type],
      };
      return { kind: row.entity_type, entityId: row.entity_id, route };
    },
  };
}

export type RoutingService = ReturnType<typeof createRoutingService>;
