import { describe, expect, it } from 'vitest';
import { numberFieldText, readableNumber, typedNumber } from './typed-number';

describe('number fields', () => {
  it('read what was typed with the one rule, and keep the server’s numbers', () => {
    expect(typedNumber('31,90')).toBe(31.9);
    expect(typedNumber('1.234,56')).toBe(1234.56);
    expect(typedNumber(29.9)).toBe(29.9);
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber(null)).toBeUndefined();
    expect(typedNumber('31.90,5')).toBe('31.90,5');
  });

  it('show the server’s amounts as typed back: money with two decimals', () => {
    expect(numberFieldText(29.9, true)).toBe('29,90');
    expect(numberFieldText(0.25, false)).toBe('0,25');
    expect(numberFieldText('31,9', true)).toBe('31,9');
    expect(numberFieldText(null, true)).toBe('');
  });

  it('say why a text is refused', () => {
    expect(readableNumber('31,90')).toBeUndefined();
    expect(readableNumber('')).toBeUndefined();
    expect(readableNumber('31.90,5')).toEqual({
      message: 'admin.errors.number_malformed',
      args: { text: '31.90,5', thousands: '3190,5', decimals: '31,90,5' },
    });
    expect(readableNumber(' 1.234 ')).toEqual({
      message: 'admin.errors.number_ambiguous',
      args: { text: '1.234', thousands: '1234', decimals: '1,234' },
    });
  });
});
