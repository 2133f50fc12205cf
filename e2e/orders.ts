// Orders through the store's API for the journeys: a product and a ready cart.
import type { APIRequestContext } from '@playwright/test';
import { graphql } from './store';

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
  // The same product as an earlier step: search answers may reorder while the catalogue reindexes.
  chosen?: Awaited<ReturnType<typeof simpleProduct>>,
) {
  const product = chosen ?? (await simpleProduct(request));
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
