import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { useTestApp } from '../../../test/test-app';
import { bumpCatalogVersion } from '../../db/catalog-cache';

const SECRET = 'page-cache-secret-for-tests';
const calls: Pick<IncomingMessage, 'url' | 'headers'>[] = [];
/** What the storefront would render when it is told: set per test. */
let onCall: () => Promise<void> = async () => {};
const storefront = createServer((request, response) => {
  calls.push({ url: request.url, headers: request.headers });
  void onCall().finally(() => response.writeHead(204).end());
});
// Filled before the app starts (useTestApp reads its environment in its own beforeAll). The
// catalogue version is checked once a minute here, so only the change itself can refresh it.
const env: Record<string, string> = { PAGE_CACHE_SECRET: SECRET, CACHE_CHECK_MS: '60000' };

beforeAll(async () => {
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  env.STOREFRONT_URL = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => storefront.close(resolve));
});

describe('catalogue changes reach the storefront page cache', () => {
  const t = useTestApp('sqlite', demoCatalogue, env);

  it('a catalogue change made by the server asks the storefront to drop its pages', async () => {
    calls.length = 0;
    await bumpCatalogVersion(t.database.db);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/cache/revalidate');
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('when the storefront is told, the server already answers with the change', async () => {
    const query = `{ products(search: "caneta", pageSize: 1) { items { sku stock_status } } }`;
    type Result = { products: { items: { sku: string; stock_status: string }[] } };
    const before = await t.graphql<Result>(query);
    const product = before.data?.products.items[0];
    expect(product?.stock_status).toBe('IN_STOCK');
    // The storefront renders its pages again as soon as it is told: what would it read?
    const seen: string[] = [];
    onCall = async () => {
      const answer = await t.graphql<Result>(query);
      seen.push(answer.data?.products.items[0]?.stock_status ?? 'none');
    };
    calls.length = 0;
    await t.database.db
      .updateTable('product')
      .set({ is_in_stock: 0, stock_qty: 0 })
      .where('sku', '=', product!.sku)
      .execute();
    await bumpCatalogVersion(t.database.db);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toBe('OUT_OF_STOCK');
  });
});
