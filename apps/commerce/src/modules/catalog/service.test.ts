import { describe, expect, it } from 'vitest';
import { priceStepCents } from './price-buckets';
import { validatePagination } from './service';

describe('priceStepCents', () => {
  it('uses a power of ten of the highest price, halved when that leaves under three buckets', () => {
    expect(priceStepCents(8_990)).toBe(1_000); // R$ 89,90 → R$ 10 buckets
    expect(priceStepCents(45_000)).toBe(10_000); // R$ 450 → R$ 100 buckets
    expect(priceStepCents(15_000)).toBe(5_000); // R$ 150 → R$ 50 buckets
    expect(priceStepCents(450_000)).toBe(100_000); // R$ 4.500 → R$ 1.000 buckets
    expect(priceStepCents(150)).toBe(100); // never below R$ 1
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
