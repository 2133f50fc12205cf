import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { add, createCustomer, guestCart } from '../cart/testing';
import { restExpectations, staffToken } from '../staff/testing';

/**
 * Customer groups and tier prices end to end: groups over /V1/customerGroups, a customer moved
 * by staff, tier prices over /V1/products/tier-prices, what price_range and price_tiers answer
 * each group, and the cart (every total, Pix, instalments, the minimum order) at the same price.
 */

const SKU = '100025';

const PRODUCT = `query ($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items {
      price_range { minimum_price { final_price { value } pix_price { value } installments { single { amount { value } } } } }
      price_tiers { quantity final_price { value } discount { amount_off percent_off } }
    }
  }
}`;

const CART = `query ($id: String!) {
  cart(cart_id: $id) {
    items { quantity prices { price { value } row_total { value } original_row_total { value } } }
    prices { subtotal_including_tax { value } grand_total { value } }
    minimum_order { met }
    installment_plan { number_installments amount { value } total { value } }
    pix_grand_total { value }
  }
}`;

describe.each(TEST_DATABASES)('customer groups and tier prices on %s', (dialect) => {
  const t = useTestApp(dialect);
  let catalogToken: string;
  let customersToken: string;
  let atacadoId: number;
  const catalog = restExpectations(
    () => t.app,
    () => catalogToken,
  );
  const customers = restExpectations(
    () => t.app,
    () => customersToken,
  );
  const productFor = async (headers: Record<string, string> = {}) =>
    (await t.graphql(PRODUCT, { sku: SKU }, headers)).data!.products.items[0];
  const cartOf = async (quantity: number, headers: Record<string, string> = {}) => {
    const cartId = headers.authorization
      ? (await t.graphql('{ customerCart { id } }', {}, headers)).data!.customerCart.id
      : await guestCart(t);
    const added = await add(t, cartId, [{ sku: SKU, quantity }], headers);
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    const read = await t.graphql(CART, { id: cartId }, headers);
    expect(read.errors).toBeUndefined();
    return read.data!.cart;
  };
  const atacadoCustomer = async () => {
    const customer = await createCustomer(t);
    await customers.ok('PUT', `/rest/V1/customers/${customer.id}`, { customer: { group_id: atacadoId } });
    return customer;
  };

  beforeAll(async () => {
    catalogToken = await staffToken(t.database.db, 'catalogo');
    customersToken = await staffToken(t.database.db, 'atendimento');
    await t.database.db
      .updateTable('product')
      .set({ price_cents: 1000, special_price_cents: null, min_price_cents: 1000, max_price_cents: 1000 })
      .set({ min_regular_price_cents: 1000, max_regular_price_cents: 1000, stock_qty: 500, is_in_stock: 1 })
      .where('sku', '=', SKU)
      .execute();
    atacadoId = (await customers.ok('POST', '/rest/V1/customerGroups', { group: { code: 'Atacado' } })).id;
  });

  it('lists, reads, renames and deletes groups as Magento does, keeping NOT LOGGED IN and General', async () => {
    const list = await customers.ok('GET', '/rest/V1/customerGroups/search?searchCriteria[pageSize]=2');
    expect(list.items).toEqual([
      { id: 0, code: 'NOT LOGGED IN', tax_class_id: 3, tax_class_name: 'Retail Customer' },
      { id: 1, code: 'General', tax_class_id: 3, tax_class_name: 'Retail Customer' },
    ]);
    expect(list.total_count).toBeGreaterThanOrEqual(3);
    expect((await customers.ok('GET', '/rest/V1/customerGroups/default')).code).toBe('General');
    expect(await customers.ok('GET', `/rest/V1/customerGroups/${atacadoId}`)).toMatchObject({
      code: 'Atacado',
    });
    expect(await customers.refused('POST', '/rest/V1/customerGroups', { group: { code: 'atacado' } })).toBe(
      'Customer Group already exists.',
    );
    expect(await customers.refused('POST', '/rest/V1/customerGroups', { group: { code: ' ' } })).toBe(
      '"code" is required. Enter and try again.',
    );
    expect(await customers.refused('DELETE', '/rest/V1/customerGroups/1', undefined)).toBe(
      'Cannot delete group.',
    );
    expect(await customers.refused('DELETE', '/rest/V1/customerGroups/999', undefined, 404)).toBe(
      'No such entity with %fieldName = %fieldValue',
    );
    const filtered = await customers.ok(
      'GET',
      '/rest/V1/customerGroups/search?searchCriteria[filterGroups][0][filters][0][field]=code&searchCriteria[filterGroups][0][filters][0][value]=Atac%25&searchCriteria[filterGroups][0][filters][0][conditionType]=like',
    );
    expect(filtered.items.map((g: { code: string }) => g.code)).toEqual(['Atacado']);

    const governo = await customers.ok('POST', '/rest/V1/customerGroups', { group: { code: 'Governo' } });
    expect(
      await customers.ok('PUT', `/rest/V1/customerGroups/${governo.id}`, {
        group: { code: 'Governo federal' },
      }),
    ).toMatchObject({ id: governo.id, code: 'Governo federal' });
    const member = await createCustomer(t);
    await customers.ok('PUT', `/rest/V1/customers/${member.id}`, { customer: { group_id: governo.id } });
    expect(await customers.ok('DELETE', `/rest/V1/customerGroups/${governo.id}`)).toBe(true);
    // Its customers go back to General.
    expect((await customers.ok('GET', `/rest/V1/customers/${member.id}`)).group_id).toBe(1);
    // Catálogo staff do not manage customers' groups.
    expect((await catalog.call('GET', '/rest/V1/customerGroups/1')).statusCode).toBe(401);
  });

  it('puts a customer in a group, refusing NOT LOGGED IN and unknown groups', async () => {
    const customer = await createCustomer(t);
    const url = `/rest/V1/customers/${customer.id}`;
    expect((await customers.ok('GET', url)).group_id).toBe(1);
    expect(await customers.refused('PUT', url, { customer: { group_id: 0 } })).toBe(
      'A customer can\'t be in the "NOT LOGGED IN" group.',
    );
    expect(await customers.refused('PUT', url, { customer: { group_id: 999 } }, 404)).toBe(
      'No such entity with %fieldName = %fieldValue',
    );
    expect((await customers.ok('PUT', url, { customer: { group_id: atacadoId } })).group_id).toBe(atacadoId);
    const search = await customers.ok(
      'GET',
      `/rest/V1/customers/search?searchCriteria[filterGroups][0][filters][0][field]=group_id&searchCriteria[filterGroups][0][filters][0][value]=${atacadoId}`,
    );
    expect(search.items.map((c: { id: number }) => c.id)).toContain(customer.id);
  });

  it('stores tier prices row by row, answering the rows it refuses with their reason', async () => {
    const failures = await catalog.ok('POST', '/rest/V1/products/tier-prices', {
      prices: [
        { sku: SKU, price: 8, price_type: 'fixed', customer_group: 'Atacado', quantity: 10, website_id: 0 },
        {
          sku: SKU,
          price: 5,
          price_type: 'discount',
          customer_group: 'ALL GROUPS',
          quantity: 50,
          website_id: 0,
        },
        { sku: 'no-such-sku', price: 8, price_type: 'fixed', customer_group: 'Atacado', quantity: 10 },
        { sku: SKU, price: 0, price_type: 'fixed', customer_group: 'Atacado', quantity: 20 },
        { sku: SKU, price: 100, price_type: 'discount', customer_group: 'Atacado', quantity: 20 },
        { sku: SKU, price: 7, price_type: 'fixed', customer_group: 'Atacado', quantity: 0 },
        { sku: SKU, price: 7, price_type: 'fixed', customer_group: 'Revenda', quantity: 20 },
      ],
    });
    expect(failures).toEqual([
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', 'no-such-sku'] },
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Price', '0'] },
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Price', '100'] },
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Quantity', '0'] },
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Customer Group', 'Revenda'] },
    ]);
    expect(await catalog.ok('POST', '/rest/V1/products/tier-prices-information', { skus: [SKU] })).toEqual([
      {
        price: 5,
        price_type: 'discount',
        website_id: 0,
        sku: SKU,
        customer_group: 'ALL GROUPS',
        quantity: 50,
      },
      { price: 8, price_type: 'fixed', website_id: 0, sku: SKU, customer_group: 'Atacado', quantity: 10 },
    ]);
  });

  it('shows guests and General customers the ordinary price, and a group its own', async () => {
    const ordinary = {
      price_range: {
        minimum_price: {
          final_price: { value: 10 },
          pix_price: { value: 9.7 },
          installments: { single: { amount: { value: 10 } } },
        },
      },
      price_tiers: [
        { quantity: 50, final_price: { value: 9.5 }, discount: { amount_off: 0.5, percent_off: 5 } },
      ],
    };
    expect(await productFor()).toEqual(ordinary);
    const general = await createCustomer(t);
    expect(await productFor(general.headers)).toEqual(ordinary);
    const atacado = await atacadoCustomer();
    // The 5 % from 50 units (R$ 9,50) would not lower Atacado's R$ 8,00 from 10: it is no step.
    expect((await productFor(atacado.headers)).price_tiers).toEqual([
      { quantity: 10, final_price: { value: 8 }, discount: { amount_off: 2, percent_off: 20 } },
    ]);
    // The anonymous answer, cached, is never what a group's request gets (and the reverse).
    await t.graphql(PRODUCT, { sku: SKU });
    expect((await productFor(atacado.headers)).price_tiers[0].final_price.value).toBe(8);
    expect((await productFor()).price_tiers[0].final_price.value).toBe(9.5);
  });

  it("prices each cart line by its quantity and the customer's group: totals, Pix, instalments, minimum order", async () => {
    const atacado = await atacadoCustomer();
    const twelve = await cartOf(12, atacado.headers);
    expect(twelve.items[0].prices).toEqual({
      price: { value: 8 },
      row_total: { value: 96 },
      original_row_total: { value: 120 },
    });
    expect(twelve.prices.subtotal_including_tax.value).toBe(96);
    expect(twelve.pix_grand_total.value).toBe(93.12);
    // R$ 96,00 is under the R$ 100,00 minimum at Atacado's price (R$ 120,00 would meet it).
    expect(twelve.minimum_order.met).toBe(false);
    expect(twelve.installment_plan[0]).toMatchObject({ number_installments: 1, amount: { value: 96 } });

    const guest = await cartOf(12);
    expect(guest.items[0].prices.price.value).toBe(10);
    expect(guest.prices.subtotal_including_tax.value).toBe(120);
    expect(guest.minimum_order.met).toBe(true);
    const general = await cartOf(12, (await createCustomer(t)).headers);
    expect(general.items[0].prices.row_total.value).toBe(120);
    // Under the tier's quantity the group pays the ordinary price.
    const nine = await cartOf(9, (await atacadoCustomer()).headers);
    expect(nine.items[0].prices.price.value).toBe(10);
  });

  it('never takes a line below zero, whatever was stored', async () => {
    const product = await t.database.db
      .selectFrom('product')
      .select('id')
      .where('sku', '=', SKU)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('product_tier_price')
      .values([
        {
          product_id: product.id,
          all_groups: 0,
          customer_group_id: atacadoId,
          qty: 30,
          value_cents: -500,
          percentage_value: null,
        },
        {
          product_id: product.id,
          all_groups: 0,
          customer_group_id: atacadoId,
          qty: 40,
          value_cents: null,
          percentage_value: 150,
        },
      ])
      .execute();
    const atacado = await atacadoCustomer();
    for (const quantity of [30, 40]) {
      const cart = await cartOf(quantity, atacado.headers);
      expect(cart.items[0].prices.row_total.value).toBe(0);
      expect(cart.prices.grand_total.value).toBeGreaterThanOrEqual(0);
      await t.database.db.deleteFrom('cart_item').execute();
    }
    expect((await productFor(atacado.headers)).price_tiers.at(-1)).toMatchObject({
      final_price: { value: 0 },
    });
    await t.database.db.deleteFrom('product_tier_price').where('qty', 'in', [30, 40]).execute();
  });
});
