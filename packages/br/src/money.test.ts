import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  centsToDecimalString,
  convertCents,
  formatBRL,
  fromCents,
  percentOf,
  sumCents,
  toCents,
} from './money';

const NBSP = '\u00a0';

describe('toCents', () => {
  it.each([
    [149.9, 14990],
    ['149.9', 14990],
    ['149.90', 14990],
    [0, 0],
    [-0, 0],
    [10, 1000],
    ['0.01', 1],
    [123456789.12, 12345678912],
    [-3.5, -350],
  ])('converts %s to %i cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('has no float drift where Math.round(x * 100) has', () => {
    expect(Math.round(1.005 * 100)).toBe(100); // the bug this helper avoids
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(4.35)).toBe(435);
  });

  it('rounds more than two decimals half-up, ties away from zero', () => {
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.0049')).toBe(100);
    expect(toCents('0.004')).toBe(0);
    expect(toCents('-0.005')).toBe(-1);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(1.5e-7)).toBe(0);
  });

  it('floors on request (toward minus infinity)', () => {
    expect(toCents('20.999', 'floor')).toBe(2099);
    expect(toCents(-0.001, 'floor')).toBe(-1);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'R$ 10,00', '1,50', '1.234,56', ' 1', '1e3'])(
    'throws a RangeError for %s',
    (amount) => {
      expect(() => toCents(amount)).toThrow(RangeError);
    },
  );

  it('throws when the result leaves the safe integer range', () => {
    expect(() => toCents(1e21)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  it('gives the decimal amount in reais', () => {
    expect(fromCents(14990)).toBe(149.9);
    expect(fromCents(1)).toBe(0.01);
    expect(fromCents(-5)).toBe(-0.05);
    expect(fromCents(0)).toBe(0);
    expect(String(fromCents(123456789))).toBe('1234567.89');
  });

  it('round-trips through toCents', () => {
    for (const cents of [0, 1, 7, 99, 101, 14990, 100005, 999999999]) {
      expect(toCents(fromCents(cents))).toBe(cents);
    }
  });

  it('refuses fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

describe('centsToDecimalString', () => {
  it.each([
    [14990, '149.90'],
    [1000, '10.00'],
    [12345, '123.45'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
  ])('writes %i as %s', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });
});

describe('formatBRL', () => {
  it('formats pt-BR reais with a non-breaking space after R$', () => {
    expect(formatBRL(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(5)).toBe(`R$${NBSP}0,05`);
    expect(formatBRL(100000000)).toBe(`R$${NBSP}1.000.000,00`);
    expect(formatBRL(-123456)).toBe(`-R$${NBSP}1.234,56`);
  });

  it('follows another locale and currency', () => {
    expect(formatBRL(123456, 'en-US', 'USD')).toBe('$1,234.56');
    expect(formatBRL(123456, 'en-US')).toBe('R$1,234.56');
    expect(formatBRL(123456, 'de-DE', 'EUR')).toBe(`1.234,56${NBSP}€`);
  });

  it('refuses fractional cents', () => {
    expect(() => formatBRL(0.5)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('rounds half-up to the cent', () => {
    expect(percentOf(14990, 3)).toBe(450); // 449.7
    expect(percentOf(10000, 10)).toBe(1000);
    expect(percentOf(14990, 1.99)).toBe(298); // 298.301
    expect(percentOf(14990, '1.99')).toBe(298);
    expect(percentOf(50, 3)).toBe(2); // 1.5, tie up
    expect(percentOf(5, 10)).toBe(1); // 0.5, tie up
    expect(percentOf(-5, 10)).toBe(-1); // −0.5, tie away from zero
    expect(percentOf(14990, 0)).toBe(0);
    expect(percentOf(14990, 100)).toBe(14990);
  });

  it('uses the percent exactly, not its binary approximation', () => {
    // In floats 500 × (0.7 / 100) = 3.4999999999999996 and rounds to 3; exactly it is 3.5 → 4.
    expect(Math.round(500 * (0.7 / 100))).toBe(3);
    expect(percentOf(500, 0.7)).toBe(4);
    expect(percentOf(1000, 1.45)).toBe(15); // 14.5, floats give 14.499999999999998
    expect(percentOf(1000, 0.15)).toBe(2); // 1.5 → 2
  });

  it('refuses fractional cents and a non-finite percent', () => {
    expect(() => percentOf(1.5, 3)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it('adds integer cents', () => {
    expect(sumCents([14990, 1010, 0])).toBe(16000);
    expect(sumCents([])).toBe(0);
    expect(sumCents([100, -30])).toBe(70);
  });

  it('refuses fractional values and overflow', () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('allocateCents', () => {
  it('splits into parts that add up exactly, leftover cents first', () => {
    expect(allocateCents(1000, 3)).toEqual([334, 333, 333]);
    expect(allocateCents(10, 4)).toEqual([3, 3, 2, 2]);
    expect(allocateCents(14990, 1)).toEqual([14990]);
    expect(allocateCents(0, 3)).toEqual([0, 0, 0]);
    expect(allocateCents(2, 5)).toEqual([1, 1, 0, 0, 0]);
  });

  it('splits a negative amount symmetrically, without negative zeros', () => {
    expect(allocateCents(-1000, 3)).toEqual([-334, -333, -333]);
    const parts = allocateCents(-1, 3);
    expect(parts).toEqual([-1, 0, 0]);
    expect(Object.is(parts[1], 0)).toBe(true);
  });

  it('always sums back to the total', () => {
    for (const total of [1, 99, 100, 14990, 100001]) {
      for (let parts = 1; parts <= 12; parts++) {
        expect(sumCents(allocateCents(total, parts))).toBe(total);
      }
    }
  });

  it('refuses a part count that is not a positive integer', () => {
    expect(() => allocateCents(100, 0)).toThrow(RangeError);
    expect(() => allocateCents(100, 1.5)).toThrow(RangeError);
    expect(() => allocateCents(100.5, 2)).toThrow(RangeError);
  });
});

describe('convertCents', () => {
  it('multiplies by the rate and rounds half-up to the cent', () => {
    expect(convertCents(10000, 0.18)).toBe(1800);
    expect(convertCents(14990, '0.1834')).toBe(2749); // 2749.166
    expect(convertCents(1, 0.5)).toBe(1); // tie up
    expect(convertCents(100, 5.4321)).toBe(543); // 543.21
    expect(convertCents(3, 0.5)).toBe(2); // 1.5 → 2
    expect(convertCents(14990, 1)).toBe(14990);
  });

  it('refuses a negative or non-finite rate', () => {
    expect(() => convertCents(100, -1)).toThrow(RangeError);
    expect(() => convertCents(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
