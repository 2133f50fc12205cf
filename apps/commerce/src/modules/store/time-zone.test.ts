import { describe, expect, it } from 'vitest';
import { startOf } from './time-zone';

describe('the store time zone', () => {
  it('begins São Paulo’s day at 03:00 UTC, also while UTC is already on the next day', () => {
    expect(startOf('day', new Date('2026-12-08T01:30:00Z')).toISOString()).toBe('2026-12-07T03:00:00.000Z');
    expect(startOf('day', new Date('2026-12-08T03:00:00Z')).toISOString()).toBe('2026-12-08T03:00:00.000Z');
    expect(startOf('day', new Date('2026-12-08T23:59:00Z')).toISOString()).toBe('2026-12-08T03:00:00.000Z');
  });

  it('begins the month on its first day in the zone', () => {
    expect(startOf('month', new Date('2026-12-01T02:00:00Z')).toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(startOf('month', new Date('2026-12-15T12:00:00Z')).toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('follows a zone with daylight saving time', () => {
    // Berlin: UTC+1 in winter, UTC+2 in summer.
    expect(startOf('day', new Date('2026-07-10T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-07-09T22:00:00.000Z',
    );
    expect(startOf('day', new Date('2026-01-10T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-01-09T23:00:00.000Z',
    );
  });
});
