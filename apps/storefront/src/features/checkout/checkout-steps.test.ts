import { describe, expect, it } from 'vitest';
import {
  type CardChoice,
  installmentChoices,
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

describe('shipping step (rules §4)', () => {
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

describe('payment step (rules §4)', () => {
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
          minimum_order: {
            met: false,
            minimum: { value: 100, currency: 'BRL' },
            missing: { value: 0.01, currency: 'BRL' },
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

  it('follows the server verdict, not the subtotal (ESP10 and Pix are the server rule)', () => {
    // R$ 105 with ESP10 is R$ 94,50 of goods: the subtotal passes, the server says no.
    const coupon = {
      ...ready,
      prices: {
        grand_total: { value: 114.4, currency: 'BRL' },
        subtotal_including_tax: { value: 105, currency: 'BRL' },
        discounts: [{ label: 'Cupom ESP10', amount: { value: 10.5, currency: 'BRL' } }],
      },
      minimum_order: {
        met: false,
        minimum: { value: 100, currency: 'BRL' },
        missing: { value: 5.5, currency: 'BRL' },
      },
    };
    expect(placementBlocker(coupon, undefined, { needsGuestEmail: true })).toBe('belowMinimum');
    // R$ 100 paid by Pix totals R$ 97,00 before delivery: the server still says yes.
    const pix = {
      ...ready,
      prices: {
        grand_total: { value: 116.3, currency: 'BRL' },
        subtotal_including_tax: { value: 100, currency: 'BRL' },
        discounts: [{ label: 'Desconto Pix (3%)', amount: { value: 3.6, currency: 'BRL' } }],
      },
    };
    expect(placementBlocker(pix, undefined, { needsGuestEmail: true })).toBeUndefined();
  });

  it('lists the server installment plan as the card choices', () => {
    expect(installmentChoices(ready)).toEqual([
      { count: 1, amountCents: 11180, totalCents: 11180, interestFree: true },
      { count: 2, amountCents: 5590, totalCents: 11180, interestFree: true },
    ]);
    expect(installmentChoices({ ...ready, installment_plan: null })).toEqual([]);
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
