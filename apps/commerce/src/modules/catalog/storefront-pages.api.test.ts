import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import { demoCatalogue } from '../../db/seed/catalogue';

const SECRET = 'page-cache-secret-for-tests';
const calls: Pick<IncomingMessage, 'url' | 'headers'>[] = [];
const storefront = createServer((request, response) => {
  calls.push({ url: request.url, headers: request.headers });
  response.writeHead(204).end();
});
// Filled before the app starts (useTestApp reads its environment in its own beforeAll).
const env: Record<string, string> = { PAGE_CACHE_SECRET: SECRET };

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
});
