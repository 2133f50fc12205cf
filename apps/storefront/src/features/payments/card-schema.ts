import {
  CARD_SECURITY_CODE_LENGTHS,
  type CardBrand,
  detectCardBrand,
  isInstallmentAllowed,
  isValidCardNumber,
  isValidCardSecurityCode,
  MIN_INSTALLMENT_CENTS,
  onlyDigits,
  parseCardExpiry,
} from '@store/br';
import { z } from 'zod';

/**
 * The card modal's form (rules §3 "Selected card: name, number, month, year, cvv"; §5 messages).
 * Messages are keys of `checkout.errors`. Debit and international cards cannot be told from the
 * number: the server answers CARD_NOT_ACCEPTED for them.
 */

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
};

/** An installment choice as the modal shows it (server options or the local plan before the order exists). */
export interface InstallmentChoice {
  count: number;
  amountCents: number;
  totalCents: number;
  interestFree: boolean;
}

/** The brand once enough digits are typed to tell; `unsupported` when no accepted brand matches. */
export function brandOf(cardNumber: string): CardBrand | 'unsupported' | undefined {
  const digits = onlyDigits(cardNumber);
  if (digits.length < 6) return detectCardBrand(digits);
  return detectCardBrand(digits) ?? 'unsupported';
}

export function securityCodeLength(cardNumber: string): number {
  const brand = detectCardBrand(onlyDigits(cardNumber));
  return brand ? CARD_SECURITY_CODE_LENGTHS[brand] : 3;
}

const required = () => z.string().trim().min(1, { error: 'required', abort: true });

/**
 * The card form's rules. The expiry is read by packages/br parseCardExpiry and the installment
 * checked by isInstallmentAllowed, the same functions the payment service applies.
 * `minInstallmentCents` is the R$ 10,00 minimum in the display currency of `installments` (the
 * server's plan, computed in BRL and converted; converting never lets a BRL-valid option fall
 * under the converted minimum).
 */
export function cardSchema(
  now: Date,
  installments: readonly InstallmentChoice[],
  minInstallmentCents: number = MIN_INSTALLMENT_CENTS,
) {
  return z
    .object({
      cardNumber: required()
        .refine((value) => brandOf(value) !== 'unsupported', { error: 'cardBrandNotSupported', abort: true })
        .refine((value) => isValidCardNumber(value), 'invalidCardNumber'),
      cardholderName: required().min(2, 'minLength'),
      expirationMonth: required(),
      expirationYear: required(),
      securityCode: required(),
      installments: required(),
    })
    .superRefine((card, ctx) => {
      const expiry = parseCardExpiry(card.expirationMonth, card.expirationYear, now);
      if (!expiry.ok) {
        ctx.addIssue({
          code: 'custom',
          path: ['expirationMonth'],
          message: expiry.error === 'expired' ? 'cardExpired' : 'invalidExpiry',
        });
      }
      const brand = detectCardBrand(onlyDigits(card.cardNumber));
      if (brand && !isValidCardSecurityCode(card.securityCode, brand)) {
        ctx.addIssue({ code: 'custom', path: ['securityCode'], message: 'invalidSecurityCode' });
      }
      const choice = installments.find((option) => String(option.count) === card.installments);
      if (!choice) {
        ctx.addIssue({ code: 'custom', path: ['installments'], message: 'required' });
      } else if (!isInstallmentAllowed(choice.count, choice.amountCents, minInstallmentCents)) {
        // Rules §5 "purchase below instalment minimum"; the server checks it as well (422).
        ctx.addIssue({ code: 'custom', path: ['installments'], message: 'belowInstallmentMinimum' });
      }
    });
}

export type CardFormValues = z.input<ReturnType<typeof cardSchema>>;

export const EMPTY_CARD: CardFormValues = {
  cardNumber: '',
  cardholderName: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
  installments: '1',
};
