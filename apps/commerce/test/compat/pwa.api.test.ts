import { describe, expect, it } from 'vitest';
import { ADDRESS, createCustomer, guestCart } from '../../src/modules/cart/testing';
import { TEST_DATABASES, useTestApp } from '../test-app';

/** What the fields added for PWA Studio's documents answer over the store's data. */

const KEY = 'c3'.repeat(32);
const YEAR = new Date().getUTCFullYear() + 2;

describe.each(TEST_DATABASES)('PWA Studio fields on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { CARD_VAULT_KEY: KEY });

  it('answers isEmailAvailable without telling which e-mails have accounts', async () => {
    const customer = await createCustomer(t);
    const query = 'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }';
    for (const email of [customer.email, 'nobody-here@example.com']) {
      const r = await t.graphql(query, { email });
      expect(r.data!.isEmailAvailable).toEqual({ is_email_available: true });
    }
    const bad = await t.graphql(query, { email: 'not-an-email' });
    expect(bad.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it("deletes a saved card by its public hash, only the caller's own", async () => {
    const customer = await createCustomer(t);
    for (const number of ['5448280000000007', '4235647728025682']) {
      const save = await t.app.inject({
        method: 'POST',
        url: '/payment-card',
        headers: customer.headers,
        payload: {
          cardholderName: 'MARIA SILVA',
          cardNumber: number,
          expirationMonth: '07',
          expirationYear: String(YEAR),
        },
      });
      expect(save.statusCode).toBeLessThan(300);
    }
    const list = await t.graphql(
      '{ customerPaymentTokens { items { public_hash details } } }',
      {},
      customer.headers,
    );
    const [first, second] = list.data!.customerPaymentTokens.items;
    const del = `mutation ($hash: String!) { deletePaymentToken(public_hash: $hash) {
      result customerPaymentTokens { items { public_hash } } } }`;
    const other = await createCustomer(t);
    const foreign = await t.graphql(del, { hash: first.public_hash }, other.headers);
    expect(foreign.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const guest = await t.graphql(del, { hash: first.public_hash });
    expect(guest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const r = await t.graphql(del, { hash: first.public_hash }, customer.headers);
    expect(r.errors).toBeUndefined();
    expect(r.data!.deletePaymentToken).toEqual({
      result: true,
      customerPaymentTokens: { items: [{ public_hash: second.public_hash }] },
    });
    const again = await t.graphql(del, { hash: first.public_hash }, customer.headers);
    expect(again.errors?.[0]?.message).toBe(`Could not find a token using public hash: ${first.public_hash}`);
  });

  it('takes a null street line as an absent one', async () => {
    const cartId = await guestCart(t);
    const r = await t.graphql(
      `mutation ($cartId: String!, $address: CartAddressInput!) {
        setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) {
          cart { billing_address { street } }
        }
      }`,
      { cartId, address: { ...ADDRESS, street: ['Avenida Paulista, 1000', null] } },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.setBillingAddressOnCart.cart.billing_address.street).toEqual(['Avenida Paulista, 1000']);
    const empty = await t.graphql(
      `mutation ($cartId: String!, $address: CartAddressInput!) {
        setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } }
      }`,
      { cartId, address: { ...ADDRESS, street: [null] } },
    );
    expect(empty.errors?.[0]?.message).toMatch(/street/);
  });

  it('adds a variant through addConfigurableProductsToCart', async () => {
    const cartId = await guestCart(t);
    const query = `mutation ($cartId: String!, $sku: String!, $parent: String!) {
      addConfigurableProductsToCart(input: { cart_id: $cartId,
        cart_items: [{ data: { sku: $sku, quantity: 2 }, parent_sku: $parent }] }) {
        cart { total_quantity items { quantity product { sku }
          ... on ConfigurableCartItem { configured_variant { sku } } } }
      }
    }`;
    const r = await t.graphql(query, { cartId, sku: '200101-AZ', parent: '200101' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.addConfigurableProductsToCart.cart).toEqual({
      total_quantity: 2,
      items: [{ quantity: 2, product: { sku: '200101' }, configured_variant: { sku: '200101-AZ' } }],
    });
    const missing = await t.graphql(query, { cartId, sku: 'NOPE-1', parent: '200101' });
    expect(missing.errors?.[0]?.message).toMatch(/NOPE-1/);
  });

  it('lists the gallery as media_gallery_entries with stored paths and the main image roles', async () => {
    const r = await t.graphql(`{
      products(filter: { sku: { eq: "100025" } }) { items {
        media_gallery { label position disabled }
        media_gallery_entries { uid media_type label position disabled types file }
      } }
    }`);
    expect(r.errors).toBeUndefined();
    const [product] = r.data!.products.items;
    const entries = product.media_gallery_entries;
    expect(entries.length).toBe(product.media_gallery.length);
    expect(entries.length).toBeGreaterThan(0);
    const stored = await t.database.db
      .selectFrom('product_media')
      .innerJoin('product', 'product.id', 'product_media.product_id')
      .select(['product_media.file', 'product_media.disabled'])
      .where('product.sku', '=', '100025')
      .orderBy('product_media.position')
      .execute();
    expect(entries.map((e: { file: string }) => e.file.replace(/^\//, ''))).toEqual(
      stored.map((m) => m.file.replace(/^\//, '')),
    );
    const main = entries.find((e: { disabled: boolean }) => !e.disabled);
    expect(main).toMatchObject({ media_type: 'image', types: ['image', 'small_image', 'thumbnail'] });
    expect(new Set(entries.map((e: { uid: string }) => e.uid)).size).toBe(entries.length);
    entries.forEach((e: { label: string }, i: number) => {
      expect(e.label).toBe(product.media_gallery[i].label);
    });
  });
});

describe.each(TEST_DATABASES)('product attribute metadata on %s', (dialect) => {
  const t = useTestApp(dialect);

  it("lists the product's brand and colour as custom attributes with their metadata", async () => {
    const product = await t.database.db
      .selectFrom('product')
      .innerJoin('attribute_option as brand', 'brand.id', 'product.manufacturer_id')
      .innerJoin('attribute_option as colour', 'colour.id', 'product.color_id')
      .select(['product.sku', 'brand.id as brandId', 'brand.label as brand', 'colour.label as colour'])
      .where('product.visibility', '=', 4)
      .orderBy('product.id')
      .executeTakeFirstOrThrow();
    const query = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
      custom_attributes {
        selected_attribute_options { attribute_option { uid label is_default } }
        entered_attribute_value { value }
        attribute_metadata { code label data_type is_system entity_type sort_order
          attribute_labels { store_code label } ui_input { ui_input_type is_html_allowed }
          ... on ProductAttributeMetadata { used_in_components } }
      } } } }`;
    const r = await t.graphql(query, { sku: product.sku });
    expect(r.errors).toBeUndefined();
    const attributes = r.data!.products.items[0].custom_attributes;
    expect(
      attributes.map((a: { attribute_metadata: { code: string } }) => a.attribute_metadata.code),
    ).toEqual(['manufacturer', 'color']);
    const [brand, colour] = attributes;
    expect(brand.selected_attribute_options.attribute_option).toEqual([
      {
        uid: Buffer.from(String(product.brandId)).toString('base64'),
        label: product.brand,
        is_default: false,
      },
    ]);
    expect(colour.selected_attribute_options.attribute_option[0].label).toBe(product.colour);
    expect(brand.entered_attribute_value).toBeNull();
    expect(brand.attribute_metadata).toMatchObject({
      label: 'Marca',
      data_type: 'INT',
      is_system: false,
      entity_type: 'CATALOG_PRODUCT',
      ui_input: { ui_input_type: 'SELECT', is_html_allowed: false },
      used_in_components: expect.arrayContaining(['PRODUCT_DETAILS_PAGE', 'LAYERED_NAVIGATION']),
    });
    expect(brand.attribute_metadata.attribute_labels).toContainEqual({ store_code: 'en', label: 'Brand' });
    const english = await t.graphql(query, { sku: product.sku }, { store: 'en' });
    expect(english.data!.products.items[0].custom_attributes[1].attribute_metadata.label).toBe('Color');
  });

  it('lists only the attributes a product has a value for', async () => {
    const brandOnly = await t.database.db
      .selectFrom('product')
      .select('sku')
      .where('manufacturer_id', 'is not', null)
      .where('color_id', 'is', null)
      .executeTakeFirstOrThrow();
    const r = await t.graphql(
      'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { custom_attributes { attribute_metadata { code } } } } }',
      { sku: brandOnly.sku },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.products.items[0].custom_attributes).toEqual([
      { attribute_metadata: { code: 'manufacturer' } },
    ]);
  });

  it('describes catalogue attributes through customAttributeMetadataV2, with their options', async () => {
    const brands = await t.database.db
      .selectFrom('attribute_option')
      .select(['id', 'label'])
      .where('attribute_code', '=', 'manufacturer')
      .orderBy('sort_order')
      .execute();
    const r = await t.graphql(`{ customAttributeMetadataV2(attributes: [
        { attribute_code: "manufacturer", entity_type: "catalog_product" },
        { attribute_code: "no_such_code", entity_type: "catalog_product" },
        { attribute_code: "manufacturer", entity_type: "no_such_entity" }]) {
      items { code label entity_type frontend_input is_required is_unique options { label value is_default }
        ... on CatalogAttributeMetadata { is_filterable is_comparable } }
      errors { type message } } }`);
    expect(r.errors).toBeUndefined();
    const { items, errors } = r.data!.customAttributeMetadataV2;
    expect(items).toEqual([
      {
        code: 'manufacturer',
        label: 'Marca',
        entity_type: 'CATALOG_PRODUCT',
        frontend_input: 'SELECT',
        is_required: false,
        is_unique: false,
        options: brands.map((b) => ({ label: b.label, value: String(b.id), is_default: false })),
        is_filterable: true,
        is_comparable: true,
      },
    ]);
    expect(brands.length).toBeGreaterThan(0);
    expect(errors.map((e: { type: string }) => e.type)).toEqual(['ATTRIBUTE_NOT_FOUND', 'ENTITY_NOT_FOUND']);
  });

  it('lists product attributes by flags through attributesList', async () => {
    const query = `query ($entity: AttributeEntityTypeEnum!, $filters: AttributeFilterInput) {
      attributesList(entityType: $entity, filters: $filters) { items { code label } errors { type } } }`;
    const filterable = await t.graphql(
      query,
      { entity: 'CATALOG_PRODUCT', filters: { is_filterable: true } },
      { store: 'en' },
    );
    expect(filterable.data!.attributesList).toEqual({
      items: [
        { code: 'manufacturer', label: 'Brand' },
        { code: 'color', label: 'Color' },
      ],
      errors: [],
    });
    const wysiwyg = await t.graphql(query, {
      entity: 'CATALOG_PRODUCT',
      filters: { is_wysiwyg_enabled: true },
    });
    expect(wysiwyg.data!.attributesList).toEqual({ items: [], errors: [] });
    const customer = await t.graphql(query, { entity: 'CUSTOMER' });
    expect(customer.data!.attributesList.errors).toEqual([{ type: 'ENTITY_NOT_FOUND' }]);
  });
});
