// Price rules shown on product cards and at checkout (rules §9).

import { assertCents, divideRounded } from './decimal';
import { percentOf } from './money';

/** Smallest order, excluding delivery: R$100.00 (rules §9). */
export const MINIMUM_ORDER_CENTS = 10_000;

/** Orders above R$500.00 ship free within Greater São Paulo (rules §1, §9). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 50_000;

/** Pix charges (and the orders waiting for them) expire after 1800 s (rules §9). */
export const PIX_EXPIRATION_SECONDS = 1800;

/** Discount for paying the full amount by Pix, in percent (rules §9). */
export const PIX_DISCOUNT_PERCENT = 3;

/** The discount line of a cart or order paid by Pix, built from the rate so the two never differ. */
export const PIX_DISCOUNT_LABEL = `Desconto Pix (${PIX_DISCOUNT_PERCENT}%)`;

/** Where an order stands against the minimum order (rules §9), all in BRL cents. */
export interface MinimumOrderCheck {
  met: boolean;
  minimumCents: number;
  /** What is still missing to reach the minimum; 0 once met. */
  missingCents: number;
}

/**
 * The minimum-order rule (rules §9 "Minimum order R$100.00 excluding delivery"), decided once for
 * the whole store. `goodsCents` is the products after coupon discounts, before delivery and before
 * the Pix discount: delivery is excluded by the spec's words, and the 3 % Pix discount is a way of
 * paying, not a lower price of the goods, so choosing Pix never pushes an order under the minimum.
 * The server's cart (Cart.minimum_order) and placeOrder both apply this; the storefront only
 * shows what the server answers.
 */
export function minimumOrder(goodsCents: number): MinimumOrderCheck {
  assertCents(goodsCents, 'goodsCents');
  const missingCents = Math.max(0, MINIMUM_ORDER_CENTS - goodsCents);
  return { met: missingCents === 0, minimumCents: MINIMUM_ORDER_CENTS, missingCents };
}

function assertNonNegativeCents(value: number, name: string): void {
  assertCents(value, name);
  if (value < 0) throw new RangeError(`${name} cannot be negative, got ${value}`);
}

/**
 * Returns the "% off" badge value: 100 − round(final / regular × 100) (rules §9), or 0 when there is
 * no regular price or the final price is not lower.
 */
export function discountPercent(finalCents: number, regularCents: number): number {
  assertNonNegativeCents(finalCents, 'finalCents');
  assertNonNegativeCents(regularCents, 'regularCents');
  if (regularCents === 0 || finalCents >= regularCents) return 0;
  // round(final / regular × 100) with integer arithmetic, ties rounded up (69.5 → 70).
  const roundedRatio = divideRounded(BigInt(finalCents) * 100n, BigInt(regularCents), 'half-up');
  return 100 - Number(roundedRatio);
}

/** Returns the Pix discount on a total: 3 % of it, rounded half-up to the cent. */
export function pixDiscountCents(totalCents: number): number {
  assertNonNegativeCents(totalCents, 'totalCents');
  return percentOf(totalCents, PIX_DISCOUNT_PERCENT);
}

/**
 * Returns the amount to pay by Pix: the total minus 3 %, the discount being rounded half-up to the
 * cent (R$ 149,90 → discount R$ 4,50 (4,497) → R$ 145,40).
 */
export function pixPriceCents(totalCents: number): number {
  return totalCents - pixDiscountCents(totalCents);
}

/**
 * Returns the item credit in cents: the final price rounded to whole reais (half-up), divided by
 * 10 (R$ 149,90 → R$ 150 → R$ 15,00 = 1500).
 */
export function itemCreditCents(finalCents: number): number {
  assertNonNegativeCents(finalCents, 'finalCents');
  // Rules §9: "Item credit equals the rounded final price divided by 10". Read as: round the price
  // to whole reais first, then divide by 10. A tenth of whole reais is always a whole number of
  // cents (reais × 10), so no second rounding is needed.
  const wholeReais = divideRounded(BigInt(finalCents), 100n, 'half-up');
  return Number(wholeReais) * 10;
}
