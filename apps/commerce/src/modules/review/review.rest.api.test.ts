import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { staffToken } from '../staff/testing';
import { insertReview } from './repository';

const PRODUCT = `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
  review_count rating_summary reviews(pageSize: 50) { items { summary } } } } }`;

describe.each(TEST_DATABASES)('review moderation REST API on %s', (dialect) => {
  // The catalogue cache checks its version on every request, so a moderation shows at once.
  const t = useTestApp(dialect, undefined, { CEP_PROVIDERS: 'local', CACHE_CHECK_MS: '0' });
  const db = () => t.database.db;
  const call = (token: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url: `/rest${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** Two pending reviews (5 and 3 stars) of a product nobody reviewed yet. */
  async function pendingReviews() {
    const product = await db()
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('visibility', '=', 4)
      .where('status', '=', 1)
      .where('review_count', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const [rating] = await db().selectFrom('rating').select('id').orderBy('id').limit(1).execute();
    const ids: number[] = [];
    for (const [summary, value] of [
      ['Excelente', 5],
      ['Razoável', 3],
    ] as const) {
      const review = await insertReview(db(), {
        productId: product.id,
        customerId: null,
        storeCode: 'default',
        status: 'pending',
        nickname: 'Ana',
        summary,
        text: 'Comprei para o escritório.',
        ratings: [{ ratingId: rating!.id, value }],
        now: new Date(),
      });
      ids.push(review.id);
    }
    return { product, ids };
  }

  it('lists pending reviews, approves one (the product page shows it at once), rejects and deletes', async () => {
    const token = await staffToken(db(), 'atendimento');
    const { product, ids } = await pendingReviews();

    const pending = await call(
      token,
      'GET',
      `/V1/escritorio/reviews?searchCriteria[filter_groups][0][filters][0][field]=status&searchCriteria[filter_groups][0][filters][0][value]=pending&searchCriteria[filter_groups][1][filters][0][field]=sku&searchCriteria[filter_groups][1][filters][0][value]=${product.sku}`,
    );
    expect(pending.statusCode).toBe(200);
    expect(pending.json().total_count).toBe(2);
    expect(
      pending
        .json()
        .items.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([...ids].sort());

    // Read once before, so that a stale cached page would show if the approval did not drop it.
    expect((await t.graphql(PRODUCT, { sku: product.sku })).data!.products.items[0].review_count).toBe(0);
    const approved = await call(token, 'POST', `/V1/escritorio/reviews/${ids[0]}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: ids[0], status: 'approved', review_count: 1, rating_summary: 100 });
    const page = (await t.graphql(PRODUCT, { sku: product.sku })).data!.products.items[0];
    expect(page).toMatchObject({
      review_count: 1,
      rating_summary: 100,
      reviews: { items: [{ summary: 'Excelente' }] },
    });

    expect((await call(token, 'POST', `/V1/escritorio/reviews/${ids[1]}/reject`)).json().status).toBe(
      'rejected',
    );
    expect((await call(token, 'DELETE', `/V1/escritorio/reviews/${ids[0]}`)).json()).toBe(true);
    const gone = (await t.graphql(PRODUCT, { sku: product.sku })).data!.products.items[0];
    expect(gone).toMatchObject({ review_count: 0, reviews: { items: [] } });
    expect(await db().selectFrom('review').select('id').where('id', '=', ids[0]!).execute()).toEqual([]);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_type'])
      .where('entity_type', '=', 'review')
      .where('entity_id', 'in', ids.map(String))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.entity_id, a.actor_type])).toEqual([
      ['approve', String(ids[0]), 'staff'],
      ['reject', String(ids[1]), 'staff'],
      ['delete', String(ids[0]), 'staff'],
    ]);

    const missing = await call(token, 'POST', '/V1/escritorio/reviews/987654/approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: "The entity that was requested doesn't exist. Verify the entity and try again.",
    });
    const bad = await call(token, 'POST', '/V1/escritorio/reviews/abc/approve');
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().message).toBe('string');
    const badFilter = await call(
      token,
      'GET',
      '/V1/escritorio/reviews?searchCriteria[filter_groups][0][filters][0][field]=password&searchCriteria[filter_groups][0][filters][0][value]=x',
    );
    expect(badFilter.statusCode).toBe(400);
  });

  it('lets atendimento, conteúdo and administrators moderate; catálogo, pedidos and no token are refused', async () => {
    const { ids } = await pendingReviews();
    for (const role of ['catalogo', 'pedidos'] as const) {
      const refused = await call(
        await staffToken(db(), role),
        'POST',
        `/V1/escritorio/reviews/${ids[0]}/approve`,
      );
      expect(refused.statusCode, role).toBe(401);
      expect(refused.json().parameters).toEqual({ resources: 'Magento_Review::reviews_all' });
    }
    expect((await call(undefined, 'GET', '/V1/escritorio/reviews?searchCriteria=')).statusCode).toBe(401);
    const status = await db()
      .selectFrom('review')
      .select('status')
      .where('id', '=', ids[0]!)
      .executeTakeFirst();
    expect(status?.status).toBe('pending');
    for (const role of ['conteudo', 'administrator'] as const) {
      const allowed = await call(
        await staffToken(db(), role),
        'GET',
        '/V1/escritorio/reviews?searchCriteria=',
      );
      expect(allowed.statusCode, role).toBe(200);
    }
  });
});
