import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../../../test/test-app';
import { ADDRESS, add, createCustomer, guestCart, mutate, placeOrder, readyCart } from '../../cart/testing';
import { saveProduct } from '../../catalog/admin/products';
import { integrationToken, restExpectations } from '../../staff/testing';
import { PDF_BYTES } from '../../uploads/testing';
import { markOrderPaid } from '../order-status';

/** customerDownloadableProducts and GET /downloads/{hash}: the buyer's files after the purchase. */
describe.each(TEST_DATABASES)('purchased downloads on %s', (dialect) => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'purchased-downloads-'));
  const t = useTestApp(dialect, demoCatalogue, {
    UPLOADS_DIR: uploadsDir,
    OFFER_CHECKMO: 'true',
    STOREFRONT_URL: 'http://shop.test',
  });
  const staff = { kind: 'staff' as const, name: 'Ana (pedidos)' };
  const LIST = `{ customerDownloadableProducts { items {
    date download_url link_title order_increment_id remaining_downloads status } } }`;

  beforeAll(async () => {
    const token = await integrationToken(t.database.db, 'catalogo');
    const { ok } = restExpectations(
      () => t.app,
      () => token,
    );
    await saveProduct(t.database, {
      sku: 'DL-MANUAL',
      type_id: 'downloadable',
      name: 'Manual do Escritório Dlx',
      price: 120,
      qty: 100,
      is_in_stock: true,
    });
    const base = '/rest/V1/products/DL-MANUAL/downloadable-links';
    await ok('POST', base, {
      link: {
        title: 'Manual em PDF',
        price: 0,
        number_of_downloads: 2,
        link_type: 'file',
        link_file_content: { file_data: PDF_BYTES.toString('base64'), name: 'manual-do-escritório.pdf' },
      },
    });
    await ok('POST', base, {
      link: {
        title: 'Planilha online',
        price: 0,
        link_type: 'url',
        link_url: 'https://example.com/planilha',
      },
    });
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  /** A customer's order of the product (both links), placed with `payment`. */
  async function purchase(payment = 'checkmo') {
    const customer = await createCustomer(t);
    const cartId = await readyCart(t, [{ sku: 'DL-MANUAL', quantity: 1 }], {
      headers: customer.headers,
      payment,
    });
    const placed = await placeOrder(t, cartId, customer.headers);
    expect(placed.data?.placeOrder.errors, JSON.stringify(placed)).toEqual([]);
    const number = placed.data!.placeOrder.order.order_number as string;
    const order = await t.database.db
      .selectFrom('sales_order')
      .select(['id', 'created_at'])
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
    return { ...customer, number, orderId: order.id, createdAt: order.created_at };
  }
  const list = async (headers: Record<string, string>) => {
    const r = await t.graphql(LIST, {}, headers);
    expect(r.errors).toBeUndefined();
    return r.data!.customerDownloadableProducts.items as Record<string, string>[];
  };
  const byTitle = async (headers: Record<string, string>, title: string) =>
    (await list(headers)).find((item) => item.link_title === title)!;
  const download = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

  describe('guest checkout of a cart with a downloadable product', () => {
    const REFUSAL = 'Guest checkout is not allowed. Register a customer account or login with existing one.';
    const expectRefused = (r: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => {
      expect(r.errors?.[0]?.message, JSON.stringify(r)).toBe(REFUSAL);
      expect(r.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    };

    it('refuses every checkout step and placeOrder; a logged-in customer is unaffected', async () => {
      const cartId = await guestCart(t);
      await add(t, cartId, [
        { sku: '100025', quantity: 1 },
        { sku: 'DL-MANUAL', quantity: 1 },
      ]);
      const steps: [string, Record<string, unknown>][] = [
        ['setGuestEmailOnCart', { email: 'guest@example.com' }],
        ['setShippingAddressesOnCart', { shipping_addresses: [{ address: ADDRESS }] }],
        ['setBillingAddressOnCart', { billing_address: { address: ADDRESS } }],
        [
          'setShippingMethodsOnCart',
          { shipping_methods: [{ carrier_code: 'transportadora', method_code: 'economico' }] },
        ],
        ['setPaymentMethodOnCart', { payment_method: { code: 'checkmo' } }],
      ];
      for (const [name, input] of steps) expectRefused(await mutate(t, name, { cart_id: cartId, ...input }));
      expectRefused(await placeOrder(t, cartId));
      // The shopper's language, and the REST endpoints of the storefront's checkout.
      const pt = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', store: 'default' },
        payload: {
          query:
            'mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "a@example.com" }) { cart { id } } }',
          variables: { id: cartId },
        },
      });
      expect(pt.json().errors[0].message).toBe(
        'Para comprar arquivos para baixar, entre na sua conta ou cadastre-se.',
      );
      const rest = await t.app.inject({ method: 'POST', url: '/order/create', payload: { cart_id: cartId } });
      expect(rest.statusCode).toBe(403);
      expect(rest.json()).toMatchObject({ code: 'GUEST_CHECKOUT_NOT_ALLOWED' });

      // After logging in, the guest cart merged into the customer's checks out.
      const customer = await createCustomer(t);
      const mine = (await t.graphql('{ customerCart { id } }', {}, customer.headers)).data!.customerCart.id;
      const merged = await t.graphql(
        'mutation ($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id } }',
        { s: cartId, d: mine },
        customer.headers,
      );
      expect(merged.errors).toBeUndefined();
      expect(await readyCart(t, [], { headers: customer.headers, payment: 'checkmo' })).toBe(mine);
      const placed = await placeOrder(t, mine, customer.headers);
      expect(placed.data?.placeOrder.errors, JSON.stringify(placed)).toEqual([]);
    });

    it('refuses placeOrder when a file joined a guest cart that was ready, and keeps the cart', async () => {
      const cartId = await readyCart(t, [{ sku: '100025', quantity: 3 }], { payment: 'checkmo' });
      await add(t, cartId, [{ sku: 'DL-MANUAL', quantity: 1 }]);
      expectRefused(await placeOrder(t, cartId));
      const cart = await t.database.db
        .selectFrom('cart')
        .select('is_active')
        .where('masked_id', '=', cartId)
        .executeTakeFirstOrThrow();
      expect(cart.is_active).toBe(1);
      // Without the file, the same guest cart is ordered.
      const view = await t.graphql(`{ cart(cart_id: "${cartId}") { items { uid product { sku } } } }`);
      const file = view.data!.cart.items.find(
        (i: { product: { sku: string } }) => i.product.sku === 'DL-MANUAL',
      );
      const removed = await mutate(t, 'removeItemFromCart', { cart_id: cartId, cart_item_uid: file.uid });
      expect(removed.errors).toBeUndefined();
      const placed = await placeOrder(t, cartId);
      expect(placed.data?.placeOrder.errors, JSON.stringify(placed)).toEqual([]);
    });
  });

  it("refuses guests with Magento's authorization error", async () => {
    const r = await t.graphql(LIST);
    expect(r.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    expect(r.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('is pending until invoiced, then downloads the file to its limit; only for its buyer', async () => {
    const buyer = await purchase();
    const items = await list(buyer.headers);
    expect(items).toEqual([
      {
        date: buyer.createdAt.slice(0, 19).replace('T', ' '),
        download_url: expect.stringMatching(/^http:\/\/shop\.test\/downloads\/[0-9a-f]{48}$/),
        link_title: 'Manual em PDF',
        order_increment_id: buyer.number,
        remaining_downloads: '2',
        status: 'pending',
      },
      expect.objectContaining({
        link_title: 'Planilha online',
        remaining_downloads: 'Unlimited',
        status: 'pending',
      }),
    ]);
    const fileUrl = items[0]!.download_url!;
    const pending = await download(fileUrl, buyer.headers);
    expect(pending.statusCode).toBe(403);
    expect(pending.body).toBe('O download será liberado assim que o pagamento do pedido for confirmado.');

    // Another customer, a guest and a made-up address learn nothing.
    const other = await createCustomer(t);
    expect(await list(other.headers)).toEqual([]);
    const stranger = await download(fileUrl, { ...other.headers, accept: 'application/json' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Download não encontrado.', code: 'NOT_FOUND' });
    expect((await download(fileUrl)).statusCode).toBe(401);
    expect((await download(`http://shop.test/downloads/${'0'.repeat(48)}`, buyer.headers)).statusCode).toBe(
      404,
    );
    expect((await download('http://shop.test/downloads/..%2F..%2Fetc', buyer.headers)).statusCode).toBe(404);

    await t.app.orderLifecycle.invoice(buyer.orderId, { actor: staff });
    expect(await byTitle(buyer.headers, 'Manual em PDF')).toMatchObject({
      status: 'available',
      remaining_downloads: '2',
    });
    // Someone else's session still gets nothing, and nothing is counted for it.
    expect((await download(fileUrl, other.headers)).statusCode).toBe(404);

    // A HEAD request neither downloads nor counts.
    const head = await t.app.inject({
      method: 'HEAD',
      url: new URL(fileUrl).pathname,
      headers: buyer.headers,
    });
    expect(head.statusCode).toBe(404);
    const first = await download(fileUrl, buyer.headers);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload).toEqual(PDF_BYTES);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="manual-do-escritorio.pdf"; filename*=UTF-8''manual-do-escrit%C3%B3rio.pdf`,
    );
    const [stored] = readdirSync(uploadsDir);
    expect(JSON.stringify(first.headers)).not.toContain(stored!.slice(0, 32));
    expect(JSON.stringify(await list(buyer.headers))).not.toContain(stored!.slice(0, 32));
    expect(await byTitle(buyer.headers, 'Manual em PDF')).toMatchObject({ remaining_downloads: '1' });

    expect((await download(fileUrl, buyer.headers)).rawPayload).toEqual(PDF_BYTES);
    expect(await byTitle(buyer.headers, 'Manual em PDF')).toMatchObject({
      status: 'expired',
      remaining_downloads: '0',
    });
    const third = await download(fileUrl, buyer.headers);
    expect(third.statusCode).toBe(403);
    expect(third.body).toBe('Você já usou todos os downloads permitidos deste arquivo.');

    // An address link sends the browser there, as often as wanted.
    const url = (await byTitle(buyer.headers, 'Planilha online')).download_url!;
    for (let i = 0; i < 3; i++) {
      const sent = await download(url, buyer.headers);
      expect(sent.statusCode).toBe(302);
      expect(sent.headers.location).toBe('https://example.com/planilha');
    }
    expect(await byTitle(buyer.headers, 'Planilha online')).toMatchObject({
      status: 'available',
      remaining_downloads: 'Unlimited',
    });
  });

  it('is available once the payment is confirmed, before any invoice', async () => {
    const buyer = await purchase();
    expect(await markOrderPaid(t.database.db, buyer.orderId, 'test payment')).toBe(true);
    const item = await byTitle(buyer.headers, 'Manual em PDF');
    expect(item.status).toBe('available');
    expect((await download(item.download_url!, buyer.headers)).rawPayload).toEqual(PDF_BYTES);
  });

  it('stops a customer downloading without pause (60 in ten minutes)', async () => {
    const buyer = await purchase();
    expect(await markOrderPaid(t.database.db, buyer.orderId, 'test payment')).toBe(true);
    const url = (await byTitle(buyer.headers, 'Planilha online')).download_url!;
    for (let i = 0; i < 60; i++) expect((await download(url, buyer.headers)).statusCode).toBe(302);
    const stopped = await download(url, buyer.headers);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(stopped.body).toBe('Muitos downloads em pouco tempo. Tente novamente em alguns minutos.');
  });

  it('hides and refuses the downloads of a cancelled order and of a refunded one', async () => {
    const cancelled = await purchase();
    const [pending] = await list(cancelled.headers);
    expect(await t.app.orderLifecycle.cancel(cancelled.orderId, { actor: staff })).toBe(true);
    expect(await list(cancelled.headers)).toEqual([]);
    const refused = await download(pending!.download_url!, cancelled.headers);
    expect(refused.statusCode).toBe(410);
    expect(refused.body).toBe(
      'Este download não está mais disponível: o pedido foi cancelado ou reembolsado.',
    );

    const refunded = await purchase();
    await t.app.orderLifecycle.invoice(refunded.orderId, { actor: staff });
    const [available] = await list(refunded.headers);
    expect(available!.status).toBe('available');
    await t.app.orderLifecycle.refund(refunded.orderId, { actor: staff });
    expect(await list(refunded.headers)).toEqual([]);
    expect((await download(available!.download_url!, refunded.headers)).statusCode).toBe(410);
  });
});
