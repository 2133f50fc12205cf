import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../test/test-app';
import { add, createCustomer, guestCart, placeOrder, readyCart } from '../modules/cart/testing';
import { CPF, CREATE_V2, LOGIN, PASSWORD, uniqueEmail } from '../modules/customer/testing';

/**
 * The same refusal or label reaches each store view in its language (Store header), the English
 * text staying in extensions.message_en. Answers are read raw here: the suites' `t.graphql`
 * turns error messages back into English to assert Magento's texts.
 */

const STORES = ['default', 'en', 'german'] as const;

async function raw(
  t: TestApp,
  store: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', store, ...headers },
    payload: { query, variables },
  });
  return response.json() as {
    data: Record<string, any> | null;
    errors?: { message: string; extensions: { category: string; message_en?: string } }[];
  };
}

const APPLY_COUPON = `mutation ($cartId: String!) {
  applyCouponToCart(input: { cart_id: $cartId, coupon_code: "ESP10" }) { cart { id } }
}`;

describe.each(TEST_DATABASES)('server messages by store view on %s', (database) => {
  const t = useTestApp(database);

  it('asks a guest to log in for ESP10 in pt-BR, English and German', async () => {
    const answers = [];
    for (const store of STORES) {
      const cartId = await guestCart(t, { store });
      await add(t, cartId, [{ sku: '100025', quantity: 1 }], { store });
      answers.push((await raw(t, store, APPLY_COUPON, { cartId })).errors);
    }
    const english = 'Log in or register to use the coupon ESP10.';
    expect(answers).toEqual(
      [
        'Entre na sua conta ou cadastre-se para usar o cupom ESP10.',
        english,
        'Melden Sie sich an oder registrieren Sie sich, um den Gutschein ESP10 zu verwenden.',
      ].map((message) => [
        expect.objectContaining({ message, extensions: { category: 'graphql-input', message_en: english } }),
      ]),
    );
  });

  it('answers a failed sign-in and an unconfirmed account in the store view language', async () => {
    const failed = await Promise.all(
      STORES.map(
        async (store) =>
          (await raw(t, store, LOGIN, { email: uniqueEmail(), password: 'Errada#2026x' })).errors![0]!,
      ),
    );
    expect(failed.map((e) => e.message)).toEqual([
      'O login da conta está incorreto ou a sua conta está temporariamente desativada. Aguarde e tente novamente mais tarde.',
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend gesperrt. Bitte warten Sie und versuchen Sie es später erneut.',
    ]);
    expect(new Set(failed.map((e) => e.extensions.category))).toEqual(new Set(['graphql-authentication']));

    const email = uniqueEmail();
    const created = await t.graphql(CREATE_V2, {
      input: { firstname: 'Ana', lastname: 'Pereira', email, password: PASSWORD, taxvat: CPF },
    });
    expect(created.errors).toBeUndefined();
    const unconfirmed = await Promise.all(
      STORES.map(
        async (store) => (await raw(t, store, LOGIN, { email, password: PASSWORD })).errors![0]!.message,
      ),
    );
    expect(unconfirmed).toEqual([
      'Você precisa confirmar a sua conta. Veja no seu e-mail o link de confirmação.',
      'You must confirm your account. Please check your email for the confirmation link.',
      'Sie müssen Ihr Konto bestätigen. Den Bestätigungslink finden Sie in Ihrer E-Mail.',
    ]);
  });

  it('labels order statuses, payment methods and the Pix discount in customerOrders per store view', async () => {
    const customer = await createCustomer(t);
    const labels: Record<string, unknown> = {};
    for (const store of STORES) {
      const headers = { ...customer.headers, store };
      const cartId = await readyCart(t, [{ sku: '100025', quantity: 3 }], { headers });
      const placed = await placeOrder(t, cartId, headers);
      expect(placed.data!.placeOrder.errors).toEqual([]);
      const orders = await raw(
        t,
        store,
        `{ customerOrders { items { status shipping_method payment_methods { name type } total { discounts { label } } } } }`,
        {},
        customer.headers,
      );
      expect(orders.errors).toBeUndefined();
      labels[store] = orders.data!.customerOrders.items;
    }
    expect(labels).toEqual({
      default: [
        {
          status: 'Aguardando pagamento',
          shipping_method: 'Transportadora - Econômico',
          payment_methods: [{ name: 'Pix', type: 'jetpix' }],
          total: { discounts: [{ label: 'Desconto Pix (3%)' }] },
        },
      ],
      en: [
        {
          status: 'Pending Payment',
          shipping_method: 'Carrier - Economy',
          payment_methods: [{ name: 'Pix', type: 'jetpix' }],
          total: { discounts: [{ label: 'Pix discount (3%)' }] },
        },
      ],
      german: [
        {
          status: 'Zahlung ausstehend',
          shipping_method: 'Spedition - Economy',
          payment_methods: [{ name: 'Pix', type: 'jetpix' }],
          total: { discounts: [{ label: 'Pix-Rabatt (3 %)' }] },
        },
      ],
    });
  });

  it('translates user errors, placeOrder errors and payment method titles', async () => {
    const titles: string[][] = [];
    const userErrors: string[] = [];
    const placeErrors: string[] = [];
    for (const store of STORES) {
      const cartId = await guestCart(t, { store });
      const added = await raw(
        t,
        store,
        `mutation ($cartId: String!) {
          addProductsToCart(cartId: $cartId, cartItems: [{ sku: "nao-existe", quantity: 1 }, { sku: "100025", quantity: 1 }]) {
            cart { available_payment_methods { code title } } user_errors { code message }
          }
        }`,
        { cartId },
      );
      titles.push(
        added.data!.addProductsToCart.cart.available_payment_methods.map((m: { title: string }) => m.title),
      );
      userErrors.push(added.data!.addProductsToCart.user_errors[0].message);
      const placed = await raw(
        t,
        store,
        'mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { errors { code message } } }',
        { cartId },
      );
      placeErrors.push(placed.data!.placeOrder.errors[0].message);
    }
    expect(titles).toEqual([
      ['Pix', 'Boleto bancário', 'Cartão de crédito'],
      ['Pix', 'Bank slip (boleto)', 'Credit card'],
      ['Pix', 'Boleto (Zahlschein)', 'Kreditkarte'],
    ]);
    expect(userErrors).toEqual([
      'Não foi possível encontrar um produto com o SKU "nao-existe"',
      'Could not find a product with SKU "nao-existe"',
      'Es wurde kein Produkt mit der SKU "nao-existe" gefunden',
    ]);
    expect(placeErrors).toEqual([
      'Falta o e-mail do visitante no carrinho.',
      'Guest email for cart is missing.',
      'Die E-Mail-Adresse des Gastes fehlt im Warenkorb.',
    ]);
  });

  it("answers the REST routes' errors in the Store header's language", async () => {
    const bodies = [];
    for (const store of STORES) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/order/000999999?token=x',
        headers: { store },
      });
      expect(response.statusCode).toBe(404);
      bodies.push(response.json());
    }
    expect(bodies).toEqual([
      { message: 'Pedido não encontrado', code: 'ORDER_NOT_FOUND' },
      { message: 'Order not found', code: 'ORDER_NOT_FOUND' },
      { message: 'Bestellung nicht gefunden', code: 'ORDER_NOT_FOUND' },
    ]);
    const payment = await t.app.inject({
      method: 'GET',
      url: '/payments/itau/pix/transactions?orderId=000999999&token=x',
      headers: { store: 'german' },
    });
    expect(payment.json()).toMatchObject({ message: 'Bestellung nicht gefunden', code: 'ORDER_NOT_FOUND' });
  });
});
