import { describe, expect, it } from 'vitest';
import { createCustomer, placeOrder, readyCart } from '../../src/modules/cart/testing';
import { markOrderPaid } from '../../src/modules/sales/order-status';
import { TEST_DATABASES, useTestApp } from '../test-app';

/** What the added Magento fields answer (schema compatibility with Vue Storefront and PWA Studio). */

const KEY = 'b2'.repeat(32);
const YEAR = new Date().getUTCFullYear() + 2;

describe.each(TEST_DATABASES)('Magento compatibility fields on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { CARD_VAULT_KEY: KEY });

  it('answers the gift message and fixed product tax settings of storeConfig', async () => {
    const r = await t.graphql(`{
      storeConfig { allow_items allow_order product_fixed_product_tax_display_setting
        category_fixed_product_tax_display_setting sales_fixed_product_tax_display_setting }
      availableStores { store_code allow_order }
    }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.storeConfig).toEqual({
      allow_items: '0',
      allow_order: '0',
      product_fixed_product_tax_display_setting: 'FPT_DISABLED',
      category_fixed_product_tax_display_setting: 'FPT_DISABLED',
      sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
    });
    expect(r.data!.availableStores).toHaveLength(3);
  });

  it("lists the order's invoices and shipments once staff create them (not on payment)", async () => {
    const customer = await createCustomer(t);
    const cartId = await readyCart(t, [{ sku: '100025', quantity: 3 }], { headers: customer.headers });
    const placed = await placeOrder(t, cartId, customer.headers);
    const number = placed.data!.placeOrder.order.order_number as string;
    const query = `{ customerOrders { items { number invoices { number items { product_sku quantity_invoiced
      order_item { product_sku } } total { grand_total { value } } } shipments { number tracking { number } items { product_sku } } } } }`;
    const before = await t.graphql(query, {}, customer.headers);
    expect(before.data!.customerOrders.items[0]).toMatchObject({ number, invoices: [], shipments: [] });

    const order = await t.database.db
      .selectFrom('sales_order')
      .select(['id', 'grand_total_cents'])
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
    expect(await markOrderPaid(t.database.db, order.id, 'test payment')).toBe(true);
    // Paid is not invoiced: the invoice is the store's document (docs/orders.md).
    expect((await t.graphql(query, {}, customer.headers)).data!.customerOrders.items[0].invoices).toEqual([]);
    const actor = { kind: 'staff' as const, name: 'test' };
    await t.app.orderLifecycle.invoice(order.id, { actor });
    await t.app.orderLifecycle.ship(order.id, {
      actor,
      tracks: [{ carrier_code: 'correios', track_number: 'AA123456785BR' }],
    });
    const after = await t.graphql(query, {}, customer.headers);
    expect(after.errors).toBeUndefined();
    const [listed] = after.data!.customerOrders.items;
    expect(listed.invoices).toEqual([
      {
        number: expect.stringMatching(/^\d{9}$/),
        items: [{ product_sku: '100025', quantity_invoiced: 3, order_item: { product_sku: '100025' } }],
        total: { grand_total: { value: order.grand_total_cents / 100 } },
      },
    ]);
    expect(listed.shipments).toEqual([
      {
        number: expect.stringMatching(/^\d{9}$/),
        tracking: [{ number: 'AA123456785BR' }],
        items: [{ product_sku: '100025' }],
      },
    ]);
  });

  it("lists the customer's saved cards as payment tokens, never the number", async () => {
    const customer = await createCustomer(t);
    const query = '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }';
    const guest = await t.graphql(query);
    expect(guest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const save = await t.app.inject({
      method: 'POST',
      url: '/payment-card',
      headers: customer.headers,
      payload: {
        cardholderName: 'MARIA SILVA',
        cardNumber: '5448280000000007',
        expirationMonth: '07',
        expirationYear: String(YEAR),
      },
    });
    expect(save.statusCode).toBeLessThan(300);
    const r = await t.graphql(query, {}, customer.headers);
    expect(r.errors).toBeUndefined();
    const [token] = r.data!.customerPaymentTokens.items;
    expect(token).toEqual({
      public_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      payment_method_code: 'jetcred',
      type: 'card',
      details: JSON.stringify({ type: 'MC', maskedCC: '0007', expirationDate: `07/${YEAR}` }),
    });
    expect(JSON.stringify(r.data)).not.toContain('5448280000000007');
    const other = await createCustomer(t);
    expect((await t.graphql(query, {}, other.headers)).data!.customerPaymentTokens.items).toEqual([]);
  });
});
