import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../../test/test-app';
import { createCustomer, placeOrder, readyCart } from '../../cart/testing';
import { staffToken } from '../../staff/testing';

const SKU = '100025';

/** The text a PDF shows: its (Flate) content streams' hex and literal strings, decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const line of content.split('\n')) {
      if (!/T[Jj]\s*$/.test(line)) continue;
      const pieces = [...line.matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)].map((m) =>
        m[1] ? Buffer.from(m[1], 'hex').toString('latin1') : m[2]!,
      );
      texts.push(pieces.join(''));
    }
  }
  return texts.join('\n');
}

describe.each(TEST_DATABASES)('back-office sales routes on %s', (dialect) => {
  const t: TestApp = useTestApp(dialect, demoCatalogue, { SANDBOX_BANK: 'true' });
  const db = () => t.database.db;

  async function order(payment: string, qty = 3) {
    const customer = await createCustomer(t);
    const cartId = await readyCart(t, [{ sku: SKU, quantity: qty }], { headers: customer.headers, payment });
    const placed = await placeOrder(t, cartId, customer.headers);
    expect(placed.data!.placeOrder.errors).toEqual([]);
    const { number, token } = placed.data!.placeOrder.orderV2 as { number: string; token: string };
    const row = await db()
      .selectFrom('sales_order')
      .selectAll()
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
    return { number, token, row };
  }

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url: `/rest${url}`, headers: { authorization: `Bearer ${token}` } });
  const filter = (field: string, value: string, condition = 'eq') =>
    `searchCriteria[filter_groups][0][filters][0][field]=${field}&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(value)}&searchCriteria[filter_groups][0][filters][0][condition_type]=${condition}`;

  it('answers a daily series of orders and sales, every day of the range, cancelled orders not counted', async () => {
    const token = await staffToken(db(), 'pedidos');
    const kept = await order('jetpix', 3);
    const cancelled = await order('jetpix', 3);
    await t.app.orderLifecycle.cancel(cancelled.row.id, { actor: { kind: 'staff', id: 1, name: 'Ana' } });
    // Moved to known days (the lifecycle writes real timestamps), and paid: a Pix order waiting
    // for its payment is an order, not yet a sale.
    const setDay = (id: number, iso: string) =>
      db().updateTable('sales_order').set({ created_at: iso, paid_at: iso }).where('id', '=', id).execute();
    await setDay(kept.row.id, '2026-03-02T23:59:59.000Z');
    await setDay(cancelled.row.id, '2026-03-02T10:00:00.000Z');
    const other = await order('jetpix', 3);
    await setDay(other.row.id, '2026-03-04T00:00:00.000Z');

    const res = await get(token, '/V1/escritorio/sales/daily?from=2026-03-01&to=2026-03-04');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((d: { date: string }) => d.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    const total = (o: typeof kept) => o.row.grand_total_cents / 100;
    expect(body.items[0]).toEqual({ date: '2026-03-01', orders_count: 0, grand_total: 0 });
    expect(body.items[1]).toEqual({ date: '2026-03-02', orders_count: 2, grand_total: total(kept) });
    expect(body.items[3]).toEqual({ date: '2026-03-04', orders_count: 1, grand_total: total(other) });
    expect(body).toMatchObject({ orders_count: 3, grand_total: total(kept) + total(other) });

    // Without a range: the last `days` (30 by default) to today.
    const recent = (await get(token, '/V1/escritorio/sales/daily?days=7')).json();
    expect(recent.items).toHaveLength(7);
    expect(recent.to).toBe(new Date().toISOString().slice(0, 10));
    expect((await get(token, '/V1/escritorio/sales/daily')).json().items).toHaveLength(30);

    // Bad ranges are Magento's 400, never a 500.
    for (const query of [
      'from=2026-03-04&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'from=x&to=2026-01-01',
      'from=2026-13-45&to=2026-13-46',
    ]) {
      const bad = await get(token, `/V1/escritorio/sales/daily?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
    // Sales figures are for roles that see orders.
    expect(
      (
        await get(
          await staffToken(db(), 'catalogo'),
          '/V1/escritorio/sales/daily?from=2026-03-01&to=2026-03-02',
        )
      ).statusCode,
    ).toBe(401);
  });

  it('prints the packing slip as a PDF with the order number and its SKUs', async () => {
    const token = await staffToken(db(), 'pedidos');
    const placed = await order('jetpix', 3);
    const unpaid = await get(token, `/V1/escritorio/orders/${placed.row.id}/packing-slip`);
    expect(unpaid.statusCode).toBe(400);
    // Staff confirm the payment by invoicing: the goods may leave.
    await t.app.orderLifecycle.invoice(placed.row.id, { actor: { kind: 'staff', name: 'Ana' } });
    const res = await get(token, `/V1/escritorio/orders/${placed.row.id}/packing-slip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="romaneio-${placed.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Pedido nº ${placed.number}`);
    expect(text).toContain(SKU);
    expect(text).toContain('Total de unidades: 3');
    expect(text).toContain('Maria');

    const missing = await get(token, '/V1/escritorio/orders/999999/packing-slip');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      "The entity that was requested doesn't exist. Verify the entity and try again.",
    );
    expect(
      (await get(await staffToken(db(), 'catalogo'), `/V1/escritorio/orders/${placed.row.id}/packing-slip`))
        .statusCode,
    ).toBe(401);
  });

  it('shows the Pix txid and the card brand, last four and authorisation in the order, and filters by payment method and CPF', async () => {
    const token = await staffToken(db(), 'pedidos');
    const pix = await order('jetpix');
    const charge = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?orderId=${pix.number}&token=${pix.token}`,
      payload: {},
    });
    const { txid } = charge.json() as { txid: string };
    const card = await order('jetcred');
    const pay = await t.app.inject({
      method: 'POST',
      url: `/payments/rede/transactions?orderId=${card.number}&token=${card.token}`,
      payload: {
        data: {
          capture: true,
          kind: 'credit',
          cardholderName: 'MARIA SILVA',
          cardNumber: '5448280000000007',
          expirationMonth: 12,
          expirationYear: new Date().getFullYear() + 2,
          securityCode: '123',
          installments: 1,
          amount: card.row.grand_total_cents,
        },
      },
    });
    expect(pay.statusCode).toBe(200);

    const pixOrder = (await get(token, `/V1/orders/${pix.row.id}`)).json();
    expect(pixOrder.payment).toMatchObject({ method: 'jetpix', last_trans_id: txid });
    expect(pixOrder.payment.additional_information).toContain(txid);
    expect(pixOrder.extension_attributes.payment_additional_info).toContainEqual({
      key: 'pix_txid',
      value: txid,
    });

    const cardOrder = (await get(token, `/V1/orders/${card.row.id}`)).json();
    const transaction = await db()
      .selectFrom('payment_card_transaction')
      .selectAll()
      .where('order_id', '=', card.row.id)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    expect(cardOrder.payment).toMatchObject({
      method: 'jetcred',
      cc_last4: '0007',
      cc_type: transaction.brand,
      cc_approval: transaction.authorization_code,
      cc_trans_id: transaction.tid,
    });
    expect(transaction.authorization_code).toBeTruthy();
    expect(cardOrder.extension_attributes.payment_additional_info).toContainEqual({
      key: 'card_authorization_code',
      value: transaction.authorization_code,
    });

    const byMethod = (
      await get(token, `/V1/orders?${filter('payment_method', 'jetcred')}&searchCriteria[pageSize]=100`)
    ).json();
    const numbers = byMethod.items.map((o: { increment_id: string }) => o.increment_id);
    expect(numbers).toContain(card.number);
    expect(numbers).not.toContain(pix.number);
    expect(byMethod.items.every((o: { payment: { method: string } }) => o.payment.method === 'jetcred')).toBe(
      true,
    );

    // The checkout stored the CPF as typed; bare digits find it too, and the echo keeps the query.
    const taxvat = pix.row.customer_taxvat!;
    for (const typed of ['52998224725', '529.982.247-25']) {
      const found = (
        await get(token, `/V1/orders?${filter('customer_taxvat', typed)}&searchCriteria[pageSize]=100`)
      ).json();
      expect(found.items.map((o: { increment_id: string }) => o.increment_id)).toContain(pix.number);
      expect(found.items.every((o: { customer_taxvat: string }) => o.customer_taxvat === taxvat)).toBe(true);
      expect(found.search_criteria.filter_groups[0].filters[0]).toMatchObject({
        value: typed,
        condition_type: 'eq',
      });
    }
    const nobody = (await get(token, `/V1/orders?${filter('customer_taxvat', '111.444.777-35')}`)).json();
    expect(nobody.total_count).toBe(0);
  });

  it('lists low-stock items, fewest first, with the store threshold by default', async () => {
    const token = await staffToken(db(), 'pedidos');
    await db().updateTable('product').set({ stock_qty: 1 }).where('sku', '=', SKU).execute();
    const res = await get(token, '/V1/stockItems/lowStock?pageSize=300');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toContainEqual(expect.objectContaining({ sku: SKU, qty: 1 }));
    const qtys = body.items.map((i: { qty: number }) => i.qty);
    expect(qtys).toEqual([...qtys].sort((a, b) => a - b));
    expect(qtys.every((q: number) => q <= 5)).toBe(true);
    expect(body.total_count).toBeGreaterThanOrEqual(body.items.length);
    const strict = (await get(token, '/V1/stockItems/lowStock?qty=0')).json();
    expect(strict.items.every((i: { qty: number }) => i.qty <= 0)).toBe(true);
    expect(strict.items.map((i: { sku: string }) => i.sku)).not.toContain(SKU);
    expect((await get(token, '/V1/stockItems/lowStock?qty=-1')).statusCode).toBe(400);
    expect((await get(await staffToken(db(), 'conteudo'), '/V1/stockItems/lowStock')).statusCode).toBe(401);
  });
});
