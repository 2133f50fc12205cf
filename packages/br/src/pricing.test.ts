import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  itemCreditCents,
  minimumOrder,
  PIX_DISCOUNT_LABEL,
  PIX_DISCOUNT_PERCENT,
  pixDiscountCents,
  pixPriceCents,
} from './pricing';

describe('discountPercent (rules §9: 100 − round(final / regular × 100))', () => {
  it.each([
    // final, regular, badge — worked: 8990 / 12990 = 0.69207… → 69 → 31 %
    [8990, 12990, 31],
    [9000, 10000, 10], // 90 → 10 %
    [139, 200, 30], // 69.5 rounds up to 70 → 30 %
    [5, 1000, 99], // 0.5 → 1 → 99 %
    [1, 1000, 100], // 0.1 → 0 → 100 %
    [0, 1000, 100],
    [12989, 12990, 0], // 99.99 → 100 → 0 %
  ])('final %i over regular %i gives %i %', (finalCents, regularCents, expected) => {
    expect(discountPercent(finalCents, regularCents)).toBe(expected);
  });

  it('is 0 without a regular price or when the final price is not lower', () => {
    expect(discountPercent(1000, 0)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(14990, 14990)).toBe(0);
    expect(discountPercent(15990, 14990)).toBe(0);
  });

  it('refuses negative or fractional cents', () => {
    expect(() => discountPercent(-1, 100)).toThrow(RangeError);
    expect(() => discountPercent(10, -100)).toThrow(RangeError);
    expect(() => discountPercent(10.5, 100)).toThrow(RangeError);
  });
});

describe('Pix price (rules §9: 3 % off paying the full amount by Pix)', () => {
  it('exports the 3 % rate', () => {
    expect(PIX_DISCOUNT_PERCENT).toBe(3);
  });

  it.each([
    // total, discount, Pix price — worked: 3 % of 14990 = 449.7 → 450 → 14540
    [14990, 450, 14540],
    [10000, 300, 9700],
    [50, 2, 48], // 1.5 → 2 (half-up)
    [16, 0, 16], // 0.48 → 0
    [17, 1, 16], // 0.51 → 1
    [0, 0, 0],
    [123456, 3704, 119752], // 3703.68 → 3704
  ])('total %i cents: discount %i, pays %i', (totalCents, discount, price) => {
    expect(pixDiscountCents(totalCents)).toBe(discount);
    expect(pixPriceCents(totalCents)).toBe(price);
  });

  it('refuses negative or fractional totals', () => {
    expect(() => pixPriceCents(-100)).toThrow(RangeError);
    expect(() => pixPriceCents(99.5)).toThrow(RangeError);
  });
});

describe('itemCreditCents (rules §9: rounded final price divided by 10)', () => {
  it.each([
    // final price, credit — worked: R$ 149,90 → R$ 150 → R$ 15,00
    [14990, 1500],
    [1449, 140], // R$ 14,49 → R$ 14 → R$ 1,40
    [1450, 150], // R$ 14,50 → R$ 15 (half-up) → R$ 1,50
    [99, 10], // R$ 0,99 → R$ 1 → R$ 0,10
    [49, 0], // R$ 0,49 → R$ 0
    [0, 0],
    [100000, 10000], // R$ 1.000 → R$ 100
  ])('final %i cents gives %i cents of credit', (finalCents, credit) => {
    expect(itemCreditCents(finalCents)).toBe(credit);
  });

  it('refuses negative or fractional prices', () => {
    expect(() => itemCreditCents(-1)).toThrow(RangeError);
    expect(() => itemCreditCents(1.5)).toThrow(RangeError);
  });
});

describe('minimumOrder (rules §9: R$100.00 excluding delivery, on the goods after coupons)', () => {
  it('is met from R$ 100,00 and tells what is missing below it', () => {
    expect(minimumOrder(9_999)).toEqual({ met: false, minimumCents: 10_000, missingCents: 1 });
    expect(minimumOrder(10_000)).toEqual({ met: true, minimumCents: 10_000, missingCents: 0 });
    expect(minimumOrder(0)).toEqual({ met: false, minimumCents: 10_000, missingCents: 10_000 });
    expect(minimumOrder(50_000).met).toBe(true);
  });

  it('refuses fractional cents', () => {
    expect(() => minimumOrder(99.5)).toThrow(RangeError);
  });
});

describe('PIX_DISCOUNT_LABEL', () => {
  it('is built from the Pix rate', () => {
    expect(PIX_DISCOUNT_LABEL).toBe(`Desconto Pix (${PIX_DISCOUNT_PERCENT}%)`);
    expect(PIX_DISCOUNT_LABEL).toBe('Desconto Pix (3%)');
  });
});
