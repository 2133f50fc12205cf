import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { startSmtp } from '../../../../test/smtp';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../../test/test-app';
import { createCustomer, placeOrder, readyCart, stockOf } from '../../cart/testing';
import { LifecycleError } from './errors';
import type { Actor } from './types';

const STAFF: Actor = { kind: 'staff', id: 7, name: 'Ana (pedidos)' };
const SKU = '100025';

describe.each(TEST_DATABASES)('order lifecycle on %s', (dialect) => {
  const env: Record<string, string> = { STOREFRONT_URL: 'http://shop.test', SANDBOX_BANK: 'true' };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  });
  const t: TestApp = useTestApp(dialect, demoCatalogue, env);
  afterAll(async () => {
    await smtp.close();
  });

  const life = () => t.app.orderLifecycle;
  const db = () => t.database.db;
  const subjectsTo = async (to: string) => {
    await t.app.mailer.deliverPending();
    return smtp.messages
      .filter((m) => m.to.includes(to))
      .map((m) => /^subject:\s*(.*)$/im.exec(m.data)?.[1] ?? '');
  };
  const rawMailsTo = async (to: string) => {
    await t.app.mailer.deliverPending();
    return smtp.messages
      .filter((m) => m.to.includes(to))
      .map((m) => m.data.replace(/=\r\n/g, '').replace(/=3D/g, '='));
  };
  const orderOf = (number: string) =>
    db().selectFrom('sales_order').selectAll().where('increment_id', '=', number).executeTakeFirstOrThrow();
  const refused = async (promise: Promise<unknown>, message: string) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LifecycleError);
    expect((error as Error).message).toBe(message);
  };

  /** A customer's order of `qty` × SKU in a store view, placed (and its token). */
  async function order(payment: string, qty = 3, store = 'default') {
    const customer = await createCustomer(t);
    const headers = { ...customer.headers, store };
    const cartId = await readyCart(t, [{ sku: SKU, quantity: qty }], { headers, payment });
    const placed = await placeOrder(t, cartId, headers);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.errors).toEqual([]);
    const { number, token } = placed.data!.placeOrder.orderV2 as { number: string; token: string };
    return { number, token, headers, email: customer.email, row: await orderOf(number) };
  }

  /** Issues the order's Pix charge, as the payment page does. */
  const payPix = (number: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?orderId=${number}&token=${token}`,
      payload: {},
    });

  async function pixPaid(qty = 3, store = 'default') {
    const placed = await order('jetpix', qty, store);
    const created = await payPix(placed.number, placed.token);
    expect(created.statusCode).toBeLessThan(300);
    const txid = created.json().txid as string;
    const paid = await t.app.inject({ method: 'POST', url: `/payments/sandbox/pix/pay?txid=${txid}` });
    expect(paid.statusCode).toBe(200);
    return { ...placed, row: await orderOf(placed.number) };
  }

  it('holds, invoices, ships with tracks, delivers and refunds a Pix order; repeats change nothing', async () => {
    const placed = await pixPaid(3, 'en');
    const id = placed.row.id;
    expect(placed.row.state).toBe('processing');
    const stockAfterOrder = (await stockOf(t, SKU)).stock_qty;

    await life().hold(id, { actor: STAFF });
    expect((await orderOf(placed.number)).state).toBe('holded');
    await refused(life().hold(id, { actor: STAFF }), 'A hold action is not available.');
    await refused(
      life().ship(id, {
        actor: STAFF,
        tracks: [{ carrier_code: 'correios', track_number: 'AA123456785BR' }],
      }),
      'A shipment cannot be created when an order has a status of holded',
    );
    await refused(
      life().invoice(id, { actor: STAFF }),
      'An invoice cannot be created when an order has a status of holded',
    );
    await life().unhold(id, { actor: STAFF });
    expect((await orderOf(placed.number)).status).toBe('processing');
    await refused(life().unhold(id, { actor: STAFF }), 'You cannot remove the hold.');

    const invoiceId = await life().invoice(id, { actor: STAFF, notify: true, idempotencyKey: 'first' });
    expect(await life().invoice(id, { actor: STAFF, notify: true, idempotencyKey: 'first' })).toBe(invoiceId);
    // Without a key a second request is a new one, refused as Magento refuses it.
    await refused(life().invoice(id, { actor: STAFF }), 'The order does not allow an invoice to be created.');
    const invoices = await db().selectFrom('sales_invoice').selectAll().where('order_id', '=', id).execute();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.grand_total_cents).toBe(placed.row.grand_total_cents);
    await refused(
      life().invoice(id, { actor: STAFF, idempotencyKey: 'second' }),
      'The order does not allow an invoice to be created.',
    );

    await refused(
      life().ship(id, { actor: STAFF, tracks: [{ carrier_code: 'correios', track_number: ' ' }] }),
      'Please enter a tracking number.',
    );
    const request = {
      actor: STAFF,
      notify: true,
      idempotencyKey: 'ship-1',
      tracks: [
        { carrier_code: 'correios', title: 'Correios PAC', track_number: 'AA123456785BR' },
        {
          carrier_code: 'jadlog',
          track_number: '10082512345',
          extension_attributes: { format_override: true },
        },
      ],
    };
    const shipmentId = await life().ship(id, request);
    expect(await life().ship(id, request)).toBe(shipmentId);
    await refused(
      life().ship(id, { ...request, idempotencyKey: undefined }),
      'The order does not allow a shipment to be created.',
    );
    expect(
      await db().selectFrom('sales_shipment').select('id').where('order_id', '=', id).execute(),
    ).toHaveLength(1);
    expect(
      await db()
        .selectFrom('sales_shipment_track')
        .select(['title', 'track_number'])
        .where('shipment_id', '=', shipmentId)
        .execute(),
    ).toEqual([
      { title: 'Correios PAC', track_number: 'AA123456785BR' },
      { title: 'Jadlog', track_number: '10082512345' },
    ]);
    expect((await orderOf(placed.number)).state).toBe('complete');

    expect(
      await life().delivered(id, { actor: { kind: 'integration', name: 'Correios' }, notify: true }),
    ).toBe(true);
    expect(await life().delivered(id, { actor: STAFF })).toBe(false);
    expect((await orderOf(placed.number)).status).toBe('delivered');

    // One unit back, returned to stock, paid back by a Pix devolução; the same request again is the same memo.
    const item = await db()
      .selectFrom('sales_order_item')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    const partial = {
      actor: STAFF,
      notify: true,
      items: [{ order_item_id: item.id, qty: 1 }],
      returnToStockItems: [item.id],
    };
    const memoId = await life().refund(id, partial);
    expect(await life().refund(id, partial)).toBe(memoId);
    expect((await stockOf(t, SKU)).stock_qty).toBe(stockAfterOrder + 1);
    const memo = await db()
      .selectFrom('sales_creditmemo')
      .selectAll()
      .where('id', '=', memoId)
      .executeTakeFirstOrThrow();
    expect(memo.refund_method).toBe('pix_devolucao');
    expect(memo.shipping_cents).toBe(0);
    const devolucao = await db()
      .selectFrom('payment_refund')
      .selectAll()
      .where('order_id', '=', id)
      .execute();
    expect(devolucao).toHaveLength(1);
    expect(devolucao[0]).toMatchObject({
      kind: 'pix_devolucao',
      status: 'done',
      amount_cents: memo.grand_total_cents,
    });
    expect(devolucao[0]!.reference).toMatch(/^D60701190\d{12}[A-Za-z0-9]{11}$/);
    await refused(
      life().refund(id, { actor: STAFF, items: [{ order_item_id: item.id, qty: 3 }] }),
      `The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "${SKU}".`,
    );

    // The rest: the order is closed, everything paid came back, stock untouched (not returned).
    await life().refund(id, { actor: STAFF });
    const closed = await orderOf(placed.number);
    expect(closed.state).toBe('closed');
    const memos = await db()
      .selectFrom('sales_creditmemo')
      .select('grand_total_cents')
      .where('order_id', '=', id)
      .execute();
    expect(memos.reduce((a, m) => a + m.grand_total_cents, 0)).toBe(placed.row.grand_total_cents);
    expect((await stockOf(t, SKU)).stock_qty).toBe(stockAfterOrder + 1);
    await refused(
      life().refund(id, { actor: STAFF, idempotencyKey: 'x' }),
      'The order does not allow a creditmemo to be created.',
    );

    const history = await db()
      .selectFrom('sales_order_status_history')
      .select(['status', 'entity_name', 'actor_kind', 'actor_name', 'is_customer_notified'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => `${h.entity_name}:${h.status}`)).toEqual([
      'order:pending_payment',
      'order:processing',
      'order:holded',
      'order:processing',
      'invoice:processing',
      'shipment:complete',
      'order:delivered',
      'creditmemo:delivered',
      'creditmemo:closed',
    ]);
    expect(history[4]).toMatchObject({
      actor_kind: 'staff',
      actor_name: 'Ana (pedidos)',
      is_customer_notified: 1,
    });

    // In English (the order's store view), each once.
    const subjects = await subjectsTo(placed.email);
    expect(subjects.filter((s) => !/^We received|Payment.received/.test(s))).toEqual([
      `Order #${placed.number} invoiced`,
      `Your order #${placed.number} has shipped`,
      `Order #${placed.number} delivered`,
      `Refund for order #${placed.number}`,
    ]);
    const shipped = (await rawMailsTo(placed.email)).find((m) => m.includes('has shipped'))!;
    expect(shipped).toContain('https://rastreamento.correios.com.br/app/index.php?objetos=AA123456785BR');
    expect(shipped).toContain(`http://shop.test/en/customer/order-history/${placed.number}`);
  });

  it('cancels an unpaid Pix order once: charge removed, stock returned, e-mail in Portuguese', async () => {
    const before = (await stockOf(t, SKU)).stock_qty;
    const placed = await order('jetpix', 3);
    expect((await payPix(placed.number, placed.token)).statusCode).toBeLessThan(300);
    expect((await stockOf(t, SKU)).stock_qty).toBe(before - 3);
    expect(await life().cancel(placed.row.id, { actor: STAFF, notify: true })).toBe(true);
    expect(await life().cancel(placed.row.id, { actor: STAFF, notify: true })).toBe(false);
    expect((await stockOf(t, SKU)).stock_qty).toBe(before);
    const charge = await db()
      .selectFrom('payment_pix_charge')
      .select('status')
      .where('order_id', '=', placed.row.id)
      .executeTakeFirstOrThrow();
    expect(charge.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect((await orderOf(placed.number)).state).toBe('canceled');
    const subjects = await subjectsTo(placed.email);
    expect(subjects.filter((s) => s.includes('cancelado'))).toHaveLength(1);
    await refused(
      life().invoice(placed.row.id, { actor: STAFF }),
      'An invoice cannot be created when an order has a status of canceled',
    );
    await refused(life().hold(placed.row.id, { actor: STAFF }), 'A hold action is not available.');
  });

  it('voids a card payment on cancel, and refunds a card order through e.Rede', async () => {
    async function cardOrder() {
      const placed = await order('jetcred', 3, 'german');
      const pay = await t.app.inject({
        method: 'POST',
        url: `/payments/rede/transactions?orderId=${placed.number}&token=${placed.token}`,
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
            amount: placed.row.grand_total_cents,
          },
        },
      });
      expect(pay.statusCode).toBe(200);
      return placed;
    }
    const voided = await cardOrder();
    expect(await life().cancel(voided.row.id, { actor: STAFF })).toBe(true);
    const voids = await db()
      .selectFrom('payment_refund')
      .selectAll()
      .where('order_id', '=', voided.row.id)
      .execute();
    expect(voids).toMatchObject([
      {
        kind: 'card_void',
        status: 'done',
        provider_status: '359',
        amount_cents: voided.row.grand_total_cents,
      },
    ]);

    const refunded = await cardOrder();
    await life().invoice(refunded.row.id, { actor: STAFF });
    await life().ship(refunded.row.id, {
      actor: STAFF,
      tracks: [{ carrier_code: 'custom', track_number: 'QB473124829BR' }],
    });
    await refused(life().cancel(refunded.row.id, { actor: STAFF }), 'You cannot cancel this order.');
    const memoId = await life().refund(refunded.row.id, {
      actor: STAFF,
      notify: true,
      idempotencyKey: 'rma-1',
    });
    expect(
      await life().refund(refunded.row.id, { actor: STAFF, notify: true, idempotencyKey: 'rma-1' }),
    ).toBe(memoId);
    const cancellations = await db()
      .selectFrom('payment_refund')
      .selectAll()
      .where('order_id', '=', refunded.row.id)
      .execute();
    expect(cancellations).toMatchObject([
      { kind: 'card_cancellation', status: 'done', amount_cents: refunded.row.grand_total_cents },
    ]);
    expect((await orderOf(refunded.number)).state).toBe('closed');
    expect(await subjectsTo(refunded.email)).toContain(`Erstattung zu Bestellung Nr. ${refunded.number}`);
  });

  it('refunds a paid boleto by bank transfer to the account given, and refuses without one', async () => {
    const placed = await order('jetboleto', 3);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/boleto/transactions?orderId=${placed.number}&token=${placed.token}`,
      payload: {},
    });
    expect(issued.statusCode).toBe(200);
    await refused(
      life().refund(placed.row.id, { actor: STAFF }),
      'The order does not allow a creditmemo to be created.',
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: `/payments/sandbox/boleto/pay?orderId=${placed.number}`,
    });
    expect(paid.statusCode).toBe(200);
    await refused(
      life().cancel(placed.row.id, { actor: STAFF }),
      'This order was paid by boleto: invoice it and create a credit memo (refund by bank transfer) instead of canceling it.',
    );
    await life().invoice(placed.row.id, { actor: STAFF });
    await refused(
      life().refund(placed.row.id, { actor: STAFF }),
      "A boleto is refunded by bank transfer: send the payer's bank account (bank_code, agency, account, holder_name, holder_taxvat).",
    );
    const bankAccount = {
      bank_code: '341',
      agency: '1234',
      account: '56789-0',
      holder_name: 'Maria Silva',
      holder_taxvat: '52998224725',
    };
    const memoId = await life().refund(placed.row.id, { actor: STAFF, bankAccount });
    const memo = await db()
      .selectFrom('sales_creditmemo')
      .selectAll()
      .where('id', '=', memoId)
      .executeTakeFirstOrThrow();
    expect(memo).toMatchObject({
      refund_method: 'bank_transfer',
      state: 1,
      grand_total_cents: placed.row.grand_total_cents,
    });
    const transfer = await db()
      .selectFrom('payment_refund')
      .selectAll()
      .where('order_id', '=', placed.row.id)
      .executeTakeFirstOrThrow();
    expect(transfer.status).toBe('awaiting_transfer');
    expect(JSON.parse(transfer.bank_account!)).toEqual(bankAccount);
  });

  it('shows the customer the documents and the timeline with the tracking link (GraphQL)', async () => {
    const placed = await pixPaid();
    await life().invoice(placed.row.id, { actor: STAFF });
    await life().ship(placed.row.id, {
      actor: STAFF,
      tracks: [{ carrier_code: 'correios', title: 'Correios SEDEX', track_number: 'SS987654326BR' }],
    });
    await life().delivered(placed.row.id, { actor: STAFF });
    await life().comment(placed.row.id, {
      actor: STAFF,
      comment: 'Obrigado pela compra!',
      visibleOnFront: true,
    });
    await life().comment(placed.row.id, { actor: STAFF, comment: 'nota interna' });
    const answer = await t.graphql(
      `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
        status
        items { quantity_invoiced quantity_shipped status }
        invoices { number total { grand_total { value } } items { product_sku quantity_invoiced } }
        shipments { number tracking { carrier number title url } items { product_sku quantity_shipped } }
        credit_memos { number }
        comments { message timestamp }
        timeline { type number date amount { value } tracking { number url } }
      } } } }`,
      { n: placed.number },
      placed.headers,
    );
    expect(answer.errors).toBeUndefined();
    const order = answer.data!.customer.orders.items[0];
    expect(order.status).toBe('Entregue');
    expect(order.items[0]).toEqual({ quantity_invoiced: 3, quantity_shipped: 3, status: 'Enviado' });
    expect(order.invoices).toMatchObject([
      { total: { grand_total: { value: placed.row.grand_total_cents / 100 } } },
    ]);
    expect(order.shipments[0].tracking).toEqual([
      {
        carrier: 'correios',
        number: 'SS987654326BR',
        title: 'Correios SEDEX',
        url: 'https://rastreamento.correios.com.br/app/index.php?objetos=SS987654326BR',
      },
    ]);
    expect(order.credit_memos).toEqual([]);
    expect(order.comments.map((c: { message: string }) => c.message)).toEqual(['Obrigado pela compra!']);
    expect(order.timeline.map((e: { type: string }) => e.type)).toEqual([
      'PLACED',
      'PAID',
      'INVOICED',
      'SHIPPED',
      'DELIVERED',
    ]);
    expect(order.timeline[3].tracking[0].url).toContain('SS987654326BR');
  });
});
