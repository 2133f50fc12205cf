import { describe, expect, it } from 'vitest';
import {
  bestInterestFreeInstallment,
  convertInstallmentPlan,
  DEFAULT_MONTHLY_INTEREST_PERCENT,
  displayInstallmentPlan,
  INTEREST_FREE_INSTALLMENTS,
  type InstallmentOption,
  installmentPlan,
  isInstallmentAllowed,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENT_CENTS,
  productInstallments,
} from './installments';
import { convertCents, formatBRL } from './money';

function option(
  count: number,
  amountCents: number,
  totalCents: number,
  monthlyRatePercent = 0,
): InstallmentOption {
  return {
    number_installments: count,
    amountCents,
    totalCents,
    interestFree: monthlyRatePercent === 0,
    monthlyRatePercent,
  };
}

describe('installment constants', () => {
  it('match rules §1/§9 and the store defaults', () => {
    expect(MAX_INSTALLMENTS).toBe(10);
    expect(INTEREST_FREE_INSTALLMENTS).toBe(3);
    expect(MIN_INSTALLMENT_CENTS).toBe(1000);
    expect(DEFAULT_MONTHLY_INTEREST_PERCENT).toBe(1.99);
  });
});

describe('installmentPlan', () => {
  it('offers 10 options on R$ 1.000,00: 3 without interest, then the Price table at 1,99 % a month', () => {
    // Interest-free: 100000 / 2 = 50000; 100000 / 3 = 33333.33 → 33333 (rounded down), total stays 100000.
    // With interest, PMT = P·i / (1 − (1 + i)^−n), i = 0.0199:
    //   1.0199² = 1.04019601; 1.0199⁴ = 1.04019601² = 1.0820077392199201
    //   4x: 100000 × 0.0199 × 1.0820077392199201 / 0.0820077392199201 = 26256.0024 → 26256; total 105024
    //   1.0199⁵ = 1.1035396932…  → 5x: 1990 × 1.1035396932 / 0.1035396932 = 21209.68 → 21210; total 106050
    //   1.0199⁶ = 1.1255001331…  → 6x: 17846.56 → 17847; total 107082
    //   1.0199⁷ = 1.1478975858…  → 7x: 15445.26 → 15445; total 108115
    //   1.0199⁸ = 1.1707407477…  → 8x: 13645.10 → 13645; total 109160
    //   1.0199⁹ = 1.1940384886…  → 9x: 12245.70 → 12246; total 110214
    //   1.0199¹⁰ = 1.2177998545… → 10x: 11126.83 → 11127; total 111270
    expect(installmentPlan(100000)).toEqual([
      option(1, 100000, 100000),
      option(2, 50000, 100000),
      option(3, 33333, 100000),
      option(4, 26256, 105024, 1.99),
      option(5, 21210, 106050, 1.99),
      option(6, 17847, 107082, 1.99),
      option(7, 15445, 108115, 1.99),
      option(8, 13645, 109160, 1.99),
      option(9, 12246, 110214, 1.99),
      option(10, 11127, 111270, 1.99),
    ]);
  });

  it('prices R$ 149,90 (a typical cart)', () => {
    // 3x: 14990 / 3 = 4996.67 → 4996. 4x: 14990 × 0.0199 × 1.0820077392 / 0.0820077392 = 3935.77 → 3936.
    // 10x: 14990 × 0.0199 × 1.2177998545 / 0.2177998545 = 1667.91 → 1668.
    const plan = installmentPlan(14990);
    expect(plan).toHaveLength(10);
    expect(plan[2]).toEqual(option(3, 4996, 14990));
    expect(plan[3]).toEqual(option(4, 3936, 15744, 1.99));
    expect(plan[9]).toEqual(option(10, 1668, 16680, 1.99));
  });

  it('drops the options whose installment is below R$ 10,00', () => {
    // R$ 40,00: 3x 1333; 4x = 4000 × 0.0199 × 1.0820077392 / 0.0820077392 = 1050.24 → 1050 (kept);
    // 5x = 848.39 → 848 < 1000 (dropped, and so are 6x–10x).
    expect(installmentPlan(4000)).toEqual([
      option(1, 4000, 4000),
      option(2, 2000, 4000),
      option(3, 1333, 4000),
      option(4, 1050, 4200, 1.99),
    ]);
    // R$ 35,00: 3x 1166; 4x = 918.96 → 919 < 1000.
    expect(installmentPlan(3500).map((o) => o.number_installments)).toEqual([1, 2, 3]);
    // R$ 25,00: 2x 1250; 3x 833 < 1000.
    expect(installmentPlan(2500).map((o) => o.number_installments)).toEqual([1, 2]);
    // Exactly R$ 20,00 gives 2x of exactly R$ 10,00, which is allowed.
    expect(installmentPlan(2000).map((o) => o.number_installments)).toEqual([1, 2]);
    expect(installmentPlan(1999).map((o) => o.number_installments)).toEqual([1]);
  });

  it('always offers 1x, even below the minimum installment', () => {
    expect(installmentPlan(500)).toEqual([option(1, 500, 500)]);
    expect(installmentPlan(0)).toEqual([option(1, 0, 0)]);
  });

  it('follows a custom rate, maximum, interest-free count and minimum', () => {
    // 12x, 6 interest-free, 2.5 % a month, minimum R$ 5,00, on R$ 1.000,00.
    // 7x: 1.025⁷ = 1.1886858 → 100000 × 0.025 × 1.1886858 / 0.1886858 = 15749.54 → 15750; total 110250
    // 12x: 1.025¹² = 1.3448888 → 2500 × 1.3448888 / 0.3448888 = 9748.71 → 9749; total 116988
    const plan = installmentPlan(100000, {
      monthlyRatePercent: 2.5,
      maxInstallments: 12,
      interestFreeInstallments: 6,
      minInstallmentCents: 500,
    });
    expect(plan).toHaveLength(12);
    expect(plan[5]).toEqual(option(6, 16666, 100000));
    expect(plan[6]).toEqual(option(7, 15750, 110250, 2.5));
    expect(plan[11]).toEqual(option(12, 9749, 116988, 2.5));
  });

  it('treats a 0 % rate as interest-free for every count', () => {
    const plan = installmentPlan(100000, { monthlyRatePercent: 0 });
    expect(plan.every((o) => o.interestFree && o.monthlyRatePercent === 0 && o.totalCents === 100000)).toBe(
      true,
    );
    expect(plan[9]).toEqual(option(10, 10000, 100000));
  });

  it('never advertises an interest-free installment above what is charged', () => {
    for (const total of [1001, 2999, 14990, 33334, 99999]) {
      for (const o of installmentPlan(total).filter((entry) => entry.interestFree)) {
        expect(o.amountCents * o.number_installments).toBeLessThanOrEqual(total);
        expect(total - o.amountCents * o.number_installments).toBeLessThan(o.number_installments);
      }
    }
  });

  it('refuses invalid input', () => {
    expect(() => installmentPlan(-1)).toThrow(RangeError);
    expect(() => installmentPlan(10.5)).toThrow(RangeError);
    expect(() => installmentPlan(1000, { maxInstallments: 0 })).toThrow(RangeError);
    expect(() => installmentPlan(1000, { interestFreeInstallments: 0 })).toThrow(RangeError);
    expect(() => installmentPlan(1000, { monthlyRatePercent: -1 })).toThrow(RangeError);
    expect(() => installmentPlan(1000, { monthlyRatePercent: Number.NaN })).toThrow(RangeError);
    expect(() => installmentPlan(1000, { minInstallmentCents: 0.5 })).toThrow(RangeError);
  });
});

describe('bestInterestFreeInstallment', () => {
  it('gives the product-card line "ou 3x de R$ Y sem juros"', () => {
    const best = bestInterestFreeInstallment(14990);
    expect(best).toEqual(option(3, 4996, 14990));
    expect(`ou ${best?.number_installments}x de ${formatBRL(best?.amountCents ?? 0)} sem juros`).toBe(
      'ou 3x de R$\u00a049,96 sem juros',
    );
  });

  it('settles for fewer installments when 3x would fall below the minimum', () => {
    expect(bestInterestFreeInstallment(2500)).toEqual(option(2, 1250, 2500));
  });

  it('is undefined when only 1x is possible', () => {
    expect(bestInterestFreeInstallment(1999)).toBeUndefined();
    expect(bestInterestFreeInstallment(0)).toBeUndefined();
  });

  it('follows custom options', () => {
    expect(bestInterestFreeInstallment(100000, { interestFreeInstallments: 6 })).toEqual(
      option(6, 16666, 100000),
    );
  });
});

describe('isInstallmentAllowed (the R$ 10,00 minimum installment)', () => {
  it('always allows 1x and more only from R$ 10,00 each', () => {
    expect(isInstallmentAllowed(1, 500)).toBe(true);
    expect(isInstallmentAllowed(2, 999)).toBe(false);
    expect(isInstallmentAllowed(2, 1000)).toBe(true);
    expect(isInstallmentAllowed(10, 1000)).toBe(true);
    expect(isInstallmentAllowed(3, 999, 500)).toBe(true);
  });

  it('is the check the plan applies', () => {
    // R$ 29,99: 2x of 14,99 passes, 3x of 9,99 does not.
    expect(installmentPlan(2999).map((o) => o.number_installments)).toEqual([1, 2]);
    expect(installmentPlan(3000).map((o) => o.number_installments)).toEqual([1, 2, 3]);
  });
});

describe('convertInstallmentPlan (BRL rules, display currency amounts)', () => {
  it('keeps the BRL plan at rate 1', () => {
    expect(convertInstallmentPlan(installmentPlan(14990), 1)).toEqual(installmentPlan(14990));
  });

  it('applies the R$ 10 minimum in BRL, then converts each amount', () => {
    // R$ 30,00 is 3x of R$ 10,00: about US$ 1,85 each. Computed in dollars with a "$10" minimum
    // the line would disappear; converted from the BRL plan it stays, as checkout charges it.
    const plan = convertInstallmentPlan(installmentPlan(3000), 0.1852);
    expect(plan.map((o) => o.number_installments)).toEqual([1, 2, 3]);
    expect(plan[2]).toMatchObject({ amountCents: 185, totalCents: 556, interestFree: true });
  });
});

describe('displayInstallmentPlan (a product page in dollars promises what checkout charges)', () => {
  it('is the BRL plan at rate 1', () => {
    expect(displayInstallmentPlan(14990)).toEqual(installmentPlan(14990));
  });

  it('plans the BRL price behind a converted one', () => {
    // R$ 149,90 is US$ 27,76 at 0.1852. Planned in dollars with a "$10" minimum only 2x would be
    // left; planned in reais it is 10x, as checkout offers.
    const dollars = convertCents(14990, 0.1852);
    expect(dollars).toBe(2776);
    const plan = displayInstallmentPlan(dollars, 0.1852);
    expect(plan.map((o) => o.number_installments)).toEqual(
      installmentPlan(14990).map((o) => o.number_installments),
    );
    expect(plan[2]).toMatchObject({ number_installments: 3, amountCents: 925, interestFree: true });
  });

  it('refuses a zero rate', () => {
    expect(() => displayInstallmentPlan(100, 0)).toThrow(RangeError);
  });
});

describe('productInstallments', () => {
  it('gives every price a card line: 1x under R$ 20, interest-free splits above', () => {
    const cheap = productInstallments(1_590);
    expect(cheap.interestFree).toBeUndefined();
    expect(cheap.single).toMatchObject({ number_installments: 1, amountCents: 1_590 });
    expect(productInstallments(2_590).interestFree).toMatchObject({
      number_installments: 2,
      amountCents: 1_295,
    });
  });

  it('offers the item credit (rounded price ÷ 10) only when ten installments reach R$ 10', () => {
    expect(productInstallments(14_990).itemCredit).toMatchObject({
      number_installments: 10,
      amountCents: 1_500,
    });
    expect(productInstallments(9_940).itemCredit).toBeUndefined(); // R$ 99,40 → R$ 99 → R$ 9,90
    expect(productInstallments(9_950).itemCredit).toMatchObject({ amountCents: 1_000 }); // → R$ 100
  });

  it('names the longest plan when it carries interest', () => {
    const dear = productInstallments(50_000);
    expect(dear.longest).toMatchObject({ number_installments: 10, interestFree: false });
    expect(dear.interestFree).toMatchObject({ number_installments: 3 });
  });
});
