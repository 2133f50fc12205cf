import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../../test/test-app';
import { integrationToken } from '../../staff/testing';

/** The catalogue part of the admin REST API: shapes, ACL, writes seen by GraphQL at once. */
describe.each(TEST_DATABASES)('catalogue REST API on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  beforeAll(async () => {
    token = await integrationToken(t.database.db, 'catalogo');
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, bearer = token) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${bearer}` } });
  const search = async (text: string) => {
    const { data } = await t.graphql(
      `query ($s: String) { products(search: $s) { items { sku stock_status price_range { minimum_price { final_price { value } } } } } }`,
      { s: text },
    );
    return data?.products.items as any[];
  };

  it('refuses callers without the catalogue permission (401, Magento shape)', async () => {
    const orders = await integrationToken(t.database.db, 'pedidos');
    const response = await call('POST', '/rest/V1/products', { product: { sku: 'X' } }, orders);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Catalog::products' },
    });
    expect((await call('GET', '/rest/V1/categories', undefined, 'nope')).statusCode).toBe(401);
  });

  it("bad bodies are 400 with Magento's message, and write nothing", async () => {
    const cases: [unknown, string][] = [
      [{}, '"%fieldName" is required. Enter and try again.'],
      [{ product: { name: 'Sem SKU' } }, '"%fieldName" is required. Enter and try again.'],
      [
        { product: { sku: 'BAD-1', name: 'X', price: 'caro' } },
        'Error occurred during "%fieldName" processing. The "%type" type was expected. Verify and try again.',
      ],
      [
        { product: { sku: 'BAD-1', name: 'X', price: -3 } },
        'Invalid value of "%value" provided for the %fieldName field.',
      ],
      [
        { product: { sku: 'BAD-1', name: 'X', price: 3, type_id: 'giftcard' } },
        'Invalid value of "%value" provided for the %fieldName field.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/rest/V1/products', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('GET', '/rest/V1/products/BAD-1')).statusCode).toBe(404);
    const stock = await call('POST', '/rest/V1/inventory/source-items', { sourceItems: [] });
    expect(stock.json()).toEqual({ message: 'Input data is empty' });
  });

  it("creates a product with stock and categories; GraphQL finds it, GET answers Magento's shape", async () => {
    const created = await call('POST', '/rest/all/V1/categories', {
      category: {
        parent_id: 2,
        name: 'Lousas Zimbrafix',
        is_active: true,
        custom_attributes: [{ attribute_code: 'url_key', value: 'lousas-zimbrafix' }],
      },
    });
    expect(created.statusCode).toBe(200);
    const category = created.json();
    expect(category).toMatchObject({
      parent_id: 2,
      name: 'Lousas Zimbrafix',
      level: 2,
      is_active: true,
      path: `1/2/${category.id}`,
    });
    const saved = await call('PUT', '/rest/all/V1/products/ZIM-1', {
      product: {
        sku: 'ZIM-1',
        name: 'Lousa branca Zimbrafix 60x40',
        price: 89.9,
        status: 1,
        visibility: 4,
        type_id: 'simple',
        weight: 1.2,
        extension_attributes: {
          category_links: [{ position: 0, category_id: String(category.id) }],
          stock_item: { qty: 12, is_in_stock: true },
        },
        custom_attributes: [
          { attribute_code: 'description', value: '<p>Moldura de alumínio</p>' },
          { attribute_code: 'url_key', value: 'lousa-zimbrafix-60x40' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      sku: 'ZIM-1',
      price: 89.9,
      type_id: 'simple',
      extension_attributes: {
        category_links: [{ category_id: String(category.id) }],
        stock_item: { qty: 12, is_in_stock: true, stock_id: 1 },
      },
      custom_attributes: expect.arrayContaining([
        { attribute_code: 'url_key', value: 'lousa-zimbrafix-60x40' },
      ]),
    });
    expect((await search('zimbrafix')).map((p) => p.sku)).toEqual(['ZIM-1']);
    const list = await call(
      'GET',
      '/rest/V1/products?searchCriteria[filterGroups][0][filters][0][field]=sku&searchCriteria[filterGroups][0][filters][0][value]=ZIM-%25&searchCriteria[filterGroups][0][filters][0][conditionType]=like',
    );
    expect(list.json()).toMatchObject({ total_count: 1, items: [{ sku: 'ZIM-1' }] });
    const tree = (await call('GET', '/rest/V1/categories')).json();
    expect(tree.children_data.find((c: any) => c.id === category.id)).toMatchObject({ product_count: 1 });
  });

  it('prices in bulk: partial success, the applied ones visible at once', async () => {
    const response = await call('POST', '/rest/V1/products/base-prices', {
      prices: [
        { sku: 'ZIM-1', price: 79.9, store_id: 0 },
        { sku: 'NOT-THERE', price: 1, store_id: 0 },
      ],
    });
    expect(response.json()).toEqual([
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', 'NOT-THERE'] },
    ]);
    expect((await search('zimbrafix'))[0].price_range.minimum_price.final_price.value).toBe(79.9);
    await call('POST', '/rest/V1/products/special-price', {
      prices: [
        {
          sku: 'ZIM-1',
          price: 59.9,
          store_id: 0,
          price_from: '2020-01-01 00:00:00',
          price_to: '2999-12-31 00:00:00',
        },
      ],
    });
    expect((await search('zimbrafix'))[0].price_range.minimum_price.final_price.value).toBe(59.9);
    const info = await call('POST', '/rest/V1/products/special-price-information', { skus: ['ZIM-1'] });
    expect(info.json()).toEqual([
      {
        sku: 'ZIM-1',
        price: 59.9,
        store_id: 0,
        price_from: '2020-01-01 00:00:00',
        price_to: '2999-12-31 23:59:59',
      },
    ]);
  });

  it('stock by stock item and by source items', async () => {
    const put = await call('PUT', '/rest/V1/products/ZIM-1/stockItems/1', {
      stockItem: { qty: 0, is_in_stock: false },
    });
    expect(put.statusCode).toBe(200);
    expect((await search('zimbrafix'))[0].stock_status).toBe('OUT_OF_STOCK');
    const source = await call('POST', '/rest/V1/inventory/source-items', {
      sourceItems: [{ sku: 'ZIM-1', source_code: 'default', quantity: 30, status: 1 }],
    });
    expect(source.json()).toEqual([]);
    expect((await call('GET', '/rest/V1/stockItems/ZIM-1')).json()).toMatchObject({
      qty: 30,
      is_in_stock: true,
    });
    expect((await call('GET', '/rest/V1/stockItems/NOPE')).json()).toEqual({
      message: 'The Product with the "%1" SKU doesn\'t exist.',
      parameters: ['NOPE'],
    });
  });

  it('uploads an image as base64; the storefront URL serves it', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const response = await call('POST', '/rest/V1/products/ZIM-1/media', {
      entry: {
        media_type: 'image',
        label: 'Frente',
        position: 1,
        disabled: false,
        types: ['image'],
        content: { base64_encoded_data: png.toString('base64'), type: 'image/png', name: 'lousa.png' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(Number(response.json())).toBeGreaterThan(0);
    const entries = (await call('GET', '/rest/V1/products/ZIM-1/media')).json();
    const image = await t.app.inject({
      method: 'GET',
      url: `/media/catalog/product/cache/216x268${entries[0].file}`,
    });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(216);
    const bad = await call('POST', '/rest/V1/products/ZIM-1/media', {
      entry: { content: { base64_encoded_data: '***', type: 'image/png', name: 'x.png' } },
    });
    expect(bad.json()).toEqual({ message: 'The image content must be valid base64 encoded data.' });
  });

  it('changes a gallery entry: label, position and disabled; unknown entries are 404', async () => {
    const image = async (color: string, name: string) =>
      (
        await call('POST', '/rest/V1/products/ZIM-1/media', {
          entry: {
            content: {
              base64_encoded_data: (
                await sharp({ create: { width: 20, height: 20, channels: 3, background: color } })
                  .png()
                  .toBuffer()
              ).toString('base64'),
              type: 'image/png',
              name,
            },
          },
        })
      ).json();
    const first = Number(await image('#112233', 'um.png'));
    const second = Number(await image('#445566', 'dois.png'));
    const put = (id: number, entry: unknown) => call('PUT', `/rest/V1/products/ZIM-1/media/${id}`, { entry });
    const positions = async () =>
      ((await call('GET', '/rest/V1/products/ZIM-1/media')).json() as any[]).map((e) => e.id);
    expect((await positions()).indexOf(first)).toBeLessThan((await positions()).indexOf(second));
    // Reordered: the second picture goes first, and gets a label.
    const moved = await put(second, { id: second, label: 'Verso', position: 0 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toBe(true);
    expect((await positions())[0]).toBe(second);
    expect((await call('GET', '/rest/V1/products/ZIM-1/media')).json()[0]).toMatchObject({
      id: second,
      label: 'Verso',
      position: 0,
      disabled: false,
      types: ['image', 'small_image', 'thumbnail'],
    });
    expect((await put(first, { disabled: true })).statusCode).toBe(200);
    const entries = (await call('GET', '/rest/V1/products/ZIM-1/media')).json() as any[];
    expect(entries.find((e) => e.id === first)).toMatchObject({ disabled: true });
    const missing = await put(999999, { label: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'No image with the provided ID was found. Verify the ID and try again.',
    });
    const bad = await put(first, { position: 'primeiro' });
    expect(bad.statusCode).toBe(400);
    const other = await call('PUT', `/rest/V1/products/100001/media/${first}`, { entry: { label: 'x' } });
    expect(other.statusCode).toBe(404);
    expect((await call('DELETE', `/rest/V1/products/ZIM-1/media/${first}`)).json()).toBe(true);
    expect(await positions()).not.toContain(first);
  });

  it('category move, product assignment and delete', async () => {
    const parent = (
      await call('POST', '/rest/V1/categories', { category: { parent_id: 2, name: 'Quadros Zimbrafix' } })
    ).json();
    const child = (
      await call(
        'GET',
        '/rest/V1/categories/list?searchCriteria[filterGroups][0][filters][0][field]=name&searchCriteria[filterGroups][0][filters][0][value]=Lousas Zimbrafix',
      )
    ).json().items[0];
    expect((await call('PUT', `/rest/V1/categories/${child.id}/move`, { parentId: parent.id })).json()).toBe(
      true,
    );
    expect((await call('GET', `/rest/V1/categories/${child.id}`)).json()).toMatchObject({
      parent_id: parent.id,
      level: 3,
    });
    const { data } = await t.graphql(
      `{ categories(filters: { ids: { eq: "${parent.id}" } }) { items { product_count } } }`,
    );
    expect(data?.categories.items[0].product_count).toBe(1);
    const into = await call('PUT', `/rest/V1/categories/${child.id}/move`, { parentId: child.id });
    expect(into.json()).toEqual({
      message: 'Operation do not allow to move a parent category to any of children category',
    });
    await call('POST', `/rest/V1/categories/${parent.id}/products`, {
      productLink: { sku: '100001', position: 3, category_id: String(parent.id) },
    });
    expect((await call('GET', `/rest/V1/categories/${parent.id}/products`)).json()).toEqual([
      { sku: '100001', position: 3, category_id: String(parent.id) },
    ]);
    expect((await call('DELETE', `/rest/V1/categories/${parent.id}`)).json()).toBe(true);
    expect((await call('GET', `/rest/V1/categories/${child.id}`)).json()).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'id', fieldValue: String(child.id) },
    });
    expect((await call('DELETE', '/rest/V1/products/ZIM-1')).json()).toBe(true);
    expect(await search('zimbrafix')).toEqual([]);
  });

  it('imports a CSV through the API: dry run first, then confirmed', async () => {
    const csv =
      'sku,product_type,name,price,qty\nAPI-CSV-1,simple,Apontador Zimbrafix,4.5,3\nAPI-CSV-2,simple,Sem preço,,1\n';
    const dry = await call('POST', '/rest/V1/catalog/import', { csv, dry_run: true });
    expect(dry.json()).toMatchObject({
      valid: 1,
      applied: false,
      errors: [{ row: 3, sku: 'API-CSV-2', column: 'price', message: 'Preencha "price".' }],
    });
    expect(await search('apontador zimbrafix')).toEqual([]);
    const done = await call('POST', '/rest/V1/catalog/import', { csv, dry_run: false });
    expect(done.json()).toMatchObject({ valid: 1, created: 1, applied: true });
    expect((await search('apontador zimbrafix')).map((p) => p.sku)).toEqual(['API-CSV-1']);
    // The export has it, in the columns the import reads.
    const exported = await call('GET', '/rest/V1/catalog/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.body.split('\n')[0]).toMatch(/^sku,/);
    expect(exported.body).toContain('API-CSV-1,');
    const orders = await integrationToken(t.database.db, 'pedidos');
    expect((await call('GET', '/rest/V1/catalog/export', undefined, orders)).statusCode).toBe(401);
  });
});
