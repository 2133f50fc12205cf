import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AuthorizationError, InputError, NotFoundError } from '../../graphql/errors';
import { decodeIdUid } from '../../graphql/uid';
import { findProductBySku } from '../catalog/products';
import type { Caller } from '../customer/auth';
import { countCustomerReviews, customerReviews, insertReview, type ReviewRow } from './repository';
import './tables';

/**
 * Writing reviews (Magento's createProductReview) and the author's list. New
 * reviews are 'pending': product.reviews, review_count and rating_summary show approved ones only,
 * after staff approve them (moderation.ts).
 */

export interface ReviewContext {
  db: Kysely<Database>;
  caller: Caller;
  store: { code: string };
}

export interface CreateProductReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: { id: string; value_id: string }[];
}

/**
 * Same value as storeConfig.allow_guests_to_write_product_reviews ('0', modules/store/resolvers.ts):
 * only customers write reviews, as Magento's default configuration.
 */
export const ALLOW_GUESTS_TO_WRITE_REVIEWS = false;

export const GUEST_REVIEW_MESSAGE = "Guest customers aren't allowed to add product reviews.";
export const PRODUCT_NOT_FOUND_MESSAGE =
  "The product that was requested doesn't exist. Verify the product and try again.";

const LIMITS = { nickname: 128, summary: 255, text: 10_000 };

/** A rating option id (value_id) is (rating id − 1) × 5 + value, as productReviewRatingsMetadata numbers them. */
export function ratingValueOf(ratingId: number, optionId: number): number | undefined {
  const value = optionId - (ratingId - 1) * 5;
  return value >= 1 && value <= 5 ? value : undefined;
}

function requiredText(value: string | undefined, field: keyof typeof LIMITS, message: string): string {
  const text = (value ?? '').trim();
  if (!text) throw new InputError(message);
  if (text.length > LIMITS[field])
    throw new InputError(`The ${field} is too long (${LIMITS[field]} characters at most).`);
  return text;
}

export function createReviewService() {
  return {
    async create(ctx: ReviewContext, input: CreateProductReviewInput): Promise<ReviewRow> {
      const customerId = ctx.caller.customerId;
      if (customerId === null && !ALLOW_GUESTS_TO_WRITE_REVIEWS)
        throw new AuthorizationError(GUEST_REVIEW_MESSAGE);
      const sku = input.sku?.trim() ?? '';
      const product = sku ? await findProductBySku(ctx.db, sku) : undefined;
      // Variants (not visible on their own) and disabled products cannot be reviewed.
      if (product?.status !== 1 || product.visibility === 1)
        throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
      const nickname = requiredText(input.nickname, 'nickname', 'Please enter a nickname.');
      const summary = requiredText(input.summary, 'summary', 'Please enter a review summary.');
      const text = requiredText(input.text, 'text', 'Please enter a review.');

      const known = new Set((await ctx.db.selectFrom('rating').select('id').execute()).map((r) => r.id));
      const ratings: { ratingId: number; value: number }[] = [];
      for (const rating of input.ratings ?? []) {
        const ratingId = decodeIdUid(rating.id);
        if (ratingId === undefined || !known.has(ratingId))
          throw new InputError(`Rating "${rating.id}" does not exist.`);
        if (ratings.some((r) => r.ratingId === ratingId))
          throw new InputError(`Rating "${rating.id}" is given twice.`);
        const optionId = decodeIdUid(rating.value_id);
        const value = optionId === undefined ? undefined : ratingValueOf(ratingId, optionId);
        if (value === undefined) {
          throw new InputError(`Rating value "${rating.value_id}" does not belong to rating "${rating.id}".`);
        }
        ratings.push({ ratingId, value });
      }
      return insertReview(ctx.db, {
        productId: product.id,
        customerId,
        storeCode: ctx.store.code,
        status: 'pending',
        nickname,
        summary,
        text,
        ratings,
        now: new Date(),
      });
    },

    /** The caller's reviews, every status, newest first. */
    async ofCustomer(ctx: ReviewContext, page: { pageSize: number; currentPage: number }) {
      if (ctx.caller.customerId === null)
        throw new AuthorizationError("The current customer isn't authorized.");
      const [rows, total] = await Promise.all([
        customerReviews(ctx.db, ctx.caller.customerId, page.pageSize, (page.currentPage - 1) * page.pageSize),
        countCustomerReviews(ctx.db, ctx.caller.customerId),
      ]);
      return { rows, total };
    },
  };
}
