import type { RequestContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/types';
import { validatePagination } from '../catalog/service';
import type { ReviewRow } from './repository';
import type { CreateProductReviewInput } from './service';

/** Thin GraphQL layer over the review service (ReviewGraphQl shapes plus our `status`). */

/** ProductReview as the catalogue module shapes it, with the moderation status. */
async function reviewOutput(ctx: RequestContext, row: ReviewRow) {
  const [product, values] = await Promise.all([
    ctx.loaders.productById.load(row.product_id),
    ctx.loaders.reviewRatings.load(row.id),
  ]);
  const average = values.length ? values.reduce((sum, v) => sum + v.value, 0) / values.length : 0;
  return {
    product,
    summary: row.summary,
    text: row.text,
    nickname: row.nickname,
    created_at: row.created_at.slice(0, 19).replace('T', ' '),
    average_rating: Math.round(average * 20 * 10) / 10,
    ratings_breakdown: values.map((v) => ({ name: v.name, value: String(v.value) })),
    status: row.status.toUpperCase(),
  };
}

export const reviewResolvers: Resolvers = {
  Mutation: {
    createProductReview: async (
      _: unknown,
      args: { input: CreateProductReviewInput },
      ctx: RequestContext,
    ) => {
      const row = await ctx.services.reviews.create(ctx, args.input);
      return { review: await reviewOutput(ctx, row) };
    },
  },
  Customer: {
    reviews: async (
      _: unknown,
      args: { pageSize?: number | null; currentPage?: number | null },
      ctx: RequestContext,
    ) => {
      const page = validatePagination(args.pageSize, args.currentPage);
      const { rows, total } = await ctx.services.reviews.ofCustomer(ctx, page);
      return {
        items: await Promise.all(rows.map((row) => reviewOutput(ctx, row))),
        page_info: {
          page_size: page.pageSize,
          current_page: page.currentPage,
          total_pages: Math.ceil(total / page.pageSize),
        },
      };
    },
  },
  ProductReview: {
    // Reviews served by the catalogue (product.reviews) are approved ones.
    status: (r: { status?: string }) => r.status ?? 'APPROVED',
  },
};
