import {
  type CardBrand,
  detectCardBrand,
  installmentPlan,
  isValidCardNumber,
  isValidCardSecurityCode,
  MAX_INSTALLMENTS,
  parseCardExpiry,
} from '@store/br';
import { z } from 'zod';
import { PaymentError } from './errors';
import { assertClientAmount } from './order-access';
import type { PayableOrder } from './orders';

/** Card payment body of rules §3 (`data` of POST /payments/rede/transactions). */
export const cardPaymentSchema = z.object({
  capture: z.boolean().optional(),
  kind: z.string(),
  reference: z.union([z.string(), z.number()]).optional(),
  amount: z.union([z.number(), z.string()]).optional(),
  cardholderName: z.string(),
  cardNumber: z.union([z.string(), z.number()]).transform(String),
  expirationMonth: z.union([z.string(), z.number()]).transform(String),
  expirationYear: z.union([z.string(), z.number()]).transform(String),
  securityCode: z.union([z.string(), z.number()]).transform(String),
  installments: z.union([z.string(), z.number()]).optional(),
});

export type CardPaymentInput = z.infer<typeof cardPaymentSchema>;

const invalidCard = (message: string) => new PaymentError(422, 'INVALID_CARD', message);

/** A card payment that passed every check of rules §3, ready for the acquirer. */
export interface ValidCardPayment {
  number: string;
  brand: CardBrand;
  month: number;
  year: number;
  holder: string;
  securityCode: string;
  installments: number;
  /** What the acquirer charges, in cents: the instalment plan's total for the chosen count. */
  amountCents: number;
}

/**
 * The checks of a card payment body against its order, in the order the shopper's mistakes are
 * reported: body shape, capture, kind, number, brand, expiry, security code, holder, instalments,
 * amounts. Nothing is written and the acquirer is not called.
 */
export function validateCardPayment(
  body: { data?: unknown; amount?: unknown },
  order: Pick<PayableOrder, 'grandTotalCents'>,
  today: Date,
): ValidCardPayment {
  const parsed = cardPaymentSchema.safeParse(body.data);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `data.${issue.path.join('.')}`).join(', ');
    throw new PaymentError(400, 'INVALID_REQUEST', `Dados do cartão incompletos: ${fields}`);
  }
  const card = parsed.data;
  if (card.capture === false) {
    throw new PaymentError(
      422,
      'CAPTURE_REQUIRED',
      'A loja captura o pagamento na autorização (capture: true)',
    );
  }
  if (card.kind !== 'credit') {
    throw new PaymentError(422, 'CARD_NOT_ACCEPTED', 'debit and international cards not accepted');
  }
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) throw invalidCard('invalid card number');
  const brand = detectCardBrand(number);
  if (!brand) throw new PaymentError(422, 'CARD_BRAND_NOT_SUPPORTED', 'card brand not supported');
  if (!isValidCardNumber(number)) throw invalidCard('invalid card number');
  const expiry = parseCardExpiry(card.expirationMonth, card.expirationYear, today);
  if (!expiry.ok) throw invalidCard('invalid expiration date');
  const { month, year } = expiry;
  if (!isValidCardSecurityCode(card.securityCode, brand)) throw invalidCard('invalid security code');
  const holder = card.cardholderName.trim();
  if (holder.length < 2 || holder.length > 30) throw invalidCard('invalid cardholder name');

  const count = card.installments === undefined || card.installments === '' ? 1 : Number(card.installments);
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS) {
    throw new PaymentError(422, 'INVALID_INSTALLMENTS', `installments must be 1 to ${MAX_INSTALLMENTS}`);
  }
  const option = installmentPlan(order.grandTotalCents).find((o) => o.number_installments === count);
  if (!option) {
    throw new PaymentError(422, 'BELOW_INSTALLMENT_MINIMUM', 'purchase below instalment minimum');
  }
  assertClientAmount(body.amount, order.grandTotalCents);
  // data.amount is e.Rede's: whole cents. It may be the order total or the installment total.
  if (card.amount !== undefined) {
    const cents = typeof card.amount === 'number' ? card.amount : Number(card.amount);
    if (!Number.isInteger(cents) || (cents !== option.totalCents && cents !== order.grandTotalCents)) {
      throw new PaymentError(
        422,
        'AMOUNT_MISMATCH',
        'O valor informado (data.amount) não confere com o total do pedido',
        {
          expected: option.totalCents,
        },
      );
    }
  }
  return {
    number,
    brand,
    month,
    year,
    holder,
    securityCode: card.securityCode,
    installments: count,
    amountCents: option.totalCents,
  };
}
