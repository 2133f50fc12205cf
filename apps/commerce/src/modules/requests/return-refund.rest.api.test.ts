import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../test/test-app';
import { createCustomer, placeOrder, readyCart, stockOf } from '../cart/testing';
import { staffToken } from '../staff/testing';
import { nextProtocol } from './protocol';

const RETURNED = '100025';
const KEPT = '100022';

describe.each(TEST_DATABASES)('a return refunded through its credit memo on %s', (dialect) => {
  const t: TestApp = useTestApp(dialect, demoCatalogue, { SANDBOX_BANK: 'true' });

  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/rest${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  /** A paid and invoiced Pix order of two products, and a return of one of them. */
  async function invoicedOrderWithReturn() {
    const customer = await createCustomer(t);
    const cartId = await readyCart(
      t,
      [
        { sku: RETURNED, quantity: 4 },
        { sku: KEPT, quantity: 1 },
      ],
      { headers: customer.headers, payment: 'jetpix' },
    );
    const placed = await placeOrder(t, cartId, customer.headers);
    expect(placed.data?.placeOrder.orderV2, JSON.stringify(placed)).toBeTruthy();
    const { number, token } = placed.data!.placeOrder.orderV2 as { number: string; token: string };
    const charge = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?orderId=${number}&token=${token}`,
      payload: {},
    });
    await t.app.inject({ method: 'POST', url: `/payments/sandbox/pix/pay?txid=${charge.json().txid}` });
    const order = await t.database.db
      .selectFrom('sales_order')
      .selectAll()
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
    const admin = await staffToken(t.database.db, 'administrator');
    expect((await call(admin, 'POST', `/V1/order/${order.id}/invoice`, {})).statusCode).toBe(200);
    const now = new Date();
    const protocol = await nextProtocol(t.database.db, 'return', now);
    await t.database.db
      .insertInto('request_return')
      .values({
        protocol,
        customer_id: null,
        order_id: order.id,
        order_number: number,
        email: order.email,
        skus: JSON.stringify([RETURNED]),
        reason: 'Vieram duas canetas a mais do que pedimos.',
        files: '[]',
        created_at: now.toISOString(),
      })
      .execute();
    const items = await t.database.db
      .selectFrom('sales_order_item')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    return { order, protocol, returned: items.find((i) => i.sku === RETURNED)! };
  }

  it('refunds a received return for its items only, back to stock, and links the credit memo', async () => {
    const staff = await staffToken(t.database.db, 'administrator');
    const { order, protocol, returned } = await invoicedOrderWithReturn();

    const early = await call(staff, 'POST', `/V1/escritorio/requests/${protocol}/refund`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('The return %1 has not been received yet.');
    expect(early.json().parameters).toEqual([protocol]);

    expect((await call(staff, 'POST', `/V1/escritorio/requests/${protocol}/received`)).json()).toBe(true);
    const received = (await call(staff, 'GET', `/V1/escritorio/requests/${protocol}`)).json();
    expect(received.status).toBe('in_progress');
    expect(received.received_at).toBeTruthy();

    const preview = (await call(staff, 'GET', `/V1/escritorio/requests/${protocol}/refund`)).json();
    expect(preview).toMatchObject({
      order_id: order.id,
      items: [{ order_item_id: returned.id, sku: RETURNED, qty: 4 }],
      subtotal: returned.row_total_cents / 100,
    });
    // The order's Pix discount, prorated to the returned items, is not paid back.
    expect(preview.discount_amount).toBeGreaterThan(0);
    expect(preview.grand_total).toBeCloseTo(preview.subtotal - preview.discount_amount, 2);

    const stockBefore = (await stockOf(t, RETURNED)).stock_qty;
    const refund = await call(staff, 'POST', `/V1/escritorio/requests/${protocol}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    const creditmemoId = Number(refund.json());
    expect((await stockOf(t, RETURNED)).stock_qty).toBe(stockBefore + 4);

    const memo = (
      await call(
        staff,
        'GET',
        `/V1/creditmemos?searchCriteria[filter_groups][0][filters][0][field]=order_id&searchCriteria[filter_groups][0][filters][0][value]=${order.id}`,
      )
    ).json();
    expect(memo.total_count).toBe(1);
    expect(memo.items[0]).toMatchObject({ entity_id: creditmemoId, grand_total: preview.grand_total });
    expect(memo.items[0].items.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      [RETURNED, 4],
    ]);

    const done = (await call(staff, 'GET', `/V1/escritorio/requests/${protocol}`)).json();
    expect(done.status).toBe('resolved');
    expect(done.creditmemo).toMatchObject({
      entity_id: creditmemoId,
      increment_id: memo.items[0].increment_id,
      grand_total: preview.grand_total,
    });

    // The order's timeline names the return, and the shopper sees it.
    const history = (await call(staff, 'GET', `/V1/orders/${order.id}/comments`)).json();
    const line = history.items.find((h: { comment: string }) => h.comment.includes(protocol));
    expect(line.comment).toMatch(
      new RegExp(`^Reembolso nº ${memo.items[0].increment_id} \\(devolução ${protocol}\\): R\\$`),
    );
    expect(line.is_visible_on_front).toBe(1);

    // Again: the same credit memo, nothing refunded twice.
    expect(Number((await call(staff, 'POST', `/V1/escritorio/requests/${protocol}/refund`)).json())).toBe(
      creditmemoId,
    );
    const again = await call(staff, 'GET', `/V1/escritorio/requests/${protocol}/refund`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The return %1 has already been refunded.');
  });

  it('refuses a refund to staff without the credit memo permission, and a refused return', async () => {
    const { protocol } = await invoicedOrderWithReturn();
    const atendimento = await staffToken(t.database.db, 'atendimento');
    expect((await call(atendimento, 'POST', `/V1/escritorio/requests/${protocol}/received`)).statusCode).toBe(
      200,
    );
    const refused = await call(atendimento, 'POST', `/V1/escritorio/requests/${protocol}/refund`);
    expect(refused.statusCode).toBe(401);

    const admin = await staffToken(t.database.db, 'administrator');
    await call(admin, 'PUT' as 'POST', `/V1/escritorio/requests/${protocol}/status`, { status: 'refused' });
    const closed = await call(admin, 'POST', `/V1/escritorio/requests/${protocol}/refund`);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('The return %1 is %2 and cannot be refunded.');
  });

  it('says so when the returned items are no longer refundable on the order', async () => {
    const admin = await staffToken(t.database.db, 'administrator');
    const { order, protocol } = await invoicedOrderWithReturn();
    expect((await call(admin, 'POST', `/V1/order/${order.id}/refund`, {})).statusCode).toBe(200);
    await call(admin, 'POST', `/V1/escritorio/requests/${protocol}/received`);
    const refund = await call(admin, 'POST', `/V1/escritorio/requests/${protocol}/refund`);
    expect(refund.statusCode).toBe(400);
    expect(refund.json().message).toBe('Nothing of the return %1 is left to refund on its order.');
  });
});
