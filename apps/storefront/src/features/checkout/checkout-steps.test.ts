import { describe, expect, it } from 'vitest';
import {
  type CardChoice,
  isPaymentStepComplete,
  isShippingStepComplete,
  placementBlocker,
  selectableShippingMethods,
} from './checkout-steps';
import { PAULISTA_ADDRESS, shippedCart, testCart } from './test-cart';

const CARD: CardChoice = {
  cardholderName: 'MARIA SILVA',
  cardNumber: '5448280000000007',
  expirationMonth: '12',
  expirationYear: '2030',
  securityCode: '123',
  installments: 3,
};
const paying = (code: string) => ({ code, title: code, purchase_order_number: null });

describe('shipping step (spec §4)', () => {
  it('is incomplete without an address, and with an address but no method', () => {
    expect(isShippingStepComplete(testCart())).toBe(false);
    const cart = shippedCart();
    const address = cart.shipping_addresses[0];
    if (!address) throw new Error('fixture');
    expect(
      isShippingStepComplete({
        ...cart,
        shipping_addresses: [{ ...address, selected_shipping_method: null }],
      }),
    ).toBe(false);
  });

  it('is complete with an address and a method', () => {
    expect(isShippingStepComplete(shippedCart())).toBe(true);
  });

  it('needs only a billing address for a virtual cart', () => {
    expect(isShippingStepComplete(testCart({ is_virtual: true }))).toBe(false);
    expect(isShippingStepComplete(testCart({ is_virtual: true, billing_address: PAULISTA_ADDRESS }))).toBe(
      true,
    );
  });
});

describe('payment step (spec §4)', () => {
  it('needs a method; jetcred needs a card and an installment as well', () => {
    expect(isPaymentStepComplete(testCart(), undefined)).toBe(false);
    expect(isPaymentStepComplete(testCart({ selected_payment_method: paying('jetpix') }), undefined)).toBe(
      true,
    );
    const card = testCart({ selected_payment_method: paying('jetcred') });
    expect(isPaymentStepComplete(card, undefined)).toBe(false);
    expect(isPaymentStepComplete(card, { ...CARD, installments: 0 })).toBe(false);
    expect(isPaymentStepComplete(card, CARD)).toBe(true);
  });
});

describe('placementBlocker', () => {
  const ready = shippedCart({
    email: 'maria@example.com',
    billing_address: PAULISTA_ADDRESS,
    selected_payment_method: paying('jetboleto'),
  });

  it('lets a complete cart through', () => {
    expect(placementBlocker(ready, undefined, { needsGuestEmail: true })).toBeUndefined();
  });

  it('names the first thing missing, in the order the shopper fills the page', () => {
    expect(placementBlocker(testCart({ items: [] }), undefined, { needsGuestEmail: true })).toBe('emptyCart');
    expect(
      placementBlocker(
        testCart({
          prices: {
            grand_total: { value: 119.8, currency: 'BRL' },
            subtotal_including_tax: { value: 99.99, currency: 'BRL' },
            discounts: [],
          },
        }),
        undefined,
        { needsGuestEmail: true },
      ),
    ).toBe('belowMinimum');
    expect(placementBlocker({ ...ready, email: null }, undefined, { needsGuestEmail: true })).toBe(
      'guestEmailMissing',
    );
    expect(
      placementBlocker({ ...ready, email: null }, undefined, { needsGuestEmail: false }),
    ).toBeUndefined();
    expect(placementBlocker(testCart({ email: 'a@b.co' }), undefined, { needsGuestEmail: true })).toBe(
      'fillShippingInfo',
    );
    expect(placementBlocker({ ...ready, billing_address: null }, undefined, { needsGuestEmail: true })).toBe(
      'fillBillingInfo',
    );
    expect(
      placementBlocker({ ...ready, selected_payment_method: paying('') }, undefined, {
        needsGuestEmail: true,
      }),
    ).toBe('selectPaymentMethod');
    const card = { ...ready, selected_payment_method: paying('jetcred') };
    expect(placementBlocker(card, undefined, { needsGuestEmail: true })).toBe('enterCard');
    expect(placementBlocker(card, CARD, { needsGuestEmail: true })).toBeUndefined();
  });

  it('accepts exactly R$ 100,00 of items (excluding delivery)', () => {
    const cart = {
      ...ready,
      prices: {
        grand_total: { value: 119.9, currency: 'BRL' },
        subtotal_including_tax: { value: 100, currency: 'BRL' },
        discounts: [],
      },
    };
    expect(placementBlocker(cart, undefined, { needsGuestEmail: true })).toBeUndefined();
  });
});

it('selectableShippingMethods drops unavailable carriers', () => {
  const cart = shippedCart();
  const address = cart.shipping_addresses[0];
  if (!address?.available_shipping_methods?.[0]) throw new Error('fixture');
  const broken = { ...address.available_shipping_methods[0], available: false, method_code: null };
  const withBroken = {
    ...cart,
    shipping_addresses: [
      { ...address, available_shipping_methods: [...address.available_shipping_methods, broken] },
    ],
  };
  expect(selectableShippingMethods(withBroken).map((m) => m.method_code)).toEqual(['standard']);
});
