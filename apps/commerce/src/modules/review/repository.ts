import type { Kysely, Selectable } from 'kysely';
import type { Database, ReviewTable } from '../../db/schema';
import { productSkuView } from '../catalog/products';
import type { ReviewStatus } from './tables';

export type ReviewRow = Selectable<ReviewTable>;

export async function insertReview(
  db: Kysely<Database>,
  values: {
    productId: number;
    customerId: number | null;
    storeCode: string;
    status: ReviewStatus;
    nickname: string;
    summary: string;
    text: string;
    ratings: { ratingId: number; value: number }[];
    now: Date;
  },
): Promise<ReviewRow> {
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .insertInto('review')
      .values({
        product_id: values.productId,
        customer_id: values.customerId,
        store_code: values.storeCode,
        status: values.status,
        nickname: values.nickname,
        summary: values.summary,
        text: values.text,
        created_at: values.now.toISOString(),
        moderated_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (values.ratings.length) {
      await trx
        .insertInto('review_rating')
        .values(values.ratings.map((r) => ({ review_id: review.id, rating_id: r.ratingId, value: r.value })))
        .execute();
    }
    return review;
  });
}

/** A customer's reviews, newest first, whatever their status. */
export async function customerReviews(
  db: Kysely<Database>,
  customerId: number,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return db
    .selectFrom('review')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCustomerReviews(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('review')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findReview(db: Kysely<Database>, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('review').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listReviewsWithProduct(
  db: Kysely<Database>,
  options: { status?: ReviewStatus; limit: number },
) {
  let query = db
    .selectFrom('review as r')
    .innerJoin(productSkuView(db).as('p'), 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.status',
      'r.nickname',
      'r.summary',
      'r.customer_id',
      'r.store_code',
      'r.created_at',
      'r.moderated_at',
      'p.sku',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(options.limit);
  if (options.status) query = query.where('r.status', '=', options.status);
  return query.execute();
}

/** Sets a review's status; false when there is no such review. */
export async function setReviewStatus(
  db: Kysely<Database>,
  id: number,
  status: ReviewStatus,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('review')
    .set({ status, moderated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a review with its ratings. */
export async function deleteReviewRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('review_rating').where('review_id', '=', id).execute();
  await db.deleteFrom('review').where('id', '=', id).execute();
}

/** Rating values of a product's approved reviews. */
export async function approvedRatingValues(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('review as r')
    .leftJoin('review_rating as rr', 'rr.review_id', 'r.id')
    .select(['r.id as review_id', 'rr.value'])
    .where('r.product_id', '=', productId)
    .where('r.status', '=', 'approved')
    .execute();
}

export async function approvedReviews(
  db: Kysely<Database>,
  productId: number,
  limit: number,
  offset: number,
) {
  return db
    .selectFrom('review')
    .selectAll()
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function reviewRatingsByReviewIds(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('review_rating as rr')
    .innerJoin('rating as r', 'r.id', 'rr.rating_id')
    .select(['rr.review_id', 'rr.value', 'r.name', 'r.position'])
    .where('rr.review_id', 'in', ids)
    .orderBy('r.position')
    .execute();
}

export async function ratings(db: Kysely<Database>) {
  return db.selectFrom('rating').selectAll().orderBy('position').execute();
}
