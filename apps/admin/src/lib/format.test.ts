import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, parseInstant, setStoreTimeZone } from './format';

describe('dates and times in the back office', () => {
  afterEach(() => setStoreTimeZone('America/Sao_Paulo'));

  it("writes the server's UTC times in São Paulo time, Brazilian format", () => {
    // Magento's format carries no zone: it is UTC.
    expect(formatDateTime('2026-12-08 01:30:00')).toBe('07/12/2026 22:30');
    expect(formatDateTime('2026-12-08T15:04:05.123Z')).toBe('08/12/2026 12:04');
    expect(formatDateTime('2026-12-08T15:04:05-03:00')).toBe('08/12/2026 15:04');
  });

  it('follows the time zone of the store configuration', () => {
    setStoreTimeZone('Europe/Berlin');
    expect(formatDateTime('2026-07-01 10:00:00')).toBe('01/07/2026 12:00');
    setStoreTimeZone('Not/A_Zone');
    expect(formatDateTime('2026-07-01 10:00:00')).toBe('01/07/2026 12:00');
  });

  it('writes a calendar date as it is, and an instant as its day in the store', () => {
    expect(formatDate('2026-12-10')).toBe('10/12/2026');
    expect(formatDate('2026-12-08 01:30:00')).toBe('07/12/2026');
    expect(formatDateTime('2026-12-10')).toBe('10/12/2026');
  });

  it('shows a dash for nothing and unreadable text as it came', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDateTime('amanhã')).toBe('amanhã');
    expect(parseInstant('2026-13-45 99:00:00')).toBeUndefined();
  });

  it('writes money as reais', () => {
    expect(formatMoney(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatMoney('x')).toBe('—');
  });
});
