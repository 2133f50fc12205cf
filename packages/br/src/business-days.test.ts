import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addCalendarDays,
  deliveryWindow,
  easterSunday,
  isBusinessDay,
  nationalHolidays,
} from './business-days';

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
  ])('%i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('nationalHolidays', () => {
  it('lists 2027 in date order, Carnival and Corpus Christi as optional', () => {
    expect(nationalHolidays(2027).map((h) => `${h.date}${h.optional ? '*' : ''}`)).toEqual([
      '2027-01-01',
      '2027-02-08*',
      '2027-02-09*',
      '2027-03-26',
      '2027-04-21',
      '2027-05-01',
      '2027-05-27*',
      '2027-09-07',
      '2027-10-12',
      '2027-11-02',
      '2027-11-15',
      '2027-11-20',
      '2027-12-25',
    ]);
  });

  it('has Consciência Negra as a national holiday only from 2024', () => {
    expect(nationalHolidays(2023).some((h) => h.date === '2023-11-20')).toBe(false);
    expect(nationalHolidays(2024).some((h) => h.date === '2024-11-20')).toBe(true);
  });
});

describe('isBusinessDay', () => {
  it('closes weekends and holidays', () => {
    expect(isBusinessDay('2026-12-08')).toBe(true); // Tuesday
    expect(isBusinessDay('2026-12-12')).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-13')).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-25')).toBe(false); // Christmas, a Friday
    expect(isBusinessDay('2027-03-26')).toBe(false); // Good Friday
  });

  it('counts Carnival as a business day only when asked', () => {
    expect(isBusinessDay('2027-02-09')).toBe(false);
    expect(isBusinessDay('2027-02-09', { countOptionalDays: true })).toBe(true);
  });

  it('takes regional holidays', () => {
    // 25 January, the city of São Paulo's anniversary, a Monday in 2027.
    expect(isBusinessDay('2027-01-25')).toBe(true);
    expect(isBusinessDay('2027-01-25', { extraHolidays: ['2027-01-25'] })).toBe(false);
  });

  it('refuses what is not a date', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
    expect(() => isBusinessDay('08/12/2026')).toThrow(RangeError);
    expect(() => isBusinessDay('2026-12-08', { extraHolidays: ['amanhã'] })).toThrow(RangeError);
  });
});

describe('addBusinessDays', () => {
  it('skips the weekend', () => {
    expect(addBusinessDays('2026-12-10', 1)).toBe('2026-12-11'); // Thursday → Friday
    expect(addBusinessDays('2026-12-11', 1)).toBe('2026-12-14'); // Friday → Monday
    expect(addBusinessDays('2026-12-12', 1)).toBe('2026-12-14'); // Saturday → Monday
    expect(addBusinessDays('2026-12-11', 5)).toBe('2026-12-18');
  });

  it('skips Christmas and New Year across the year end', () => {
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addBusinessDays('2026-12-24', 3)).toBe('2026-12-30');
    expect(addBusinessDays('2026-12-30', 2)).toBe('2027-01-04'); // 31 Dec, then 1 Jan is off
    expect(addBusinessDays('2027-12-30', 1)).toBe('2027-12-31');
    expect(addBusinessDays('2027-12-31', 1)).toBe('2028-01-03');
  });

  it('skips the holidays that move with Easter', () => {
    // Friday before Carnival 2027 → Wednesday of Ashes.
    expect(addBusinessDays('2027-02-05', 1)).toBe('2027-02-10');
    expect(addBusinessDays('2027-03-25', 1)).toBe('2027-03-29'); // over Good Friday
    expect(addBusinessDays('2027-05-26', 1)).toBe('2027-05-28'); // over Corpus Christi
  });

  it('gives the start itself for 0 days when it is open, else the next business day', () => {
    expect(addBusinessDays('2026-12-08', 0)).toBe('2026-12-08');
    expect(addBusinessDays('2026-12-25', 0)).toBe('2026-12-28');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addBusinessDays('2026-12-08', -1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-12-08', 1.5)).toThrow(RangeError);
  });
});

describe('deliveryWindow', () => {
  it('adds handling time to the carrier range and gives both dates', () => {
    // Paid on Thursday 17 Dec 2026; 1 day handling; carrier 2 to 5 business days.
    expect(deliveryWindow({ from: '2026-12-17', handlingDays: 1, minDays: 2, maxDays: 5 })).toEqual({
      minBusinessDays: 3,
      maxBusinessDays: 6,
      earliest: '2026-12-22',
      latest: '2026-12-28',
    });
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => deliveryWindow({ from: '2026-12-17', handlingDays: 0, minDays: 5, maxDays: 2 })).toThrow(
      RangeError,
    );
  });
});

describe('addCalendarDays', () => {
  it('crosses months, leap days and years', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});
