import type { RequestContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/types';
import { requestMeta } from '../customer/request-meta';
import { currentCustomer } from '../customer/service';
import { confirmSubscription, subscribeEmail } from './service';

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: async (_: unknown, args: { email: string }, ctx: RequestContext) => {
      const caller = await currentCustomer(ctx);
      return { status: await subscribeEmail(ctx, args.email, caller, requestMeta(ctx)) };
    },
    confirmNewsletterSubscription: async (
      _: unknown,
      args: { email: string; confirmation_code: string },
      ctx: RequestContext,
    ) => ({ status: await confirmSubscription(ctx, args.email, args.confirmation_code) }),
  },
};
