import {
  CARD_SECURITY_CODE_LENGTHS,
  type CardBrand,
  isInstallmentAllowed,
  MIN_INSTALLMENT_CENTS,
} from '@store/br';
import type { CardChoice } from '../checkout';
import type { InstallmentChoice } from './card-schema';
import type { SavedCard } from './saved-cards';

/**
 * Paying with a saved card: the shopper picks the card and types only its CVV (never stored,
 * spec docs/architecture.md, decision 6), and picks the installment. Pure, so it is tested.
 */

export function savedCardCvvLength(brand: string): number {
  return CARD_SECURITY_CODE_LENGTHS[brand.toLowerCase() as CardBrand] ?? 3;
}

export type SavedCardError = 'chooseCard' | 'required' | 'invalidSecurityCode' | 'belowInstallmentMinimum';

/** What is wrong with the saved-card choice, field by field; empty when it can be used. */
export function savedCardErrors(
  input: { card: SavedCard | undefined; securityCode: string; installments: string },
  installments: readonly InstallmentChoice[],
  /** The R$ 10,00 minimum in the display currency of `installments` (see cardSchema). */
  minInstallmentCents: number = MIN_INSTALLMENT_CENTS,
): Partial<Record<'card' | 'securityCode' | 'installments', SavedCardError>> {
  const errors: Partial<Record<'card' | 'securityCode' | 'installments', SavedCardError>> = {};
  if (!input.card) errors.card = 'chooseCard';
  const cvv = input.securityCode.trim();
  if (!cvv) errors.securityCode = 'required';
  else if (input.card && !new RegExp(`^\\d{${savedCardCvvLength(input.card.brand)}}$`).test(cvv)) {
    errors.securityCode = 'invalidSecurityCode';
  }
  const choice = installments.find((option) => String(option.count) === input.installments);
  if (!choice) errors.installments = 'required';
  else if (!isInstallmentAllowed(choice.count, choice.amountCents, minInstallmentCents)) {
    errors.installments = 'belowInstallmentMinimum';
  }
  return errors;
}

/** The card choice of a saved card: its id, the CVV typed now and the installment. */
export function savedCardChoice(card: SavedCard, securityCode: string, installments: number): CardChoice {
  return {
    cardholderName: card.holder,
    cardNumber: '',
    expirationMonth: String(card.expiry_month).padStart(2, '0'),
    expirationYear: String(card.expiry_year),
    securityCode: securityCode.trim(),
    installments,
    savedCardId: card.id,
    last4: card.last4,
  };
}
