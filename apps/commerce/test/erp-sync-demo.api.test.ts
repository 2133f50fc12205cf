import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../demo/catalogue';
import { ErpDayError, runErpDay } from '../scripts/erp-day';
import { main } from '../scripts/erp-sync-demo';
import { createCustomer, placeOrder, readyCart } from '../src/modules/cart/testing';
import { integrationToken } from '../src/modules/staff/testing';
import { TEST_DATABASES, type TestApp, useTestApp } from './test-app';

const SKU = '100025';

/** The ERP connector's day, over HTTP against the app listening on a free loopback port. */
describe.each(TEST_DATABASES)('ERP day against a running store on %s', (dialect) => {
  const t: TestApp = useTestApp(dialect, demoCatalogue, { SANDBOX_BANK: 'true' });
  let url: string;
  let token: string;
  const since = new Date(Date.now() - 60_000).toISOString();

  /** A customer's Pix order; `pay` settles its charge at the sandbox bank. */
  async function pixOrder(pay: boolean): Promise<string> {
    const { headers } = await createCustomer(t);
    const cart = await readyCart(t, [{ sku: SKU, quantity: 3 }], { headers, payment: 'jetpix' });
    const placed = await placeOrder(t, cart, headers);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.errors).toEqual([]);
    const orderV2 = placed.data!.placeOrder.orderV2 as Record<string, string>;
    if (pay) {
      const query = `orderId=${orderV2.number}&token=${orderV2.token}`;
      const charge = await t.app.inject({
        method: 'POST',
        url: `/payments/itau/pix/transactions?${query}`,
        payload: {},
      });
      const paid = await t.app.inject({
        method: 'POST',
        url: `/payments/sandbox/pix/pay?txid=${charge.json().txid}`,
      });
      expect(paid.statusCode).toBe(200);
    }
    return orderV2.number!;
  }

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    token = await integrationToken(t.database.db, 'administrator');
  });

  it('invoices and ships the paid orders, syncs stock and prices, creates products; the storefront shows it', async () => {
    const paid = [await pixOrder(true), await pixOrder(true)];
    const unpaid = await pixOrder(false);
    const lines: string[] = [];
    const report = await runErpDay({
      url,
      token,
      since,
      skus: 50,
      products: 2,
      batchSize: 20,
      pageSize: 2,
      log: (l) => lines.push(l),
    });

    expect(report.orders).toMatchObject({
      found: 3,
      pages: 2,
      invoiced: 2,
      nfes: 2,
      shipped: 2,
      skipped: { pending_payment: 1 },
    });
    expect(await t.database.db.selectFrom('sales_nfe').select('access_key').execute()).toHaveLength(2);
    // A second invoice of a complete order is refused as Magento refuses it.
    const done = await t.database.db
      .selectFrom('sales_order')
      .select('id')
      .where('increment_id', '=', paid[0]!)
      .executeTakeFirstOrThrow();
    const secondInvoice = await fetch(`${url}/rest/V1/order/${done.id}/invoice`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(secondInvoice.status).toBe(400);
    expect(((await secondInvoice.json()) as { message: string }).message).toBe(
      'Invoice Document Validation Error(s):\nAn invoice cannot be created when an order has a status of complete',
    );
    expect(report.orders.tracks).toHaveLength(2);
    for (const track of report.orders.tracks) expect(track).toMatch(/^AB\d{9}BR$/);
    expect(report.stock).toMatchObject({ skus: 50, requests: 3 });
    expect(report.prices).toMatchObject({ skus: 50, requests: 3 });
    expect(report.products.created).toHaveLength(2);
    expect(report.checks).toMatchObject({ price: true, stock: true, search: true, image: true });
    expect(lines.length).toBeGreaterThan(0);

    const orders = await t.database.db
      .selectFrom('sales_order')
      .select(['increment_id', 'state'])
      .where('increment_id', 'in', [...paid, unpaid])
      .execute();
    const stateOf = (number: string) => orders.find((o) => o.increment_id === number)?.state;
    expect(paid.map(stateOf)).toEqual(['complete', 'complete']);
    expect(stateOf(unpaid)).toBe('pending_payment');
    const tracks = await t.database.db.selectFrom('sales_shipment_track').select('track_number').execute();
    expect(tracks.map((r) => r.track_number).sort()).toEqual([...report.orders.tracks].sort());
    const product = await t.database.db
      .selectFrom('product')
      .select(['sku', 'price_cents', 'stock_qty'])
      .where('sku', '=', report.products.created[0]!)
      .executeTakeFirstOrThrow();
    expect(product.stock_qty).toBe(100);

    // The next run finds the same orders done: nothing is invoiced or shipped twice.
    const again = await runErpDay({ url, token, since, skus: 5, products: 0 });
    expect(again.orders).toMatchObject({
      found: 3,
      invoiced: 0,
      shipped: 0,
      skipped: { complete: 2, pending_payment: 1 },
    });
  });

  it('refuses a store that is not on this machine, a bad token, and a usage error', async () => {
    await expect(
      runErpDay({ url: 'http://shop.example.com', token, since, skus: 1, products: 0 }),
    ).rejects.toThrow(/only loopback URLs/);
    await expect(runErpDay({ url, token: 'nope', since, skus: 1, products: 0 })).rejects.toBeInstanceOf(
      ErpDayError,
    );
    expect(await main(['--url', url, '--skus', 'many', '--token', token])).toBe(2);
    expect(await main(['--url', 'http://10.0.0.1:4000', '--token', token])).toBe(1);
  });
});
