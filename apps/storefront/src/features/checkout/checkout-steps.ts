import { toCents } from '@store/br';
import type { InstallmentChoice } from '../payments';
import type { CheckoutCartFields } from './checkout.documents';

/**
 * Checkout state rules of rules §4, as pure functions of the cart the server answered (the cart is
 * the single source of truth: nothing about addresses or methods is copied into local state).
 */

export const CARD_METHOD = 'jetcred';

/** The card and installment chosen in the card modal (held in memory only, never stored). */
export interface CardChoice {
  cardholderName: string;
  /** The typed number; empty for a saved card (its number never reaches the browser). */
  cardNumber: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  installments: number;
  /** A saved card (GET /payment-card/all): paid by its id and the CVV typed now. */
  savedCardId?: number | undefined;
  /** The saved card's last four digits, for the summary. */
  last4?: string | undefined;
  /** A new card the customer asked to keep: saved (POST /payment-card) once it is approved. */
  saveCard?: boolean | undefined;
}

/** The last four digits of the chosen card, typed or saved. */
export function cardLast4(card: CardChoice): string {
  return card.last4 ?? card.cardNumber.slice(-4);
}

export function shippingAddressOf(cart: CheckoutCartFields) {
  return cart.shipping_addresses.find((address) => address !== null) ?? undefined;
}

/** Rules §4: shipping is complete when a shipping address and a shipping method are chosen. */
export function isShippingStepComplete(cart: CheckoutCartFields): boolean {
  // Virtual-only carts are not shipped: their address is the billing one.
  if (cart.is_virtual) return cart.billing_address !== null;
  const address = shippingAddressOf(cart);
  return Boolean(address?.selected_shipping_method?.method_code);
}

/**
 * Rules §4: payment is complete when a payment method is chosen and, for jetcred, a card and an
 * installment are chosen too.
 */
export function isPaymentStepComplete(cart: CheckoutCartFields, card: CardChoice | undefined): boolean {
  const code = cart.selected_payment_method?.code;
  if (!code) return false;
  if (code === CARD_METHOD) {
    return Boolean((card?.cardNumber || card?.savedCardId) && card.securityCode && card.installments >= 1);
  }
  return true;
}

/** Why 'Finalizar pedido' cannot run yet, as a key of `checkout.errors`; undefined when it can. */
export type PlacementBlocker =
  | 'emptyCart'
  | 'belowMinimum'
  | 'guestEmailMissing'
  | 'fillShippingInfo'
  | 'fillBillingInfo'
  | 'selectPaymentMethod'
  | 'enterCard';

export function placementBlocker(
  cart: CheckoutCartFields,
  card: CardChoice | undefined,
  { needsGuestEmail }: { needsGuestEmail: boolean },
): PlacementBlocker | undefined {
  if (cartItems(cart).length === 0) return 'emptyCart';
  if (isBelowMinimum(cart)) return 'belowMinimum';
  if (needsGuestEmail && !cart.email) return 'guestEmailMissing';
  if (!isShippingStepComplete(cart)) return 'fillShippingInfo';
  if (!cart.is_virtual && !cart.billing_address) return 'fillBillingInfo';
  if (!cart.selected_payment_method?.code) return 'selectPaymentMethod';
  if (!isPaymentStepComplete(cart, card)) return 'enterCard';
  return undefined;
}

export function cartItems(cart: CheckoutCartFields) {
  return (cart.items ?? []).filter((item) => item !== null);
}

/**
 * Rules §9: the minimum order (R$ 100,00 excluding delivery) as the server judges it — the same
 * check placeOrder makes, answered in the cart's `minimum_order`. Nothing is recomputed here; a
 * cart without the verdict is not blocked (the server still refuses a short order).
 */
export function isBelowMinimum(cart: CheckoutCartFields): boolean {
  return cart.minimum_order?.met === false;
}

/** The card installments the server offers for this cart's total (computed in BRL, then converted). */
export function installmentChoices(cart: CheckoutCartFields): InstallmentChoice[] {
  return (cart.installment_plan ?? []).map((option) => ({
    count: option.number_installments,
    amountCents: toCents(option.amount.value ?? 0),
    totalCents: toCents(option.total.value ?? 0),
    interestFree: option.interest_free,
  }));
}

/** Shipping methods that can be chosen (Magento lists unavailable carriers with available:false). */
export function selectableShippingMethods(cart: CheckoutCartFields) {
  return (shippingAddressOf(cart)?.available_shipping_methods ?? []).filter(
    (method): method is NonNullable<typeof method> & { method_code: string } =>
      Boolean(method?.available && method.method_code),
  );
}

/** The payment methods in the contract's order (jetpix, jetboleto, jetcred, checkmo). */
export function paymentMethods(cart: CheckoutCartFields) {
  return (cart.available_payment_methods ?? []).filter((method) => method !== null);
}

/** A shipping method's id in a radio group: `carrier_method`. */
export function shippingMethodKey(method: { carrier_code: string; method_code: string | null }): string {
  return `${method.carrier_code}_${method.method_code ?? ''}`;
}
