import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { createCustomer, mutate, placeOrder, readyCart } from './testing';

/**
 * The minimum order (rules §9: R$100.00 excluding delivery) is one rule: what the cart answers in
 * `minimum_order` is what placeOrder applies, at the edges, with and without Pix and ESP10.
 */

const SKU = '100025';

const RULES = `query ($id: String!) {
  cart(cart_id: $id) {
    prices { subtotal_including_tax { value } subtotal_with_discount_excluding_tax { value } grand_total { value } }
    minimum_order { met minimum { value currency } missing { value currency } }
    installment_plan { number_installments amount { value currency } total { value } interest_free }
    pix_grand_total { value currency }
  }
}`;

describe.each(TEST_DATABASES)('minimum order on %s', (database) => {
  const t = useTestApp(database);

  /** One unit of the test product costs exactly `cents`, with no special price. */
  const priceAt = (cents: number) =>
    t.database.db
      .updateTable('product')
      .set({ price_cents: cents, special_price_cents: null })
      .where('sku', '=', SKU)
      .execute();

  const cases = [
    // subtotal, coupon, goods after the coupon
    { subtotal: 9_999, coupon: false, goods: 99.99 },
    { subtotal: 10_000, coupon: false, goods: 100 },
    // ESP10: 10 % of 111,10 is 11,11 → 99,99; of 111,11 is 11,111 → 11,11 → 100,00.
    { subtotal: 11_110, coupon: true, goods: 99.99 },
    { subtotal: 11_111, coupon: true, goods: 100 },
  ];

  for (const { subtotal, coupon, goods } of cases) {
    for (const payment of ['jetpix', 'jetboleto']) {
      const met = goods >= 100;
      it(`goods R$ ${goods.toFixed(2)} (subtotal ${subtotal / 100}${coupon ? ' with ESP10' : ''}, ${payment}): ${met ? 'accepted' : 'refused'} by cart and placeOrder alike`, async () => {
        await priceAt(subtotal);
        const customer = await createCustomer(t);
        const cartId = await readyCart(t, [{ sku: SKU, quantity: 1 }], {
          headers: customer.headers,
          payment,
        });
        if (coupon) {
          const applied = await mutate(
            t,
            'applyCouponToCart',
            { cart_id: cartId, coupon_code: 'ESP10' },
            customer.headers,
          );
          expect(applied.errors).toBeUndefined();
        }
        const r = await t.graphql(RULES, { id: cartId }, customer.headers);
        expect(r.errors).toBeUndefined();
        const cart = r.data!.cart;
        expect(cart.prices.subtotal_including_tax.value).toBe(subtotal / 100);
        expect(cart.prices.subtotal_with_discount_excluding_tax.value).toBe(goods);
        expect(cart.minimum_order).toEqual({
          met,
          minimum: { value: 100, currency: 'BRL' },
          missing: { value: met ? 0 : 0.01, currency: 'BRL' },
        });
        if (payment === 'jetpix') {
          // The Pix discount takes the grand total's goods under R$ 100 and still the order stands.
          expect(cart.prices.grand_total.value).toBe(cart.pix_grand_total.value);
        }

        const placed = await placeOrder(t, cartId, customer.headers);
        expect(placed.errors).toBeUndefined();
        const errors = placed.data!.placeOrder.errors;
        if (cart.minimum_order.met) {
          expect(errors).toEqual([]);
        } else {
          expect(errors).toEqual([
            {
              code: 'UNABLE_TO_PLACE_ORDER',
              message: 'Não foi possível fazer o pedido: O pedido mínimo é de R$ 100,00, sem contar o frete.',
            },
          ]);
        }
      });
    }
  }

  it('answers the installment plan of the total before Pix, computed in BRL and converted', async () => {
    await priceAt(3_000);
    const cartId = await readyCart(t, [{ sku: SKU, quantity: 1 }], { payment: 'jetpix' });
    const brl = (await t.graphql(RULES, { id: cartId })).data!.cart;
    // Not yet R$ 100: R$ 70,00 missing. Shipping is part of the card total, Pix is not taken off.
    expect(brl.minimum_order.missing).toEqual({ value: 70, currency: 'BRL' });
    const cardTotal = Math.round((brl.pix_grand_total.value / 0.97) * 100) / 100;
    expect(brl.installment_plan[0]).toEqual({
      number_installments: 1,
      amount: { value: cardTotal, currency: 'BRL' },
      total: { value: cardTotal },
      interest_free: true,
    });
    expect(
      brl.installment_plan.every(
        (o: { amount: { value: number } }, i: number) => i === 0 || o.amount.value >= 10,
      ),
    ).toBe(true);

    // In dollars every amount is converted, but the R$ 10 minimum is still applied in reais:
    // the plan has as many options as in BRL although each is far below $10.
    const usd = (await t.graphql(RULES, { id: cartId }, { 'content-currency': 'USD' })).data!.cart;
    expect(usd.installment_plan.length).toBe(brl.installment_plan.length);
    expect(usd.installment_plan.at(-1).amount.currency).toBe('USD');
    expect(usd.installment_plan.at(-1).amount.value).toBeLessThan(10);
    expect(usd.minimum_order.minimum.currency).toBe('USD');
    expect(usd.minimum_order.met).toBe(false);
  });
});
