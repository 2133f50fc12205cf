import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { insertTestOrder } from './testing/orders';

/**
 * The sandbox bank marks orders paid without any proof. It is off unless SANDBOX_BANK=true, and
 * then answers only direct connections from this machine (never through the storefront's proxy).
 */
describe.each(TEST_DATABASES)('sandbox bank endpoints on %s', (dialect) => {
  describe('without SANDBOX_BANK', () => {
    const t = useTestApp(dialect);

    it('has no pay endpoint: the boleto of an order number stays unpaid', async () => {
      const order = await insertTestOrder(t.database.db, { method: 'jetboleto' });
      const created = await t.app.inject({
        method: 'POST',
        url: `/payments/itau/boleto/transactions?orderId=${order.number}&token=${order.token}`,
        payload: {},
      });
      expect(created.statusCode).toBe(201);
      for (const url of [
        `/payments/sandbox/boleto/pay?orderId=${order.number}`,
        '/payments/sandbox/pix/pay?txid=x',
      ]) {
        expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(404);
      }
      const row = await t.database.db
        .selectFrom('sales_order')
        .select('state')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe('pending_payment');
    });
  });

  describe('with SANDBOX_BANK=true', () => {
    const t = useTestApp(dialect, undefined, { SANDBOX_BANK: 'true' });

    it('refuses forwarded and remote requests, and pays from this machine', async () => {
      const order = await insertTestOrder(t.database.db, { method: 'jetboleto' });
      const created = await t.app.inject({
        method: 'POST',
        url: `/payments/itau/boleto/transactions?orderId=${order.number}&token=${order.token}`,
        payload: {},
      });
      expect(created.statusCode).toBe(201);
      const url = `/payments/sandbox/boleto/pay?orderId=${order.number}`;
      for (const request of [
        { headers: { 'x-forwarded-for': '198.51.100.7' } },
        { headers: { forwarded: 'for=198.51.100.7' } },
        { headers: { 'x-real-ip': '198.51.100.7' } },
        { remoteAddress: '198.51.100.7' },
      ]) {
        const refused = await t.app.inject({ method: 'POST', url, ...request });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          message: 'O banco sandbox só atende pedidos feitos nesta máquina, sem proxy',
          code: 'SANDBOX_BANK_LOCAL_ONLY',
        });
      }
      const unpaid = await t.database.db
        .selectFrom('sales_order')
        .select('state')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(unpaid.state).toBe('pending_payment');

      const paid = await t.app.inject({ method: 'POST', url, remoteAddress: '127.0.0.1' });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ data: { status: 'PAGO' }, orderStatus: 'processing' });
      // The sandbox's answer carries no order token.
      expect(paid.body).not.toContain('token=');
    });
  });
});
