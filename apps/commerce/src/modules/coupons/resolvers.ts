import type { RequestContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/types';
import { listPublicCoupons } from './service';

export const couponResolvers: Resolvers = {
  Query: {
    publicCoupons: async (_: unknown, _args: unknown, ctx: RequestContext) =>
      (await listPublicCoupons(ctx.db, ctx.store.locale)).map((c) => ({
        code: c.code,
        label: c.label,
        description: c.description,
        discount_percent: c.discountPercent,
        requires_login: c.requiresLogin,
        first_purchase_only: c.firstPurchaseOnly,
        uses_per_customer: c.usesPerCustomer,
        conditions: c.conditions,
        valid_until: c.validUntil,
      })),
  },
};
