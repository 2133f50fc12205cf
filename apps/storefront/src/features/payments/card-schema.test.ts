import { describe, expect, it } from 'vitest';
import { brandOf, cardSchema, EMPTY_CARD, securityCodeLength } from './card-schema';

const NOW = new Date('2026-05-10T12:00:00-03:00');
const PLAN = [
  { count: 1, amountCents: 12000, totalCents: 12000, interestFree: true },
  { count: 3, amountCents: 4000, totalCents: 12000, interestFree: true },
  { count: 12, amountCents: 900, totalCents: 10800, interestFree: false },
];
const VALID = {
  cardNumber: '5448 2800 0000 0007',
  cardholderName: 'MARIA SILVA',
  expirationMonth: '12',
  expirationYear: '2030',
  securityCode: '123',
  installments: '3',
};

function firstErrors(values: typeof VALID) {
  const result = cardSchema(NOW, PLAN).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('card form (rules §5)', () => {
  it('accepts a valid Mastercard with a 3-digit CVV and an installment', () => {
    expect(firstErrors(VALID)).toEqual({});
  });

  it('detects the brand and the CVV length', () => {
    expect(brandOf('5448 28')).toBe('mastercard');
    expect(brandOf('4111')).toBe('visa');
    expect(brandOf('6011 0000')).toBe('unsupported');
    expect(brandOf('60')).toBeUndefined();
    expect(securityCodeLength('3782 822463 10005')).toBe(4);
    expect(securityCodeLength('4111')).toBe(3);
  });

  it("says 'card brand not supported' for an unknown brand", () => {
    expect(firstErrors({ ...VALID, cardNumber: '6011 1111 1111 1117' }).cardNumber).toBe(
      'cardBrandNotSupported',
    );
  });

  it('rejects a bad number, an expired card, a wrong CVV length', () => {
    expect(firstErrors({ ...VALID, cardNumber: '5448 2800 0000 0008' }).cardNumber).toBe('invalidCardNumber');
    expect(firstErrors({ ...VALID, expirationYear: '2026', expirationMonth: '04' }).expirationMonth).toBe(
      'cardExpired',
    );
    expect(firstErrors({ ...VALID, expirationMonth: '13' }).expirationMonth).toBe('invalidExpiry');
    expect(firstErrors({ ...VALID, securityCode: '1234' }).securityCode).toBe('invalidSecurityCode');
    expect(firstErrors({ ...VALID, cardNumber: '3782 822463 10005', securityCode: '123' }).securityCode).toBe(
      'invalidSecurityCode',
    );
  });

  it("says 'purchase below instalment minimum' under R$ 10 an installment", () => {
    expect(firstErrors({ ...VALID, installments: '12' }).installments).toBe('belowInstallmentMinimum');
  });

  it('requires every field', () => {
    expect(firstErrors({ ...EMPTY_CARD, installments: '' })).toMatchObject({
      cardNumber: 'required',
      cardholderName: 'required',
      expirationMonth: 'required',
      expirationYear: 'required',
      securityCode: 'required',
      installments: 'required',
    });
  });

  it('reads the expiry as the payment service does (packages/br parseCardExpiry)', () => {
    expect(firstErrors({ ...VALID, expirationMonth: '5', expirationYear: '26' })).toEqual({});
    expect(firstErrors({ ...VALID, expirationYear: '20x6' }).expirationMonth).toBe('invalidExpiry');
    expect(firstErrors({ ...VALID, expirationYear: '2060' }).expirationMonth).toBe('invalidExpiry');
  });

  it('applies the R$ 10 minimum in the display currency it is given', () => {
    // US$: 3x of $1.85 is R$ 10 converted (rate 0.1852): allowed; 4x of $1.38 is not.
    const dollars = [
      { count: 1, amountCents: 555, totalCents: 555, interestFree: true },
      { count: 3, amountCents: 185, totalCents: 555, interestFree: true },
      { count: 4, amountCents: 138, totalCents: 552, interestFree: false },
    ];
    const parse = (installments: string) =>
      cardSchema(NOW, dollars, 185).safeParse({ ...VALID, installments }).success;
    expect(parse('3')).toBe(true);
    expect(parse('4')).toBe(false);
  });
});
