import type { Kysely } from 'kysely';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import type { Database } from '../../db/schema';
import { setRatingSummary } from '../catalog/products';
import { type AuditActor, audit, cliActor } from '../staff/audit';
import {
  approvedRatingValues,
  deleteReviewRow,
  findReview,
  listReviewsWithProduct,
  type ReviewRow,
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
  await setRatingSummary(db, productId, result);
  return result;
}

/** Who makes a moderation change (audit log); the operator's shell when not told. */
export interface ModerationBy {
  actor: AuditActor;
  ip?: string | null;
}

/**
 * One transaction: the status, the product's recomputed rating, the catalogue version (cached
 * product pages drop it, so an approval reaches the product page) and the audit-log row.
 */
async function moderate(
  db: Kysely<Database>,
  id: number,
  status: Exclude<ReviewStatus, 'pending'> | 'deleted',
  now: Date,
  by: ModerationBy,
) {
  return db.transaction().execute(async (trx) => {
    const before = await findReview(trx, id);
    if (!before) throw new ReviewNotFoundError(`Review ${id} not found`);
    if (status === 'deleted') await deleteReviewRow(trx, id);
    else await setReviewStatus(trx, id, status, now);
    const review = status === 'deleted' ? before : ((await findReview(trx, id)) as ReviewRow);
    const product = await refreshProductRating(trx, before.product_id);
    await bumpCatalogVersion(trx);
    await audit.record(
      trx,
      {
        actor: by.actor,
        action: status === 'deleted' ? 'delete' : status === 'approved' ? 'approve' : 'reject',
        entityType: 'review',
        entityId: id,
        before: { status: before.status },
        after: status === 'deleted' ? null : { status },
        ip: by.ip,
      },
      now,
    );
    return { review, product };
  });
}

export const approveReview = (
  db: Kysely<Database>,
  id: number,
  now = new Date(),
  by: ModerationBy = { actor: cliActor() },
) => moderate(db, id, 'approved', now, by);
export const rejectReview = (
  db: Kysely<Database>,
  id: number,
  now = new Date(),
  by: ModerationBy = { actor: cliActor() },
) => moderate(db, id, 'rejected', now, by);
/** Deletes a review and its ratings (Magento's delete); the product's rating is recomputed. */
export const deleteReview = (
  db: Kysely<Database>,
  id: number,
  now = new Date(),
  by: ModerationBy = { actor: cliActor() },
) => moderate(db, id, 'deleted', now, by);
