import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../../test/test-app';
import { integrationToken, restExpectations } from '../../staff/testing';
import { saveProduct } from './products';

/** Configurable, bundle and grouped products through Magento's admin routes, seen by the storefront. */
describe.each(TEST_DATABASES)('composite product REST API on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  beforeAll(async () => {
    token = await integrationToken(t.database.db, 'catalogo');
    const simple = (sku: string, price: number, color?: string) =>
      saveProduct(t.database, {
        sku,
        type_id: 'simple',
        name: `Item ${sku}`,
        price,
        qty: 5,
        visibility: 1,
        color,
      });
    await saveProduct(t.database, { sku: 'PT-CONF', type_id: 'configurable', name: 'Caneta Variada Ptx' });
    await simple('PT-CONF-AZ', 10, 'Azul Ptx');
    await simple('PT-CONF-VD', 12, 'Verde Ptx');
    await simple('PT-CONF-AZ2', 11, 'Azul Ptx');
    await simple('PT-NOCOLOR', 9);
    await simple('PT-A', 20);
    await simple('PT-B', 30);
    await saveProduct(t.database, { sku: 'PT-KIT', type_id: 'bundle', name: 'Kit Escolar Ptx' });
    await saveProduct(t.database, { sku: 'PT-GRP', type_id: 'grouped', name: 'Conjunto Ptx' });
  });
  const { call, ok, refused } = restExpectations(
    () => t.app,
    () => token,
  );
  const storefront = async (sku: string, fields: string) => {
    const { data, errors } = await t.graphql(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku
        price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }
        ${fields} } } }`,
      { sku },
    );
    expect(errors).toBeUndefined();
    return data?.products.items[0];
  };
  const colours = `... on ConfigurableProduct { configurable_options { values { label } } variants { product { sku } } }`;

  it('refuses callers without the catalogue permission', async () => {
    const orders = await integrationToken(t.database.db, 'pedidos');
    const response = await call(
      'POST',
      '/rest/V1/configurable-products/PT-CONF/child',
      { childSku: 'PT-A' },
      orders,
    );
    expect(response.statusCode).toBe(401);
    expect(
      (await call('GET', '/rest/V1/bundle-products/PT-KIT/options/all', undefined, orders)).statusCode,
    ).toBe(401);
  });

  it('adds and removes variants of a configurable; the storefront offers exactly them', async () => {
    const palette = await ok('GET', '/rest/V1/products/attributes/color/options');
    expect(palette).toEqual(
      expect.arrayContaining([{ label: 'Azul Ptx', value: expect.stringMatching(/^\d+$/) }]),
    );
    expect((await call('GET', '/rest/V1/products/attributes/peso/options')).statusCode).toBe(404);
    const [option] = await ok('GET', '/rest/V1/configurable-products/PT-CONF/options/all');
    expect(option).toMatchObject({ attribute_id: '93', label: 'Cor', values: [] });
    expect(await ok('POST', '/rest/V1/configurable-products/PT-CONF/child', { childSku: 'PT-CONF-AZ' })).toBe(
      true,
    );
    expect(await ok('POST', '/rest/V1/configurable-products/PT-CONF/child', { childSku: 'PT-CONF-VD' })).toBe(
      true,
    );
    const children = await ok('GET', '/rest/V1/configurable-products/PT-CONF/children');
    expect(children.map((c: { sku: string }) => c.sku)).toEqual(['PT-CONF-AZ', 'PT-CONF-VD']);
    const shown = await storefront('PT-CONF', colours);
    expect(shown.configurable_options[0].values.map((v: { label: string }) => v.label).sort()).toEqual([
      'Azul Ptx',
      'Verde Ptx',
    ]);
    expect(shown.price_range.minimum_price.final_price.value).toBe(10);
    expect(shown.price_range.maximum_price.final_price.value).toBe(12);
    expect((await ok('GET', '/rest/V1/configurable-products/PT-CONF/options/all'))[0].values).toHaveLength(2);

    // Magento's refusals: same colour twice, no colour, not simple, already attached, unknown.
    expect(
      await refused('POST', '/rest/V1/configurable-products/PT-CONF/child', { childSku: 'PT-CONF-AZ2' }),
    ).toBe('Products "%1" and "%2" have the same set of attribute values.');
    expect(
      await refused('POST', '/rest/V1/configurable-products/PT-CONF/child', { childSku: 'PT-NOCOLOR' }),
    ).toMatch(/doesn't have the "%1" attribute value/);
    expect(
      await refused('POST', '/rest/V1/configurable-products/PT-CONF/child', { childSku: 'PT-KIT' }),
    ).toMatch(/must be a simple or virtual product/);
    expect(
      await refused('POST', '/rest/V1/configurable-products/PT-CONF/child', { childSku: 'PT-CONF-AZ' }),
    ).toBe('The product is already attached.');
    await refused('POST', '/rest/V1/configurable-products/PT-CONF/child', { childSku: 'NOPE' }, 404);
    await refused('POST', '/rest/V1/configurable-products/NOPE/child', { childSku: 'PT-A' }, 404);
    await refused('POST', '/rest/V1/configurable-products/PT-KIT/child', { childSku: 'PT-A' });
    await refused('POST', '/rest/V1/configurable-products/PT-CONF/child', {});

    expect(await ok('DELETE', '/rest/V1/configurable-products/PT-CONF/children/PT-CONF-AZ')).toBe(true);
    await refused('DELETE', '/rest/V1/configurable-products/PT-CONF/children/PT-CONF-AZ', undefined, 404);
    const after = await storefront('PT-CONF', colours);
    expect(after.variants.map((v: { product: { sku: string } }) => v.product.sku)).toEqual(['PT-CONF-VD']);
    expect(after.price_range.minimum_price.final_price.value).toBe(12);
  });

  it('edits the options of a configurable: colour only, once; the last one unlinks the variants', async () => {
    await saveProduct(t.database, { sku: 'PT-CONF2', type_id: 'configurable', name: 'Pasta Variada Ptx' });
    const [first] = await ok('GET', '/rest/V1/configurable-products/PT-CONF2/options/all');
    expect(
      await refused('POST', '/rest/V1/configurable-products/PT-CONF2/options', {
        option: { attribute_id: '93' },
      }),
    ).toBe('Something went wrong while saving option.');
    await refused('POST', '/rest/V1/configurable-products/PT-CONF2/options', {
      option: { attribute_id: '83' },
    });
    expect(
      await ok('PUT', `/rest/V1/configurable-products/PT-CONF2/options/${first.id}`, {
        option: { label: 'Cor da capa' },
      }),
    ).toBe(first.id);
    expect(await ok('GET', `/rest/V1/configurable-products/PT-CONF2/options/${first.id}`)).toMatchObject({
      label: 'Cor da capa',
    });
    await ok('POST', '/rest/V1/configurable-products/PT-CONF2/child', { childSku: 'PT-CONF-AZ2' });
    expect(await ok('DELETE', `/rest/V1/configurable-products/PT-CONF2/options/${first.id}`)).toBe(true);
    expect(await ok('GET', '/rest/V1/configurable-products/PT-CONF2/children')).toEqual([]);
    expect(
      await refused('POST', '/rest/V1/configurable-products/PT-CONF2/child', { childSku: 'PT-CONF-AZ2' }),
    ).toBe("The parent product doesn't have configurable product options.");
    const id = await ok('POST', '/rest/V1/configurable-products/PT-CONF2/options', {
      option: { attribute_id: '93', label: 'Cor', position: 0, values: [] },
    });
    expect(typeof id).toBe('number');
    await refused('DELETE', '/rest/V1/configurable-products/PT-CONF2/options/999999', undefined, 404);
  });

  it('creates a new variant in one call: all or nothing, an existing sku refused', async () => {
    await saveProduct(t.database, {
      sku: 'PT-CONF3',
      type_id: 'configurable',
      name: 'Caderno Variado Ptx',
      weight: 0.4,
      manufacturer: 'Tilibra Ptx',
    });
    const url = '/rest/V1/escritorio/configurable-products/PT-CONF3/children';
    const orders = await integrationToken(t.database.db, 'pedidos');
    expect(
      (await call('POST', url, { child: { sku: 'PT-C3-X', color: 'Azul', price: 1 } }, orders)).statusCode,
    ).toBe(401);

    const made = await ok('POST', url, {
      child: { sku: 'PT-C3-RS', color: 'Rosa Ptx', price: 15.5, qty: 7 },
    });
    expect(made).toMatchObject({
      sku: 'PT-C3-RS',
      name: 'Caderno Variado Ptx Rosa Ptx',
      type_id: 'simple',
      price: 15.5,
      status: 1,
      visibility: 1,
      weight: 0.4,
      extension_attributes: { stock_item: { qty: 7, is_in_stock: true } },
    });
    const [parent] = (await ok('GET', '/rest/V1/products/PT-CONF3')).custom_attributes.filter(
      (a: { attribute_code: string }) => a.attribute_code === 'manufacturer',
    );
    expect(made.custom_attributes).toContainEqual(parent);
    const shown = await storefront('PT-CONF3', colours);
    expect(shown.variants.map((v: { product: { sku: string } }) => v.product.sku)).toEqual(['PT-C3-RS']);
    expect(shown.price_range.minimum_price.final_price.value).toBe(15.5);

    // An existing sku is refused, not overwritten (POST /V1/products would update it).
    expect(await refused('POST', url, { child: { sku: 'PT-A', color: 'Lilás Ptx', price: 99 } })).toBe(
      'The product with the "%1" SKU already exists.',
    );
    expect((await ok('GET', '/rest/V1/products/PT-A')).price).toBe(20);

    // A refused link leaves nothing behind: neither the product nor the new colour.
    expect(await refused('POST', url, { child: { sku: 'PT-C3-RS2', color: 'Rosa Ptx', price: 16 } })).toBe(
      'Products "%1" and "%2" have the same set of attribute values.',
    );
    expect((await call('GET', '/rest/V1/products/PT-C3-RS2')).statusCode).toBe(404);
    await saveProduct(t.database, { sku: 'PT-CONF4', type_id: 'configurable', name: 'Sem Opções Ptx' });
    const [only] = await ok('GET', '/rest/V1/configurable-products/PT-CONF4/options/all');
    await ok('DELETE', `/rest/V1/configurable-products/PT-CONF4/options/${only.id}`);
    expect(
      await refused('POST', '/rest/V1/escritorio/configurable-products/PT-CONF4/children', {
        child: { sku: 'PT-C4-NV', color: 'Cor Nova Ptx', price: 5 },
      }),
    ).toBe("The parent product doesn't have configurable product options.");
    expect((await call('GET', '/rest/V1/products/PT-C4-NV')).statusCode).toBe(404);
    const palette = await ok('GET', '/rest/V1/products/attributes/color/options');
    expect(palette.map((c: { label: string }) => c.label)).not.toContain('Cor Nova Ptx');

    // Bad input: a price missing or wrong, no colour, an unknown or non-configurable parent.
    expect(
      await refused('POST', url, { child: { sku: 'PT-C3-VM', color: 'Vermelho', price: 'abc' } }),
    ).toMatch(/^Invalid value of/);
    expect(await refused('POST', url, { child: { sku: 'PT-C3-VM', color: ' ', price: 3 } })).toBe(
      '"%fieldName" is required. Enter and try again.',
    );
    await refused(
      'POST',
      '/rest/V1/escritorio/configurable-products/NOPE/children',
      {
        child: { sku: 'PT-C3-VM', color: 'Vermelho', price: 3 },
      },
      404,
    );
    expect(
      await refused('POST', '/rest/V1/escritorio/configurable-products/PT-A/children', {
        child: { sku: 'PT-C3-VM', color: 'Vermelho', price: 3 },
      }),
    ).toBe('The product with the "%1" SKU isn\'t a configurable product.');
    expect((await call('GET', '/rest/V1/products/PT-C3-VM')).statusCode).toBe(404);
    expect(
      (await ok('GET', '/rest/V1/configurable-products/PT-CONF3/children')).map(
        (c: { sku: string }) => c.sku,
      ),
    ).toEqual(['PT-C3-RS']);
  });

  it('builds a kit: options with items and quantities; its price follows them', async () => {
    const optionId = await ok('POST', '/rest/V1/bundle-products/options/add', {
      option: {
        sku: 'PT-KIT',
        title: 'Caderno',
        type: 'radio',
        required: true,
        position: 1,
        product_links: [{ sku: 'PT-A', qty: 2, is_default: true, can_change_quantity: 1 }],
      },
    });
    expect(
      await ok('POST', `/rest/V1/bundle-products/PT-KIT/links/${optionId}`, {
        linkedProduct: { sku: 'PT-B', qty: 1 },
      }),
    ).toEqual(expect.any(Number));
    const extra = await ok('POST', '/rest/V1/bundle-products/options/add', {
      option: {
        sku: 'PT-KIT',
        title: 'Extras',
        type: 'checkbox',
        required: false,
        product_links: [{ sku: 'PT-B', qty: 1 }],
      },
    });
    const options = await ok('GET', '/rest/V1/bundle-products/PT-KIT/options/all');
    expect(options).toMatchObject([
      {
        option_id: optionId,
        title: 'Caderno',
        type: 'radio',
        required: true,
        product_links: [
          { sku: 'PT-A', qty: 2, is_default: true },
          { sku: 'PT-B', qty: 1, is_default: false },
        ],
      },
      { option_id: extra, title: 'Extras', required: false },
    ]);
    const kit = await storefront(
      'PT-KIT',
      '... on BundleProduct { items { title options { label quantity } } }',
    );
    expect(kit.items.map((i: { title: string }) => i.title)).toEqual(['Caderno', 'Extras']);
    // Lowest: the cheapest item of the required option (2 × 20 = 30 × 1); highest: 40 + 30.
    expect(kit.price_range.minimum_price.final_price.value).toBe(30);
    expect(kit.price_range.maximum_price.final_price.value).toBe(70);

    const bad = (option: object) =>
      refused('POST', '/rest/V1/bundle-products/options/add', {
        option: { sku: 'PT-KIT', title: 'X', ...option },
      });
    expect(await bad({ type: 'lista' })).toBe('Invalid value of "%value" provided for the %fieldName field.');
    expect(await bad({ title: ' ' })).toBe('"%fieldName" is required. Enter and try again.');
    await bad({ product_links: [{ sku: 'PT-A', qty: 0 }] });
    await bad({ product_links: [{ sku: 'PT-CONF' }] });
    await bad({ sku: 'PT-GRP' });
    await refused(
      'POST',
      '/rest/V1/bundle-products/options/add',
      { option: { sku: 'NOPE', title: 'X' } },
      404,
    );
    expect(
      await refused('POST', `/rest/V1/bundle-products/PT-KIT/links/${optionId}`, {
        linkedProduct: { sku: 'PT-A', qty: 1 },
      }),
    ).toBe('Child with specified sku: "%1" already assigned to product: "%2"');
    await refused(
      'POST',
      '/rest/V1/bundle-products/PT-KIT/links/999999',
      { linkedProduct: { sku: 'PT-A' } },
      404,
    );
    // A refused option wrote nothing.
    expect(await ok('GET', '/rest/V1/bundle-products/PT-KIT/options/all')).toHaveLength(2);

    expect(
      await ok('PUT', `/rest/V1/bundle-products/options/${optionId}`, {
        option: { sku: 'PT-KIT', title: 'Caderno escolar', required: false },
      }),
    ).toBe(optionId);
    expect(await ok('DELETE', `/rest/V1/bundle-products/PT-KIT/options/${optionId}/children/PT-A`)).toBe(
      true,
    );
    await refused(
      'DELETE',
      `/rest/V1/bundle-products/PT-KIT/options/${optionId}/children/PT-A`,
      undefined,
      404,
    );
    expect(await ok('DELETE', `/rest/V1/bundle-products/PT-KIT/options/${extra}`)).toBe(true);
    const left = await ok('GET', '/rest/V1/bundle-products/PT-KIT/options/all');
    expect(left).toMatchObject([
      { title: 'Caderno escolar', required: false, product_links: [{ sku: 'PT-B' }] },
    ]);
    const changed = await storefront('PT-KIT', '... on BundleProduct { items { title } }');
    expect(changed.items.map((i: { title: string }) => i.title)).toEqual(['Caderno escolar']);
    expect(changed.price_range.maximum_price.final_price.value).toBe(30);
  });

  it('sets the items of a grouped product with their default quantities', async () => {
    expect(
      await ok('POST', '/rest/V1/products/PT-GRP/links', {
        items: [
          {
            sku: 'PT-GRP',
            link_type: 'associated',
            linked_product_sku: 'PT-A',
            extension_attributes: { qty: 2 },
          },
          { sku: 'PT-GRP', link_type: 'associated', linked_product_sku: 'PT-B', position: 5 },
        ],
      }),
    ).toBe(true);
    expect(await ok('GET', '/rest/V1/products/PT-GRP/links/associated')).toMatchObject([
      {
        link_type: 'associated',
        linked_product_sku: 'PT-A',
        linked_product_type: 'simple',
        extension_attributes: { qty: 2 },
      },
      { linked_product_sku: 'PT-B', position: 5, extension_attributes: { qty: 1 } },
    ]);
    const shown = await storefront('PT-GRP', '... on GroupedProduct { items { qty product { sku } } }');
    expect(shown.items.map((i: { qty: number; product: { sku: string } }) => [i.product.sku, i.qty])).toEqual(
      [
        ['PT-A', 2],
        ['PT-B', 1],
      ],
    );
    expect(shown.price_range.minimum_price.final_price.value).toBe(20);

    const link = (item: object, sku = 'PT-GRP') =>
      refused('POST', `/rest/V1/products/${sku}/links`, {
        items: [{ link_type: 'associated', linked_product_sku: 'PT-A', ...item }],
      });
    await link({ extension_attributes: { qty: 0 } });
    await link({ linked_product_sku: 'PT-KIT' });
    await link({ link_type: 'bought' });
    await link({}, 'PT-A');
    await refused(
      'POST',
      '/rest/V1/products/PT-GRP/links',
      { items: [{ link_type: 'associated', linked_product_sku: 'NOPE' }] },
      404,
    );
    await refused('POST', '/rest/V1/products/PT-GRP/links', { items: [] });

    expect(await ok('DELETE', '/rest/V1/products/PT-GRP/links/associated/PT-A')).toBe(true);
    await refused('DELETE', '/rest/V1/products/PT-GRP/links/associated/PT-A', undefined, 404);
    const after = await storefront('PT-GRP', '... on GroupedProduct { items { product { sku } } }');
    expect(after.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['PT-B']);
    expect(after.price_range.minimum_price.final_price.value).toBe(30);
  });
});
