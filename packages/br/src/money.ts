// Money is an integer number of cents everywhere inside the store (docs/architecture.md, decision
// 2). Conversions to and from decimal amounts happen only at the edges (GraphQL Money, payment
// APIs) and go through these helpers, which use exact decimal/bigint arithmetic: no float drift
// (0.1 + 0.2) and no `Math.round(x * 100)` surprises (1.005 * 100 = 100.49999…).
//
// Rounding rule: half-up, i.e. ties go away from zero (0.005 → 0.01, −0.005 → −0.01).

import { assertCents, divideRounded, parseExactDecimal, type RoundingMode, toSafeNumber } from './decimal';

export type { RoundingMode } from './decimal';

/**
 * Converts a decimal amount in reais (149.9, '149.90') to integer cents, rounding extra decimals
 * half-up by default; throws a RangeError for NaN, infinities or malformed strings.
 */
export function toCents(amount: number | string, rounding: RoundingMode = 'half-up'): number {
  const { units, scale } = parseExactDecimal(amount);
  return toSafeNumber(divideRounded(units * 100n, 10n ** BigInt(scale), rounding));
}

/** Converts integer cents to a decimal amount in reais (14990 → 149.9) for API edges such as Magento's Money. */
export function fromCents(cents: number): number {
  assertCents(cents);
  // An integer divided by 100 gives the double nearest to the exact decimal, which prints back exactly.
  return cents / 100;
}

/** Writes cents as a plain decimal string with '.' and two decimals (14990 → '149.90'), as Pix and BR Code expect. */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  const absolute = Math.abs(cents);
  const centavos = absolute % 100;
  // Subtracting the remainder first keeps the division exact for every safe integer.
  const reais = (absolute - centavos) / 100;
  return `${cents < 0 ? '-' : ''}${reais}.${String(centavos).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats cents as currency with Intl.NumberFormat; pt-BR gives 'R$ 1.234,56' where the space
 * after 'R$' is a non-breaking space (U+00A0).
 */
export function formatBRL(cents: number, locale = 'pt-BR', currency = 'BRL'): string {
  assertCents(cents);
  const cacheKey = `${locale}|${currency}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(cacheKey, formatter);
  }
  return formatter.format(cents / 100);
}

/** Returns `percent` % of an amount in cents, rounded half-up to the cent (percentOf(14990, 3) = 450). */
export function percentOf(cents: number, percent: number | string): number {
  assertCents(cents);
  const { units, scale } = parseExactDecimal(percent);
  return toSafeNumber(divideRounded(BigInt(cents) * units, 100n * 10n ** BigInt(scale), 'half-up'));
}

/** Adds amounts in cents, checking that every value and the total are safe integers. */
export function sumCents(values: readonly number[]): number {
  let total = 0n;
  for (const value of values) {
    assertCents(value);
    total += BigInt(value);
  }
  return toSafeNumber(total);
}

/**
 * Splits an amount in cents into `parts` integer amounts that add up exactly; the leftover cents go
 * one each to the first parts (allocateCents(1000, 3) = [334, 333, 333]).
 */
export function allocateCents(totalCents: number, parts: number): number[] {
  assertCents(totalCents, 'totalCents');
  if (!Number.isSafeInteger(parts) || parts < 1) {
    throw new RangeError(`parts must be a positive integer, got ${parts}`);
  }
  // Work on the magnitude so a negative total (a refund) splits symmetrically: −1000 → [−334, −333, −333].
  const sign = totalCents < 0 ? -1 : 1;
  const absolute = Math.abs(totalCents);
  const leftover = absolute % parts;
  const base = (absolute - leftover) / parts;
  return Array.from({ length: parts }, (_, index) => {
    const amount = base + (index < leftover ? 1 : 0);
    return sign < 0 && amount !== 0 ? -amount : amount;
  });
}

/** Converts an amount in cents with an exchange rate (target units per source unit), rounded half-up to the cent. */
export function convertCents(cents: number, rate: number | string): number {
  assertCents(cents);
  const { units, scale } = parseExactDecimal(rate);
  if (units < 0n) throw new RangeError(`An exchange rate cannot be negative, got ${rate}`);
  return toSafeNumber(divideRounded(BigInt(cents) * units, 10n ** BigInt(scale), 'half-up'));
}
