import {
  type MinimumOrderCheck,
  minimumOrder,
  PIX_DISCOUNT_LABEL,
  percentOf,
  pixDiscountCents,
  sumCents,
} from '@store/br';

/**
 * Cart totals in integer cents (docs/architecture.md, decision 2). The store charges no taxes, so prices
 * including and excluding tax are equal. Order of the rules:
 *   subtotal − coupon (spread over the lines) + shipping = total before Pix;
 *   paying by Pix takes 3 % off that whole amount (rules §9), so the order's grand total is
 *   exactly what the Pix charge asks for.
 * The minimum order is measured on the goods after the coupon (packages/br minimumOrder): the same
 * figure for the cart the shopper sees and for placeOrder.
 */

/** Stored with the order in the default store's language; answers translate it (`i18n/labels.ts`). */
export { PIX_DISCOUNT_LABEL };

export interface TotalsInput {
  /** Row totals (unit price × quantity) of the lines, in cart order. */
  rowTotalsCents: readonly number[];
  /** A percentage off the goods, or a fixed amount (never more than the goods) when `fixedCents` is set. */
  coupon: { label: string; percent: number; fixedCents?: number | null } | null;
  /** The selected shipping method's price, or null when none is selected (virtual carts too). */
  shippingCents: number | null;
  payByPix: boolean;
}

export interface DiscountLine {
  label: string;
  amountCents: number;
  appliedTo: 'ITEM' | 'SHIPPING';
}

export interface CartTotals {
  subtotalCents: number;
  couponDiscountCents: number;
  /** The coupon discount of each line, in input order; adds up exactly to couponDiscountCents. */
  lineDiscountsCents: number[];
  /** Products after discounts, without delivery: the figure the minimum order and free shipping use. */
  goodsAfterDiscountCents: number;
  shippingCents: number;
  /** Goods after discounts plus delivery: what a card is charged (installments divide this). */
  totalBeforePixCents: number;
  pixDiscountCents: number;
  /** What the order totals when paid by Pix, whichever method is selected now. */
  pixGrandTotalCents: number;
  grandTotalCents: number;
  /** The minimum order (rules §9) against goodsAfterDiscountCents. */
  minimumOrder: MinimumOrderCheck;
  discounts: DiscountLine[];
}

/**
 * Splits an amount over weights in proportion (largest remainder: the shares add up exactly and
 * the leftover cents go to the lines with the largest fractional shares, earlier lines first).
 */
export function allocateByWeight(totalCents: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0) return [];
  if (weightSum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (totalCents * w) / weightSum);
  const shares = exact.map((x) => Math.floor(x));
  let leftover = totalCents - shares.reduce((sum, s) => sum + s, 0);
  const order = exact
    .map((x, index) => ({ index, fraction: x - Math.floor(x) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (leftover <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    leftover--;
  }
  return shares;
}

export function computeTotals(input: TotalsInput): CartTotals {
  const subtotalCents = sumCents(input.rowTotalsCents);
  const coupon = input.coupon;
  const couponDiscountCents = !coupon
    ? 0
    : coupon.fixedCents !== undefined && coupon.fixedCents !== null
      ? Math.min(coupon.fixedCents, subtotalCents)
      : percentOf(subtotalCents, coupon.percent);
  const lineDiscountsCents = allocateByWeight(couponDiscountCents, input.rowTotalsCents);
  const goodsAfterDiscountCents = subtotalCents - couponDiscountCents;
  const shippingCents = input.shippingCents ?? 0;
  const beforePix = goodsAfterDiscountCents + shippingCents;
  const pixIfChosen = pixDiscountCents(beforePix);
  const pix = input.payByPix ? pixIfChosen : 0;
  const discounts: DiscountLine[] = [];
  if (input.coupon && couponDiscountCents > 0) {
    discounts.push({ label: input.coupon.label, amountCents: couponDiscountCents, appliedTo: 'ITEM' });
  }
  if (pix > 0) discounts.push({ label: PIX_DISCOUNT_LABEL, amountCents: pix, appliedTo: 'ITEM' });
  return {
    subtotalCents,
    couponDiscountCents,
    lineDiscountsCents,
    goodsAfterDiscountCents,
    shippingCents,
    totalBeforePixCents: beforePix,
    pixDiscountCents: pix,
    pixGrandTotalCents: beforePix - pixIfChosen,
    grandTotalCents: beforePix - pix,
    minimumOrder: minimumOrder(goodsAfterDiscountCents),
    discounts,
  };
}
