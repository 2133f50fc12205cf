import { beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../../test/test-app';
import { createCustomer, placeOrder, readyCart, stockOf } from '../../cart/testing';
import { sweepExpiredOrders } from '../../sales/expiry';
import { integrationToken, staffToken } from '../../staff/testing';
import { importCatalogCsv } from './csv-import';
import { LOW_STOCK_QTY } from './stock';

const SKU = '100025';

/** searchCriteria query string: each filter its own group (AND), then sort orders and paging. */
function criteria(
  filters: [field: string, value: string | number, condition?: string][],
  extra: Record<string, string | number> = {},
) {
  const params = new URLSearchParams();
  filters.forEach(([field, value, condition = 'eq'], g) => {
    const prefix = `searchCriteria[filter_groups][${g}][filters][0]`;
    params.append(`${prefix}[field]`, field);
    params.append(`${prefix}[value]`, String(value));
    params.append(`${prefix}[condition_type]`, condition);
  });
  for (const [key, value] of Object.entries(extra)) params.append(`searchCriteria${key}`, String(value));
  if (![...params.keys()].length) params.append('searchCriteria', '');
  return params.toString();
}

interface Movement {
  qty_before: number;
  qty_after: number;
  delta: number;
  reason: string;
  reference: string | null;
  actor_type: string;
  actor_name: string;
  created_at: string;
}

/** The back office's stock views: the product list's stock column, filters and sort; the history. */
describe.each(TEST_DATABASES)('stock in the admin API on %s', (dialect) => {
  const t: TestApp = useTestApp(dialect, demoCatalogue, { SANDBOX_BANK: 'true' });
  let catalogue: string;
  let orders: string;
  let erp: string;
  beforeAll(async () => {
    catalogue = await staffToken(t.database.db, 'catalogo');
    orders = await staffToken(t.database.db, 'pedidos');
    erp = await integrationToken(t.database.db, 'catalogo', 'ERP Bling');
  });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/rest${url}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });
  const list = async (query: string) => {
    const response = await call(catalogue, 'GET', `/V1/products?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: any[]; total_count: number };
  };
  const movements = async (sku: string, query = '') => {
    const response = await call(catalogue, 'GET', `/V1/escritorio/products/${sku}/stock-movements?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Movement[]; total_count: number };
  };
  const typed = (type: 'configurable' | 'bundle') =>
    t.database.db
      .selectFrom('product')
      .where('type_id', '=', type)
      .select(['sku', 'stock_qty', 'id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('lists each product with its stock item; composites without stock of their own have no quantity', async () => {
    const configurable = await typed('configurable');
    const bundle = await typed('bundle');
    const variants = await t.database.db
      .selectFrom('product')
      .where('parent_id', '=', configurable.id)
      .select((eb) => eb.fn.sum<number>('stock_qty').as('n'))
      .executeTakeFirstOrThrow();
    const { items } = await list(
      criteria([['sku', [SKU, configurable.sku, bundle.sku].join(','), 'in']], { '[pageSize]': 10 }),
    );
    const bySku = new Map(items.map((i) => [i.sku, i.extension_attributes.stock_item]));
    expect(bySku.get(SKU)).toMatchObject({ qty: (await stockOf(t, SKU)).stock_qty, is_in_stock: true });
    expect(bySku.get(configurable.sku).qty).toBe(Number(variants.n));

    // A bundle has no quantity to filter on: it never passes a stock filter.
    const none = await list(
      criteria([
        ['sku', bundle.sku],
        ['qty', 1_000_000, 'lteq'],
      ]),
    );
    expect(none.total_count).toBe(0);
  });

  it('filters by type, price range, quantity and stock status, and sorts by quantity', async () => {
    const cheapSimple = await list(
      criteria(
        [
          ['type_id', 'simple'],
          ['price', '5.5', 'gteq'],
          ['price', '10', 'lteq'],
        ],
        { '[pageSize]': 300 },
      ),
    );
    expect(cheapSimple.total_count).toBeGreaterThan(0);
    for (const p of cheapSimple.items) {
      expect(p.type_id).toBe('simple');
      expect(p.price).toBeGreaterThanOrEqual(5.5);
      expect(p.price).toBeLessThanOrEqual(10);
    }

    await call(erp, 'PUT', `/V1/products/${SKU}/stockItems/1`, { stockItem: { qty: 0 } });
    const out = await list(criteria([['is_in_stock', 0]], { '[pageSize]': 300 }));
    expect(out.items.map((p) => p.sku)).toContain(SKU);
    for (const p of out.items) expect(p.extension_attributes.stock_item.is_in_stock).toBe(false);

    const few = await list(criteria([['qty', 3, 'lteq']], { '[pageSize]': 300 }));
    for (const p of few.items) expect(p.extension_attributes.stock_item.qty).toBeLessThanOrEqual(3);

    const sort = (direction: string) =>
      list(
        criteria([], {
          '[sortOrders][0][field]': 'qty',
          '[sortOrders][0][direction]': direction,
          '[pageSize]': 1000,
        }),
      );
    const ascending = (await sort('ASC')).items;
    const quantities = ascending.map((p) =>
      ['bundle', 'grouped'].includes(p.type_id) ? null : p.extension_attributes.stock_item.qty,
    );
    const known = quantities.filter((q) => q !== null) as number[];
    expect(known).toEqual([...known].sort((a, b) => a - b));
    // Products without a quantity come last both ways.
    expect(quantities.slice(known.length).every((q) => q === null)).toBe(true);
    const descending = (await sort('DESC')).items;
    expect(['bundle', 'grouped']).toContain(descending.at(-1).type_id);
    expect(descending[0].extension_attributes.stock_item.qty).toBe(Math.max(...known));

    const bad = await call(catalogue, 'GET', `/V1/products?${criteria([['price', 'caro', 'gteq']])}`);
    expect(bad.statusCode).toBe(400);
    await call(erp, 'PUT', `/V1/products/${SKU}/stockItems/1`, { stockItem: { qty: 50 } });
  });

  it("the low-stock filter counts what the Painel's list counts", async () => {
    const painel = await call(orders, 'GET', '/V1/stockItems/lowStock?pageSize=8');
    const { total_count } = painel.json();
    expect(total_count).toBeGreaterThan(0);
    const filtered = await list(criteria([['low_stock', 1]], { '[pageSize]': 300 }));
    expect(filtered.total_count).toBe(total_count);
    for (const p of filtered.items) {
      expect(p.extension_attributes.stock_item.qty).toBeLessThanOrEqual(LOW_STOCK_QTY);
      expect(p.status).toBe(1);
    }
  });

  it('records every stock change with before, after, reason, reference and who, newest first', async () => {
    const before = (await stockOf(t, SKU)).stock_qty;
    const earlier = (await movements(SKU)).total_count;
    // The ERP's stock item update.
    await call(erp, 'PUT', `/V1/products/${SKU}/stockItems/1`, { stockItem: { qty: before + 10 } });
    // A clerk's edit of the product form (PUT /V1/products with its stock item).
    const saved = await call(catalogue, 'PUT', `/V1/products/${SKU}`, {
      product: { extension_attributes: { stock_item: { qty: before + 7, is_in_stock: true } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A save without a stock item moves no stock.
    await call(catalogue, 'PUT', `/V1/products/${SKU}`, { product: { weight: 0.4 } });
    // The CSV import, with the file's name.
    const csv = `sku,qty\n${SKU},${before + 4}\n`;
    const imported = await call(catalogue, 'POST', '/V1/catalog/import', {
      csv,
      dry_run: false,
      file_name: 'estoque-segunda.csv',
    });
    expect(imported.json()).toMatchObject({ applied: true, errors: [] });
    // A dry run writes nothing, movements included.
    await importCatalogCsv(t.database, `sku,qty\n${SKU},1\n`, { dryRun: true, mediaDir: '/nonexistent' });
    // Magento's source items, in bulk.
    await call(erp, 'POST', '/V1/inventory/source-items', {
      sourceItems: [{ sku: SKU, source_code: 'default', quantity: before + 5, status: 1 }],
    });

    const { items, total_count } = await movements(SKU, 'pageSize=4');
    expect(total_count).toBe(earlier + 4);
    expect(items.map((m) => [m.reason, m.qty_before, m.qty_after, m.delta])).toEqual([
      ['stock_update', before + 4, before + 5, 1],
      ['import', before + 7, before + 4, -3],
      ['product_save', before + 10, before + 7, -3],
      ['stock_update', before, before + 10, 10],
    ]);
    expect(items[1]).toMatchObject({ reference: 'estoque-segunda.csv', actor_type: 'staff' });
    expect(items[2]).toMatchObject({ actor_type: 'staff', reference: null });
    expect(items[3]).toMatchObject({ actor_type: 'integration', actor_name: 'ERP Bling' });
    expect(items[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const page = await movements(SKU, 'pageSize=3&currentPage=2');
    expect(page.items[0]!.delta).toBe(10);
    expect(page.total_count).toBe(earlier + 4);
  });

  it('records orders placed, cancelled and refunded with their number and who', async () => {
    const start = (await stockOf(t, SKU)).stock_qty;
    const customer = await createCustomer(t);
    const place = async (payment: string) => {
      const cartId = await readyCart(t, [{ sku: SKU, quantity: 3 }], { headers: customer.headers, payment });
      const placed = await placeOrder(t, cartId, customer.headers);
      expect(placed.data!.placeOrder.errors).toEqual([]);
      return placed.data!.placeOrder!.orderV2 as { number: string; token: string };
    };
    const orderId = (number: string) =>
      t.database.db
        .selectFrom('sales_order')
        .select('id')
        .where('increment_id', '=', number)
        .executeTakeFirstOrThrow()
        .then((r) => r.id);

    // Placed, then cancelled by a clerk.
    const first = await place('jetpix');
    const cancel = await call(orders, 'POST', `/V1/orders/${await orderId(first.number)}/cancel`);
    expect(cancel.json()).toBe(true);

    // Placed, paid, invoiced, refunded with two units back to stock.
    const second = await place('jetpix');
    const charge = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?orderId=${second.number}&token=${second.token}`,
      payload: {},
    });
    await t.app.inject({ method: 'POST', url: `/payments/sandbox/pix/pay?txid=${charge.json().txid}` });
    const id = await orderId(second.number);
    expect((await call(orders, 'POST', `/V1/order/${id}/invoice`, { capture: true })).statusCode).toBe(200);
    const item = await t.database.db
      .selectFrom('sales_order_item')
      .select('id')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    const memo = await call(orders, 'POST', `/V1/order/${id}/refund`, {
      items: [{ order_item_id: item.id, qty: 2 }],
      arguments: { shipping_amount: 0, extension_attributes: { return_to_stock_items: [item.id] } },
    });
    expect(memo.statusCode, memo.body).toBe(200);

    // Placed, and its Pix expires: the store cancels it.
    const third = await place('jetpix');
    await sweepExpiredOrders(t.database.db, new Date(Date.now() + 3 * 60 * 60 * 1000));

    const { items } = await movements(SKU, 'pageSize=6');
    expect(items.map((m) => [m.reason, m.reference?.split(' ')[0], m.delta, m.actor_type])).toEqual([
      ['order_canceled', third.number, 3, 'system'],
      ['order_placed', third.number, -3, 'customer'],
      ['refund', second.number, 2, 'staff'],
      ['order_placed', second.number, -3, 'customer'],
      ['order_canceled', first.number, 3, 'staff'],
      ['order_placed', first.number, -3, 'customer'],
    ]);
    expect(items[1]!.actor_name).toBe('Carla Souza');
    expect(items[5]).toMatchObject({ qty_before: start, qty_after: start - 3 });
    expect((await stockOf(t, SKU)).stock_qty).toBe(start - 1);
  });

  it('a refused write records nothing; the history needs the inventory permission', async () => {
    const { total_count } = await movements(SKU);
    const refused = await call(erp, 'POST', '/V1/inventory/source-items', {
      sourceItems: [
        { sku: SKU, source_code: 'default', quantity: 1, status: 1 },
        { sku: 'NAO-EXISTE', source_code: 'default', quantity: 1, status: 1 },
      ],
    });
    expect(refused.statusCode).toBe(404);
    expect((await movements(SKU)).total_count).toBe(total_count);
    const content = await staffToken(t.database.db, 'conteudo');
    expect((await call(content, 'GET', `/V1/escritorio/products/${SKU}/stock-movements`)).statusCode).toBe(
      401,
    );
    expect(
      (await call(catalogue, 'GET', '/V1/escritorio/products/NAO-EXISTE/stock-movements')).statusCode,
    ).toBe(404);
  });
});
