import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { encodeUid } from '../../graphql/uid';
import { insertTestCustomer } from '../payments/testing/orders';
import { approveReview, listReviews, ReviewNotFoundError, rejectReview } from './moderation';

const CREATE = `mutation ($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review { nickname summary text created_at average_rating status
      ratings_breakdown { name value } product { sku } }
  }
}`;

const MY_REVIEWS = `query ($pageSize: Int, $currentPage: Int) { customer { reviews(pageSize: $pageSize, currentPage: $currentPage) {
  items { summary status average_rating product { sku } }
  page_info { current_page page_size total_pages } } } }`;

const PRODUCT = `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
  review_count rating_summary reviews(pageSize: 50) { items { summary status } page_info { total_pages } } } } }`;

describe.each(TEST_DATABASES)('reviews on %s', (dialect) => {
  // The catalogue cache checks its version on every request, so a moderation shows at once.
  const t = useTestApp(dialect, undefined, { CEP_PROVIDERS: 'local', CACHE_CHECK_MS: '0' });
  const db = () => t.database.db;

  async function customer() {
    const { id, token } = await insertTestCustomer(db());
    return { id, headers: { authorization: `Bearer ${token}` } };
  }

  async function metadata() {
    const r = await t.graphql(
      '{ productReviewRatingsMetadata { items { id name values { value_id value } } } }',
    );
    return r.data!.productReviewRatingsMetadata.items as {
      id: string;
      name: string;
      values: { value_id: string; value: string }[];
    }[];
  }

  /** A visible simple product without reviews, different for each test. */
  let picked = 0;
  async function freshProduct() {
    const rows = await db()
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('visibility', '=', 4)
      .where('status', '=', 1)
      .where('review_count', '=', 0)
      .orderBy('id')
      .execute();
    return rows[picked++]!;
  }

  async function productReviews(sku: string) {
    const r = await t.graphql(PRODUCT, { sku });
    return r.data!.products.items[0];
  }

  async function input(sku: string, stars: [number, number, number], extra: Record<string, unknown> = {}) {
    const ratings = await metadata();
    return {
      sku,
      nickname: 'Ana',
      summary: 'Muito boa',
      text: 'Escreve bem e dura bastante.',
      ratings: ratings.map((r, i) => ({ id: r.id, value_id: r.values[stars[i]! - 1]!.value_id })),
      ...extra,
    };
  }

  it("refuses guests (storeConfig allow_guests_to_write_product_reviews is '0') and unknown tokens", async () => {
    const product = await freshProduct();
    const config = await t.graphql('{ storeConfig { allow_guests_to_write_product_reviews } }');
    expect(config.data!.storeConfig.allow_guests_to_write_product_reviews).toBe('0');
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer expired-or-unknown' }]) {
      const r = await t.graphql(CREATE, { input: await input(product.sku, [5, 5, 5]) }, headers);
      expect(r.errors?.[0]?.message).toBe("Guest customers aren't allowed to add product reviews.");
      expect(r.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    }
    expect(
      await db().selectFrom('review').selectAll().where('product_id', '=', product.id).execute(),
    ).toEqual([]);
  });

  it('creates a pending review with its ratings; the product shows it only after approval', async () => {
    const { headers } = await customer();
    const product = await freshProduct();
    const created = await t.graphql(CREATE, { input: await input(product.sku, [5, 4, 3]) }, headers);
    expect(created.errors).toBeUndefined();
    const review = created.data!.createProductReview.review;
    expect(review).toMatchObject({
      nickname: 'Ana',
      summary: 'Muito boa',
      status: 'PENDING',
      average_rating: 80,
      product: { sku: product.sku },
      ratings_breakdown: [
        { name: 'Qualidade', value: '5' },
        { name: 'Preço', value: '4' },
        { name: 'Entrega', value: '3' },
      ],
    });
    expect(review.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const before = await productReviews(product.sku);
    expect(before.review_count).toBe(0);
    expect(before.reviews.items).toEqual([]);

    const [row] = await listReviews(db(), { pendingOnly: true });
    expect(row).toMatchObject({ sku: product.sku, status: 'pending' });
    const { product: summary } = await approveReview(db(), row!.id);
    expect(summary).toEqual({ reviewCount: 1, ratingSummary: 80 });

    const after = await productReviews(product.sku);
    expect(after.review_count).toBe(1);
    expect(after.rating_summary).toBe(80);
    expect(after.reviews.items).toEqual([{ summary: 'Muito boa', status: 'APPROVED' }]);
    expect(after.reviews.page_info.total_pages).toBe(1);
  });

  it('validates the input: product, texts, rating ids and values', async () => {
    const { headers } = await customer();
    const product = await freshProduct();
    const ratings = await metadata();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { sku: 'nao-existe' },
        "The product that was requested doesn't exist. Verify the product and try again.",
        'graphql-no-such-entity',
      ],
      [{ nickname: '  ' }, 'Please enter a nickname.', 'graphql-input'],
      [{ summary: '' }, 'Please enter a review summary.', 'graphql-input'],
      [{ text: ' ' }, 'Please enter a review.', 'graphql-input'],
      [{ nickname: 'x'.repeat(129) }, 'The nickname is too long (128 characters at most).', 'graphql-input'],
      [
        { ratings: [{ id: encodeUid(99), value_id: encodeUid(1) }] },
        `Rating "${encodeUid(99)}" does not exist.`,
        'graphql-input',
      ],
      [
        // value_id of the second rating given for the first one
        { ratings: [{ id: ratings[0]!.id, value_id: ratings[1]!.values[0]!.value_id }] },
        `Rating value "${ratings[1]!.values[0]!.value_id}" does not belong to rating "${ratings[0]!.id}".`,
        'graphql-input',
      ],
      [
        {
          ratings: [
            { id: ratings[0]!.id, value_id: ratings[0]!.values[0]!.value_id },
            { id: ratings[0]!.id, value_id: ratings[0]!.values[1]!.value_id },
          ],
        },
        `Rating "${ratings[0]!.id}" is given twice.`,
        'graphql-input',
      ],
      [
        { ratings: [{ id: 'not base64!', value_id: 'x' }] },
        'Rating "not base64!" does not exist.',
        'graphql-input',
      ],
    ];
    for (const [override, message, category] of cases) {
      const r = await t.graphql(CREATE, { input: await input(product.sku, [3, 3, 3], override) }, headers);
      expect(r.errors?.[0]?.message, JSON.stringify(override)).toBe(message);
      expect(r.errors?.[0]?.extensions?.category).toBe(category);
    }
    // A configurable's variant is not visible on its own: not reviewable.
    const variant = await db()
      .selectFrom('product')
      .select('sku')
      .where('visibility', '=', 1)
      .executeTakeFirstOrThrow();
    const r = await t.graphql(CREATE, { input: await input(variant.sku, [3, 3, 3]) }, headers);
    expect(r.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect(
      await db().selectFrom('review').selectAll().where('product_id', '=', product.id).execute(),
    ).toEqual([]);
  });

  it("lists the author's reviews with their status under customer.reviews, paginated, and only theirs", async () => {
    const a = await customer();
    const b = await customer();
    const first = await freshProduct();
    const second = await freshProduct();
    await t.graphql(CREATE, { input: await input(first.sku, [5, 5, 5], { summary: 'Primeira' }) }, a.headers);
    await t.graphql(CREATE, { input: await input(second.sku, [1, 2, 3], { summary: 'Segunda' }) }, a.headers);
    await t.graphql(CREATE, { input: await input(second.sku, [4, 4, 4], { summary: 'Do B' }) }, b.headers);
    const rows = await db()
      .selectFrom('review')
      .select(['id', 'summary'])
      .where('customer_id', '=', a.id)
      .orderBy('id')
      .execute();
    await approveReview(db(), rows[0]!.id);
    await rejectReview(db(), rows[1]!.id);

    const mine = await t.graphql(MY_REVIEWS, {}, a.headers);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.customer.reviews.items).toEqual([
      { summary: 'Segunda', status: 'REJECTED', average_rating: 40, product: { sku: second.sku } },
      { summary: 'Primeira', status: 'APPROVED', average_rating: 100, product: { sku: first.sku } },
    ]);
    const page = await t.graphql(MY_REVIEWS, { pageSize: 1, currentPage: 2 }, a.headers);
    expect(page.data!.customer.reviews.items.map((r: any) => r.summary)).toEqual(['Primeira']);
    expect(page.data!.customer.reviews.page_info).toEqual({ current_page: 2, page_size: 1, total_pages: 2 });

    const theirs = await t.graphql(MY_REVIEWS, {}, b.headers);
    expect(theirs.data!.customer.reviews.items).toEqual([
      { summary: 'Do B', status: 'PENDING', average_rating: 80, product: { sku: second.sku } },
    ]);
    const guest = await t.graphql(MY_REVIEWS, {});
    expect(guest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('moderation keeps review_count and rating_summary in step: approve, then reject, an unknown id', async () => {
    const { headers } = await customer();
    const product = await freshProduct();
    await t.graphql(CREATE, { input: await input(product.sku, [5, 5, 5]) }, headers);
    await t.graphql(CREATE, { input: await input(product.sku, [1, 1, 1]) }, headers);
    const ids = (
      await db()
        .selectFrom('review')
        .select('id')
        .where('product_id', '=', product.id)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    await approveReview(db(), ids[0]!);
    await approveReview(db(), ids[1]!);
    expect(await productReviews(product.sku)).toMatchObject({ review_count: 2, rating_summary: 60 });
    const { review } = await rejectReview(db(), ids[1]!);
    expect(review.status).toBe('rejected');
    expect(review.moderated_at).not.toBeNull();
    const after = await productReviews(product.sku);
    expect(after).toMatchObject({ review_count: 1, rating_summary: 100 });
    expect(after.reviews.items).toHaveLength(1);
    await expect(approveReview(db(), 987654)).rejects.toBeInstanceOf(ReviewNotFoundError);
    expect((await listReviews(db(), { pendingOnly: true })).some((r) => ids.includes(r.id))).toBe(false);
  });
});
