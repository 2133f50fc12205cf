import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import {
  ADDRESS,
  add,
  createCustomer,
  guestCart,
  mutate,
  PLACE_ORDER,
  placeOrder,
  RIO_ADDRESS,
  readyCart,
  stockOf,
} from '../cart/testing';
import { sweepExpiredOrders } from './expiry';
import { markOrderPaid } from './order-status';
import { hashOrderToken } from './order-token';

describe.each(TEST_DATABASES)('placeOrder on %s', (database) => {
  const t = useTestApp(database);

  const orderRow = (number: string) =>
    t.database.db
      .selectFrom('sales_order')
      .selectAll()
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();

  it('places a guest Pix order: totals, items, stock, status and a deactivated cart', async () => {
    const before = await stockOf(t, '100025');
    const cartId = await readyCart(t, [{ sku: '100025', quantity: 3 }], { address: RIO_ADDRESS });
    const r = await placeOrder(t, cartId);
    expect(r.errors).toBeUndefined();
    const out = r.data!.placeOrder;
    expect(out.errors).toEqual([]);
    expect(out.order.order_number).toMatch(/^\d{9}$/);
    // 119.70 + 27.40 shipping = 147.10; Pix 3 % = 4.41
    expect(out.orderV2).toMatchObject({
      number: out.order.order_number,
      status: 'Aguardando pagamento',
      email: 'guest@example.com',
      total: {
        subtotal: { value: 119.7 },
        total_shipping: { value: 27.4 },
        grand_total: { value: 142.69 },
        discounts: [{ label: 'Desconto Pix (3%)', amount: { value: 4.41 } }],
      },
      items: [{ product_sku: '100025', quantity_ordered: 3 }],
    });
    expect((await stockOf(t, '100025')).stock_qty).toBe(before.stock_qty - 3);
    const order = await orderRow(out.order.order_number);
    expect(order).toMatchObject({
      state: 'pending_payment',
      status: 'pending_payment',
      grand_total_cents: 14269,
    });
    // Only the token's SHA-256 is stored; the clear token is in placeOrder's answer.
    expect(out.orderV2.token).toMatch(/^[0-9a-f]{32}$/);
    expect(order.access_token).toBe(hashOrderToken(out.orderV2.token));
    const expires = new Date(order.payment_expires_at!).getTime() - new Date(order.created_at).getTime();
    expect(expires).toBe(1800_000);
    const history = await t.database.db
      .selectFrom('sales_order_status_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(history.map((h) => h.status)).toEqual(['pending_payment']);
    const cart = await t.graphql('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId });
    expect(cart.errors![0]!.message).toBe('Current user does not have an active cart.');
  });

  it('answers a second submit of the same cart with the same order', async () => {
    const cartId = await readyCart(t, [{ sku: '100025', quantity: 3 }]);
    const [a, b] = await Promise.all([placeOrder(t, cartId), placeOrder(t, cartId)]);
    const c = await placeOrder(t, cartId);
    const numbers = [a, b, c].map((r) => r.data!.placeOrder.order.order_number);
    expect(new Set(numbers).size).toBe(1);
    const cart = (
      await t.database.db
        .selectFrom('cart')
        .select('id')
        .where('masked_id', '=', cartId)
        .executeTakeFirstOrThrow()
    ).id;
    const orders = await t.database.db
      .selectFrom('sales_order')
      .select('id')
      .where('cart_id', '=', cart)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('refuses incomplete carts with errors[] and codes, placing nothing', async () => {
    const missingCart = await placeOrder(t, 'q'.repeat(32));
    expect(missingCart.data!.placeOrder).toMatchObject({
      order: null,
      errors: [
        {
          code: 'CART_NOT_FOUND',
          message: `Não foi possível encontrar um carrinho com o ID "${'q'.repeat(32)}"`,
        },
      ],
    });
    const empty = await guestCart(t);
    expect((await placeOrder(t, empty)).data!.placeOrder.errors[0]).toEqual({
      code: 'UNABLE_TO_PLACE_ORDER',
      message: 'Não foi possível fazer o pedido: O carrinho não contém produtos.',
    });
    const noEmail = await guestCart(t);
    await add(t, noEmail, [{ sku: '100025', quantity: 3 }]);
    expect((await placeOrder(t, noEmail)).data!.placeOrder.errors[0]).toEqual({
      code: 'GUEST_EMAIL_MISSING',
      message: 'Falta o e-mail do visitante no carrinho.',
    });
    await mutate(t, 'setGuestEmailOnCart', { cart_id: noEmail, email: 'g@example.com' });
    expect((await placeOrder(t, noEmail)).data!.placeOrder.errors[0].message).toBe(
      'Não foi possível fazer o pedido: Falta o endereço de entrega. Informe o endereço e tente novamente.',
    );
    await mutate(t, 'setShippingAddressesOnCart', {
      cart_id: noEmail,
      shipping_addresses: [{ address: ADDRESS }],
    });
    expect((await placeOrder(t, noEmail)).data!.placeOrder.errors[0].message).toBe(
      'Não foi possível fazer o pedido: Falta o método de entrega. Escolha o método de entrega e tente novamente.',
    );
    await mutate(t, 'setShippingMethodsOnCart', {
      cart_id: noEmail,
      shipping_methods: [{ carrier_code: 'expresso', method_code: 'expresso' }],
    });
    expect((await placeOrder(t, noEmail)).data!.placeOrder.errors[0].message).toBe(
      'Não foi possível fazer o pedido: Falta o endereço de cobrança. Informe o endereço e tente novamente.',
    );
    await mutate(t, 'setBillingAddressOnCart', {
      cart_id: noEmail,
      billing_address: { same_as_shipping: true },
    });
    expect((await placeOrder(t, noEmail)).data!.placeOrder.errors[0].message).toBe(
      'Não foi possível fazer o pedido: Escolha uma forma de pagamento válida e tente novamente.',
    );
    const orders = await t.database.db
      .selectFrom('sales_order')
      .select('id')
      .where('email', '=', 'g@example.com')
      .execute();
    expect(orders).toEqual([]);
  });

  it('refuses an order below R$100 excluding delivery', async () => {
    // 2 × 39.90 = 79.80 (+ delivery, which does not count)
    const cartId = await readyCart(t, [{ sku: '100025', quantity: 2 }], {
      carrier: ['expresso', 'expresso'],
    });
    const r = await placeOrder(t, cartId);
    expect(r.data!.placeOrder).toMatchObject({
      order: null,
      errors: [
        {
          code: 'UNABLE_TO_PLACE_ORDER',
          message: 'Não foi possível fazer o pedido: O pedido mínimo é de R$ 100,00, sem contar o frete.',
        },
      ],
    });
    await add(t, cartId, [{ sku: '100022', quantity: 2 }]);
    expect((await placeOrder(t, cartId)).data!.placeOrder.errors).toEqual([]);
  });

  it('refuses the order when stock ran out after the item was added', async () => {
    const cartId = await readyCart(t, [
      { sku: '200011', quantity: 1 },
      { sku: '100025', quantity: 1 },
    ]);
    await t.database.db
      .updateTable('product')
      .set({ stock_qty: 0, is_in_stock: 0 })
      .where('sku', '=', '200011')
      .execute();
    const before = await stockOf(t, '100025');
    const r = await placeOrder(t, cartId);
    expect(r.data!.placeOrder.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'Não foi possível fazer o pedido: A quantidade solicitada não está disponível',
      },
    ]);
    expect(await stockOf(t, '100025')).toEqual(before);
    const cart = await t.graphql('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId });
    expect(cart.data!.cart.id).toBe(cartId);
  });

  it('lets ESP10 be used once, by a customer, on the first purchase only', async () => {
    const customer = await createCustomer(t);
    const first = await readyCart(t, [{ sku: '100025', quantity: 3 }], {
      headers: customer.headers,
      payment: 'jetboleto',
    });
    const applied = await mutate(
      t,
      'applyCouponToCart',
      { cart_id: first, coupon_code: 'ESP10' },
      customer.headers,
    );
    expect(applied.errors).toBeUndefined();
    // Meanwhile a second cart of the same customer also gets the coupon (first purchase not made yet).
    await t.database.db.updateTable('cart').set({ is_active: 0 }).where('masked_id', '=', first).execute();
    const second = await readyCart(t, [{ sku: '100025', quantity: 3 }], {
      headers: customer.headers,
      payment: 'jetboleto',
    });
    await mutate(t, 'applyCouponToCart', { cart_id: second, coupon_code: 'ESP10' }, customer.headers);
    await t.database.db.updateTable('cart').set({ is_active: 1 }).where('masked_id', '=', first).execute();

    const ordered = await placeOrder(t, first, customer.headers);
    const out = ordered.data!.placeOrder;
    expect(out.errors).toEqual([]);
    // 119.70 − 11.97 = 107.73 + delivery (SP, 4 kg: 27.40)
    expect(out.orderV2.total.discounts).toEqual([
      { label: 'Cupom ESP10 (10% na primeira compra)', amount: { value: 11.97 } },
    ]);
    expect(out.orderV2.total.grand_total.value).toBe(135.13);
    const order = await orderRow(out.order.order_number);
    expect(order).toMatchObject({ state: 'pending_payment', coupon_code: 'ESP10', customer_id: customer.id });
    expect(new Date(order.payment_expires_at!).getTime()).toBeGreaterThan(Date.now() + 36 * 3600_000);

    const again = await placeOrder(t, second, customer.headers);
    expect(again.data!.placeOrder.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'Não foi possível fazer o pedido: O cupom ESP10 é válido apenas na primeira compra.',
      },
    ]);
    const removed = await mutate(t, 'removeCouponFromCart', { cart_id: second }, customer.headers);
    expect(removed.errors).toBeUndefined();
    const reapply = await mutate(
      t,
      'applyCouponToCart',
      { cart_id: second, coupon_code: 'ESP10' },
      customer.headers,
    );
    expect(reapply.errors![0]!.message).toBe('The coupon ESP10 is valid only for the first purchase.');
    const usage = await t.database.db
      .selectFrom('coupon_usage')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .execute();
    expect(usage).toHaveLength(1);
  });

  it('places virtual orders without shipping and lists customer orders', async () => {
    const customer = await createCustomer(t);
    const cartId = await readyCart(t, [{ sku: '600021', quantity: 1 }], {
      headers: customer.headers,
      payment: 'jetcred',
    });
    const r = await placeOrder(t, cartId, customer.headers);
    expect(r.data!.placeOrder.orderV2).toMatchObject({
      status: 'Pendente',
      total: { total_shipping: { value: 0 }, grand_total: { value: 149.9 } },
    });
    const orders = await t.graphql(
      '{ customerOrders { total_count items { number status grand_total } } }',
      {},
      customer.headers,
    );
    expect(orders.data!.customerOrders).toEqual({
      total_count: 1,
      items: [{ number: r.data!.placeOrder.order.order_number, status: 'Pendente', grand_total: 149.9 }],
    });
    const guest = await t.graphql('{ customerOrders { total_count } }');
    expect(guest.errors![0]!.message).toBe("The current customer isn't authorized.");
    const byToken = await t.graphql(
      'query ($t: String!) { guestOrderByToken(input: { token: $t }) { number } }',
      {
        t: r.data!.placeOrder.orderV2.token,
      },
    );
    expect(byToken.data!.guestOrderByToken.number).toBe(r.data!.placeOrder.order.order_number);
  });

  it('refuses another customer placing the order of a cart', async () => {
    const owner = await createCustomer(t);
    const cartId = await readyCart(t, [{ sku: '100025', quantity: 3 }], { headers: owner.headers });
    const other = await createCustomer(t);
    const r = await t.graphql(PLACE_ORDER, { cartId }, other.headers);
    expect(r.errors![0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${cartId}"`,
      extensions: { category: 'graphql-authorization' },
    });
  });

  describe('status flow', () => {
    it('cancels an expired Pix order once and returns its stock; a paid order stays paid', async () => {
      const before = await stockOf(t, '100027');
      const cartId = await readyCart(t, [{ sku: '100027', quantity: 5 }]);
      const number = (await placeOrder(t, cartId)).data!.placeOrder.order.order_number as string;
      expect((await stockOf(t, '100027')).stock_qty).toBe(before.stock_qty - 5);
      const order = await orderRow(number);
      expect(await sweepExpiredOrders(t.database.db, new Date(Date.now() + 1000_000))).toBe(0);
      const later = new Date(new Date(order.payment_expires_at!).getTime() + 1000);
      expect(await sweepExpiredOrders(t.database.db, later)).toBeGreaterThanOrEqual(1);
      expect(await sweepExpiredOrders(t.database.db, later)).toBe(0);
      expect((await orderRow(number)).state).toBe('canceled');
      expect((await stockOf(t, '100027')).stock_qty).toBe(before.stock_qty);
      expect(await markOrderPaid(t.database.db, order.id, 'late Pix')).toBe(false);

      const paidCart = await readyCart(t, [{ sku: '100027', quantity: 5 }]);
      const paidNumber = (await placeOrder(t, paidCart)).data!.placeOrder.order.order_number as string;
      const paid = await orderRow(paidNumber);
      expect(await markOrderPaid(t.database.db, paid.id, 'Pix recebido')).toBe(true);
      expect((await orderRow(paidNumber)).state).toBe('processing');
      await sweepExpiredOrders(t.database.db, new Date(Date.now() + 7200_000));
      expect((await orderRow(paidNumber)).state).toBe('processing');
      expect((await stockOf(t, '100027')).stock_qty).toBe(before.stock_qty - 5);
    });
  });

  describe('concurrency', () => {
    it('sells the last 5 units to exactly 5 of 50 parallel buyers', async () => {
      await t.database.db
        .updateTable('product')
        .set({ stock_qty: 5, is_in_stock: 1 })
        .where('sku', '=', '100147')
        .execute();
      const carts = await Promise.all(
        Array.from({ length: 50 }, () =>
          readyCart(t, [{ sku: '100147', quantity: 1 }], { address: RIO_ADDRESS }),
        ),
      );
      const results = await Promise.all(carts.map((id) => placeOrder(t, id)));
      const placed = results.filter((r) => r.data?.placeOrder.errors.length === 0);
      const refused = results.filter((r) => r.data?.placeOrder.errors.length);
      expect(placed).toHaveLength(5);
      expect(refused).toHaveLength(45);
      for (const r of refused) {
        expect(r.data!.placeOrder.errors[0].message).toBe(
          'Não foi possível fazer o pedido: A quantidade solicitada não está disponível',
        );
      }
      expect(await stockOf(t, '100147')).toEqual({ stock_qty: 0, is_in_stock: 0 });
      const sold = await t.database.db
        .selectFrom('sales_order_stock as s')
        .innerJoin('product as p', 'p.id', 's.product_id')
        .select((eb) => eb.fn.sum<number>('s.quantity').as('n'))
        .where('p.sku', '=', '100147')
        .executeTakeFirstOrThrow();
      expect(Number(sold.n)).toBe(5);
    });
  });
});
