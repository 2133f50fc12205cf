import type { RequestContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/types';
import { encodeUid } from '../../graphql/uid';
import { productTypeName } from '../catalog/product-output';

/** Loads the entity behind a URL, tagged with how it was reached (RoutableInterface). */
async function routedEntity(ctx: RequestContext, url: string) {
  const resolved = await ctx.services.routing.resolve(ctx, url);
  if (!resolved) return null;
  if (resolved.kind === 'product') {
    const product = await ctx.loaders.productById.load(resolved.entityId);
    if (product?.status !== 1 || product.visibility <= 1) return null;
    return { ...product, __typename: productTypeName(product), __route: resolved.route };
  }
  if (resolved.kind === 'category') {
    const category = (await ctx.loaders.categories()).find((c) => c.id === resolved.entityId);
    return category ? { ...category, __typename: 'CategoryTree', __route: resolved.route } : null;
  }
  const page = await ctx.services.cms.findPage(ctx, { id: resolved.entityId });
  return page ? { ...page, __typename: 'CmsPage', __route: resolved.route } : null;
}

export const routingResolvers: Resolvers = {
  Query: {
    route: (_: unknown, args: { url: string }, ctx: RequestContext) => routedEntity(ctx, args.url),
    urlResolver: async (_: unknown, args: { url: string }, ctx: RequestContext) => {
      const resolved = await ctx.services.routing.resolve(ctx, args.url);
      if (!resolved) return null;
      return {
        id: resolved.entityId,
        entity_uid: encodeUid(resolved.entityId),
        canonical_url: resolved.route.relative_url,
        relative_url: resolved.route.relative_url,
        redirectCode: resolved.route.redirect_code,
        type: resolved.route.type,
      };
    },
  },
  RoutableInterface: { resolveType: (entity: { __typename: string }) => entity.__typename },
};
