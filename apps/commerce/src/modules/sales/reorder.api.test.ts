import { beforeAll, describe, expect, it } from 'vitest';
import { englishErrors, TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { createCustomer, placeOrder, readyCart } from '../cart/testing';

/** reorderItems: an order's lines back in the customer's cart, what cannot be added named. */

const REORDER = `mutation ($n: String!) {
  reorderItems(orderNumber: $n) {
    cart { items { quantity product { sku } } }
    userInputErrors { code message path }
  }
}`;

describe.each(TEST_DATABASES)('reorderItems on %s', (dialect) => {
  const t = useTestApp(dialect);
  beforeAll(async () => {
    await t.database.db
      .updateTable('product')
      .set({ stock_qty: 200, is_in_stock: 1 })
      .where('sku', 'in', ['100025', '200012'])
      .execute();
  });

  const orderOf = async (headers: Record<string, string>) => {
    const cartId = await readyCart(
      t,
      [
        { sku: '100025', quantity: 3 },
        { sku: '200012', quantity: 2 },
      ],
      { headers },
    );
    const placed = await placeOrder(t, cartId, headers);
    expect(placed.data?.placeOrder.errors).toEqual([]);
    return placed.data!.placeOrder.orderV2.number as string;
  };

  it('rebuilds the cart from a past order, naming a product that can no longer be sold', async () => {
    const customer = await createCustomer(t);
    const number = await orderOf(customer.headers);
    await t.database.db.updateTable('product').set({ status: 2 }).where('sku', '=', '200012').execute();
    try {
      const answer = englishErrors(await t.graphql(REORDER, { n: number }, customer.headers));
      expect(answer.errors).toBeUndefined();
      const { cart, userInputErrors } = answer.data!.reorderItems;
      expect(cart.items).toEqual([{ quantity: 3, product: { sku: '100025' } }]);
      expect(userInputErrors).toHaveLength(1);
      expect(userInputErrors[0]).toMatchObject({ path: ['orderNumber'] });
      expect(['NOT_SALABLE', 'PRODUCT_NOT_FOUND', 'UNDEFINED']).toContain(userInputErrors[0].code);
    } finally {
      await t.database.db.updateTable('product').set({ status: 1 }).where('sku', '=', '200012').execute();
    }
  });

  it("refuses guests and another customer's order", async () => {
    const owner = await createCustomer(t);
    const number = await orderOf(owner.headers);
    const guest = englishErrors(await t.graphql(REORDER, { n: number }));
    expect(guest.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    const other = englishErrors(await t.graphql(REORDER, { n: number }, (await createCustomer(t)).headers));
    expect(other.errors?.[0]?.message).toBe(`Cannot find order number "${number}" in customer account`);
  });
});
