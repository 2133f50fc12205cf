import { describe, expect, it } from 'vitest';
import { assertCents, divideRounded, parseExactDecimal, toSafeNumber } from './decimal';

describe('parseExactDecimal', () => {
  it('reads numbers through their shortest decimal representation', () => {
    expect(parseExactDecimal(149.9)).toEqual({ units: 1499n, scale: 1 });
    expect(parseExactDecimal(0.1 + 0.2)).toEqual({ units: 30000000000000004n, scale: 17 });
    expect(parseExactDecimal(1.005)).toEqual({ units: 1005n, scale: 3 });
    expect(parseExactDecimal(-3)).toEqual({ units: -3n, scale: 0 });
    expect(parseExactDecimal(-0)).toEqual({ units: 0n, scale: 0 });
  });

  it('reads numbers printed in exponent notation', () => {
    expect(parseExactDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseExactDecimal(1.5e-7)).toEqual({ units: 15n, scale: 8 });
    expect(parseExactDecimal(-2.5e-8)).toEqual({ units: -25n, scale: 9 });
  });

  it('reads plain decimal strings exactly', () => {
    expect(parseExactDecimal('149.90')).toEqual({ units: 14990n, scale: 2 });
    expect(parseExactDecimal('-0.005')).toEqual({ units: -5n, scale: 3 });
    expect(parseExactDecimal('007')).toEqual({ units: 7n, scale: 0 });
  });

  it.each(['', ' 1', '1 ', '1,50', '1.234,56', '1e3', '.5', '5.', '+1', '--1', 'abc'])(
    "refuses the string '%s'",
    (value) => {
      expect(() => parseExactDecimal(value)).toThrow(RangeError);
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %s', (value) => {
    expect(() => parseExactDecimal(value)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it('rounds ties away from zero in half-up mode', () => {
    expect(divideRounded(5n, 2n, 'half-up')).toBe(3n);
    expect(divideRounded(-5n, 2n, 'half-up')).toBe(-3n);
    expect(divideRounded(5n, -2n, 'half-up')).toBe(-3n);
    expect(divideRounded(4n, 3n, 'half-up')).toBe(1n);
    expect(divideRounded(5n, 3n, 'half-up')).toBe(2n);
    expect(divideRounded(0n, 7n, 'half-up')).toBe(0n);
  });

  it('rounds toward minus infinity in floor mode', () => {
    expect(divideRounded(7n, 2n, 'floor')).toBe(3n);
    expect(divideRounded(-7n, 2n, 'floor')).toBe(-4n);
    expect(divideRounded(-6n, 2n, 'floor')).toBe(-3n);
    expect(divideRounded(6n, 2n, 'floor')).toBe(3n);
  });

  it('refuses a zero denominator', () => {
    expect(() => divideRounded(1n, 0n, 'half-up')).toThrow(RangeError);
  });
});

describe('toSafeNumber and assertCents', () => {
  it('converts safe bigints and refuses the rest', () => {
    expect(toSafeNumber(9_007_199_254_740_991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeNumber(9_007_199_254_740_992n)).toThrow(RangeError);
  });

  it('accepts integers only as cents', () => {
    expect(() => assertCents(10)).not.toThrow();
    expect(() => assertCents(-10)).not.toThrow();
    expect(() => assertCents(1.5)).toThrow(RangeError);
    expect(() => assertCents(Number.NaN)).toThrow(RangeError);
    expect(() => assertCents(2 ** 53, 'totalCents')).toThrow(/totalCents/);
  });
});
