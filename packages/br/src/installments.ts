// Credit-card installment plans (jetcred). Rules §1/§9: installments up to 10, no interest up to 3,
// interest from the 4th. Interest follows the Price table (French amortisation, compound monthly
// rate): PMT = P·i / (1 − (1 + i)^−n), rounded half-up to the cent; the total is PMT × n.
//
// PMT is computed exactly with bigints: writing i = a/b, PMT = P·a·(b+a)^n / (b·((b+a)^n − b^n)),
// so no floating-point power is involved and the only rounding is the final one to the cent.

import { assertCents, divideRounded, parseExactDecimal, toSafeNumber } from './decimal';
import { convertCents } from './money';
import { itemCreditCents } from './pricing';

/** Most installments offered on a card purchase. */
export const MAX_INSTALLMENTS = 10;
/** Installment counts up to this one carry no interest; interest starts at the next (rules §9). */
export const INTEREST_FREE_INSTALLMENTS = 3;
/** Smallest installment offered, in cents (R$ 10,00); 1x is always offered. */
export const MIN_INSTALLMENT_CENTS = 1000;
/** Default monthly compound interest rate from the first interest-bearing installment count, in percent. */
export const DEFAULT_MONTHLY_INTEREST_PERCENT = 1.99;

/** One way of paying a total by card ("4x de R$ 26,26"). */
export interface InstallmentOption {
  /** Number of monthly installments (named as the API's installment option). */
  number_installments: number;
  /**
   * Value of each installment in cents. Interest-free: the total divided by the count, rounded
   * down, so the advertised installment never exceeds what is charged (the acquirer adds the
   * leftover cents, fewer than the count, to an installment). With interest: the Price-table PMT.
   */
  amountCents: number;
  /** What the buyer pays in total: the purchase total when interest-free, else amountCents × count. */
  totalCents: number;
  interestFree: boolean;
  /** Monthly rate applied to this option, in percent; 0 when interest-free. */
  monthlyRatePercent: number;
}

/** Store settings that shape the plan; every field has the store default. */
export interface InstallmentPlanOptions {
  monthlyRatePercent?: number;
  maxInstallments?: number;
  interestFreeInstallments?: number;
  minInstallmentCents?: number;
}

/**
 * Tells whether an installment of `amountCents` (in BRL) may be offered as `count` installments:
 * 1x is the "à vista" price and is always allowed; more only when each is at least the minimum
 * (R$ 10,00). The one minimum-installment check of the plan, the card payment and the card forms.
 */
export function isInstallmentAllowed(
  count: number,
  amountCents: number,
  minInstallmentCents: number = MIN_INSTALLMENT_CENTS,
): boolean {
  return count === 1 || amountCents >= minInstallmentCents;
}

/**
 * The plan of a BRL total converted for display: the rules (R$ 10 minimum, interest from the 4th)
 * are applied in BRL, where the card is charged, and only then is each amount converted with
 * `rate` (display units per real, half-up to the cent). With rate 1 it is the plan itself, so
 * every store promises the same installments checkout charges.
 */
export function convertInstallmentPlan(
  plan: readonly InstallmentOption[],
  rate: number | string,
): InstallmentOption[] {
  if (Number(rate) === 1) return plan.map((option) => ({ ...option }));
  return plan.map((option) => ({
    ...option,
    amountCents: convertCents(option.amountCents, rate),
    totalCents: convertCents(option.totalCents, rate),
  }));
}

/**
 * The plan a product page shows for a price in the display currency: the price is brought back to
 * BRL (`displayCents / rate`, half-up), planned there with the BRL rules, and each amount converted
 * again. A price the API converted half-up comes back within half a display cent of its BRL price,
 * so the options offered are the ones checkout offers for it; rate 1 is the BRL plan itself.
 */
export function displayInstallmentPlan(
  displayCents: number,
  rate: number | string = 1,
  options: InstallmentPlanOptions = {},
): InstallmentOption[] {
  assertCents(displayCents, 'displayCents');
  if (Number(rate) === 1) return installmentPlan(displayCents, options);
  const { units, scale } = parseExactDecimal(rate);
  if (units <= 0n) throw new RangeError(`An exchange rate must be positive, got ${rate}`);
  // displayCents / (units / 10^scale), rounded half-up.
  const brlCents = toSafeNumber(divideRounded(BigInt(displayCents) * 10n ** BigInt(scale), units, 'half-up'));
  return convertInstallmentPlan(installmentPlan(brlCents, options), rate);
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
  return value;
}

/**
 * Lists the installment options for a total: 1x always, then every count up to the maximum whose
 * installment is at least the minimum; interest-free up to 3x, Price-table interest from 4x.
 */
export function installmentPlan(
  totalCents: number,
  options: InstallmentPlanOptions = {},
): InstallmentOption[] {
  assertCents(totalCents, 'totalCents');
  if (totalCents < 0) throw new RangeError(`totalCents cannot be negative, got ${totalCents}`);
  const monthlyRatePercent = options.monthlyRatePercent ?? DEFAULT_MONTHLY_INTEREST_PERCENT;
  const maxInstallments = positiveInteger(options.maxInstallments ?? MAX_INSTALLMENTS, 'maxInstallments');
  const interestFreeInstallments = positiveInteger(
    options.interestFreeInstallments ?? INTEREST_FREE_INSTALLMENTS,
    'interestFreeInstallments',
  );
  const minInstallmentCents = options.minInstallmentCents ?? MIN_INSTALLMENT_CENTS;
  assertCents(minInstallmentCents, 'minInstallmentCents');

  const rate = parseExactDecimal(monthlyRatePercent);
  if (rate.units < 0n) {
    throw new RangeError(`monthlyRatePercent cannot be negative, got ${monthlyRatePercent}`);
  }
  // Monthly rate i = a / b (percent → fraction).
  const a = rate.units;
  const b = 100n * 10n ** BigInt(rate.scale);

  const plan: InstallmentOption[] = [];
  for (let count = 1; count <= maxInstallments; count++) {
    const interestFree = count <= interestFreeInstallments || a === 0n;
    const amountCents = interestFree
      ? (totalCents - (totalCents % count)) / count
      : toSafeNumber(pricePayment(BigInt(totalCents), a, b, count));
    if (!isInstallmentAllowed(count, amountCents, minInstallmentCents)) continue;
    plan.push({
      number_installments: count,
      amountCents,
      totalCents: interestFree ? totalCents : toSafeNumber(BigInt(amountCents) * BigInt(count)),
      interestFree,
      monthlyRatePercent: interestFree ? 0 : monthlyRatePercent,
    });
  }
  return plan;
}

// Price-table payment for principal P at rate a/b over n months, rounded half-up to the cent.
function pricePayment(principal: bigint, a: bigint, b: bigint, count: number): bigint {
  const growth = (b + a) ** BigInt(count);
  const base = b ** BigInt(count);
  return divideRounded(principal * a * growth, b * (growth - base), 'half-up');
}

/**
 * Returns the interest-free option with the most installments, for the product card line
 * "ou 3x de R$ Y sem juros"; undefined when only 1x is possible.
 */
export function bestInterestFreeInstallment(
  totalCents: number,
  options: InstallmentPlanOptions = {},
): InstallmentOption | undefined {
  const interestFree = installmentPlan(totalCents, options).filter(
    (option) => option.interestFree && option.number_installments > 1,
  );
  return interestFree.at(-1);
}

/** The card lines of a product price (cards, product page), all in BRL cents. */
export interface ProductInstallments {
  /** "ou 3x de R$ Y sem juros": the interest-free option with the most installments, if more than 1x. */
  interestFree: InstallmentOption | undefined;
  /** "em até 10x de R$ Z com juros": the longest plan, when it carries interest. */
  longest: InstallmentOption | undefined;
  /**
   * Rules §9 item credit, "em até 10x de R$ …": the rounded final price ÷ 10, offered only when
   * ten installments of it respect the minimum installment (R$ 10,00): under R$ 99,50 there is none.
   */
  itemCredit: InstallmentOption | undefined;
  /** 1x, always offered: what a price too small to split shows. */
  single: InstallmentOption;
}

/**
 * The installment lines of a product's final price in BRL, with the store's rules (R$ 10 minimum
 * installment, interest from the 4th). Applied in BRL, where the card is charged; the en/de
 * stores convert the amounts for display (convertInstallmentPlan), never the minimum.
 */
export function productInstallments(
  finalCents: number,
  options: InstallmentPlanOptions = {},
): ProductInstallments {
  const plan = installmentPlan(finalCents, options);
  const last = plan.at(-1);
  const maxInstallments = options.maxInstallments ?? MAX_INSTALLMENTS;
  const creditCents = itemCreditCents(finalCents);
  const itemCredit: InstallmentOption | undefined =
    maxInstallments === MAX_INSTALLMENTS &&
    isInstallmentAllowed(MAX_INSTALLMENTS, creditCents, options.minInstallmentCents)
      ? {
          number_installments: MAX_INSTALLMENTS,
          amountCents: creditCents,
          totalCents: creditCents * MAX_INSTALLMENTS,
          interestFree: false,
          monthlyRatePercent: 0,
        }
      : undefined;
  return {
    interestFree: plan.filter((option) => option.interestFree && option.number_installments > 1).at(-1),
    longest: last && !last.interestFree ? last : undefined,
    itemCredit,
    single: plan[0] as InstallmentOption,
  };
}
