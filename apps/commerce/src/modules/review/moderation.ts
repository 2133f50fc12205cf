import type { Kysely } from 'kysely';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import type { Database } from '../../db/schema';
import {
  approvedRatingValues,
  findReview,
  listReviewsWithProduct,
  type ReviewRow,
  setProductRating,
  setReviewStatus,
} from './repository';
import type { ReviewStatus } from './tables';

/**
 * Staff moderation of reviews (the `reviews` command, README "Wishlist, reviews, saved cards,
 * abandoned carts"). A status change recomputes the product's review_count and rating_summary from
 * its approved reviews and bumps the catalogue version, so every server drops cached product pages.
 */

export class ReviewNotFoundError extends Error {}

export async function listReviews(
  db: Kysely<Database>,
  options: { pendingOnly?: boolean; limit?: number } = {},
) {
  return listReviewsWithProduct(db, {
    status: options.pendingOnly ? 'pending' : undefined,
    limit: options.limit ?? 100,
  });
}

/** Recomputes a product's review_count and rating_summary (0..100, one decimal) from approved reviews. */
export async function refreshProductRating(db: Kysely<Database>, productId: number) {
  const rows = await approvedRatingValues(db, productId);
  const byReview = new Map<number, number[]>();
  for (const row of rows) {
    const values = byReview.get(row.review_id) ?? [];
    if (row.value !== null) values.push(row.value);
    byReview.set(row.review_id, values);
  }
  // Like the seed: the mean over reviews of each review's mean rating, as a percentage.
  const averages = [...byReview.values()]
    .filter((v) => v.length)
    .map((v) => v.reduce((a, b) => a + b, 0) / v.length);
  const ratingSummary = averages.length
    ? Math.round((averages.reduce((a, b) => a + b, 0) / averages.length) * 20 * 10) / 10
    : 0;
  const result = { reviewCount: byReview.size, ratingSummary };
  await setProductRating(db, productId, result);
  return result;
}

async function moderate(
  db: Kysely<Database>,
  id: number,
  status: Exclude<ReviewStatus, 'pending'>,
  now: Date,
) {
  if (!(await setReviewStatus(db, id, status, now))) throw new ReviewNotFoundError(`Review ${id} not found`);
  const review = (await findReview(db, id)) as ReviewRow;
  const product = await refreshProductRating(db, review.product_id);
  await bumpCatalogVersion(db);
  return { review, product };
}

export const approveReview = (db: Kysely<Database>, id: number, now = new Date()) =>
  moderate(db, id, 'approved', now);
export const rejectReview = (db: Kysely<Database>, id: number, now = new Date()) =>
  moderate(db, id, 'rejected', now);
