// What an instalment offer with interest must disclose to the buyer before the purchase: the
// monthly and the yearly interest rate, the total to pay and the Custo Efetivo Total (CET), the
// rate that equates the amount financed with the instalments actually charged, yearly and monthly
// (Código de Defesa do Consumidor, arts. 52 and 54-B; the CET as the Central Bank defines it for
// credit to people, Resolução CMN 3.517/2007). The store's card instalments carry no fees and no
// insurance, so the CET differs from the contract rate only by the rounding of each instalment to
// the cent; it is still computed from the cash flows, so that a future fee changes it where it should.

import { assertCents } from './decimal';

export interface CreditCost {
  /** The contract's monthly rate, in percent. */
  monthlyRatePercent: number;
  /** The same rate compounded over twelve months, in percent, two decimals. */
  yearlyRatePercent: number;
  /** Everything the buyer pays: instalment × count. */
  totalCents: number;
  /** What the credit costs: total − amount financed. */
  interestCents: number;
  /** CET: the monthly rate at which the instalments repay the amount financed, in percent, two decimals. */
  cetMonthlyPercent: number;
  /** CET compounded over twelve months, in percent, two decimals: the figure the law asks to stand out. */
  cetYearlyPercent: number;
}

function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

function yearly(monthlyFraction: number): number {
  return (1 + monthlyFraction) ** 12 - 1;
}

/** Present value of `count` monthly payments of `payment` at monthly rate `rate` (fraction). */
function presentValue(payment: number, count: number, rate: number): number {
  if (rate === 0) return payment * count;
  return (payment * (1 - (1 + rate) ** -count)) / rate;
}

/**
 * The monthly internal rate of return of financing `principalCents` with `count` payments of
 * `paymentCents` (bisection: the present value falls as the rate rises, so the root is unique).
 */
export function monthlyInternalRate(principalCents: number, paymentCents: number, count: number): number {
  assertCents(principalCents, 'principalCents');
  assertCents(paymentCents, 'paymentCents');
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`count must be a positive integer, got ${count}`);
  if (principalCents <= 0) throw new RangeError(`principalCents must be positive, got ${principalCents}`);
  if (paymentCents * count <= principalCents) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(paymentCents, count, high) > principalCents) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-12; step++) {
    const middle = (low + high) / 2;
    if (presentValue(paymentCents, count, middle) > principalCents) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The disclosure of one instalment offer: `principalCents` financed (the cash price), `count`
 * instalments of `paymentCents` at the contract's `monthlyRatePercent`.
 */
export function creditCost(input: {
  principalCents: number;
  paymentCents: number;
  count: number;
  monthlyRatePercent: number;
}): CreditCost {
  const { principalCents, paymentCents, count, monthlyRatePercent } = input;
  if (!Number.isFinite(monthlyRatePercent) || monthlyRatePercent < 0) {
    throw new RangeError(`monthlyRatePercent must be ≥ 0, got ${monthlyRatePercent}`);
  }
  const cet = monthlyInternalRate(principalCents, paymentCents, count);
  const totalCents = paymentCents * count;
  return {
    monthlyRatePercent,
    yearlyRatePercent: roundTo2(yearly(monthlyRatePercent / 100) * 100),
    totalCents,
    interestCents: Math.max(0, totalCents - principalCents),
    cetMonthlyPercent: roundTo2(cet * 100),
    cetYearlyPercent: roundTo2(yearly(cet) * 100),
  };
}
