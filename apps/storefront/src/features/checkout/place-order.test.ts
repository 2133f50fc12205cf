import { describe, expect, it } from 'vitest';
import { type PlaceOrderSteps, placeOrder } from './place-order';
import { PAULISTA_ADDRESS, shippedCart, testCart } from './test-cart';

function recorder() {
  const calls: Array<[string, unknown]> = [];
  const steps: PlaceOrderSteps = {
    async post<T>(path: string, body: unknown) {
      calls.push([path, body]);
      return (path === '/order/create' ? { order: { number: '000000001' } } : {}) as T;
    },
    async setBilling(billing) {
      calls.push(['graphql:setBillingAddressOnCart', billing]);
    },
  };
  return { calls, steps };
}

const paying = { code: 'jetpix', title: 'Pix', purchase_order_number: null };

describe('placeOrder (rules §4 sequence)', () => {
  it('sets payment method, shipping method, billing same as shipping, shipping address, then creates', async () => {
    const { calls, steps } = recorder();
    const cart = shippedCart({ selected_payment_method: paying });
    const order = await placeOrder(cart, { sameAsShipping: true }, steps);
    expect(order.number).toBe('000000001');
    expect(calls.map(([path]) => path)).toEqual([
      '/order/payment-method',
      '/order/shipping-method',
      'graphql:setBillingAddressOnCart',
      '/order/shipping-address',
      '/order/create',
    ]);
    expect(calls[0]?.[1]).toEqual({ cart_id: cart.id, code: 'jetpix' });
    expect(calls[1]?.[1]).toEqual({ cart_id: cart.id, carrier_code: 'jetfrete', method_code: 'standard' });
    expect(calls[2]?.[1]).toEqual({ same_as_shipping: true });
    expect(calls[3]?.[1]).toEqual({
      cart_id: cart.id,
      shipping_addresses: [
        {
          firstname: 'Maria',
          lastname: 'Silva',
          street: ['Avenida Paulista', '1000', 'Bela Vista'],
          city: 'São Paulo',
          region: 'SP',
          region_id: 25,
          postcode: '01310-100',
          country_code: 'BR',
          telephone: '11912345678',
          vat_id: '52998224725',
        },
      ],
    });
    expect(calls[4]?.[1]).toEqual({ cart_id: cart.id });
  });

  it('sends the separate billing address when billing differs', async () => {
    const { calls, steps } = recorder();
    const billing = { ...PAULISTA_ADDRESS, street: ['Rua B', '2', 'Centro'], country_code: 'BR' };
    const address = {
      firstname: billing.firstname,
      lastname: billing.lastname,
      street: billing.street,
      city: billing.city,
      postcode: billing.postcode,
      country_code: 'BR',
      telephone: billing.telephone,
    };
    await placeOrder(shippedCart({ selected_payment_method: paying }), { address }, steps);
    expect(calls[2]).toEqual(['graphql:setBillingAddressOnCart', { address }]);
  });

  it('skips shipping for a virtual cart', async () => {
    const { calls, steps } = recorder();
    await placeOrder(
      testCart({ is_virtual: true, selected_payment_method: paying }),
      { sameAsShipping: true },
      steps,
    );
    expect(calls.map(([path]) => path)).toEqual([
      '/order/payment-method',
      'graphql:setBillingAddressOnCart',
      '/order/create',
    ]);
  });

  it('stops at the first failing step', async () => {
    const { steps } = recorder();
    const failing: PlaceOrderSteps = {
      ...steps,
      async post(path, body) {
        if (path === '/order/shipping-method') throw new Error('Carrier with such method not found');
        return steps.post(path, body);
      },
    };
    await expect(
      placeOrder(shippedCart({ selected_payment_method: paying }), { sameAsShipping: true }, failing),
    ).rejects.toThrow('Carrier with such method not found');
  });
});
