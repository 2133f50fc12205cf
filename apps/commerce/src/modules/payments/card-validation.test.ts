import { installmentPlan } from '@store/br';
import { describe, expect, it } from 'vitest';
import { validateCardPayment } from './card-validation';
import { PaymentError } from './errors';

const TODAY = new Date('2026-03-10T12:00:00Z');
const ORDER = { grandTotalCents: 30_000 };
const CARD = {
  kind: 'credit',
  cardholderName: 'Maria Silva',
  cardNumber: '4111 1111 1111 1111',
  expirationMonth: '12',
  expirationYear: '2028',
  securityCode: '123',
};

function refusal(data: Record<string, unknown>, order = ORDER, amount?: unknown): PaymentError {
  try {
    validateCardPayment({ data, amount }, order, TODAY);
  } catch (error) {
    if (error instanceof PaymentError) return error;
    throw error;
  }
  throw new Error('the payment was accepted');
}

describe('validateCardPayment', () => {
  it('gives the acquirer the digits, the brand and the chosen plan total', () => {
    const card = validateCardPayment({ data: { ...CARD, installments: '4' } }, ORDER, TODAY);
    const four = installmentPlan(ORDER.grandTotalCents).find((o) => o.number_installments === 4);
    expect(card).toMatchObject({
      number: '4111111111111111',
      brand: 'visa',
      month: 12,
      year: 2028,
      holder: 'Maria Silva',
      installments: 4,
      amountCents: four?.totalCents,
    });
    expect(four && four.totalCents > ORDER.grandTotalCents).toBe(true);
  });

  it('pays in one instalment when none is named', () => {
    expect(validateCardPayment({ data: CARD }, ORDER, TODAY)).toMatchObject({
      installments: 1,
      amountCents: ORDER.grandTotalCents,
    });
  });

  it('reports the first mistake of the body, in the documented order', () => {
    expect(refusal({ ...CARD, cardNumber: undefined }).code).toBe('INVALID_REQUEST');
    expect(refusal({ ...CARD, capture: false }).code).toBe('CAPTURE_REQUIRED');
    expect(refusal({ ...CARD, kind: 'debit', cardNumber: '1' }).code).toBe('CARD_NOT_ACCEPTED');
    expect(refusal({ ...CARD, cardNumber: '4111111111111112' }).message).toBe('invalid card number');
    expect(refusal({ ...CARD, expirationYear: '2025' }).message).toBe('invalid expiration date');
    expect(refusal({ ...CARD, securityCode: '12' }).message).toBe('invalid security code');
    expect(refusal({ ...CARD, cardholderName: ' M ' }).message).toBe('invalid cardholder name');
    expect(refusal({ ...CARD, installments: 11 }).code).toBe('INVALID_INSTALLMENTS');
  });

  it('refuses instalments below the minimum and amounts that are not the order’s', () => {
    expect(refusal({ ...CARD, installments: 10 }, { grandTotalCents: 5_000 }).code).toBe(
      'BELOW_INSTALLMENT_MINIMUM',
    );
    const mismatch = refusal({ ...CARD, amount: 29_999 });
    expect(mismatch.code).toBe('AMOUNT_MISMATCH');
    expect(mismatch.body).toEqual({ expected: ORDER.grandTotalCents });
  });
});
