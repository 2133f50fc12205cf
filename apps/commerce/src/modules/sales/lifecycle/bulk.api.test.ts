import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../../test/test-app';
import { insertTestOrder } from '../../payments/testing/orders';
import { pdfText } from '../../payments/testing/pdf-text';
import { staffToken } from '../../staff/testing';

/** Pages of a PDF as pdfkit writes them (one `/Type /Page` object per page). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe.each(TEST_DATABASES)('bulk work on orders on %s', (dialect) => {
  const t: TestApp = useTestApp(dialect);
  const db = () => t.database.db;

  /** A paid order (checkmo, state processing) with two lines; `state` changes it. */
  async function paidOrder(options: { paid?: boolean; state?: 'processing' | 'canceled' | 'new' } = {}) {
    const order = await insertTestOrder(db(), { method: 'checkmo', state: options.state ?? 'processing' });
    await db()
      .updateTable('sales_order')
      .set({ paid_at: options.paid === false ? null : new Date().toISOString() })
      .where('id', '=', order.id)
      .execute();
    const line = (sku: string, name: string, quantity: number) => ({
      order_id: order.id,
      product_id: null,
      sku,
      parent_sku: null,
      name,
      url_key: null,
      product_type: 'simple',
      quantity,
      price_cents: 1000,
      original_price_cents: 1000,
      row_total_cents: 1000 * quantity,
      discount_cents: 0,
      options: '[]',
      stock_per_unit: null,
    });
    await db()
      .insertInto('sales_order_item')
      .values([line('CAN-AZ', 'Caneta azul', 2), line('PAP-A4', 'Papel A4', 1)])
      .execute();
    return order;
  }

  const post = (token: string, url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/rest${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  it('prints twenty packing slips and their picking list in one PDF; refuses unpaid and cancelled orders', async () => {
    const token = await staffToken(db(), 'pedidos');
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await paidOrder());
    const unpaid = await paidOrder({ paid: false, state: 'new' });
    const canceled = await paidOrder({ state: 'canceled' });

    const res = await post(token, '/V1/escritorio/orders/packing-slips', {
      order_ids: [...orders.map((o) => o.id), unpaid.id, canceled.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pageCount(pdf)).toBe(21);
    const text = pdfText(pdf);
    for (const o of orders) expect(text).toContain(`Pedido nº ${o.number}`);
    expect(text).not.toContain(`Pedido nº ${unpaid.number}`);
    expect(text).toContain('UF SP');
    expect(text).toContain('Lista de separação');
    // Twenty orders of two blue pens: forty, once, on the picking list.
    expect(text).toMatch(/CAN-AZ\s*\n?Caneta azul\s*\n?40/);
    const refused = JSON.parse(decodeURIComponent(String(res.headers['x-refused-orders'])));
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          increment_id: unpaid.number,
          message: 'The order is not paid yet: its packing slip prints once the payment is confirmed.',
        }),
        expect.objectContaining({
          increment_id: canceled.number,
          message: 'A cancelled order has no packing slip.',
        }),
      ]),
    );

    const single = await t.app.inject({
      method: 'GET',
      url: `/rest/V1/escritorio/orders/${unpaid.id}/packing-slip`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(single.statusCode).toBe(400);
    expect(single.json().message).toBe(
      'The order is not paid yet: its packing slip prints once the payment is confirmed.',
    );
    const none = await post(token, '/V1/escritorio/orders/packing-slips', { order_ids: [canceled.id] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('None of the selected orders can have a packing slip.');

    const picking = await post(token, '/V1/escritorio/orders/picking-list', {
      order_ids: orders.slice(0, 3).map((o) => o.id),
    });
    expect(picking.statusCode).toBe(200);
    expect(pageCount(picking.rawPayload)).toBe(1);
    const pickingText = pdfText(picking.rawPayload);
    expect(pickingText).toContain('Total de unidades: 9');
    expect(pickingText).not.toContain('Romaneio de separação e entrega');
  });

  it('invoices and ships a selection, saying per order what was done and why not', async () => {
    const token = await staffToken(db(), 'pedidos');
    const a = await paidOrder({ paid: false, state: 'new' });
    const b = await paidOrder();
    const canceled = await paidOrder({ state: 'canceled' });
    const invoiced = await post(token, '/V1/escritorio/orders/bulk-invoice', {
      order_ids: [a.id, b.id, canceled.id, 999999],
      notify: false,
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json().items).toEqual([
      expect.objectContaining({ increment_id: a.number, ok: true }),
      expect.objectContaining({ increment_id: b.number, ok: true }),
      expect.objectContaining({
        increment_id: canceled.number,
        ok: false,
        message: 'An invoice cannot be created when an order has a status of canceled',
      }),
      expect.objectContaining({ order_id: 999999, ok: false, message: 'Order 999999 does not exist.' }),
    ]);
    const shipped = await post(token, '/V1/escritorio/orders/bulk-ship', {
      order_ids: [a.id, b.id],
      notify: false,
    });
    expect(shipped.json().items.map((i: { ok: boolean }) => i.ok)).toEqual([true, true]);
    const states = await db()
      .selectFrom('sales_order')
      .select('state')
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(states.map((s) => s.state)).toEqual(['complete', 'complete']);
  });

  it('ships five orders from a tracking CSV and reports each refused line', async () => {
    const token = await staffToken(db(), 'pedidos');
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await paidOrder());
    const canceled = await paidOrder({ state: 'canceled' });
    const codes = ['AA123456785BR', 'SS987654326BR', 'QB473124829BR', 'PN101583800BR', 'OJ000000031BR'];
    const csv = [
      'pedido;transportadora;codigo',
      ...orders.map((o, i) => `${o.number};correios;${codes[i]}`),
      `${canceled.number};correios;AB987654326BR`,
      'T000;correios;AA123456785BR',
      `${orders[0]!.number};correios;12345`,
      `${orders[1]!.number};jadlog`,
    ].join('\n');
    // The first order's second line has a bad code: that order is refused as a whole.
    const res = await post(token, '/V1/escritorio/orders/tracking-import', { csv, notify: false });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { row: number; increment_id: string; ok: boolean; message?: string }[];
    expect(items.filter((i) => i.ok).map((i) => i.increment_id)).toEqual(
      orders.slice(1).map((o) => o.number),
    );
    expect(items.find((i) => i.row === 7)).toMatchObject({
      ok: false,
      message: 'A shipment cannot be created when an order has a status of canceled',
    });
    expect(items.find((i) => i.row === 8)).toMatchObject({
      ok: false,
      message: 'Order T000 does not exist.',
    });
    expect(items.find((i) => i.row === 9)).toMatchObject({
      ok: false,
      message: expect.stringContaining('"12345" is not a Correios tracking number'),
    });
    expect(items.find((i) => i.row === 10)).toMatchObject({
      ok: false,
      message: 'A line needs the order number, the carrier and the tracking code.',
    });

    // The corrected file ships the first order too: five shipped in all.
    const again = await post(token, '/V1/escritorio/orders/tracking-import', {
      csv: `${orders[0]!.number},correios,${codes[0]}`,
      notify: false,
    });
    expect(again.json().items).toEqual([expect.objectContaining({ ok: true })]);
    const tracks = await db()
      .selectFrom('sales_shipment_track')
      .select('track_number')
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(tracks.map((r) => r.track_number).sort()).toEqual([...codes].sort());
  });
});
