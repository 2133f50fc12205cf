import { describe, expect, it } from 'vitest';
import { friendlyBoundary, priceRangeOption, priceRanges } from './price-buckets';
import { validatePagination } from './service';

describe('priceRanges', () => {
  const reais = (...values: number[]) => values.map((v) => Math.round(v * 100));

  it('rounds boundaries to amounts a shopper reads at a glance', () => {
    expect(friendlyBoundary(1_234)).toBe(1_000);
    expect(friendlyBoundary(2_340)).toBe(2_500);
    expect(friendlyBoundary(8_900)).toBe(10_000);
    expect(friendlyBoundary(8_000)).toBe(7_500);
    expect(friendlyBoundary(43_000)).toBe(40_000);
  });

  it('splits a skewed catalogue into 4–6 useful ranges, none holding almost everything', () => {
    // Mostly cheap supplies and a few machines, as the demo store: equal widths gave 141 of 149
    // products to "up to R$ 100".
    const prices = [
      ...reais(...Array.from({ length: 60 }, (_, i) => 3 + i * 0.4)),
      ...reais(...Array.from({ length: 50 }, (_, i) => 28 + i)),
      ...reais(...Array.from({ length: 30 }, (_, i) => 80 + i * 2)),
      ...reais(450, 899, 1_299, 2_499, 3_999, 5_999, 7_999, 9_999, 12_999),
    ];
    const ranges = priceRanges(prices);
    expect(ranges.length).toBeGreaterThanOrEqual(4);
    expect(ranges.length).toBeLessThanOrEqual(6);
    expect(ranges.reduce((sum, r) => sum + r.count, 0)).toBe(prices.length);
    for (const range of ranges) {
      expect(range.count).toBeGreaterThan(0);
      expect(range.count / prices.length).toBeLessThan(0.5);
    }
    expect(ranges[0]?.fromCents).toBe(0);
    expect(ranges.at(-1)?.toCents).toBeUndefined();
    for (const [index, range] of ranges.entries()) {
      if (index > 0) expect(range.fromCents).toBe(ranges[index - 1]?.toCents);
      if (index > 0) expect(friendlyBoundary(range.fromCents)).toBe(range.fromCents);
    }
  });

  it('splits a small listing into fewer ranges: one per three products at most', () => {
    expect(priceRanges(reais(12.9, 14.9, 24.9, 29.9, 89.9, 129.9)).length).toBeLessThanOrEqual(2);
  });

  it('gives one range when every price is the same, none when there is no product', () => {
    expect(priceRanges(reais(10, 10, 10))).toEqual([{ fromCents: 0, count: 3 }]);
    expect(priceRanges([])).toEqual([]);
  });

  it("answers Magento's option shape: value from_to, the last open", () => {
    expect(priceRangeOption({ fromCents: 1_000, toCents: 2_500, count: 4 })).toEqual({
      label: '10-25',
      value: '10_25',
      count: 4,
    });
    expect(priceRangeOption({ fromCents: 10_000, count: 2 })).toEqual({
      label: '100-*',
      value: '100_*',
      count: 2,
    });
  });
});

describe('validatePagination', () => {
  it('defaults to 20 per page from page 1', () => {
    expect(validatePagination(undefined, undefined)).toEqual({ pageSize: 20, currentPage: 1 });
  });

  it("refuses pages and sizes below 1 with Magento's messages", () => {
    expect(() => validatePagination(20, 0)).toThrow('currentPage value must be greater than 0.');
    expect(() => validatePagination(0, 1)).toThrow('pageSize value must be greater than 0.');
    expect(() => validatePagination(301, 1)).toThrow('Maximum pageSize is 300');
  });
});
