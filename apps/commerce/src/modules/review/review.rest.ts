import { defineRoute, type RestModule } from '../../rest/api';
import { ENTITY_NOT_FOUND, notFound } from '../../rest/errors';
import { magentoDate } from '../../rest/format';
import { type FieldMap, parseSearchCriteria, runSearch, searchResults } from '../../rest/search-criteria';
import { productSkuView } from '../catalog/products';
import { PERMISSIONS } from '../staff/acl';
import { approveReview, deleteReview, ReviewNotFoundError, rejectReview } from './moderation';

/**
 * Review moderation for the back office (Magento_Review has no Web API; ours live under
 * `/V1/escritorio/reviews`, docs/back-office.md). The same service as `npm run reviews`.
 */

const FIELDS: FieldMap = {
  id: { column: 'r.id', type: 'int' },
  status: { column: 'r.status', type: 'string' },
  sku: { column: 'p.sku', type: 'string' },
  product_id: { column: 'r.product_id', type: 'int' },
  customer_id: { column: 'r.customer_id', type: 'int' },
  store_code: { column: 'r.store_code', type: 'string' },
  nickname: { column: 'r.nickname', type: 'string' },
  created_at: { column: 'r.created_at', type: 'date' },
  moderated_at: { column: 'r.moderated_at', type: 'date' },
};

const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
};

/** The service's not-found as Magento's 404. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ReviewNotFoundError) throw notFound(ENTITY_NOT_FOUND);
    throw error;
  }
}

export const reviewRestRoutes: RestModule = ({ database }) => {
  const { db } = database;
  const action = (name: 'approve' | 'reject', run: typeof approveReview) =>
    defineRoute<{ id: number }>({
      method: 'POST',
      path: `/V1/escritorio/reviews/:id/${name}`,
      acl: PERMISSIONS.reviews,
      tag: 'reviews',
      summary: `${name === 'approve' ? 'Approves' : 'Rejects'} a review (the product page follows at once)`,
      schema: { params: ID_PARAMS },
      handler: async (ctx) => {
        const { review, product } = await orNotFound(
          run(db, ctx.params.id, new Date(), { actor: ctx.actor(), ip: ctx.ip }),
        );
        return {
          id: review.id,
          status: review.status,
          review_count: product.reviewCount,
          rating_summary: product.ratingSummary,
        };
      },
    });
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/escritorio/reviews',
      acl: PERMISSIONS.reviews,
      tag: 'reviews',
      summary: 'Reviews (pending, approved, rejected) by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch(
          db.selectFrom('review as r').innerJoin(productSkuView(db).as('p'), 'p.id', 'r.product_id'),
          (qb) =>
            qb.select([
              'r.id',
              'r.status',
              'r.product_id',
              'p.sku',
              'r.customer_id',
              'r.store_code',
              'r.nickname',
              'r.summary',
              'r.text',
              'r.created_at',
              'r.moderated_at',
            ]),
          criteria,
          { fields: FIELDS, tieBreak: [{ field: 'id', direction: 'DESC' }] },
        );
        const items = (rows as { created_at: string; moderated_at: string | null }[]).map((r) => ({
          ...r,
          created_at: magentoDate(r.created_at),
          moderated_at: magentoDate(r.moderated_at) ?? null,
        }));
        return searchResults(items, criteria, total);
      },
    }),
    action('approve', approveReview),
    action('reject', rejectReview),
    defineRoute<{ id: number }>({
      method: 'DELETE',
      path: '/V1/escritorio/reviews/:id',
      acl: PERMISSIONS.reviews,
      tag: 'reviews',
      summary: 'Deletes a review',
      schema: { params: ID_PARAMS },
      handler: async (ctx) => {
        await orNotFound(deleteReview(db, ctx.params.id, new Date(), { actor: ctx.actor(), ip: ctx.ip }));
        return true;
      },
    }),
  ];
};
