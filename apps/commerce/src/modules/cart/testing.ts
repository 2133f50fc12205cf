import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/test-app';
import { hashToken } from '../customer/auth';

/** Helpers shared by the cart and sales API suites. */

export const CART_FIELDS = `
  id email is_virtual total_quantity
  items { uid quantity product { sku stock_status } prices { row_total { value } total_item_discount { value } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } }
    ... on BundleCartItem { bundle_options { label values { label quantity } } }
    ... on DownloadableCartItem { links { title } } }
  applied_coupons { code }
  shipping_addresses {
    firstname postcode region { code } country { code }
    available_shipping_methods { carrier_code method_code amount { value } available }
    selected_shipping_method { carrier_code method_code amount { value } }
  }
  billing_address { firstname city }
  available_payment_methods { code title }
  selected_payment_method { code title }
  prices {
    subtotal_including_tax { value currency }
    subtotal_with_discount_excluding_tax { value }
    grand_total { value currency }
    discounts { label amount { value } }
  }
`;

export const ADDRESS = {
  firstname: 'Maria',
  lastname: 'Silva',
  street: ['Avenida Paulista', '1000', 'Bela Vista'],
  city: 'São Paulo',
  region: 'SP',
  postcode: '01310-100',
  country_code: 'BR',
  telephone: '11999990000',
  vat_id: '529.982.247-25',
};

export const RIO_ADDRESS = {
  ...ADDRESS,
  street: ['Rua Primeiro de Março', '10', 'Centro'],
  city: 'Rio de Janeiro',
  region: 'RJ',
  postcode: '20010-000',
};

/** Inserts a customer and a valid bearer token; returns the Authorization headers. */
export async function createCustomer(t: TestApp, email = `c${randomBytes(4).toString('hex')}@example.com`) {
  const now = new Date().toISOString();
  const row = await t.database.db
    .insertInto('customer')
    .values({
      email,
      firstname: 'Carla',
      lastname: 'Souza',
      taxvat: '52998224725',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(16).toString('hex');
  await t.database.db
    .insertInto('customer_token')
    .values({
      token_hash: hashToken(token),
      customer_id: row.id,
      created_at: now,
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { id: row.id, email, headers: { authorization: `Bearer ${token}` } };
}

export async function guestCart(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const r = await t.graphql('mutation { createGuestCart { cart { id } } }', {}, headers);
  return r.data!.createGuestCart.cart.id;
}

export async function add(
  t: TestApp,
  cartId: string,
  cartItems: Record<string, unknown>[],
  headers: Record<string, string> = {},
) {
  return t.graphql(
    `mutation ($cartId: String!, $cartItems: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $cartItems) { cart { ${CART_FIELDS} } user_errors { code message } }
    }`,
    { cartId, cartItems },
    headers,
  );
}

export async function mutate(
  t: TestApp,
  name: string,
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const typeName = `${name[0]!.toUpperCase()}${name.slice(1)}Input`;
  return t.graphql(
    `mutation ($input: ${typeName}) { ${name}(input: $input) { cart { ${CART_FIELDS} } } }`,
    { input },
    headers,
  );
}

/** A cart ready to be ordered: items, e-mail (guests), address, shipping and payment method. */
export async function readyCart(
  t: TestApp,
  items: Record<string, unknown>[],
  options: {
    headers?: Record<string, string>;
    payment?: string;
    address?: typeof ADDRESS;
    carrier?: [string, string];
  } = {},
): Promise<string> {
  const headers = options.headers ?? {};
  const cartId = headers.authorization
    ? (await t.graphql('{ customerCart { id } }', {}, headers)).data!.customerCart.id
    : await guestCart(t);
  const added = await add(t, cartId, items, headers);
  if (added.data?.addProductsToCart.user_errors.length) {
    throw new Error(JSON.stringify(added.data.addProductsToCart.user_errors));
  }
  if (!headers.authorization)
    await mutate(t, 'setGuestEmailOnCart', { cart_id: cartId, email: 'guest@example.com' });
  const isVirtual = added.data!.addProductsToCart.cart.is_virtual;
  if (!isVirtual) {
    const r = await mutate(
      t,
      'setShippingAddressesOnCart',
      { cart_id: cartId, shipping_addresses: [{ address: options.address ?? ADDRESS }] },
      headers,
    );
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    const [carrier, method] = options.carrier ?? ['transportadora', 'economico'];
    const m = await mutate(
      t,
      'setShippingMethodsOnCart',
      { cart_id: cartId, shipping_methods: [{ carrier_code: carrier, method_code: method }] },
      headers,
    );
    if (m.errors) throw new Error(JSON.stringify(m.errors));
    await mutate(
      t,
      'setBillingAddressOnCart',
      { cart_id: cartId, billing_address: { same_as_shipping: true } },
      headers,
    );
  } else {
    await mutate(
      t,
      'setBillingAddressOnCart',
      { cart_id: cartId, billing_address: { address: options.address ?? ADDRESS } },
      headers,
    );
  }
  const p = await mutate(
    t,
    'setPaymentMethodOnCart',
    { cart_id: cartId, payment_method: { code: options.payment ?? 'jetpix' } },
    headers,
  );
  if (p.errors) throw new Error(JSON.stringify(p.errors));
  return cartId;
}

export const PLACE_ORDER = `mutation ($cartId: String!) {
  placeOrder(input: { cart_id: $cartId }) {
    order { order_number }
    orderV2 { number status token email total { grand_total { value } subtotal { value } total_shipping { value } discounts { label amount { value } } } items { product_sku quantity_ordered } }
    errors { code message }
  }
}`;

export async function placeOrder(t: TestApp, cartId: string, headers: Record<string, string> = {}) {
  return t.graphql(PLACE_ORDER, { cartId }, headers);
}

export async function stockOf(t: TestApp, sku: string): Promise<{ stock_qty: number; is_in_stock: number }> {
  return t.database.db
    .selectFrom('product')
    .select(['stock_qty', 'is_in_stock'])
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
}
