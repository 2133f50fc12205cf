import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { encodeUid } from '../../graphql/uid';
import { ADDRESS, add, CART_FIELDS, createCustomer, guestCart, mutate, RIO_ADDRESS } from './testing';

const CART = `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;

describe.each(TEST_DATABASES)('cart on %s', (database) => {
  const t = useTestApp(database);

  describe('creation and access', () => {
    it('creates guest carts with 32-character ids, honouring a client id once', async () => {
      const id = await guestCart(t);
      expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
      const chosen = 'a'.repeat(32);
      const r = await t.graphql(
        'mutation ($u: ID) { createGuestCart(input: { cart_uid: $u }) { cart { id total_quantity is_virtual items { uid } } } }',
        { u: chosen },
      );
      expect(r.data!.createGuestCart.cart).toEqual({
        id: chosen,
        total_quantity: 0,
        is_virtual: false,
        items: [],
      });
      const again = await t.graphql(
        'mutation ($u: ID) { createGuestCart(input: { cart_uid: $u }) { cart { id } } }',
        { u: chosen },
      );
      expect(again.errors![0]!.message).toBe(`Cart with ID "${chosen}" already exists.`);
      const short = await t.graphql(
        'mutation { createGuestCart(input: { cart_uid: "abc" }) { cart { id } } }',
      );
      expect(short.errors![0]!.message).toBe('Cart ID length should to be 32 symbols.');
      const empty = await t.graphql('mutation { createEmptyCart }');
      expect(empty.data!.createEmptyCart).toMatch(/^[A-Za-z0-9]{32}$/);
    });

    it('answers unknown, foreign and inactive carts with Magento messages', async () => {
      const unknown = await t.graphql(CART, { id: 'x'.repeat(32) });
      expect(unknown.errors![0]).toMatchObject({
        message: `Could not find a cart with ID "${'x'.repeat(32)}"`,
        extensions: { category: 'graphql-no-such-entity' },
      });
      const customer = await createCustomer(t);
      const guestId = await guestCart(t);
      const asCustomer = await t.graphql(CART, { id: guestId }, customer.headers);
      expect(asCustomer.errors![0]).toMatchObject({
        message: `The current user cannot perform operations on cart "${guestId}"`,
        extensions: { category: 'graphql-authorization' },
      });
      const customerCart = (await t.graphql('{ customerCart { id } }', {}, customer.headers)).data!
        .customerCart.id;
      const asGuest = await t.graphql(CART, { id: customerCart });
      expect(asGuest.errors![0]!.message).toBe(
        `The current user cannot perform operations on cart "${customerCart}"`,
      );
      const other = await createCustomer(t);
      const asOther = await t.graphql(CART, { id: customerCart }, other.headers);
      expect(asOther.errors![0]!.extensions!.category).toBe('graphql-authorization');
      const wrongStore = await t.graphql(CART, { id: guestId }, { store: 'en' });
      expect(wrongStore.errors![0]!.message).toBe(`Wrong store code specified for cart "${guestId}"`);
    });

    it('gives a customer one active cart and refuses customerCart and createGuestCart wrongly', async () => {
      const customer = await createCustomer(t);
      const a = await t.graphql('{ customerCart { id total_quantity items { uid } } }', {}, customer.headers);
      const b = await t.graphql('{ customerCart { id } }', {}, customer.headers);
      expect(a.data!.customerCart).toMatchObject({ total_quantity: 0, items: [] });
      expect(b.data!.customerCart.id).toBe(a.data!.customerCart.id);
      const empty = await t.graphql('mutation { createEmptyCart }', {}, customer.headers);
      expect(empty.data!.createEmptyCart).toBe(a.data!.customerCart.id);
      const guest = await t.graphql('{ customerCart { id } }');
      expect(guest.errors![0]).toMatchObject({
        message: 'The request is allowed for logged in customer',
        extensions: { category: 'graphql-authorization' },
      });
      const expired = await t.graphql('{ customerCart { id } }', {}, { authorization: 'Bearer nope' });
      expect(expired.errors![0]!.message).toBe('The request is allowed for logged in customer');
      const guestCartForCustomer = await t.graphql(
        'mutation { createGuestCart { cart { id } } }',
        {},
        customer.headers,
      );
      expect(guestCartForCustomer.errors![0]!.message).toBe(
        'Use `Query.customerCart` for logged in customer.',
      );
    });
  });

  describe('addProductsToCart', () => {
    it('adds simple products, grows the same line and totals the cart', async () => {
      const id = await guestCart(t);
      await add(t, id, [{ sku: '100025', quantity: 1 }]);
      const r = await add(t, id, [{ sku: '100025', quantity: 2 }]);
      const cart = r.data!.addProductsToCart.cart;
      expect(r.data!.addProductsToCart.user_errors).toEqual([]);
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({
        quantity: 3,
        product: { sku: '100025' },
        prices: { row_total: { value: 119.7 } },
      });
      expect(cart.total_quantity).toBe(3);
      expect(cart.prices.subtotal_including_tax).toEqual({ value: 119.7, currency: 'BRL' });
      expect(cart.prices.grand_total).toEqual({ value: 119.7, currency: 'BRL' });
      expect(cart.selected_payment_method).toEqual({ code: '', title: '' });
      expect(cart.available_payment_methods.map((m: { code: string }) => m.code)).toEqual([
        'jetpix',
        'jetboleto',
        'jetcred',
      ]);
    });

    it('reports per-item problems in user_errors with codes, keeping the good items', async () => {
      const id = await guestCart(t);
      const r = await add(t, id, [
        { sku: 'nao-existe', quantity: 1 },
        { sku: '100025', quantity: 0 },
        { sku: '100001', quantity: 1 },
        { sku: '200015', quantity: 6 },
        { sku: '600041', quantity: 1 },
        { sku: '100025', quantity: 1.5 },
        { sku: '100022', quantity: 1 },
      ]);
      const { user_errors, cart } = r.data!.addProductsToCart;
      expect(user_errors).toEqual([
        {
          code: 'PRODUCT_NOT_FOUND',
          message: 'Não foi possível encontrar um produto com o SKU "nao-existe"',
        },
        { code: 'UNDEFINED', message: 'A quantidade do produto deve ser maior que 0' },
        { code: 'INSUFFICIENT_STOCK', message: 'Este produto está esgotado.' },
        { code: 'INSUFFICIENT_STOCK', message: 'A quantidade solicitada não está disponível' },
        {
          code: 'UNDEFINED',
          message: 'O tipo de produto giftcard ainda não pode ser adicionado ao carrinho',
        },
        { code: 'UNDEFINED', message: 'Este produto não aceita quantidade decimal.' },
      ]);
      expect(cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['100022']);
    });

    it('counts units already in the cart against the stock', async () => {
      const id = await guestCart(t);
      expect(
        (await add(t, id, [{ sku: '200015', quantity: 5 }])).data!.addProductsToCart.user_errors,
      ).toEqual([]);
      const more = await add(t, id, [{ sku: '200015', quantity: 1 }]);
      expect(more.data!.addProductsToCart.user_errors[0].code).toBe('INSUFFICIENT_STOCK');
    });

    it('adds configurable products by variant sku, by parent_sku and by selected option uid', async () => {
      const id = await guestCart(t);
      const color = (
        await t.database.db
          .selectFrom('product')
          .select('color_id')
          .where('sku', '=', '200101-AZ')
          .executeTakeFirstOrThrow()
      ).color_id!;
      const r = await add(t, id, [
        { sku: '200101-AZ', quantity: 1 },
        { sku: '200101-AZ', parent_sku: '200101', quantity: 1 },
        { sku: '200101', quantity: 1, selected_options: [encodeUid('configurable', 93, color)] },
        { sku: '200101', quantity: 1 },
        { sku: '200101-VD', quantity: 1 },
        { sku: '200101', quantity: 1, selected_options: [encodeUid('configurable', 93, 999999)] },
      ]);
      const { user_errors, cart } = r.data!.addProductsToCart;
      expect(user_errors).toEqual([
        { code: 'UNDEFINED', message: 'Você precisa escolher as opções do item.' },
        { code: 'INSUFFICIENT_STOCK', message: 'Este produto está esgotado.' },
        { code: 'NOT_SALABLE', message: 'As opções obrigatórias que você escolheu não estão disponíveis.' },
      ]);
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({
        quantity: 3,
        product: { sku: '200101' },
        configured_variant: { sku: '200101-AZ' },
        configurable_options: [{ option_label: 'Cor', value_label: 'Azul' }],
      });
    });

    it('adds bundles (defaults or chosen selections), grouped members and downloadable links', async () => {
      const id = await guestCart(t);
      const options = await t.graphql(
        `{ products(filter: { sku: { eq: "600001" } }) { items { ... on BundleProduct { items { title options { uid label is_default } } } } } }`,
      );
      const bundleItems = options.data!.products.items[0].items as {
        title: string;
        options: { uid: string; is_default: boolean }[];
      }[];
      const chosen = bundleItems
        .filter((o) => o.title !== 'Complementos')
        .map((o) => o.options[o.options.length - 1]!.uid);
      const r = await add(t, id, [
        { sku: '600001', quantity: 1 },
        { sku: '600001', quantity: 1, selected_options: chosen },
        { sku: '600012', quantity: 2 },
        { sku: '600031', quantity: 1 },
        { sku: '600001', quantity: 1, selected_options: [bundleItems[3]!.options[0]!.uid] },
      ]);
      const { user_errors, cart } = r.data!.addProductsToCart;
      expect(user_errors).toEqual([
        { code: 'UNDEFINED', message: 'Selecione todas as opções obrigatórias.' },
      ]);
      const types = cart.items.map((i: { product: { sku: string } }) => i.product.sku);
      expect(types).toEqual(['600001', '600001', '201008', '201009', '201010', '201011', '600031']);
      expect(cart.items[0].bundle_options.map((o: { label: string }) => o.label)).toEqual([
        'Cadernos',
        'Lápis preto',
        'Lápis de cor',
        'Complementos',
      ]);
      expect(cart.items[1].bundle_options).toHaveLength(3);
      expect(cart.items[2].quantity).toBe(2);
      expect(cart.items[6].links).toEqual([{ title: 'Planner Digital 2027 – PDF A4 para imprimir' }]);
      expect(cart.is_virtual).toBe(false);
    });

    it('fails the whole call for an unknown cart (top-level error)', async () => {
      const r = await add(t, 'z'.repeat(32), [{ sku: '100025', quantity: 1 }]);
      expect(r.errors![0]!.message).toBe(`Could not find a cart with ID "${'z'.repeat(32)}"`);
    });
  });

  describe('updateCartItems and removeItemFromCart', () => {
    it('changes quantities, removes with 0 and refuses bad lines and quantities', async () => {
      const id = await guestCart(t);
      const added = await add(t, id, [
        { sku: '100025', quantity: 1 },
        { sku: '100022', quantity: 1 },
      ]);
      const [a, b] = added.data!.addProductsToCart.cart.items as { uid: string }[];
      const r = await mutate(t, 'updateCartItems', {
        cart_id: id,
        cart_items: [
          { cart_item_uid: a!.uid, quantity: 4 },
          { cart_item_uid: b!.uid, quantity: 0 },
        ],
      });
      expect(r.data!.updateCartItems.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([4]);
      const tooMany = await mutate(t, 'updateCartItems', {
        cart_id: id,
        cart_items: [{ cart_item_uid: a!.uid, quantity: 100000 }],
      });
      expect(tooMany.errors![0]!.message).toBe('The most you may purchase is 10000.');
      const overStock = await mutate(t, 'updateCartItems', {
        cart_id: id,
        cart_items: [{ cart_item_uid: a!.uid, quantity: 5000 }],
      });
      expect(overStock.errors![0]!.message).toBe('The requested qty is not available');
      const unknown = await mutate(t, 'updateCartItems', {
        cart_id: id,
        cart_items: [{ cart_item_id: 999999, quantity: 1 }],
      });
      expect(unknown.errors![0]!.message).toBe('Could not find cart item with id: 999999.');
      const negative = await mutate(t, 'updateCartItems', {
        cart_id: id,
        cart_items: [{ cart_item_uid: a!.uid, quantity: -1 }],
      });
      expect(negative.errors![0]!.message).toBe('The product quantity should be greater than 0');
      const removed = await mutate(t, 'removeItemFromCart', { cart_id: id, cart_item_uid: a!.uid });
      expect(removed.data!.removeItemFromCart.cart).toMatchObject({ items: [], total_quantity: 0 });
      const again = await mutate(t, 'removeItemFromCart', { cart_id: id, cart_item_uid: a!.uid });
      expect(again.errors![0]!.message).toBe("The cart doesn't contain the item");
    });
  });

  describe('mergeCarts and assignCustomerToGuestCart', () => {
    it('merges a guest cart into the customer cart and deactivates it', async () => {
      const customer = await createCustomer(t);
      const dest = (await t.graphql('{ customerCart { id } }', {}, customer.headers)).data!.customerCart.id;
      await add(t, dest, [{ sku: '100025', quantity: 1 }], customer.headers);
      const source = await guestCart(t);
      await add(t, source, [
        { sku: '100025', quantity: 1 },
        { sku: '100022', quantity: 1 },
      ]);
      const r = await t.graphql(
        `mutation ($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id items { quantity product { sku } } } }`,
        { s: source, d: dest },
        customer.headers,
      );
      expect(r.data!.mergeCarts.items).toEqual([
        { quantity: 2, product: { sku: '100025' } },
        { quantity: 1, product: { sku: '100022' } },
      ]);
      const sourceAfter = await t.graphql(CART, { id: source });
      expect(sourceAfter.errors![0]!.message).toBe('Current user does not have an active cart.');
      const guest = await t.graphql('mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }', {
        s: source,
      });
      expect(guest.errors![0]!.message).toBe("The current customer isn't authorized.");
      const fromCustomerCart = await t.graphql(
        'mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }',
        { s: dest },
        customer.headers,
      );
      expect(fromCustomerCart.errors![0]!.message).toBe(
        `The current user cannot perform operations on cart "${dest}"`,
      );
    });

    it('assigns a guest cart to the customer', async () => {
      const customer = await createCustomer(t);
      const source = await guestCart(t);
      await add(t, source, [{ sku: '100022', quantity: 2 }]);
      const r = await t.graphql(
        'mutation ($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id total_quantity } }',
        { id: source },
        customer.headers,
      );
      expect(r.data!.assignCustomerToGuestCart).toEqual({ id: source, total_quantity: 2 });
      const mine = await t.graphql('{ customerCart { id } }', {}, customer.headers);
      expect(mine.data!.customerCart.id).toBe(source);
      const asGuest = await t.graphql(CART, { id: source });
      expect(asGuest.errors![0]!.extensions!.category).toBe('graphql-authorization');
    });
  });

  describe('coupons', () => {
    it('asks guests to log in for ESP10 and rejects unknown codes', async () => {
      const id = await guestCart(t);
      const emptyCart = await mutate(t, 'applyCouponToCart', { cart_id: id, coupon_code: 'ESP10' });
      expect(emptyCart.errors![0]!.message).toBe('Cart does not contain products.');
      await add(t, id, [{ sku: '100025', quantity: 3 }]);
      const guest = await mutate(t, 'applyCouponToCart', { cart_id: id, coupon_code: 'ESP10' });
      expect(guest.errors![0]).toMatchObject({
        message: 'Log in or register to use the coupon ESP10.',
        extensions: { category: 'graphql-input' },
      });
      const unknown = await mutate(t, 'applyCouponToCart', { cart_id: id, coupon_code: 'NADA' });
      expect(unknown.errors![0]).toMatchObject({
        message: "The coupon code isn't valid. Verify the code and try again.",
        extensions: { category: 'graphql-no-such-entity' },
      });
    });

    it('gives a first-time customer 10 % off, spread over the items, and removes it', async () => {
      const customer = await createCustomer(t);
      const id = (await t.graphql('{ customerCart { id } }', {}, customer.headers)).data!.customerCart.id;
      await add(
        t,
        id,
        [
          { sku: '100025', quantity: 1 },
          { sku: '100022', quantity: 1 },
        ],
        customer.headers,
      );
      const r = await mutate(t, 'applyCouponToCart', { cart_id: id, coupon_code: 'esp10' }, customer.headers);
      const cart = r.data!.applyCouponToCart.cart;
      expect(cart.applied_coupons).toEqual([{ code: 'ESP10' }]);
      // 39.90 + 13.90 = 53.80; 10 % = 5.38
      expect(cart.prices.discounts).toEqual([
        { label: 'Cupom ESP10 (10% na primeira compra)', amount: { value: 5.38 } },
      ]);
      expect(cart.prices.grand_total.value).toBe(48.42);
      const itemDiscounts = cart.items.map(
        (i: { prices: { total_item_discount: { value: number } } }) => i.prices.total_item_discount.value,
      );
      expect(Math.round(itemDiscounts.reduce((a: number, b: number) => a + b, 0) * 100)).toBe(538);
      const twice = await mutate(
        t,
        'applyCouponToCart',
        { cart_id: id, coupon_code: 'ESP10' },
        customer.headers,
      );
      expect(twice.errors![0]!.message).toBe(
        'A coupon is already applied to the cart. Please remove it to apply another',
      );
      const removed = await mutate(t, 'removeCouponFromCart', { cart_id: id }, customer.headers);
      expect(removed.data!.removeCouponFromCart.cart).toMatchObject({
        applied_coupons: null,
        prices: { discounts: [], grand_total: { value: 53.8 } },
      });
    });
  });

  describe('checkout data', () => {
    it('sets the guest e-mail, refusing bad ones and customer carts', async () => {
      const id = await guestCart(t);
      const bad = await mutate(t, 'setGuestEmailOnCart', { cart_id: id, email: 'nope' });
      expect(bad.errors![0]!.message).toBe('Invalid email format');
      const ok = await mutate(t, 'setGuestEmailOnCart', { cart_id: id, email: 'ana@example.com' });
      expect(ok.data!.setGuestEmailOnCart.cart.email).toBe('ana@example.com');
      const customer = await createCustomer(t);
      const mine = (await t.graphql('{ customerCart { id email } }', {}, customer.headers)).data!
        .customerCart;
      expect(mine.email).toBe(customer.email);
      const refused = await mutate(
        t,
        'setGuestEmailOnCart',
        { cart_id: mine.id, email: 'x@example.com' },
        customer.headers,
      );
      expect(refused.errors![0]!.message).toBe('The request is not allowed for logged in customers');
    });

    it('sets shipping and billing addresses and lists priced shipping methods', async () => {
      const id = await guestCart(t);
      await add(t, id, [{ sku: '100025', quantity: 3 }]);
      const r = await mutate(t, 'setShippingAddressesOnCart', {
        cart_id: id,
        shipping_addresses: [{ address: RIO_ADDRESS }],
      });
      const address = r.data!.setShippingAddressesOnCart.cart.shipping_addresses[0];
      expect(address).toMatchObject({
        firstname: 'Maria',
        postcode: '20010-000',
        region: { code: 'RJ' },
        country: { code: 'BR' },
      });
      // 3 × 1.2 kg = 3.6 kg → 4 kg, Sudeste: 19.90 + 3 × 2.50; express 34.90 + 3 × 4.50
      expect(address.available_shipping_methods).toEqual([
        {
          carrier_code: 'transportadora',
          method_code: 'economico',
          amount: { value: 27.4 },
          available: true,
        },
        { carrier_code: 'expresso', method_code: 'expresso', amount: { value: 48.4 }, available: true },
      ]);
      const method = await mutate(t, 'setShippingMethodsOnCart', {
        cart_id: id,
        shipping_methods: [{ carrier_code: 'expresso', method_code: 'expresso' }],
      });
      const cart = method.data!.setShippingMethodsOnCart.cart;
      expect(cart.shipping_addresses[0].selected_shipping_method).toEqual({
        carrier_code: 'expresso',
        method_code: 'expresso',
        amount: { value: 48.4 },
      });
      expect(cart.prices.grand_total.value).toBe(119.7 + 48.4);
      const billing = await mutate(t, 'setBillingAddressOnCart', {
        cart_id: id,
        billing_address: { same_as_shipping: true },
      });
      expect(billing.data!.setBillingAddressOnCart.cart.billing_address).toEqual({
        firstname: 'Maria',
        city: 'Rio de Janeiro',
      });
      const unknown = await mutate(t, 'setShippingMethodsOnCart', {
        cart_id: id,
        shipping_methods: [{ carrier_code: 'freeshipping', method_code: 'freeshipping' }],
      });
      expect(unknown.errors![0]!.message).toBe(
        'Carrier with such method not found: freeshipping, freeshipping',
      );
    });

    it('validates addresses with Magento messages', async () => {
      const id = await guestCart(t);
      await add(t, id, [{ sku: '100025', quantity: 3 }]);
      const set = (shipping_addresses: unknown[]) =>
        mutate(t, 'setShippingAddressesOnCart', { cart_id: id, shipping_addresses });
      expect((await set([{ address: ADDRESS }, { address: ADDRESS }])).errors![0]!.message).toBe(
        'You cannot specify multiple shipping addresses.',
      );
      expect((await set([{}])).errors![0]!.message).toBe(
        'The shipping address must contain either "customer_address_id" or "address".',
      );
      expect((await set([{ address: ADDRESS, customer_address_id: 1 }])).errors![0]!.message).toBe(
        'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
      );
      expect((await set([{ customer_address_id: 1 }])).errors![0]!.message).toBe(
        "The current customer isn't authorized.",
      );
      expect((await set([{ address: { ...ADDRESS, postcode: '123' } }])).errors![0]!.message).toMatch(
        /CEP has 8 digits/,
      );
      expect((await set([{ address: { ...ADDRESS, telephone: '' } }])).errors![0]!.message).toBe(
        '"telephone" is required. Enter and try again.',
      );
      expect(
        (await set([{ address: { ...ADDRESS, vat_id: '111.111.111-11' } }])).errors![0]!.message,
      ).toMatch(/not a valid CPF or CNPJ/);
      const noRegion = await set([{ address: { ...ADDRESS, region: null } }]);
      expect(noRegion.data!.setShippingAddressesOnCart.cart.shipping_addresses[0].region).toEqual({
        code: 'SP',
      });
      const noShipping = await mutate(t, 'setShippingMethodsOnCart', {
        cart_id: await guestCart(t),
        shipping_methods: [{ carrier_code: 'expresso', method_code: 'expresso' }],
      });
      expect(noShipping.errors![0]!.message).toBe(
        'The shipping address is missing. Set the address and try again.',
      );
    });

    it('offers free shipping in Greater São Paulo above R$500 and not elsewhere', async () => {
      const id = await guestCart(t);
      await add(t, id, [{ sku: '100125', quantity: 2 }]);
      const sp = await mutate(t, 'setShippingAddressesOnCart', {
        cart_id: id,
        shipping_addresses: [{ address: ADDRESS }],
      });
      const methods =
        sp.data!.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods;
      expect(methods[0]).toEqual({
        carrier_code: 'freeshipping',
        method_code: 'freeshipping',
        amount: { value: 0 },
        available: true,
      });
      const rio = await mutate(t, 'setShippingAddressesOnCart', {
        cart_id: id,
        shipping_addresses: [{ address: RIO_ADDRESS }],
      });
      const rioMethods =
        rio.data!.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods;
      expect(rioMethods.map((m: { carrier_code: string }) => m.carrier_code)).toEqual([
        'transportadora',
        'expresso',
      ]);
    });

    it('keeps virtual carts free of shipping', async () => {
      // A customer's: a guest cart with a file to download is not checked out (downloads.api.test.ts).
      const { headers } = await createCustomer(t);
      const id = (await t.graphql('{ customerCart { id } }', {}, headers)).data!.customerCart.id;
      const r = await add(
        t,
        id,
        [
          { sku: '600021', quantity: 1 },
          { sku: '600031', quantity: 1 },
        ],
        headers,
      );
      expect(r.data!.addProductsToCart.cart.is_virtual).toBe(true);
      const address = await mutate(
        t,
        'setShippingAddressesOnCart',
        { cart_id: id, shipping_addresses: [{ address: ADDRESS }] },
        headers,
      );
      expect(address.errors![0]!.message).toBe(
        'The Cart includes virtual product(s) only, so a shipping address is not used.',
      );
      const payment = await mutate(
        t,
        'setPaymentMethodOnCart',
        { cart_id: id, payment_method: { code: 'jetboleto' } },
        headers,
      );
      expect(payment.data!.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({
        code: 'jetboleto',
        title: 'Boleto bancário',
      });
    });

    it('selects payment methods, takes 3 % off for Pix and refuses others', async () => {
      const id = await guestCart(t);
      await add(t, id, [{ sku: '100025', quantity: 3 }]);
      const early = await mutate(t, 'setPaymentMethodOnCart', {
        cart_id: id,
        payment_method: { code: 'jetpix' },
      });
      expect(early.errors![0]!.message).toBe(
        'The shipping address is missing. Set the address and try again.',
      );
      await mutate(t, 'setShippingAddressesOnCart', {
        cart_id: id,
        shipping_addresses: [{ address: RIO_ADDRESS }],
      });
      await mutate(t, 'setShippingMethodsOnCart', {
        cart_id: id,
        shipping_methods: [{ carrier_code: 'transportadora', method_code: 'economico' }],
      });
      const checkmo = await mutate(t, 'setPaymentMethodOnCart', {
        cart_id: id,
        payment_method: { code: 'checkmo' },
      });
      expect(checkmo.errors![0]!.message).toBe('The requested Payment Method is not available.');
      const pix = await mutate(t, 'setPaymentMethodOnCart', {
        cart_id: id,
        payment_method: { code: 'jetpix' },
      });
      const cart = pix.data!.setPaymentMethodOnCart.cart;
      // 119.70 + 27.40 = 147.10; Pix 3 % = 4.41 (4.413)
      expect(cart.prices.discounts).toEqual([{ label: 'Desconto Pix (3%)', amount: { value: 4.41 } }]);
      expect(cart.prices.grand_total.value).toBe(142.69);
      expect(cart.selected_payment_method).toEqual({ code: 'jetpix', title: 'Pix' });
    });
  });
});
