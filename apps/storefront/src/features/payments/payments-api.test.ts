import { describe, expect, it } from 'vitest';
import { cardPaymentBody, type PaymentOrder } from './payments-api';

const ORDER: PaymentOrder = {
  number: '000000042',
  token: 'tok',
  email: 'maria@example.com',
  firstname: 'Maria',
  lastname: 'Silva',
  taxvat: '52998224725',
  payment_method: { code: 'jetcred', title: 'Cartão de crédito' },
  grand_total: { value: 167.01, currency: 'BRL' },
  grand_total_cents: 16701,
  payment_expires_at: null,
};

describe('cardPaymentBody (rules §3 card payment body)', () => {
  it('sends the order total, e.Rede cents, digits-only number and the installment count', () => {
    const body = cardPaymentBody(ORDER, {
      cardholderName: ' MARIA SILVA ',
      cardNumber: '5448 2800 0000 0007',
      expirationMonth: '03',
      expirationYear: '2030',
      securityCode: '123',
      installments: 3,
    });
    expect(body).toEqual({
      data: {
        capture: true,
        kind: 'credit',
        reference: '000000042',
        amount: 16701,
        cardholderName: 'MARIA SILVA',
        cardNumber: '5448280000000007',
        expirationMonth: 3,
        expirationYear: 2030,
        securityCode: '123',
        installments: 3,
      },
      amount: '167.01',
    });
  });
});
