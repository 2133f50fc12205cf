import { describe, expect, it } from 'vitest';
import { serverTime } from './server-time';

describe('serverTime', () => {
  it("reads Magento's date-time as UTC, whatever the browser's zone", () => {
    expect(serverTime('2026-11-30 01:30:00').toISOString()).toBe('2026-11-30T01:30:00.000Z');
  });
});
