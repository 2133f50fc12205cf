// Orders through the store's API for the journeys: a product, a ready cart, and reading the
// order e-mails a journey's SMTP server receives.
import type { APIRequestContext } from '@playwright/test';
import { graphql } from './store';

/** The leaf parts of a MIME message (enough of RFC 2046 for nodemailer's output). */
export function mimeParts(raw: string): { headers: string; body: string }[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers.replace(/\r\n\s+/g, ' '))?.[1];
  if (!/content-type:\s*multipart\//i.test(headers) || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')));
}

export function decodePart(part: { headers: string; body: string }): Buffer {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(part.headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = part.body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(part.body, 'utf8');
}

/** A product in stock priced R$ 30–100, so that 2–4 units pass the R$ 100 minimum. */
export async function simpleProduct(request: APIRequestContext) {
  const data = await graphql<{
    products: {
      items: {
        __typename: string;
        sku: string;
        url_key: string;
        name: string;
        stock_status: string;
        only_x_left_in_stock: number | null;
        price_range: { minimum_price: { final_price: { value: number } } };
      }[];
    };
  }>(
    request,
    `{ products(search: "caderno", pageSize: 50) { items { __typename sku url_key name stock_status only_x_left_in_stock
       price_range { minimum_price { final_price { value } } } } } }`,
  );
  const found = data.products.items.find(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      item.only_x_left_in_stock === null &&
      item.price_range.minimum_price.final_price.value >= 30 &&
      item.price_range.minimum_price.final_price.value < 100,
  );
  if (!found) throw new Error('no simple product between R$ 30 and R$ 100 in the demo catalogue');
  return { ...found, price: found.price_range.minimum_price.final_price.value };
}

export const ADDRESS = {
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

/**
 * A cart ready to order through the store's API (as the checkout builds it): items, e-mail for a
 * guest, address, shipping, payment method. A customer's cart when a token is given.
 */
export async function readyCart(
  request: APIRequestContext,
  payment: string,
  who: { email?: string; token?: string },
) {
  const product = await simpleProduct(request);
  const cartId = who.token
    ? (await graphql<{ customerCart: { id: string } }>(request, '{ customerCart { id } }', {}, who.token))
        .customerCart.id
    : (await graphql<{ createEmptyCart: string }>(request, 'mutation { createEmptyCart }')).createEmptyCart;
  const run = (query: string, variables: object) => graphql(request, query, variables, who.token);
  await run(
    `mutation ($cartId: String!, $sku: String!, $quantity: Float!) {
       addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } }
     }`,
    { cartId, sku: product.sku, quantity: Math.ceil(110 / product.price) },
  );
  if (!who.token) {
    await run(
      'mutation ($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } } }',
      {
        id: cartId,
        email: who.email,
      },
    );
  }
  await run(
    'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { id: cartId, a: ADDRESS },
  );
  await run(
    'mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "transportadora", method_code: "economico" }] }) { cart { id } } }',
    { id: cartId },
  );
  await run(
    'mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
    { id: cartId },
  );
  await run(
    'mutation ($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { id } } }',
    { id: cartId, code: payment },
  );
  return cartId;
}
