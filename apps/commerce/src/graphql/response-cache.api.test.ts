import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../test/test-app';
import { rebuildCatalogIndex } from '../modules/catalog/indexer';

describe.each(TEST_DATABASES)('response cache on %s', (dialect) => {
  const t = useTestApp(dialect, demoCatalogue, { CACHE_CHECK_MS: '0' });

  async function post(query: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query } });
    return { cache: response.headers['x-cache'], body: response.json() };
  }

  it('answers a repeated anonymous catalogue read from memory, per store view and currency', async () => {
    const query =
      '{ products(search: "caneta", pageSize: 2) { items { sku price_range { minimum_price { final_price { value currency } } } } } }';
    const first = await post(query);
    const second = await post(query);
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toEqual(first.body);
    const otherCurrency = await post(query, { 'Content-Currency': 'USD' });
    expect(otherCurrency.cache).toBe('MISS');
    expect(otherCurrency.body.data.products.items[0].price_range.minimum_price.final_price.currency).toBe(
      'USD',
    );
    expect((await post(query, { Store: 'en' })).cache).toBe('MISS');
  });

  it('never shares answers of authenticated requests, errors or other operations', async () => {
    const query = '{ storeConfig { store_code } }';
    await post(query);
    expect((await post(query, { Authorization: 'Bearer abc' })).cache).toBeUndefined();
    const failing = '{ cmsPage(identifier: "nope") { title } }';
    await post(failing);
    expect((await post(failing)).cache).toBe('MISS');
    expect((await post('{ storeConfig { store_code } } mutation M { __typename }')).cache).toBeUndefined();
  });

  it('forgets everything when the catalogue is reindexed', async () => {
    const query = '{ categories { items { uid product_count } } }';
    await post(query);
    expect((await post(query)).cache).toBe('HIT');
    await rebuildCatalogIndex(t.database);
    expect((await post(query)).cache).toBe('MISS');
  });
});
