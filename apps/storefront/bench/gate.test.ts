import { describe, expect, it } from 'vitest';
import { bandOf, gateFailures } from './gate';

describe('storefront bench gate', () => {
  it('puts a CPU index in its band', () => {
    expect(bandOf(1_500)).toBe('slow');
    expect(bandOf(1_999)).toBe('slow');
    expect(bandOf(2_000)).toBe('middle');
    expect(bandOf(3_000)).toBe('middle');
    expect(bandOf(3_001)).toBe('fast');
  });

  it('holds a slow machine to 90 and a fast one to 98, naming the band', () => {
    const run = { page: 'home', performance: 95, tbtMs: 200, lcpMs: 2_000 };
    expect(gateFailures([{ ...run, benchmarkIndex: 1_600 }], [])).toEqual([]);
    expect(gateFailures([{ ...run, benchmarkIndex: 3_200 }], [])).toEqual([
      'home (CPU index over 3,000: measured 3200): performance 95 < 98',
    ]);
  });

  it('fails on blocking time, the largest paint and the first screen budgets', () => {
    const failures = gateFailures(
      [{ page: 'category', performance: 91, tbtMs: 400, lcpMs: 3_000, benchmarkIndex: 1_500 }],
      [
        { page: 'home', rscKb: 61, domElements: 801, clientComponents: 60 },
        { page: 'product', rscKb: 500, domElements: 5_000, clientComponents: 500 },
      ],
    );
    expect(failures).toEqual([
      'category (CPU index under 2,000: measured 1500): TBT 400 ms > 250 ms',
      'category (CPU index under 2,000: measured 1500): LCP 3000 ms > 2400 ms',
      'home: RSC payload 61 KB > 60 KB',
      'home: 801 elements at load > 800',
    ]);
  });
});
