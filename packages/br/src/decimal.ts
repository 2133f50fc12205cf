// Exact decimal helpers shared by money, pricing and installments. Values are kept as
// `units / 10^scale` with bigint units so that no intermediate step goes through binary floats.
// Internal to the package: index.ts does not re-export this file.

/** An exact decimal value: `units / 10^scale`. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** How a quotient is rounded to an integer. */
export type RoundingMode = 'half-up' | 'floor';

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;
const NUMBER_STRING = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Parses a number or a plain decimal string ('149.9', '-3', '0.005') into an exact decimal.
 * A number is read through its shortest round-trip representation (`String(149.9)` is '149.9'),
 * which is the value a person typed or a JSON document carried, not the binary approximation.
 * Strings accept only an optional '-', digits and an optional '.' followed by digits: no
 * exponent, no thousands separators, no comma, no surrounding spaces.
 */
export function parseExactDecimal(value: number | string): ExactDecimal {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
    const match = NUMBER_STRING.exec(String(value));
    if (!match) throw new RangeError(`Cannot read ${value} as a decimal`);
    const [, sign = '', integerPart = '0', fractionPart = '', exponentPart = '0'] = match;
    const digits = BigInt(`${integerPart}${fractionPart}`) * (sign === '-' ? -1n : 1n);
    const scale = fractionPart.length - Number(exponentPart);
    return scale >= 0 ? { units: digits, scale } : { units: digits * 10n ** BigInt(-scale), scale: 0 };
  }
  if (!PLAIN_DECIMAL.test(value)) throw new RangeError(`Not a plain decimal number: '${value}'`);
  const [integerPart = '0', fractionPart = ''] = value.split('.');
  return { units: BigInt(`${integerPart}${fractionPart}`), scale: fractionPart.length };
}

/**
 * Divides two bigints and rounds to an integer. 'half-up' rounds ties away from zero (Java's
 * ROUND_HALF_UP, the usual commercial rule: 0.5 → 1, −0.5 → −1); 'floor' rounds toward −∞.
 */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const absNumerator = numerator < 0n ? -numerator : numerator;
  const absDenominator = denominator < 0n ? -denominator : denominator;
  if (mode === 'half-up') return sign * ((2n * absNumerator + absDenominator) / (2n * absDenominator));
  const truncated = absNumerator / absDenominator;
  if (sign > 0n) return truncated;
  return absNumerator % absDenominator === 0n ? -truncated : -(truncated + 1n);
}

/** Converts a bigint to a number, refusing values outside the safe-integer range. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${value} is outside the safe integer range`);
  return result;
}

/** Throws a RangeError unless `value` is a safe integer (the representation of an amount in cents). */
export function assertCents(value: number, name = 'cents'): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}
