import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../../test/test-app';
import { createCustomer, placeOrder, readyCart } from '../../cart/testing';
import { staffToken } from '../../staff/testing';
import { startOf } from '../../store/time-zone';

interface Figure {
  key: string;
  filters: { field: string; value: string; condition_type: string }[];
  orders_count: number;
  grand_total?: number;
}

describe.each(TEST_DATABASES)("the Painel's figures on %s", (dialect) => {
  const t: TestApp = useTestApp(dialect, demoCatalogue, { SANDBOX_BANK: 'true' });

  async function pixOrder(pay: boolean) {
    const customer = await createCustomer(t);
    const cartId = await readyCart(t, [{ sku: '100025', quantity: 3 }], {
      headers: customer.headers,
      payment: 'jetpix',
    });
    const placed = await placeOrder(t, cartId, customer.headers);
    const { number, token } = placed.data!.placeOrder.orderV2 as { number: string; token: string };
    if (pay) {
      const charge = await t.app.inject({
        method: 'POST',
        url: `/payments/itau/pix/transactions?orderId=${number}&token=${token}`,
        payload: {},
      });
      await t.app.inject({ method: 'POST', url: `/payments/sandbox/pix/pay?txid=${charge.json().txid}` });
    }
    return t.database.db
      .selectFrom('sales_order')
      .selectAll()
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
  }

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/rest${url}`, headers: { authorization: `Bearer ${token}` }, payload });

  const criteria = (filters: Figure['filters']) =>
    filters
      .flatMap((f, i) => [
        `searchCriteria[filter_groups][${i}][filters][0][field]=${f.field}`,
        `searchCriteria[filter_groups][${i}][filters][0][value]=${f.value}`,
        `searchCriteria[filter_groups][${i}][filters][0][condition_type]=${f.condition_type}`,
      ])
      .join('&');

  async function listed(token: string, filters: Figure['filters']) {
    const answer = await call(token, 'GET', `/V1/orders?${criteria(filters)}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { total_count: number; items: { increment_id: string; grand_total: number }[] };
  }

  it('counts what each label says, and each count is the total of the order list with its filter', async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const unpaid = await pixOrder(false);
    const paid = await pixOrder(true);
    const invoiced = await pixOrder(true);
    expect((await call(token, 'POST', `/V1/order/${invoiced.id}/invoice`, {})).statusCode).toBe(200);
    const shipped = await pixOrder(true);
    await call(token, 'POST', `/V1/order/${shipped.id}/invoice`, {});
    expect((await call(token, 'POST', `/V1/order/${shipped.id}/ship`, {})).statusCode).toBe(200);
    const cancelled = await pixOrder(true);
    expect((await call(token, 'POST', `/V1/orders/${cancelled.id}/cancel`)).json()).toBe(true);

    const answer = await call(token, 'GET', '/V1/escritorio/sales/dashboard');
    expect(answer.statusCode).toBe(200);
    const { figures, time_zone } = answer.json() as { figures: Figure[]; time_zone: string };
    expect(time_zone).toBe('America/Sao_Paulo');
    expect(figures.map((f) => f.key)).toEqual(['today', 'month', 'pending_payment', 'to_invoice', 'to_ship']);

    const numbers: Record<string, string[]> = {};
    for (const figure of figures) {
      const list = await listed(token, [...figure.filters]);
      expect(list.total_count, figure.key).toBe(figure.orders_count);
      if (figure.grand_total !== undefined) {
        const all = await call(
          token,
          'GET',
          `/V1/orders?${criteria(figure.filters)}&searchCriteria[pageSize]=1000`,
        );
        const sum = (all.json().items as { grand_total: number }[]).reduce(
          (s, o) => s + o.grand_total * 100,
          0,
        );
        expect(figure.grand_total, figure.key).toBeCloseTo(sum / 100, 2);
      }
      numbers[figure.key] = (
        await call(token, 'GET', `/V1/orders?${criteria(figure.filters)}&searchCriteria[pageSize]=1000`)
      )
        .json()
        .items.map((o: { increment_id: string }) => o.increment_id);
    }
    // Sales: paid orders only (the unpaid Pix and the cancelled one are not sales).
    for (const order of [paid, invoiced, shipped]) expect(numbers.today).toContain(order.increment_id);
    for (const order of [unpaid, cancelled]) expect(numbers.today).not.toContain(order.increment_id);
    expect(numbers.pending_payment).toContain(unpaid.increment_id);
    // To invoice: paid, nothing invoiced yet; to ship: invoiced, not shipped.
    expect(numbers.to_invoice).toContain(paid.increment_id);
    for (const order of [unpaid, invoiced, shipped, cancelled])
      expect(numbers.to_invoice).not.toContain(order.increment_id);
    expect(numbers.to_ship).toContain(invoiced.increment_id);
    for (const order of [unpaid, paid, shipped, cancelled])
      expect(numbers.to_ship).not.toContain(order.increment_id);
  });

  it('counts today from midnight in São Paulo, not in UTC, and refuses an unknown queue', async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const order = await pixOrder(true);
    const midnight = startOf('day', new Date());
    const before = new Date(midnight.getTime() - 60_000).toISOString();
    await t.database.db
      .updateTable('sales_order')
      .set({ created_at: before })
      .where('id', '=', order.id)
      .execute();
    const today = await listed(token, [
      { field: 'queue', value: 'paid', condition_type: 'eq' },
      { field: 'period', value: 'today', condition_type: 'eq' },
    ]);
    expect(today.items.map((o) => o.increment_id)).not.toContain(order.increment_id);
    const after = new Date(midnight.getTime() + 60_000).toISOString();
    await t.database.db
      .updateTable('sales_order')
      .set({ created_at: after })
      .where('id', '=', order.id)
      .execute();
    const again = await listed(token, [
      { field: 'queue', value: 'paid', condition_type: 'eq' },
      { field: 'period', value: 'today', condition_type: 'eq' },
    ]);
    expect(again.items.map((o) => o.increment_id)).toContain(order.increment_id);

    const unknown = await call(
      token,
      'GET',
      `/V1/orders?${criteria([{ field: 'queue', value: 'everything', condition_type: 'eq' }])}`,
    );
    expect(unknown.statusCode).toBe(400);
    const catalogue = await staffToken(t.database.db, 'catalogo');
    expect((await call(catalogue, 'GET', '/V1/escritorio/sales/dashboard')).statusCode).toBe(401);
  });
});
