import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { encodeUid } from '../../graphql/uid';
import { CART_FIELDS, mutate } from '../cart/testing';
import { ADDRESS_INPUT, CNPJ, CREATE_ADDRESS, registeredCustomer } from './testing';

const ADDRESSES =
  '{ customer { default_billing default_shipping addresses { id street default_billing default_shipping } } }';

describe.each(TEST_DATABASES)('customer addresses on %s', (database) => {
  const t = useTestApp(database);

  it('creates, lists, updates and deletes addresses with default billing and shipping', async () => {
    const { headers } = await registeredCustomer(t);
    const first = await t.graphql(CREATE_ADDRESS, { input: ADDRESS_INPUT }, headers);
    expect(first.errors).toBeUndefined();
    const a = first.data!.createCustomerAddress;
    expect(a).toMatchObject({
      uid: encodeUid(a.id),
      street: ['Avenida Paulista', '1000', 'Bela Vista', 'Apto 12'],
      postcode: '01310-100',
      vat_id: '52998224725',
      region: { region_code: 'SP', region: 'São Paulo' },
      country_code: 'BR',
      // The first address of a book becomes both defaults.
      default_billing: true,
      default_shipping: true,
    });
    const second = await t.graphql(
      CREATE_ADDRESS,
      {
        input: {
          ...ADDRESS_INPUT,
          street: ['Rua Primeiro de Março', '10', 'Centro'],
          city: 'Rio de Janeiro',
          region: { region_id: undefined, region_code: undefined },
          postcode: '20010000',
          vat_id: CNPJ,
          default_shipping: true,
        },
      },
      headers,
    );
    const b = second.data!.createCustomerAddress;
    // The state comes from the CEP when none is given.
    expect(b).toMatchObject({
      region: { region_code: 'RJ' },
      postcode: '20010-000',
      vat_id: '11222333000181',
      default_shipping: true,
      default_billing: false,
    });
    const list = await t.graphql(ADDRESSES, {}, headers);
    expect(list.data!.customer).toMatchObject({
      default_billing: String(a.id),
      default_shipping: String(b.id),
      addresses: [
        { id: a.id, default_billing: true, default_shipping: false },
        { id: b.id, default_billing: false, default_shipping: true },
      ],
    });
    const UPDATE =
      'mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { id city telephone street default_billing default_shipping } }';
    const updated = await t.graphql(
      UPDATE,
      { id: a.id, input: { telephone: '11 3333-4444', default_shipping: true } },
      headers,
    );
    expect(updated.data!.updateCustomerAddress).toMatchObject({
      city: 'São Paulo',
      telephone: '11 3333-4444',
      default_shipping: true,
      default_billing: true,
    });
    const DELETE = 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }';
    expect((await t.graphql(DELETE, { id: a.id }, headers)).errors![0]).toMatchObject({
      message: `Customer Address ${a.id} is set as default billing address and can not be deleted`,
      extensions: { category: 'graphql-input' },
    });
    expect((await t.graphql(DELETE, { id: b.id }, headers)).data!.deleteCustomerAddress).toBe(true);
    const V2 =
      'mutation ($uid: ID!, $input: CustomerAddressInput) { updateCustomerAddressV2(uid: $uid, input: $input) { id firstname } }';
    expect(
      (await t.graphql(V2, { uid: encodeUid(a.id), input: { firstname: 'Bia' } }, headers)).data!
        .updateCustomerAddressV2,
    ).toEqual({ id: a.id, firstname: 'Bia' });
    const third = (await t.graphql(CREATE_ADDRESS, { input: ADDRESS_INPUT }, headers)).data!
      .createCustomerAddress;
    expect(
      (
        await t.graphql(
          'mutation ($uid: ID!) { deleteCustomerAddressV2(uid: $uid) }',
          { uid: third.uid },
          headers,
        )
      ).data!.deleteCustomerAddressV2,
    ).toBe(true);
    expect((await t.graphql(DELETE, { id: 999999 }, headers)).errors![0]).toMatchObject({
      message: 'Could not find a address with ID "999999"',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('validates addresses on the server', async () => {
    const { headers } = await registeredCustomer(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: '' }, '"firstname" is required. Enter and try again.'],
      [{ street: [] }, '"street" is required. Enter and try again.'],
      [{ city: ' ' }, '"city" is required. Enter and try again.'],
      [{ country_code: undefined }, '"country_code" is required. Enter and try again.'],
      [{ postcode: '0131' }, 'Invalid postcode "0131": a CEP has 8 digits.'],
      [{ region: { region_code: 'XX' } }, 'Invalid "region" "XX" for country "BR".'],
      [{ region: { region_id: 99999 } }, 'Invalid "region_id" 99999 for country "BR".'],
      [{ vat_id: '111.111.111-11' }, '"vat_id" "111.111.111-11" is not a valid CPF or CNPJ.'],
      [{ telephone: '1234' }, '"telephone" "1234" is not a valid phone number.'],
      [{ telephone: 'ligue já' }, '"telephone" "ligue já" is not a valid phone number.'],
      [{ telephone: '' }, '"telephone" is required. Enter and try again.'],
    ];
    for (const [override, message] of cases) {
      const r = await t.graphql(CREATE_ADDRESS, { input: { ...ADDRESS_INPUT, ...override } }, headers);
      expect(r.errors?.[0], JSON.stringify(override)).toMatchObject({
        message,
        extensions: { category: 'graphql-input' },
      });
    }
    const guest = await t.graphql(CREATE_ADDRESS, { input: ADDRESS_INPUT });
    expect(guest.errors![0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const { addresses } = (await t.graphql(ADDRESSES, {}, headers)).data!.customer;
    expect(addresses).toEqual([]);
  });

  it('uses saved addresses on the cart and saves new ones in the book once', async () => {
    const { headers } = await registeredCustomer(t);
    const cartId = (await t.graphql('{ customerCart { id } }', {}, headers)).data!.customerCart.id;
    await t.graphql(
      'mutation ($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "100025", quantity: 1 }]) { cart { id } } }',
      { c: cartId },
      headers,
    );
    const { id, ...cartAddress } = { id: 0, ...ADDRESS_INPUT, region: 'SP' };
    for (let i = 0; i < 2; i++) {
      const r = await mutate(
        t,
        'setShippingAddressesOnCart',
        { cart_id: cartId, shipping_addresses: [{ address: cartAddress }] },
        headers,
      );
      expect(r.errors).toBeUndefined();
    }
    const book = (await t.graphql(ADDRESSES, {}, headers)).data!.customer;
    expect(book.addresses).toHaveLength(1);
    expect(book.default_shipping).toBe(String(book.addresses[0].id));
    await mutate(
      t,
      'setShippingAddressesOnCart',
      {
        cart_id: cartId,
        shipping_addresses: [
          { address: { ...cartAddress, city: 'Osasco', postcode: '06010-000', save_in_address_book: false } },
        ],
      },
      headers,
    );
    expect((await t.graphql(ADDRESSES, {}, headers)).data!.customer.addresses).toHaveLength(1);
    const saved = book.addresses[0].id;
    const byId = await mutate(
      t,
      'setShippingAddressesOnCart',
      { cart_id: cartId, shipping_addresses: [{ customer_address_id: saved }] },
      headers,
    );
    expect(byId.data!.setShippingAddressesOnCart.cart.shipping_addresses[0]).toMatchObject({
      firstname: 'Ana',
      postcode: '01310-100',
      region: { code: 'SP' },
    });
    const billing = await mutate(
      t,
      'setBillingAddressOnCart',
      { cart_id: cartId, billing_address: { customer_address_id: saved } },
      headers,
    );
    expect(billing.data!.setBillingAddressOnCart.cart.billing_address).toEqual({
      firstname: 'Ana',
      city: 'São Paulo',
    });
    const missing = await mutate(
      t,
      'setShippingAddressesOnCart',
      { cart_id: cartId, shipping_addresses: [{ customer_address_id: 987654 }] },
      headers,
    );
    expect(missing.errors![0]).toMatchObject({
      message: 'Could not find a address with ID "987654"',
      extensions: { category: 'graphql-no-such-entity' },
    });
    const guestCart = (await t.graphql('mutation { createGuestCart { cart { id } } }')).data!.createGuestCart
      .cart.id;
    const guest = await mutate(t, 'setShippingAddressesOnCart', {
      cart_id: guestCart,
      shipping_addresses: [{ customer_address_id: saved }],
    });
    expect(guest.errors![0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    // A guest's address never lands in anyone's book.
    const count = async () =>
      (await t.database.db.selectFrom('customer_address').select('id').execute()).length;
    const before = await count();
    const guestAddress = await mutate(t, 'setShippingAddressesOnCart', {
      cart_id: guestCart,
      shipping_addresses: [{ address: cartAddress }],
    });
    expect(guestAddress.errors).toBeUndefined();
    expect(await count()).toBe(before);
  });

  it('estimates shipping and totals for customers only, without changing the cart', async () => {
    const { headers } = await registeredCustomer(t);
    const cartId = (await t.graphql('{ customerCart { id } }', {}, headers)).data!.customerCart.id;
    await t.graphql(
      'mutation ($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "100025", quantity: 2 }]) { cart { id } } }',
      { c: cartId },
      headers,
    );
    const ESTIMATE =
      'mutation ($input: EstimateTotalsInput!) { estimateShippingMethods(input: $input) { carrier_code method_code amount { value currency } available } }';
    const input = { cart_id: cartId, address: { country_code: 'BR', postcode: '20010-000' } };
    const r = await t.graphql(ESTIMATE, { input }, headers);
    expect(r.errors).toBeUndefined();
    const methods = r.data!.estimateShippingMethods;
    expect(methods.length).toBeGreaterThan(0);
    expect(methods[0]).toMatchObject({
      carrier_code: 'transportadora',
      method_code: 'economico',
      available: true,
    });
    expect(methods[0].amount.value).toBeGreaterThan(0);
    const TOTALS = `mutation ($input: EstimateTotalsInput!) { estimateTotals(input: $input) { cart { ${CART_FIELDS} } } }`;
    const totals = await t.graphql(
      TOTALS,
      { input: { ...input, shipping_method: { carrier_code: 'transportadora', method_code: 'economico' } } },
      headers,
    );
    const cart = totals.data!.estimateTotals.cart;
    expect(cart.shipping_addresses[0].selected_shipping_method.amount.value).toBe(methods[0].amount.value);
    expect(cart.prices.grand_total.value).toBeCloseTo(
      cart.prices.subtotal_including_tax.value + methods[0].amount.value,
      2,
    );
    const stored = await t.graphql(
      `query ($id: String!) { cart(cart_id: $id) { shipping_addresses { postcode } } }`,
      { id: cartId },
      headers,
    );
    expect(stored.data!.cart.shipping_addresses).toEqual([]);
    const unknownMethod = await t.graphql(
      TOTALS,
      { input: { ...input, shipping_method: { carrier_code: 'x', method_code: 'y' } } },
      headers,
    );
    expect(unknownMethod.errors![0]!.message).toBe('Carrier with such method not found: x, y');
    const badCep = await t.graphql(
      ESTIMATE,
      { input: { ...input, address: { country_code: 'BR', postcode: '123' } } },
      headers,
    );
    expect(badCep.errors![0]!.message).toBe('Invalid postcode "123": a CEP has 8 digits.');
    const guestCart = (await t.graphql('mutation { createGuestCart { cart { id } } }')).data!.createGuestCart
      .cart.id;
    for (const query of [ESTIMATE, TOTALS]) {
      const guest = await t.graphql(query, { input: { ...input, cart_id: guestCart } });
      expect(guest.errors![0]).toMatchObject({
        message: 'Log in or register to check shipping costs',
        extensions: { category: 'graphql-authorization' },
      });
    }
  });
});
