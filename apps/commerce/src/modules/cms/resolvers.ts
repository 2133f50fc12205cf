import type { RequestContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/types';
import { type RouteInfo, routableFields } from '../routing/routable';
import type { CmsPageRecord } from './repository';

type Page = CmsPageRecord & { __route?: RouteInfo };

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: (_: unknown, args: { id?: number | null; identifier?: string | null }, ctx: RequestContext) =>
      ctx.services.cms.getPage(ctx, args),
    cmsBlocks: async (_: unknown, args: { identifiers?: (string | null)[] | null }, ctx: RequestContext) => ({
      items: await ctx.services.cms.getBlocks(ctx, args.identifiers),
    }),
  },
  CmsPage: {
    url_key: (p: Page) => p.urlKey,
    content_heading: (p: Page) => p.contentHeading,
    page_layout: (p: Page) => p.pageLayout,
    meta_title: (p: Page) => p.metaTitle,
    meta_description: (p: Page) => p.metaDescription,
    meta_keywords: (p: Page) => p.metaKeywords,
    ...routableFields<Page>((p) => ({ relative_url: p.urlKey, type: 'CMS_PAGE' })),
  },
};
