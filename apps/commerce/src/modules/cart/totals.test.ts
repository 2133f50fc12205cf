import { describe, expect, it } from 'vitest';
import { allocateByWeight, computeTotals, PIX_DISCOUNT_LABEL } from './totals';

describe('allocateByWeight', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(allocateByWeight(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocateByWeight(1499, [2990, 11000, 999])).toEqual([299, 1100, 100]);
    const shares = allocateByWeight(777, [123, 456, 789, 1011]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(777);
  });

  it('gives nothing when there is no weight', () => {
    expect(allocateByWeight(100, [])).toEqual([]);
    expect(allocateByWeight(100, [0, 0])).toEqual([0, 0]);
  });
});

describe('computeTotals', () => {
  const coupon = { label: 'Cupom ESP10 (10% na primeira compra)', percent: 10 };

  it('adds rows and shipping without discounts', () => {
    const t = computeTotals({
      rowTotalsCents: [2990, 11000],
      coupon: null,
      shippingCents: 2490,
      payByPix: false,
    });
    expect(t).toMatchObject({ subtotalCents: 13990, goodsAfterDiscountCents: 13990, grandTotalCents: 16480 });
    expect(t.discounts).toEqual([]);
  });

  it('takes the coupon off the products only and spreads it over the lines', () => {
    const t = computeTotals({ rowTotalsCents: [2995, 11000], coupon, shippingCents: 2490, payByPix: false });
    expect(t.couponDiscountCents).toBe(1400); // 10 % of 139.95 = 13.995 → 14.00
    expect(t.lineDiscountsCents.reduce((a, b) => a + b, 0)).toBe(1400);
    expect(t.goodsAfterDiscountCents).toBe(12595);
    expect(t.grandTotalCents).toBe(12595 + 2490);
    expect(t.discounts).toEqual([{ label: coupon.label, amountCents: 1400, appliedTo: 'ITEM' }]);
  });

  it('takes 3 % off the whole amount when paying by Pix', () => {
    const t = computeTotals({ rowTotalsCents: [14990], coupon: null, shippingCents: 0, payByPix: true });
    expect(t.pixDiscountCents).toBe(450);
    expect(t.grandTotalCents).toBe(14540);
    expect(t.discounts).toEqual([{ label: PIX_DISCOUNT_LABEL, amountCents: 450, appliedTo: 'ITEM' }]);
    const both = computeTotals({ rowTotalsCents: [20000], coupon, shippingCents: 1990, payByPix: true });
    // 200.00 − 20.00 + 19.90 = 199.90; Pix 3 % = 6.00 (5.997)
    expect(both.pixDiscountCents).toBe(600);
    expect(both.grandTotalCents).toBe(19390);
  });
});
