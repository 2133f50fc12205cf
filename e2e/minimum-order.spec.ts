// The minimum order (rules §9: R$100.00 excluding delivery) is decided by the server once: the cart
// page, the checkout page and placeOrder agree at the edges (R$ 99,99 / R$ 100,00 of goods), with
// Pix selected and with the ESP10 coupon of a logged-in first purchase.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { graphql, logInNewCustomer, withDatabase } from './store';

// The pages hydrate and ask the server for the cart: on a busy machine that takes more than the
// default 5 s of an assertion.
const ui = expect.configure({ timeout: 30_000 });

const ADDRESS = {
  firstname: 'Maria',
  lastname: 'Silva',
  street: ['Avenida Paulista', '1000', 'Bela Vista'],
  city: 'São Paulo',
  region: 'SP',
  postcode: '01310-100',
  country_code: 'BR',
  telephone: '11912345678',
  vat_id: '529.982.247-25',
};

/** A simple product in stock, visible, with plenty of units: its price is set per journey. */
function edgeProduct(): string {
  return withDatabase((db) => {
    const row = db
      .prepare(
        `SELECT sku FROM product WHERE type_id = 'simple' AND visibility = 4 AND status = 1
           AND is_in_stock = 1 AND stock_qty >= 100 ORDER BY id DESC LIMIT 1`,
      )
      .get() as { sku: string } | undefined;
    if (!row) throw new Error('no simple product with stock in the demo catalogue');
    return row.sku;
  });
}

/** One unit of `sku` costs exactly `cents` from now on (no special price). */
function priceAt(sku: string, cents: number) {
  withDatabase(
    (db) =>
      db
        .prepare('UPDATE product SET price_cents = ?, special_price_cents = NULL WHERE sku = ?')
        .run(cents, sku),
    false,
  );
}

const MUTATIONS = {
  email:
    'mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "edge@example.com" }) { cart { id } } }',
  address: `mutation ($id: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } } }`,
  shipping: `mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id,
    shipping_methods: [{ carrier_code: "transportadora", method_code: "economico" }] }) { cart { id } } }`,
  billing:
    'mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
  payment:
    'mutation ($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { id } } }',
  coupon:
    'mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "ESP10" }) { cart { id } } }',
};

interface Verdict {
  met: boolean;
  missing: number;
}

/**
 * A cart of one unit, ready to be ordered (e-mail, address, delivery, billing, payment method):
 * only the minimum order can stand in its way.
 */
async function readyCart(
  page: Page,
  request: APIRequestContext,
  { sku, payment, coupon, token }: { sku: string; payment: string; coupon: boolean; token?: string },
): Promise<{ cartId: string; verdict: Verdict }> {
  const cartId = token
    ? (await graphql<{ customerCart: { id: string } }>(request, '{ customerCart { id } }', {}, token))
        .customerCart.id
    : (await graphql<{ createEmptyCart: string }>(request, 'mutation { createEmptyCart }')).createEmptyCart;
  const added = await graphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    `mutation ($id: String!, $sku: String!) {
       addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`,
    { id: cartId, sku },
    token,
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  if (!token) await graphql(request, MUTATIONS.email, { id: cartId });
  await graphql(request, MUTATIONS.address, { id: cartId, address: ADDRESS }, token);
  await graphql(request, MUTATIONS.shipping, { id: cartId }, token);
  await graphql(request, MUTATIONS.billing, { id: cartId }, token);
  await graphql(request, MUTATIONS.payment, { id: cartId, code: payment }, token);
  if (coupon) await graphql(request, MUTATIONS.coupon, { id: cartId }, token);
  if (!token) {
    await page
      .context()
      .addCookies([{ name: 'vsf-cart', value: cartId, url: test.info().project.use.baseURL ?? '' }]);
  }
  const { cart } = await graphql<{
    cart: { minimum_order: { met: boolean; missing: { value: number } } };
  }>(
    request,
    'query ($id: String!) { cart(cart_id: $id) { minimum_order { met missing { value } } } }',
    { id: cartId },
    token,
  );
  return { cartId, verdict: { met: cart.minimum_order.met, missing: cart.minimum_order.missing.value } };
}

/** The cart page: 'Finalizar compra' is a link when the order may go on, else a disabled button and what is missing. */
async function expectCartPage(page: Page, verdict: Verdict) {
  await page.goto('/cart');
  const main = page.getByRole('main');
  await ui(main.getByTestId('cart-line')).toHaveCount(1);
  if (verdict.met) {
    await ui(main.getByRole('link', { name: 'Finalizar compra' })).toBeVisible();
    await ui(main.getByText(/Faltam .* para finalizar a compra/)).toHaveCount(0);
  } else {
    await ui(main.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
    const cents = verdict.missing.toFixed(2).replace('.', ',');
    await ui(main.getByText(new RegExp(`Faltam R\\$\\s${cents} para finalizar a compra`))).toBeVisible();
  }
}

/** The checkout page: 'Finalizar pedido' is enabled exactly when the server would place the order. */
async function expectCheckoutPage(page: Page, verdict: Verdict) {
  await page.goto('/checkout');
  await ui(page.getByRole('heading', { name: 'Detalhes de Pagamento' })).toBeVisible();
  const place = page.getByRole('button', { name: 'Finalizar pedido' });
  const warning = page.getByText(/O pedido mínimo é de R\$\s100,00, sem contar o frete/);
  if (verdict.met) {
    await ui(place).toBeEnabled();
    await ui(warning).toHaveCount(0);
  } else {
    await ui(warning).toBeVisible();
    await ui(place).toBeDisabled();
  }
}

/** What placeOrder answers for the cart: accepted (no errors) or the minimum-order refusal. */
async function placeOrderAccepts(
  request: APIRequestContext,
  cartId: string,
  token?: string,
): Promise<boolean> {
  const { placeOrder } = await graphql<{
    placeOrder: { errors: { message: string }[]; order: { order_number: string } | null };
  }>(
    request,
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } errors { message } } }',
    { id: cartId },
    token,
  );
  if (placeOrder.errors.length === 0) return true;
  expect(placeOrder.errors).toEqual([
    { message: 'Não foi possível fazer o pedido: O pedido mínimo é de R$ 100,00, sem contar o frete.' },
  ]);
  return false;
}

let sku: string;
let originalPrice: { price_cents: number; special_price_cents: number | null };

test.beforeEach(() => {
  test.setTimeout(180_000);
});

test.beforeAll(() => {
  sku = edgeProduct();
  originalPrice = withDatabase(
    (db) =>
      db
        .prepare('SELECT price_cents, special_price_cents FROM product WHERE sku = ?')
        .get(sku) as typeof originalPrice,
  );
});

// Other journeys of the same run find the product at its catalogue price again.
test.afterAll(() => {
  withDatabase(
    (db) =>
      db
        .prepare('UPDATE product SET price_cents = ?, special_price_cents = ? WHERE sku = ?')
        .run(originalPrice.price_cents, originalPrice.special_price_cents, sku),
    false,
  );
});

for (const { cents, payment, met } of [
  { cents: 9_999, payment: 'jetpix', met: false },
  { cents: 9_999, payment: 'jetboleto', met: false },
  // Pix takes 3 % off (R$ 97,00 before delivery) but the goods are R$ 100,00: the order stands.
  { cents: 10_000, payment: 'jetpix', met: true },
  { cents: 10_000, payment: 'jetboleto', met: true },
]) {
  test(`a guest cart of R$ ${(cents / 100).toFixed(2)} paid by ${payment}: cart page, checkout and server say ${met ? 'yes' : 'no'}`, async ({
    page,
    request,
  }) => {
    priceAt(sku, cents);
    const { cartId, verdict } = await readyCart(page, request, { sku, payment, coupon: false });
    expect(verdict.met).toBe(met);
    await expectCartPage(page, verdict);
    await expectCheckoutPage(page, verdict);
    expect(await placeOrderAccepts(request, cartId)).toBe(met);
  });
}

for (const { cents, payment, met } of [
  // ESP10 takes 10 %: R$ 111,10 → R$ 99,99 of goods; R$ 111,11 → R$ 100,00 (11,111 rounds to 11,11).
  { cents: 11_110, payment: 'jetpix', met: false },
  { cents: 11_111, payment: 'jetpix', met: true },
  { cents: 11_110, payment: 'jetboleto', met: false },
  { cents: 11_111, payment: 'jetboleto', met: true },
]) {
  test(`a first purchase of R$ ${(cents / 100).toFixed(2)} with ESP10 paid by ${payment}: cart page, checkout and server say ${met ? 'yes' : 'no'}`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    priceAt(sku, cents);
    const { token } = await logInNewCustomer(context, request, baseURL);
    const { cartId, verdict } = await readyCart(page, request, { sku, payment, coupon: true, token });
    expect(verdict.met).toBe(met);
    await expectCartPage(page, verdict);
    await expectCheckoutPage(page, verdict);
    expect(await placeOrderAccepts(request, cartId, token)).toBe(met);
  });
}
