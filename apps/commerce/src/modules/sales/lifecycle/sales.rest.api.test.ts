import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../../test/test-app';
import { createCustomer, placeOrder, readyCart, stockOf } from '../../cart/testing';
import { staffToken } from '../../staff/testing';

const SKU = '100025';

describe.each(TEST_DATABASES)('orders REST API on %s', (dialect) => {
  const t: TestApp = useTestApp(dialect, demoCatalogue, { SANDBOX_BANK: 'true' });

  async function paidPixOrder() {
    const customer = await createCustomer(t);
    const cartId = await readyCart(t, [{ sku: SKU, quantity: 3 }], {
      headers: customer.headers,
      payment: 'jetpix',
    });
    const placed = await placeOrder(t, cartId, customer.headers);
    const { number, token } = placed.data!.placeOrder.orderV2 as { number: string; token: string };
    const charge = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?orderId=${number}&token=${token}`,
      payload: {},
    });
    await t.app.inject({ method: 'POST', url: `/payments/sandbox/pix/pay?txid=${charge.json().txid}` });
    return t.database.db
      .selectFrom('sales_order')
      .selectAll()
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
  }

  const call = async (
    token: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/rest${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: payload as object,
    });

  it("lists every store view's orders at /rest/V1 and /rest/all/V1, one view's at /rest/<view>/V1", async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const order = await paidPixOrder();
    // The same order as if placed in the English store.
    await t.database.db
      .updateTable('sales_order')
      .set({ store_code: 'en' })
      .where('id', '=', order.id)
      .execute();
    const byNumber = `searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=${order.increment_id}`;
    const found = async (prefix: string) =>
      (await call(token, 'GET', `${prefix}/V1/orders?${byNumber}`)).json().total_count;
    expect(await found('')).toBe(1);
    expect(await found('/all')).toBe(1);
    expect(await found('/en')).toBe(1);
    expect(await found('/default')).toBe(0);
  });

  it('lists, invoices, ships with tracks, refunds with return to stock; a repeated request changes nothing', async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const order = await paidPixOrder();

    const list = await call(
      token,
      'GET',
      `/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=${order.increment_id}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().total_count).toBe(1);
    const magento = list.json().items[0];
    expect(magento).toMatchObject({
      entity_id: order.id,
      state: 'processing',
      status: 'processing',
      customer_email: order.email,
    });
    expect(magento.extension_attributes.shipping_assignments[0].shipping.address.street[0]).toBeTruthy();
    // The UF as Magento gives it: name, code and the directory's id (which /V1/directory maps).
    const shipTo = magento.extension_attributes.shipping_assignments[0].shipping.address;
    expect(shipTo).toMatchObject({ region_code: expect.stringMatching(/^[A-Z]{2}$/), country_id: 'BR' });
    const brazil = await t.app.inject({ method: 'GET', url: '/rest/V1/directory/countries/BR' });
    expect(brazil.json()).toMatchObject({ id: 'BR', three_letter_abbreviation: 'BRA' });
    expect(brazil.json().available_regions).toContainEqual({
      id: shipTo.region_id,
      code: shipTo.region_code,
      name: shipTo.region,
    });
    expect(magento.billing_address.region_code).toMatch(/^[A-Z]{2}$/);
    expect(magento.items[0]).toMatchObject({ sku: SKU, qty_ordered: 3, qty_invoiced: 0 });

    const held = await call(token, 'POST', `/V1/orders/${order.id}/hold`);
    expect(held.json()).toBe(true);
    const again = await call(token, 'POST', `/V1/orders/${order.id}/hold`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('A hold action is not available.');
    const blocked = await call(token, 'POST', `/V1/order/${order.id}/invoice`, {});
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(
      'Invoice Document Validation Error(s):\nAn invoice cannot be created when an order has a status of holded',
    );
    expect((await call(token, 'POST', `/V1/orders/${order.id}/unhold`)).json()).toBe(true);

    const invoice = await call(token, 'POST', `/V1/order/${order.id}/invoice`, {
      capture: true,
      notify: false,
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json()).toMatch(/^\d+$/);

    const noNumber = await call(token, 'POST', `/V1/order/${order.id}/ship`, {
      tracks: [{ carrier_code: 'correios' }],
    });
    expect(noNumber.json().message).toBe(
      'Shipment Document Validation Error(s):\nPlease enter a tracking number.',
    );
    const ship = {
      notify: true,
      tracks: [{ track_number: 'QB473124829BR', title: 'Correios PAC', carrier_code: 'correios' }],
    };
    const retry = { 'idempotency-key': `ship-${order.id}` };
    const first = await call(token, 'POST', `/V1/order/${order.id}/ship`, ship, retry);
    const second = await call(token, 'POST', `/V1/order/${order.id}/ship`, ship, retry);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toBe(first.json());
    const shipAgain = await call(token, 'POST', `/V1/order/${order.id}/ship`, ship);
    expect(shipAgain.statusCode).toBe(400);
    expect(shipAgain.json().message).toBe(
      'Shipment Document Validation Error(s):\nThe order does not allow a shipment to be created.',
    );
    const invoiceAgain = await call(token, 'POST', `/V1/order/${order.id}/invoice`, { capture: true });
    expect(invoiceAgain.statusCode).toBe(400);
    expect(invoiceAgain.json().message).toBe(
      'Invoice Document Validation Error(s):\nAn invoice cannot be created when an order has a status of complete',
    );
    const invoiceRead = await call(token, 'GET', `/V1/invoices/${invoice.json()}`);
    expect(invoiceRead.json()).toMatchObject({ entity_id: Number(invoice.json()), order_id: order.id });
    const shipmentRead = await call(token, 'GET', `/V1/shipment/${first.json()}`);
    expect(shipmentRead.json().tracks[0]).toMatchObject({ track_number: 'QB473124829BR' });
    for (const path of ['/V1/invoices/999999', '/V1/shipment/999999', '/V1/creditmemo/999999']) {
      const missing = await call(token, 'GET', path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().message).toBe(
        "The entity that was requested doesn't exist. Verify the entity and try again.",
      );
    }
    const shipments = await call(
      token,
      'GET',
      `/V1/shipments?searchCriteria[filter_groups][0][filters][0][field]=order_id&searchCriteria[filter_groups][0][filters][0][value]=${order.id}`,
    );
    expect(shipments.json().total_count).toBe(1);
    expect(shipments.json().items[0].tracks).toMatchObject([
      {
        track_number: 'QB473124829BR',
        carrier_code: 'correios',
        title: 'Correios PAC',
        extension_attributes: {
          tracking_url: 'https://rastreamento.correios.com.br/app/index.php?objetos=QB473124829BR',
        },
      },
    ]);

    const item = magento.items[0].item_id as number;
    const stock = (await stockOf(t, SKU)).stock_qty;
    const refund = {
      items: [{ order_item_id: item, qty: 2 }],
      arguments: { shipping_amount: 0, extension_attributes: { return_to_stock_items: [item] } },
    };
    const memo = await call(token, 'POST', `/V1/order/${order.id}/refund`, refund, {
      'idempotency-key': 'erp-77',
    });
    expect(memo.statusCode).toBe(200);
    const memoAgain = await call(token, 'POST', `/V1/order/${order.id}/refund`, refund, {
      'idempotency-key': 'erp-77',
    });
    expect(memoAgain.json()).toBe(memo.json());
    expect((await stockOf(t, SKU)).stock_qty).toBe(stock + 2);
    const memos = await call(
      token,
      'GET',
      `/V1/creditmemos?searchCriteria[filter_groups][0][filters][0][field]=order_id&searchCriteria[filter_groups][0][filters][0][value]=${order.id}`,
    );
    expect(memos.json().total_count).toBe(1);
    expect(memos.json().items[0].items[0]).toMatchObject({
      order_item_id: item,
      qty: 2,
      back_to_stock: true,
    });
    const tooMany = await call(token, 'POST', `/V1/order/${order.id}/refund`, {
      items: [{ order_item_id: item, qty: 2 }],
    });
    expect(tooMany.json().message).toBe(
      `Creditmemo Document Validation Error(s):\nThe quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "${SKU}".`,
    );

    const one = await call(token, 'GET', `/V1/orders/${order.id}`);
    expect(one.json()).toMatchObject({ state: 'complete', total_invoiced: order.grand_total_cents / 100 });
    expect(one.json().status_histories.map((h: { entity_name: string }) => h.entity_name)).toContain(
      'shipment',
    );

    const comment = await call(token, 'POST', `/V1/orders/${order.id}/comments`, {
      statusHistory: { comment: 'NF-e 123 emitida', is_customer_notified: 0, is_visible_on_front: 1 },
    });
    expect(comment.json()).toBe(true);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type'])
      .where('actor_type', '=', 'staff')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['hold', 'unhold', 'create', 'comment']),
    );
    expect((await call(token, 'GET', '/V1/orders/999999')).statusCode).toBe(404);
  });

  it('answers false to a cancel Magento would not do, and refuses roles without the permission', async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const order = await paidPixOrder();
    await call(token, 'POST', `/V1/order/${order.id}/invoice`, {});
    const cancel = await call(token, 'POST', `/V1/orders/${order.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toBe(false);
    const support = await staffToken(t.database.db, 'atendimento');
    const refused = await call(support, 'POST', `/V1/order/${order.id}/ship`, {});
    expect(refused.statusCode).toBe(401);
    const bad = await call(token, 'POST', `/V1/order/${order.id}/ship`, { items: [{ order_item_id: 'x' }] });
    expect(bad.statusCode).toBe(400);
  });

  it('sums the sales since a date on the server: paid orders, cancelled and unpaid ones left out', async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const kept = await paidPixOrder();
    const cancelled = await paidPixOrder();
    expect((await call(token, 'POST', `/V1/orders/${cancelled.id}/cancel`)).json()).toBe(true);
    const from = kept.created_at.slice(0, 10);
    const expected = await t.database.db
      .selectFrom('sales_order')
      .select(['state', 'paid_at', 'grand_total_cents'])
      .where('created_at', '>=', from)
      .execute();
    const summary = await call(token, 'GET', `/V1/escritorio/sales/summary?from=${from}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      from,
      orders_count: expected.length,
      grand_total:
        expected
          .filter((o) => o.state !== 'canceled' && o.paid_at)
          .reduce((sum, o) => sum + o.grand_total_cents, 0) / 100,
    });
    expect(summary.json().grand_total).toBeGreaterThanOrEqual(kept.grand_total_cents / 100);
    expect((await call(token, 'GET', '/V1/escritorio/sales/summary?from=ontem')).statusCode).toBe(400);
    const catalogue = await staffToken(t.database.db, 'catalogo');
    expect((await call(catalogue, 'GET', `/V1/escritorio/sales/summary?from=${from}`)).statusCode).toBe(401);
  });
});
