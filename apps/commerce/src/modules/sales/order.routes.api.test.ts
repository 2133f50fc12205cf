import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { ADDRESS, add, createCustomer, guestCart, mutate } from '../cart/testing';
import { hashOrderToken } from './order-token';

describe.each(TEST_DATABASES)('/order endpoints on %s', (database) => {
  const t = useTestApp(database);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  /** A guest cart with items, e-mail and a shipping address (set during the shipping step). */
  async function shippingStepDone(items = [{ sku: '100025', quantity: 3 }]) {
    const cartId = await guestCart(t);
    await add(t, cartId, items);
    await mutate(t, 'setGuestEmailOnCart', { cart_id: cartId, email: 'rest@example.com' });
    const address = await post('/order/shipping-address', { cart_id: cartId, shipping_addresses: [ADDRESS] });
    expect(address.statusCode).toBe(200);
    return { cartId, methods: address.json().available_shipping_methods };
  }

  it('runs the rules §4 sequence and creates the order once', async () => {
    const { cartId, methods } = await shippingStepDone();
    expect(methods[0]).toMatchObject({
      carrier_code: 'transportadora',
      method_code: 'economico',
      amount: { value: 27.4, currency: 'BRL' },
    });
    const payment = await post('/order/payment-method', { cart_id: cartId, code: 'jetboleto' });
    expect(payment.json()).toEqual({ cart_id: cartId, code: 'jetboleto', title: 'Boleto bancário' });
    const shipping = await post('/order/shipping-method', {
      cart_id: cartId,
      carrier_code: 'expresso',
      method_code: 'expresso',
    });
    expect(shipping.json()).toEqual({
      cart_id: cartId,
      carrier_code: 'expresso',
      method_code: 'expresso',
      amount: { value: 48.4, currency: 'BRL' },
    });
    await mutate(t, 'setBillingAddressOnCart', {
      cart_id: cartId,
      billing_address: { same_as_shipping: true },
    });
    const again = await post('/order/shipping-address', { cart_id: cartId, shipping_addresses: [ADDRESS] });
    expect(again.statusCode).toBe(200);
    const created = await post('/order/create', { cart_id: cartId });
    expect(created.statusCode).toBe(201);
    const { order } = created.json();
    expect(order).toMatchObject({
      status: 'pending_payment',
      state: 'pending_payment',
      email: 'rest@example.com',
      firstname: 'Maria',
      lastname: 'Silva',
      taxvat: '52998224725',
      payment_method: { code: 'jetboleto', title: 'Boleto bancário' },
      grand_total: { value: 168.1, currency: 'BRL' },
      grand_total_cents: 16810,
    });
    expect(order.number).toMatch(/^\d{9}$/);
    expect(order.token).toMatch(/^[0-9a-f]{32}$/);
    // The database keeps the token's SHA-256 only; the clear token was in this answer alone.
    const stored = await t.database.db
      .selectFrom('sales_order')
      .select('access_token')
      .where('increment_id', '=', order.number)
      .executeTakeFirstOrThrow();
    expect(stored.access_token).toBe(hashOrderToken(order.token));
    expect(stored.access_token).not.toContain(order.token);
    const twice = await post('/order/create', { cart_id: cartId });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().order.number).toBe(order.number);
    // A second submit cannot read the token back: it is not stored.
    expect(twice.json().order.token).toBe('');

    const details = await t.app.inject({ method: 'GET', url: `/order/${order.number}?token=${order.token}` });
    expect(details.statusCode).toBe(200);
    expect(details.json().order).toMatchObject({
      number: order.number,
      token: order.token,
      items: [{ sku: '100025', quantity: 3, row_total: { value: 119.7 } }],
      shipping_address: { city: 'São Paulo', postcode: '01310-100' },
      shipping: { value: 48.4 },
    });
    const noToken = await t.app.inject({ method: 'GET', url: `/order/${order.number}` });
    expect(noToken.statusCode).toBe(404);
    expect(noToken.json()).toEqual({ message: 'Pedido não encontrado', code: 'ORDER_NOT_FOUND' });
    const wrongToken = await t.app.inject({
      method: 'GET',
      url: `/order/${order.number}?token=${'0'.repeat(32)}`,
    });
    expect(wrongToken.statusCode).toBe(404);
    // The stored hash is no key: presenting it opens nothing.
    const hashAsToken = await t.app.inject({
      method: 'GET',
      url: `/order/${order.number}?token=${stored.access_token}`,
    });
    expect(hashAsToken.statusCode).toBe(404);
    const byToken = await t.graphql(
      'query ($t: String!) { guestOrderByToken(input: { token: $t }) { number token } }',
      { t: order.token },
    );
    expect(byToken.data).toEqual({ guestOrderByToken: { number: order.number, token: order.token } });
  });

  it('lets the owner read a customer order with the bearer token', async () => {
    const customer = await createCustomer(t);
    const cartId = (await t.graphql('{ customerCart { id } }', {}, customer.headers)).data!.customerCart.id;
    await add(t, cartId, [{ sku: '600021', quantity: 1 }], customer.headers);
    await mutate(
      t,
      'setBillingAddressOnCart',
      { cart_id: cartId, billing_address: { address: ADDRESS } },
      customer.headers,
    );
    await post('/order/payment-method', { cart_id: cartId, code: 'jetpix' }, customer.headers);
    const created = await post('/order/create', { cart_id: cartId }, customer.headers);
    expect(created.statusCode).toBe(201);
    const { number } = created.json().order;
    const mine = await t.app.inject({ method: 'GET', url: `/order/${number}`, headers: customer.headers });
    expect(mine.json().order).toMatchObject({ number, grand_total: { value: 145.4 }, is_virtual: true });
    // The owner reads and pays with the bearer token; the order token is not read back from the database.
    expect(mine.json().order.token).toBe('');
    const pix = await post(`/payments/itau/pix/transactions?orderId=${number}&token=`, {}, customer.headers);
    // 200: the charge was created with the order (its confirmation e-mail carries it).
    expect(pix.statusCode).toBe(200);
    expect(pix.json().qrCodeUrl).not.toContain('token=');
    const other = await createCustomer(t);
    const theirs = await t.app.inject({ method: 'GET', url: `/order/${number}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers bad input with clear 4xx JSON errors', async () => {
    const noBody = await post('/order/payment-method', {});
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(noBody.json().message).toMatch(/cart_id/);
    const unknown = await post('/order/payment-method', { cart_id: 'x'.repeat(32), code: 'jetpix' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: `Não foi possível encontrar um carrinho com o ID "${'x'.repeat(32)}"`,
      code: 'CART_NOT_FOUND',
    });
    const { cartId } = await shippingStepDone([{ sku: '100025', quantity: 1 }]);
    const badMethod = await post('/order/payment-method', { cart_id: cartId, code: 'bitcoin' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json()).toEqual({
      message: 'A forma de pagamento solicitada não está disponível.',
      code: 'PAYMENT_METHOD_NOT_AVAILABLE',
    });
    const badCarrier = await post('/order/shipping-method', {
      cart_id: cartId,
      carrier_code: 'x',
      method_code: 'y',
    });
    expect(badCarrier.json()).toEqual({
      message: 'Transportadora com este método não encontrada: x, y',
      code: 'SHIPPING_METHOD_NOT_FOUND',
    });
    const badAddress = await post('/order/shipping-address', {
      cart_id: cartId,
      shipping_addresses: [{ ...ADDRESS, postcode: '1' }],
    });
    expect(badAddress.statusCode).toBe(400);
    const badStore = await post('/order/create', { cart_id: cartId }, { store: 'nowhere' });
    expect(badStore.json()).toEqual({
      message: 'A loja solicitada não foi encontrada',
      code: 'STORE_NOT_FOUND',
    });
    await post('/order/payment-method', { cart_id: cartId, code: 'jetpix' });
    await post('/order/shipping-method', {
      cart_id: cartId,
      carrier_code: 'transportadora',
      method_code: 'economico',
    });
    await mutate(t, 'setBillingAddressOnCart', {
      cart_id: cartId,
      billing_address: { same_as_shipping: true },
    });
    const belowMinimum = await post('/order/create', { cart_id: cartId });
    expect(belowMinimum.statusCode).toBe(422);
    expect(belowMinimum.json()).toEqual({
      message: 'Não foi possível fazer o pedido: O pedido mínimo é de R$ 100,00, sem contar o frete.',
      code: 'MINIMUM_ORDER',
    });
    const customer = await createCustomer(t);
    const foreign = await post('/order/create', { cart_id: cartId }, customer.headers);
    expect(foreign.statusCode).toBe(403);
  });
});
