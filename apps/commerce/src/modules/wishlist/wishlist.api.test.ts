import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { encodeUid } from '../../graphql/uid';
import { COLOR_ATTRIBUTE_ID } from '../cart/lines';
import { insertTestCustomer } from '../payments/testing/orders';

const ITEM_FIELDS = `__typename id quantity description added_at product { sku }
  ... on ConfigurableWishlistItem { child_sku configured_variant { sku }
    configurable_options { option_label value_label configurable_product_option_value_uid } }
  ... on BundleWishlistItem { bundle_options { label values { label quantity } } }
  ... on DownloadableWishlistItem { links_v2 { title } samples { title } }`;

const WISHLIST_FIELDS = `id items_count sharing_code updated_at
  items_v2(currentPage: 1, pageSize: 50) { items { ${ITEM_FIELDS} } page_info { current_page page_size total_pages } }`;

const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
    wishlist { ${WISHLIST_FIELDS} }
    user_errors { code message }
  }
}`;

const REMOVE = `mutation ($id: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
    wishlist { id items_count items_v2 { items { id } } }
    user_errors { code message }
  }
}`;

const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
    wishlist { items_v2 { items { id quantity description } } }
    user_errors { code message }
  }
}`;

const CUSTOMER_WISHLISTS = `{ customer { wishlists { ${WISHLIST_FIELDS} } } }`;

describe.each(TEST_DATABASES)('wishlist on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { CEP_PROVIDERS: 'local' });
  const db = () => t.database.db;

  async function customer() {
    const { id, token } = await insertTestCustomer(db());
    return { id, headers: { authorization: `Bearer ${token}` } };
  }

  /** A product of a type that is visible, enabled and in stock. */
  async function skuOf(type: string) {
    const row = await db()
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('type_id', '=', type as never)
      .where('visibility', '=', 4)
      .where('status', '=', 1)
      .where('is_in_stock', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row;
  }

  async function configurableWithVariant() {
    const parent = await skuOf('configurable');
    const variant = await db()
      .selectFrom('product')
      .select(['sku', 'color_id'])
      .where('parent_id', '=', parent.id)
      .where('is_in_stock', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { parent, variant };
  }

  it('refuses guests and expired or unknown tokens with graphql-authorization', async () => {
    const simple = await skuOf('simple');
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer not-a-real-token' }]) {
      const add = await t.graphql(ADD, { id: '0', items: [{ sku: simple.sku, quantity: 1 }] }, headers);
      expect(add.errors?.[0]?.message).toBe('The current user cannot perform operations on wishlist');
      expect(add.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      const remove = await t.graphql(REMOVE, { id: '0', ids: ['1'] }, headers);
      expect(remove.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      const root = await t.graphql('{ wishlist { items_count } }', {}, headers);
      expect(root.errors?.[0]?.message).toBe('The current user cannot perform operations on wishlist');
    }
  });

  it("adds to the default wishlist ('0', created on demand); the same product again grows its quantity", async () => {
    const { headers } = await customer();
    const simple = await skuOf('simple');
    const first = await t.graphql(ADD, { id: '0', items: [{ sku: simple.sku, quantity: 1 }] }, headers);
    expect(first.errors).toBeUndefined();
    const wishlist = first.data!.addProductsToWishlist.wishlist;
    expect(wishlist.id).toMatch(/^\d+$/);
    expect(wishlist.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    expect(wishlist.updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(first.data!.addProductsToWishlist.user_errors).toEqual([]);

    // By its own id this time: the same wishlist, one line of 3.
    const second = await t.graphql(
      ADD,
      { id: wishlist.id, items: [{ sku: simple.sku, quantity: 2 }] },
      headers,
    );
    const after = second.data!.addProductsToWishlist.wishlist;
    expect(after.id).toBe(wishlist.id);
    expect(after.items_count).toBe(1);
    expect(after.items_v2.items).toEqual([
      expect.objectContaining({
        __typename: 'SimpleWishlistItem',
        quantity: 3,
        product: { sku: simple.sku },
      }),
    ]);

    const listed = await t.graphql(CUSTOMER_WISHLISTS, {}, headers);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.customer.wishlists).toHaveLength(1);
    expect(listed.data!.customer.wishlists[0].id).toBe(wishlist.id);
    expect(listed.data!.customer.wishlists[0].items_count).toBe(1);
  });

  it('reports each bad item as a user error without aborting the others', async () => {
    const { headers } = await customer();
    const simple = await skuOf('simple');
    const giftcard = await skuOf('giftcard');
    const result = await t.graphql(
      ADD,
      {
        id: '0',
        items: [
          { sku: 'nao-existe-123', quantity: 1 },
          { sku: giftcard.sku, quantity: 1 },
          { sku: simple.sku, quantity: 0 },
          { sku: simple.sku, quantity: 1.5 },
          { sku: simple.sku, quantity: 1 },
        ],
      },
      headers,
    );
    expect(result.errors).toBeUndefined();
    const out = result.data!.addProductsToWishlist;
    expect(out.user_errors).toEqual([
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Não foi possível encontrar um produto com o SKU "nao-existe-123"',
      },
      {
        code: 'UNDEFINED',
        message: 'O tipo de produto giftcard ainda não pode ser adicionado à lista de desejos',
      },
      { code: 'UNDEFINED', message: 'A quantidade do produto deve ser maior que 0' },
      { code: 'UNDEFINED', message: 'Este produto não aceita quantidade decimal.' },
    ]);
    expect(out.wishlist.items_count).toBe(1);
    expect(out.wishlist.items_v2.items[0].product.sku).toBe(simple.sku);
  });

  it('types the items per product type: configurable (with and without variant), bundle, downloadable, grouped, virtual', async () => {
    const { headers } = await customer();
    const { parent, variant } = await configurableWithVariant();
    const bundle = await skuOf('bundle');
    const downloadable = await skuOf('downloadable');
    const grouped = await skuOf('grouped');
    const virtual = await skuOf('virtual');
    const result = await t.graphql(
      ADD,
      {
        id: '0',
        items: [
          { sku: variant.sku, parent_sku: parent.sku, quantity: 1 },
          { sku: parent.sku, quantity: 1 },
          { sku: bundle.sku, quantity: 1 },
          { sku: downloadable.sku, quantity: 1 },
          { sku: grouped.sku, quantity: 1 },
          { sku: virtual.sku, quantity: 1 },
        ],
      },
      headers,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.addProductsToWishlist.user_errors).toEqual([]);
    const items = result.data!.addProductsToWishlist.wishlist.items_v2.items;
    expect(items.map((i: any) => i.__typename)).toEqual([
      'ConfigurableWishlistItem',
      'ConfigurableWishlistItem',
      'BundleWishlistItem',
      'DownloadableWishlistItem',
      'GroupedProductWishlistItem',
      'VirtualWishlistItem',
    ]);
    const [withVariant, withoutVariant, bundleItem, downloadableItem] = items;
    expect(withVariant.product.sku).toBe(parent.sku);
    expect(withVariant.child_sku).toBe(variant.sku);
    expect(withVariant.configured_variant).toEqual({ sku: variant.sku });
    expect(withVariant.configurable_options[0].configurable_product_option_value_uid).toBe(
      encodeUid('configurable', COLOR_ATTRIBUTE_ID, variant.color_id!),
    );
    expect(withVariant.configurable_options[0].value_label).not.toBe('');
    expect(withoutVariant.configured_variant).toBeNull();
    expect(withoutVariant.configurable_options).toEqual([]);
    expect(bundleItem.bundle_options.length).toBeGreaterThan(0);
    expect(bundleItem.bundle_options[0].values[0].quantity).toBeGreaterThan(0);
    expect(downloadableItem.links_v2.length).toBeGreaterThan(0);

    // Choosing the variant by selected_options gives the same line as by its sku.
    const again = await t.graphql(
      ADD,
      {
        id: '0',
        items: [
          {
            sku: parent.sku,
            quantity: 2,
            selected_options: [encodeUid('configurable', COLOR_ATTRIBUTE_ID, variant.color_id!)],
          },
        ],
      },
      headers,
    );
    const lines = again.data!.addProductsToWishlist.wishlist.items_v2.items;
    expect(lines).toHaveLength(6);
    expect(lines[0].quantity).toBe(3);

    const bad = await t.graphql(
      ADD,
      {
        id: '0',
        items: [{ sku: parent.sku, quantity: 1, selected_options: [encodeUid('configurable', 999, 1)] }],
      },
      headers,
    );
    expect(bad.data!.addProductsToWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'As opções obrigatórias que você escolheu não estão disponíveis.' },
    ]);
  });

  it('paginates items_v2 and guards the page arguments', async () => {
    const { headers } = await customer();
    const skus = await db()
      .selectFrom('product')
      .select('sku')
      .where('type_id', '=', 'simple')
      .where('visibility', '=', 4)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(5)
      .execute();
    await t.graphql(ADD, { id: '0', items: skus.map((s) => ({ sku: s.sku, quantity: 1 })) }, headers);
    const page = await t.graphql(
      `{ customer { wishlists { items_count items_v2(currentPage: 2, pageSize: 2) {
          items { product { sku } } page_info { current_page page_size total_pages } } } } }`,
      {},
      headers,
    );
    const wishlist = page.data!.customer.wishlists[0];
    expect(wishlist.items_count).toBe(5);
    expect(wishlist.items_v2.items.map((i: any) => i.product.sku)).toEqual([skus[2]!.sku, skus[3]!.sku]);
    expect(wishlist.items_v2.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 3 });
    const zero = await t.graphql(
      '{ customer { wishlists { items_v2(currentPage: 0) { items { id } } } } }',
      {},
      headers,
    );
    expect(zero.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
  });

  it('removes lines by id and reports ids that are not in the wishlist', async () => {
    const { headers } = await customer();
    const simple = await skuOf('simple');
    const virtual = await skuOf('virtual');
    const added = await t.graphql(
      ADD,
      {
        id: '0',
        items: [
          { sku: simple.sku, quantity: 1 },
          { sku: virtual.sku, quantity: 1 },
        ],
      },
      headers,
    );
    const [first] = added.data!.addProductsToWishlist.wishlist.items_v2.items;
    const removed = await t.graphql(REMOVE, { id: '0', ids: [first.id, '999999', 'abc'] }, headers);
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.removeProductsFromWishlist.wishlist.items_count).toBe(1);
    expect(removed.data!.removeProductsFromWishlist.user_errors).toEqual([
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Não foi possível encontrar um item da lista de desejos com o ID "999999"',
      },
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Não foi possível encontrar um item da lista de desejos com o ID "abc"',
      },
    ]);
  });

  it('updates quantity and description; refuses a zero quantity', async () => {
    const { headers } = await customer();
    const simple = await skuOf('simple');
    const added = await t.graphql(ADD, { id: '0', items: [{ sku: simple.sku, quantity: 1 }] }, headers);
    const item = added.data!.addProductsToWishlist.wishlist.items_v2.items[0];
    const updated = await t.graphql(
      UPDATE,
      { id: '0', items: [{ wishlist_item_id: item.id, quantity: 4, description: 'para o escritório' }] },
      headers,
    );
    expect(updated.data!.updateProductsInWishlist.wishlist.items_v2.items).toEqual([
      { id: item.id, quantity: 4, description: 'para o escritório' },
    ]);
    const zero = await t.graphql(
      UPDATE,
      { id: '0', items: [{ wishlist_item_id: item.id, quantity: 0 }] },
      headers,
    );
    expect(zero.data!.updateProductsInWishlist.user_errors[0].message).toBe(
      'A quantidade do produto deve ser maior que 0',
    );
  });

  it('serves the deprecated root wishlist and Customer.wishlist with the same lines', async () => {
    const { headers } = await customer();
    const simple = await skuOf('simple');
    await t.graphql(ADD, { id: '0', items: [{ sku: simple.sku, quantity: 2 }] }, headers);
    const root = await t.graphql(
      '{ wishlist { items_count name sharing_code updated_at items { id qty product { sku } } } }',
      {},
      headers,
    );
    expect(root.errors).toBeUndefined();
    expect(root.data!.wishlist.items_count).toBe(1);
    expect(root.data!.wishlist.items[0]).toMatchObject({ qty: 2, product: { sku: simple.sku } });
    const deprecated = await t.graphql(
      '{ customer { wishlist { id items_count items { qty } } } }',
      {},
      headers,
    );
    expect(deprecated.data!.customer.wishlist.items).toEqual([{ qty: 2 }]);
  });

  it('moves lines to the customer cart with addWishlistItemsToCart and takes them off the wishlist', async () => {
    const { headers } = await customer();
    const simple = await skuOf('simple');
    const added = await t.graphql(ADD, { id: '0', items: [{ sku: simple.sku, quantity: 2 }] }, headers);
    const wishlist = added.data!.addProductsToWishlist.wishlist;
    const moved = await t.graphql(
      `mutation ($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
        status wishlist { items_count } add_wishlist_items_to_cart_user_errors { code message wishlistItemId } } }`,
      { id: wishlist.id, ids: [wishlist.items_v2.items[0].id, '424242'] },
      headers,
    );
    expect(moved.errors).toBeUndefined();
    const out = moved.data!.addWishlistItemsToCart;
    expect(out.status).toBe(false);
    expect(out.wishlist.items_count).toBe(0);
    expect(out.add_wishlist_items_to_cart_user_errors).toEqual([
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Os itens da lista de desejos com ids "424242" não foram encontrados.',
        wishlistItemId: '424242',
      },
    ]);
    const cart = await t.graphql('{ customerCart { items { quantity product { sku } } } }', {}, headers);
    expect(cart.data!.customerCart.items).toEqual([{ quantity: 2, product: { sku: simple.sku } }]);
  });

  it("keeps each customer's wishlist to its owner: B can neither read nor change A's through any operation", async () => {
    const a = await customer();
    const b = await customer();
    const simple = await skuOf('simple');
    const added = await t.graphql(ADD, { id: '0', items: [{ sku: simple.sku, quantity: 1 }] }, a.headers);
    const aWishlist = added.data!.addProductsToWishlist.wishlist;
    const aItemId = aWishlist.items_v2.items[0].id;

    const notFound = 'The wishlist was not found.';
    const addToA = await t.graphql(
      ADD,
      { id: aWishlist.id, items: [{ sku: simple.sku, quantity: 5 }] },
      b.headers,
    );
    expect(addToA.errors?.[0]?.message).toBe(notFound);
    expect(addToA.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const removeFromA = await t.graphql(REMOVE, { id: aWishlist.id, ids: [aItemId] }, b.headers);
    expect(removeFromA.errors?.[0]?.message).toBe(notFound);
    const removeViaOwn = await t.graphql(REMOVE, { id: '0', ids: [aItemId] }, b.headers);
    expect(removeViaOwn.data!.removeProductsFromWishlist.user_errors[0].code).toBe('PRODUCT_NOT_FOUND');
    const updateA = await t.graphql(
      UPDATE,
      { id: aWishlist.id, items: [{ wishlist_item_id: aItemId, quantity: 9 }] },
      b.headers,
    );
    expect(updateA.errors?.[0]?.message).toBe(notFound);
    const updateViaOwn = await t.graphql(
      UPDATE,
      { id: '0', items: [{ wishlist_item_id: aItemId, quantity: 9 }] },
      b.headers,
    );
    expect(updateViaOwn.data!.updateProductsInWishlist.user_errors).toHaveLength(1);
    const clearA = await t.graphql(
      'mutation ($id: ID!) { clearWishlist(wishlistId: $id) { wishlist { id } } }',
      { id: aWishlist.id },
      b.headers,
    );
    expect(clearA.errors?.[0]?.message).toBe(notFound);
    const moveA = await t.graphql(
      'mutation ($id: ID!) { addWishlistItemsToCart(wishlistId: $id) { status } }',
      { id: aWishlist.id },
      b.headers,
    );
    expect(moveA.errors?.[0]?.message).toBe(notFound);
    const readA = await t.graphql(
      'query ($id: ID!) { customer { wishlist_v2(id: $id) { items_count } } }',
      { id: aWishlist.id },
      b.headers,
    );
    expect(readA.errors?.[0]?.message).toBe(notFound);
    const bOwn = await t.graphql(CUSTOMER_WISHLISTS, {}, b.headers);
    expect(bOwn.data!.customer.wishlists[0].id).not.toBe(aWishlist.id);
    expect(bOwn.data!.customer.wishlists[0].items_count).toBe(0);

    // A's wishlist is untouched.
    const aNow = await t.graphql(CUSTOMER_WISHLISTS, {}, a.headers);
    expect(aNow.data!.customer.wishlists[0].items_v2.items).toEqual([
      expect.objectContaining({ id: aItemId, quantity: 1 }),
    ]);
  });
});
