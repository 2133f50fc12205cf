import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { encodeUid } from '../../graphql/uid';
import { add, mutate, placeOrder, readyCart } from '../cart/testing';
import { markOrderPaid } from '../sales/order-status';
import { ADDRESS_INPUT, CREATE_ADDRESS, PASSWORD, registeredCustomer } from './testing';

const ORDERS = `query ($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort) {
    total_count page_info { current_page page_size total_pages }
    items { number status order_date payment_date
      items { product_sku quantity_ordered }
      total { grand_total { value } subtotal { value } total_shipping { value } }
      shipping_address { firstname postcode } billing_address { city }
      payment_methods { name type } shipping_method carrier }
  } }
}`;

describe.each(TEST_DATABASES)('customer orders and ownership on %s', (database) => {
  const t = useTestApp(database);

  it("lists the caller's orders with totals, addresses, payment and payment date, filtered, sorted and paged", async () => {
    const { headers } = await registeredCustomer(t);
    const numbers: string[] = [];
    for (const payment of ['jetpix', 'jetboleto']) {
      const cartId = await readyCart(t, [{ sku: '100025', quantity: 3 }], { headers, payment });
      const placed = await placeOrder(t, cartId, headers);
      expect(placed.data!.placeOrder.errors).toEqual([]);
      numbers.push(placed.data!.placeOrder.orderV2.number);
    }
    const order = await t.database.db
      .selectFrom('sales_order')
      .select('id')
      .where('increment_id', '=', numbers[0]!)
      .executeTakeFirstOrThrow();
    await markOrderPaid(t.database.db, order.id, 'test payment');
    const all = await t.graphql(ORDERS, {}, headers);
    expect(all.errors).toBeUndefined();
    const list = all.data!.customer.orders;
    expect(list.total_count).toBe(2);
    expect(list.items.map((o: { number: string }) => o.number)).toEqual([numbers[1], numbers[0]]);
    const paid = list.items[1];
    expect(paid).toMatchObject({
      status: 'Em processamento',
      items: [{ product_sku: '100025', quantity_ordered: 3 }],
      shipping_address: { firstname: 'Maria', postcode: '01310-100' },
      billing_address: { city: 'São Paulo' },
      payment_methods: [{ type: 'jetpix' }],
    });
    expect(paid.payment_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list.items[0]).toMatchObject({ status: 'Aguardando pagamento', payment_date: null });
    const byNumber = await t.graphql(ORDERS, { filter: { number: { eq: numbers[0] } } }, headers);
    expect(byNumber.data!.customer.orders.items.map((o: { number: string }) => o.number)).toEqual([
      numbers[0],
    ]);
    const byStatus = await t.graphql(ORDERS, { filter: { status: { eq: 'processing' } } }, headers);
    expect(byStatus.data!.customer.orders.total_count).toBe(1);
    const sorted = await t.graphql(
      ORDERS,
      { sort: { sort_field: 'NUMBER', sort_direction: 'ASC' }, size: 1, page: 2 },
      headers,
    );
    expect(sorted.data!.customer.orders).toMatchObject({
      total_count: 2,
      page_info: { current_page: 2, page_size: 1, total_pages: 2 },
      items: [{ number: numbers[1] }],
    });
    expect((await t.graphql(ORDERS, { page: 0 }, headers)).errors![0]!.message).toBe(
      'currentPage value must be greater than 0.',
    );
    expect((await t.graphql(ORDERS, { size: 0 }, headers)).errors![0]!.message).toBe(
      'pageSize value must be greater than 0.',
    );
    const legacy = await t.graphql('{ customerOrders { items { order_number } } }', {}, headers);
    expect(legacy.data!.customerOrders.items).toHaveLength(2);
  });

  it("refuses customer B every operation on customer A's data", async () => {
    const a = await registeredCustomer(t, { firstname: 'Alice' });
    const b = await registeredCustomer(t, { firstname: 'Bruno' });
    const address = (await t.graphql(CREATE_ADDRESS, { input: ADDRESS_INPUT }, a.headers)).data!
      .createCustomerAddress;
    await t.graphql(
      CREATE_ADDRESS,
      { input: { ...ADDRESS_INPUT, city: 'Santos', postcode: '11010-000' } },
      b.headers,
    );
    const aCart = await readyCart(t, [{ sku: '100025', quantity: 3 }], { headers: a.headers });
    const aOrder = (await placeOrder(t, aCart, a.headers)).data!.placeOrder.orderV2.number;
    const aOpenCart = (await t.graphql('{ customerCart { id } }', {}, a.headers)).data!.customerCart.id;
    await add(t, aOpenCart, [{ sku: '100025', quantity: 1 }], a.headers);
    const forbidden = (r: { errors?: { extensions?: { category?: string } }[] }) =>
      expect(r.errors?.[0]?.extensions?.category, JSON.stringify(r)).toBe('graphql-authorization');

    // Addresses, by id and by uid.
    const noPermission = `Current customer does not have permission to address with ID "${address.id}"`;
    for (const r of [
      await t.graphql(
        'mutation ($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Roubada" }) { id } }',
        { id: address.id },
        b.headers,
      ),
      await t.graphql(
        'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }',
        { id: address.id },
        b.headers,
      ),
      await t.graphql(
        'mutation ($u: ID!) { updateCustomerAddressV2(uid: $u, input: { city: "Roubada" }) { id } }',
        { u: encodeUid(address.id) },
        b.headers,
      ),
      await t.graphql(
        'mutation ($u: ID!) { deleteCustomerAddressV2(uid: $u) }',
        { u: encodeUid(address.id) },
        b.headers,
      ),
    ]) {
      forbidden(r);
      expect(r.errors![0]!.message).toBe(noPermission);
    }
    // A's address on B's cart.
    const bCart = (await t.graphql('{ customerCart { id } }', {}, b.headers)).data!.customerCart.id;
    await add(t, bCart, [{ sku: '100025', quantity: 1 }], b.headers);
    forbidden(
      await mutate(
        t,
        'setShippingAddressesOnCart',
        { cart_id: bCart, shipping_addresses: [{ customer_address_id: address.id }] },
        b.headers,
      ),
    );
    forbidden(
      await mutate(
        t,
        'setBillingAddressOnCart',
        { cart_id: bCart, billing_address: { customer_address_id: address.id } },
        b.headers,
      ),
    );
    // A's cart.
    forbidden(
      await t.graphql('query ($id: String!) { cart(cart_id: $id) { id } }', { id: aOpenCart }, b.headers),
    );
    forbidden(await add(t, aOpenCart, [{ sku: '100025', quantity: 1 }], b.headers));
    forbidden(
      await t.graphql(
        'mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }',
        { s: aOpenCart },
        b.headers,
      ),
    );
    forbidden(
      await t.graphql(
        'mutation ($input: EstimateTotalsInput!) { estimateShippingMethods(input: $input) { carrier_code } }',
        { input: { cart_id: aOpenCart, address: { country_code: 'BR', postcode: '01310-100' } } },
        b.headers,
      ),
    );
    // A's orders never show for B.
    const bOrders = await t.graphql(ORDERS, { filter: { number: { eq: aOrder } } }, b.headers);
    expect(bOrders.data!.customer.orders.total_count).toBe(0);
    const legacy = await t.graphql('{ customerOrders { items { order_number } } }', {}, b.headers);
    expect(legacy.data!.customerOrders.items).toEqual([]);
    // Customer fields: B reads and changes only B.
    const me = await t.graphql('{ customer { firstname email addresses { id city } } }', {}, b.headers);
    expect(me.data!.customer).toMatchObject({
      firstname: 'Bruno',
      email: b.email,
      addresses: [{ city: 'Santos' }],
    });
    const taken = await t.graphql(
      'mutation ($e: String!) { updateCustomerEmail(email: $e, password: "Segura#2026") { customer { email } } }',
      { e: a.email },
      b.headers,
    );
    expect(taken.errors![0]!.extensions!.category).toBe('graphql-already-exists');
    await t.graphql(
      'mutation { updateCustomerV2(input: { firstname: "Mudou" }) { customer { firstname } } }',
      {},
      b.headers,
    );
    await t.graphql(
      'mutation { changeCustomerPassword(currentPassword: "Segura#2026", newPassword: "Outra#Senha2027") { email } }',
      {},
      b.headers,
    );
    await t.graphql('mutation { deleteCustomer }', {}, b.headers);
    // A is untouched.
    const after = await t.graphql(
      '{ customer { firstname email addresses { id city } orders { total_count } } }',
      {},
      a.headers,
    );
    expect(after.data!.customer).toMatchObject({
      firstname: 'Alice',
      email: a.email,
      orders: { total_count: 1 },
    });
    // A's book: the address A created and the one A's checkout saved (save_in_address_book), unchanged.
    expect(after.data!.customer.addresses).toContainEqual({ id: address.id, city: 'São Paulo' });
    expect(after.data!.customer.addresses.every((x: { city: string }) => x.city === 'São Paulo')).toBe(true);
    expect(
      (
        await t.graphql(
          'query ($id: String!) { cart(cart_id: $id) { total_quantity } }',
          { id: aOpenCart },
          a.headers,
        )
      ).data!.cart.total_quantity,
    ).toBe(1);
    const relogin = await t.graphql(
      'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: a.email, p: PASSWORD },
    );
    expect(relogin.data!.generateCustomerToken.token).toBeTruthy();
    // Guests get nothing either.
    for (const query of ['{ customer { email } }', '{ customerOrders { total_count } }']) {
      expect((await t.graphql(query)).errors![0]).toMatchObject({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      });
    }
  });
});
