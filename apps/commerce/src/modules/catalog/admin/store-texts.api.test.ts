import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../../test/test-app';
import { createCustomer, placeOrder, readyCart } from '../../cart/testing';
import { integrationToken, restClient } from '../../staff/testing';

const SKU = '100025';

/** Product texts per store view: Magento's store-scoped REST writes, seen by every GraphQL read. */
describe.each(TEST_DATABASES)('product texts per store view on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { CACHE_CHECK_MS: '0' });
  let token: string;
  beforeAll(async () => {
    token = await integrationToken(t.database.db, 'catalogo');
  });
  const call = restClient(
    () => t.app,
    () => token,
  );
  const attribute = (
    product: { custom_attributes: { attribute_code: string; value: unknown }[] },
    code: string,
  ) => product.custom_attributes.find((a) => a.attribute_code === code)?.value;
  const graphqlProduct = async (store: string | undefined, filter = `sku: { eq: "${SKU}" }`) => {
    const { data, errors } = await t.graphql(
      `{ products(filter: { ${filter} }) { items { sku name short_description { html } meta_title } } }`,
      {},
      store ? { Store: store } : {},
    );
    expect(errors).toBeUndefined();
    return data!.products.items[0];
  };

  it('a store view PUT writes that view only; GET answers its texts, the default ones elsewhere', async () => {
    const portuguese = (await call('GET', `/rest/V1/products/${SKU}`)).json();
    const put = await call('PUT', `/rest/en/V1/products/${SKU}`, {
      product: {
        name: 'Zyxquo Stapler Deluxe',
        custom_attributes: [
          { attribute_code: 'short_description', value: '<p>Staples twenty sheets.</p>' },
          { attribute_code: 'meta_title', value: 'Zyxquo stapler' },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().name).toBe('Zyxquo Stapler Deluxe');
    const english = (await call('GET', `/rest/en/V1/products/${SKU}`)).json();
    expect(english.name).toBe('Zyxquo Stapler Deluxe');
    expect(attribute(english, 'short_description')).toBe('<p>Staples twenty sheets.</p>');
    // Not overridden: the default's meta description shows through (the demo translates the
    // descriptions, not the meta texts).
    expect(attribute(portuguese, 'meta_description')).toBeTruthy();
    expect(attribute(english, 'meta_description')).toBe(attribute(portuguese, 'meta_description'));
    for (const url of [
      `/rest/V1/products/${SKU}`,
      `/rest/all/V1/products/${SKU}`,
      `/rest/default/V1/products/${SKU}`,
    ]) {
      expect((await call('GET', url)).json().name).toBe(portuguese.name);
    }
    const list = (
      await call(
        'GET',
        `/rest/en/V1/products?searchCriteria[filterGroups][0][filters][0][field]=sku&searchCriteria[filterGroups][0][filters][0][value]=${SKU}`,
      )
    ).json();
    expect(list.items[0].name).toBe('Zyxquo Stapler Deluxe');

    expect(await graphqlProduct('en')).toEqual({
      sku: SKU,
      name: 'Zyxquo Stapler Deluxe',
      short_description: { html: '<p>Staples twenty sheets.</p>' },
      meta_title: 'Zyxquo stapler',
    });
    expect((await graphqlProduct(undefined)).name).toBe(portuguese.name);
    // The demo's German name, untouched by the English write.
    expect((await graphqlProduct('german')).name).not.toBe('Zyxquo Stapler Deluxe');
  });

  it('an English shopper finds the product by its English name; the listing shows it', async () => {
    const { data } = await t.graphql(
      '{ products(search: "zyxquo") { items { sku name } } }',
      {},
      { Store: 'en' },
    );
    expect(data!.products.items).toEqual([{ sku: SKU, name: 'Zyxquo Stapler Deluxe' }]);
    const category = await t.graphql(
      `{ products(filter: { sku: { eq: "${SKU}" } }) { items { categories { uid } } } }`,
    );
    const uid = category.data!.products.items[0].categories[0].uid;
    const listing = await t.graphql(
      `{ categoryList(filters: { category_uid: { eq: "${uid}" } }) { products(pageSize: 100) { items { sku name } } } }`,
      {},
      { Store: 'en' },
    );
    const items = listing.data?.categoryList?.[0]?.products?.items ?? [];
    expect(items.find((i: { sku: string }) => i.sku === SKU)?.name).toBe('Zyxquo Stapler Deluxe');
  });

  it('the response cache keeps one answer per store view', async () => {
    const query = `{ products(filter: { sku: { eq: "${SKU}" } }) { items { name } } }`;
    const post = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query } });
      return { cache: response.headers['x-cache'], name: response.json().data.products.items[0].name };
    };
    await post({});
    const cached = await post({});
    expect(cached.cache).toBe('HIT');
    const english = await post({ Store: 'en' });
    expect(english).toEqual({ cache: 'MISS', name: 'Zyxquo Stapler Deluxe' });
    expect(cached.name).not.toBe(english.name);
  });

  it('cart items and orders carry the store view name; the order keeps it after a rename', async () => {
    const { headers } = await createCustomer(t);
    const english = { ...headers, Store: 'en' };
    const cartId = await readyCart(t, [{ sku: SKU, quantity: 3 }], { headers: english });
    const cart = await t.graphql(
      'query ($id: String!) { cart(cart_id: $id) { items { product { name } } } }',
      { id: cartId },
      english,
    );
    expect(cart.data!.cart.items[0].product.name).toBe('Zyxquo Stapler Deluxe');
    const placed = await placeOrder(t, cartId, english);
    expect(placed.data!.placeOrder.errors).toEqual([]);
    const number = placed.data!.placeOrder.orderV2.number;
    await call('PUT', `/rest/en/V1/products/${SKU}`, { product: { name: 'Zyxquo Stapler Renamed' } });
    const orders = await t.graphql(
      `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { items { product_name } } } } }`,
      { n: number },
      english,
    );
    expect(orders.data!.customer.orders.items[0].items[0].product_name).toBe('Zyxquo Stapler Deluxe');
  });

  it('an empty text (or the default one) inherits again; /rest/all/V1 writes the default', async () => {
    const portuguese = (await call('GET', `/rest/V1/products/${SKU}`)).json().name;
    await call('PUT', `/rest/en/V1/products/${SKU}`, { product: { name: '' } });
    expect((await graphqlProduct('en')).name).toBe(portuguese);
    expect((await graphqlProduct('en')).meta_title).toBe('Zyxquo stapler');
    await call('PUT', `/rest/en/V1/products/${SKU}`, {
      product: {
        custom_attributes: [
          { attribute_code: 'meta_title', value: null },
          { attribute_code: 'short_description', value: '' },
          { attribute_code: 'description', value: '' },
        ],
      },
    });
    const row = await t.database.db
      .selectFrom('product_store_text as t')
      .innerJoin('product as p', 'p.id', 't.product_id')
      .where('p.sku', '=', SKU)
      .where('t.store_code', '=', 'en')
      .selectAll('t')
      .executeTakeFirst();
    expect(row).toBeUndefined();
    const all = await call('PUT', `/rest/all/V1/products/${SKU}`, { product: { name: 'Grampeador Qwvorp' } });
    expect(all.json().name).toBe('Grampeador Qwvorp');
    expect((await graphqlProduct(undefined)).name).toBe('Grampeador Qwvorp');
    expect((await graphqlProduct('en')).name).toBe('Grampeador Qwvorp');
  });

  it("refuses an unknown store view and callers without the catalogue permission, Magento's way", async () => {
    const unknown = await call('PUT', `/rest/klingon/V1/products/${SKU}`, { product: { name: 'x' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Request does not match any route.' });
    const orders = await integrationToken(t.database.db, 'pedidos');
    const refused = await call('PUT', `/rest/en/V1/products/${SKU}`, { product: { name: 'x' } }, orders);
    expect(refused.statusCode).toBe(401);
    const tooLong = await call('PUT', `/rest/en/V1/products/${SKU}`, { product: { name: 'x'.repeat(256) } });
    expect(tooLong.statusCode).toBe(400);
  });
});
