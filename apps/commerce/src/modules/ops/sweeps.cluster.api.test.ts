import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../test/smtp';
import { useTestApp } from '../../../test/test-app';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { sweepAbandonedCarts } from '../acart/sweep';
import { placeOrder, readyCart, stockOf } from '../cart/testing';
import { createMailer } from '../mail/mailer';
import { insertTestCustomer } from '../payments/testing/orders';
import { EXPIRY_COMMENT, sweepExpiredOrders } from '../sales/expiry';

const log = pino({ level: 'silent' });
const STOREFRONT = 'https://loja.example.com';

/**
 * Every instance runs the background sweeps (server.ts). Two instances are two connection pools
 * on one PostgreSQL database here, sweeping at the same moment: each effect (an order cancelled
 * and restocked, a recovery e-mail, a delivered e-mail) must happen exactly once.
 */
describe('background sweeps on two instances at once (postgres)', () => {
  const t = useTestApp('postgres', undefined, { CEP_PROVIDERS: 'local', STOREFRONT_URL: STOREFRONT });
  let other: DatabaseHandle;
  const instances = () => [t.database.db, other.db] as const;

  beforeAll(async () => {
    const schema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.database.db))
      .rows[0]!.schema;
    other = openDatabase(t.databaseUrl, { schema });
  });
  afterAll(async () => {
    await other?.destroy();
  });

  it('cancels each expired Pix order once and gives its stock back once', async () => {
    const sku = '100027';
    const before = (await stockOf(t, sku)).stock_qty;
    const numbers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const cartId = await readyCart(t, [{ sku, quantity: 5 }]);
      const placed = await placeOrder(t, cartId);
      expect(placed.errors ?? placed.data!.placeOrder.errors).toEqual([]);
      numbers.push(placed.data!.placeOrder.order.order_number as string);
    }
    expect((await stockOf(t, sku)).stock_qty).toBe(before - 20);
    const later = new Date(Date.now() + 7200_000);

    const cancelled = await Promise.all(
      instances().flatMap((db) => [sweepExpiredOrders(db, later), sweepExpiredOrders(db, later)]),
    );

    expect(cancelled.reduce((sum, n) => sum + n, 0)).toBe(4);
    expect((await stockOf(t, sku)).stock_qty).toBe(before);
    const orders = await t.database.db
      .selectFrom('sales_order')
      .select(['id', 'state'])
      .where('increment_id', 'in', numbers)
      .execute();
    expect(orders.map((o) => o.state)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    const history = await t.database.db
      .selectFrom('sales_order_status_history')
      .select('order_id')
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .where('comment', '=', EXPIRY_COMMENT)
      .execute();
    expect(history).toHaveLength(4);
  });

  it('queues one recovery e-mail per abandoned cart', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { id, token } = await insertTestCustomer(t.database.db);
      const headers = { authorization: `Bearer ${token}` };
      const cartId = (await t.graphql('{ customerCart { id } }', {}, headers)).data!.customerCart
        .id as string;
      const added = await t.graphql(
        `mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "100025", quantity: 1 }]) { user_errors { message } } }`,
        { cartId },
        headers,
      );
      expect(added.data!.addProductsToCart.user_errors).toEqual([]);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/acart/save',
        headers,
        payload: { cartId, userName: 'Maria Silva', email: 'maria@example.com', cartData: { items: [] } },
      });
      expect(saved.statusCode).toBe(201);
      await t.database.db
        .updateTable('acart')
        .set({ saved_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
        .where('cart_id', '=', (eb) =>
          eb.selectFrom('cart').select('cart.id').where('cart.masked_id', '=', cartId),
        )
        .execute();
      const row = await t.database.db
        .selectFrom('customer')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      emails.push(row.email);
    }

    const sent = await Promise.all(
      instances().flatMap((db) => {
        const mailer = createMailer({ db, log, from: 'loja@example.com' });
        const options = { delayMinutes: 60, storefrontUrl: STOREFRONT };
        return [sweepAbandonedCarts(db, mailer, options), sweepAbandonedCarts(db, mailer, options)];
      }),
    );

    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(5);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', 'abandoned-cart')
      .where('to_address', 'in', emails)
      .execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual([...emails].sort());
  });

  it('delivers each queued e-mail once', async () => {
    const smtp = await startSmtp();
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    const [first, second] = instances().map((db) =>
      createMailer({ db, log, smtpUrl, from: 'loja@example.com', kick: 'when-told' }),
    );
    try {
      // Earlier suites' mail waits in the outbox too: only these addresses are counted.
      const addresses = Array.from({ length: 12 }, (_, i) => `outbox${i}-${Date.now()}@example.com`);
      for (const to of addresses) {
        await first!.send({ to, subject: 'Pedido recebido', text: 'Obrigado', kind: 'test' });
      }

      await Promise.all([
        first!.deliverPending(),
        second!.deliverPending(),
        first!.deliverPending(),
        second!.deliverPending(),
      ]);

      const received = smtp.messages.flatMap((m) => m.to).filter((to) => addresses.includes(to));
      expect(received.sort()).toEqual([...addresses].sort());
      const unsent = await t.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', 'in', addresses)
        .where('sent_at', 'is', null)
        .execute();
      expect(unsent).toEqual([]);
    } finally {
      await first!.close();
      await second!.close();
      await smtp.close();
    }
  });
});
