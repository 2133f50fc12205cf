import { describe, expect, it } from 'vitest';
import type { InstallmentChoice } from './card-schema';
import { savedCardChoice, savedCardErrors } from './saved-card-form';
import type { SavedCard } from './saved-cards';

const visa: SavedCard = {
  id: 7,
  brand: 'visa',
  last4: '1111',
  holder: 'ANA SOUZA',
  expiry_month: 3,
  expiry_year: 2031,
};
const amex: SavedCard = { ...visa, id: 8, brand: 'amex', last4: '0005' };
const plan: InstallmentChoice[] = [
  { count: 1, amountCents: 1500, totalCents: 1500, interestFree: true },
  { count: 2, amountCents: 750, totalCents: 1500, interestFree: true },
];

describe('savedCardErrors (a saved card: only the CVV is typed)', () => {
  it('accepts a card, a CVV of its brand length and an installment', () => {
    expect(savedCardErrors({ card: visa, securityCode: '123', installments: '1' }, plan)).toEqual({});
    expect(savedCardErrors({ card: amex, securityCode: '1234', installments: '1' }, plan)).toEqual({});
  });

  it('asks for the card, the CVV and a valid installment', () => {
    expect(savedCardErrors({ card: undefined, securityCode: '', installments: '9' }, plan)).toEqual({
      card: 'chooseCard',
      securityCode: 'required',
      installments: 'required',
    });
    expect(savedCardErrors({ card: amex, securityCode: '123', installments: '1' }, plan).securityCode).toBe(
      'invalidSecurityCode',
    );
  });

  it('refuses installments below the minimum (rules §5)', () => {
    expect(savedCardErrors({ card: visa, securityCode: '123', installments: '2' }, plan).installments).toBe(
      'belowInstallmentMinimum',
    );
  });
});

describe('savedCardChoice', () => {
  it('carries the id, the CVV and no card number', () => {
    expect(savedCardChoice(visa, ' 123 ', 1)).toEqual({
      cardholderName: 'ANA SOUZA',
      cardNumber: '',
      expirationMonth: '03',
      expirationYear: '2031',
      securityCode: '123',
      installments: 1,
      savedCardId: 7,
      last4: '1111',
    });
  });
});
