import { describe, expect, it } from 'vitest';
import { creditCost, monthlyInternalRate } from './credit-cost';
import { installmentPlan } from './installments';

// Expected CETs computed independently with 50-digit decimal arithmetic (bisection on the
// present value of the instalments).
describe('creditCost', () => {
  it('discloses rate, total and CET of the store plan for R$ 1.000,00 in 4x and 10x at 1,99 % a.m.', () => {
    const plan = installmentPlan(100_000);
    const fourTimes = plan.find((option) => option.number_installments === 4);
    const tenTimes = plan.find((option) => option.number_installments === 10);
    expect(fourTimes?.amountCents).toBe(26_256);
    expect(tenTimes?.amountCents).toBe(11_127);
    expect(
      creditCost({ principalCents: 100_000, paymentCents: 26_256, count: 4, monthlyRatePercent: 1.99 }),
    ).toEqual({
      monthlyRatePercent: 1.99,
      yearlyRatePercent: 26.68,
      totalCents: 105_024,
      interestCents: 5_024,
      cetMonthlyPercent: 1.99,
      // The instalment was rounded down (R$ 262,560024… → R$ 262,56): 26,674998 % a.a.
      cetYearlyPercent: 26.67,
    });
    expect(
      creditCost({ principalCents: 100_000, paymentCents: 11_127, count: 10, monthlyRatePercent: 1.99 }),
    ).toEqual({
      monthlyRatePercent: 1.99,
      yearlyRatePercent: 26.68,
      totalCents: 111_270,
      interestCents: 11_270,
      cetMonthlyPercent: 1.99,
      cetYearlyPercent: 26.68,
    });
  });

  it('shows the rounding of the instalment in the CET', () => {
    const cost = creditCost({
      principalCents: 30_000,
      paymentCents: 2_834,
      count: 12,
      monthlyRatePercent: 1.99,
    });
    expect(cost.cetMonthlyPercent).toBe(1.98);
    expect(cost.cetYearlyPercent).toBe(26.59);
    expect(cost.yearlyRatePercent).toBe(26.68);
  });

  it('is zero for an interest-free offer', () => {
    expect(
      creditCost({ principalCents: 30_000, paymentCents: 10_000, count: 3, monthlyRatePercent: 0 }),
    ).toMatchObject({
      interestCents: 0,
      cetMonthlyPercent: 0,
      cetYearlyPercent: 0,
      yearlyRatePercent: 0,
    });
  });

  it('refuses impossible inputs', () => {
    expect(() =>
      creditCost({ principalCents: 0, paymentCents: 100, count: 2, monthlyRatePercent: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      creditCost({ principalCents: 100, paymentCents: 100, count: 0, monthlyRatePercent: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      creditCost({ principalCents: 100, paymentCents: 60, count: 2, monthlyRatePercent: -1 }),
    ).toThrow(RangeError);
    expect(() => monthlyInternalRate(100.5, 60, 2)).toThrow(RangeError);
  });
});

describe('monthlyInternalRate', () => {
  it('finds the rate of a Price-table plan', () => {
    expect(monthlyInternalRate(100_000, 26_256, 4)).toBeCloseTo(0.0199, 5);
  });
});
