import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

describe('Pix countdown', () => {
  it('formats minutes and seconds', () => {
    expect(formatCountdown(1_800_000)).toBe('30:00');
    expect(formatCountdown(1_799_001)).toBe('30:00');
    expect(formatCountdown(1_799_000)).toBe('29:59');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('counts down to the expiry and stops at zero', () => {
    const now = Date.parse('2026-05-01T12:00:00.000Z');
    expect(remainingMs('2026-05-01T12:30:00.000Z', now)).toBe(1_800_000);
    expect(remainingMs('2026-05-01T11:59:00.000Z', now)).toBe(0);
    expect(remainingMs('not a date', now)).toBe(0);
  });
});
