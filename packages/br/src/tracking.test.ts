import { describe, expect, it } from 'vitest';
import {
  checkTrackingNumber,
  correiosCheckDigit,
  isValidCorreiosCode,
  looksLikeCorreiosCode,
  normalizeTrackingNumber,
} from './tracking';

describe('correiosCheckDigit', () => {
  it('weighs the serial 8 6 4 2 3 5 9 7 and takes 11 less the remainder', () => {
    // 1·8 + 2·6 + 3·4 + 4·2 + 5·3 + 6·5 + 7·9 + 8·7 = 204; 204 mod 11 = 6; 11 − 6 = 5.
    expect(correiosCheckDigit('12345678')).toBe(5);
    // 9·8 + 8·6 + 7·4 + 6·2 + 5·3 + 4·5 + 3·9 + 2·7 = 236; 236 mod 11 = 5; 11 − 5 = 6.
    expect(correiosCheckDigit('98765432')).toBe(6);
    expect(correiosCheckDigit('47312482')).toBe(9);
    expect(correiosCheckDigit('00000003')).toBe(1);
  });

  it('answers 5 for a remainder of 0 and 0 for a remainder of 1', () => {
    expect(correiosCheckDigit('00000000')).toBe(5);
    expect(correiosCheckDigit('11111111')).toBe(5); // 44 mod 11 = 0
    expect(correiosCheckDigit('10158380')).toBe(0); // remainder 1
  });

  it('refuses a serial that is not eight digits', () => {
    expect(() => correiosCheckDigit('1234567')).toThrow(RangeError);
  });
});

describe('Correios object codes', () => {
  it.each(['AA123456785BR', 'SS987654326BR', 'qb473124829br', 'PN 101 583 800 BR', 'OJ-100000003-BR'])(
    'accepts %s',
    (code) => {
      expect(isValidCorreiosCode(code)).toBe(true);
    },
  );

  it.each(['AA123456789BR', 'SS987654321BR', 'QB123456789BR'])(
    'refuses %s, whose check digit is wrong',
    (code) => {
      expect(looksLikeCorreiosCode(code)).toBe(true);
      expect(isValidCorreiosCode(code)).toBe(false);
    },
  );

  it.each(['12345', 'AA12345678BR', 'A1123456785BR', 'AA123456785US', 'AA1234567850BR'])(
    'refuses %s, which is not shaped like an object code',
    (code) => {
      expect(looksLikeCorreiosCode(code)).toBe(false);
    },
  );

  it('normalizes what a clerk types', () => {
    expect(normalizeTrackingNumber(' aa 123-456-785 br ')).toBe('AA123456785BR');
  });
});

describe('checkTrackingNumber', () => {
  it('stores a valid Correios code upper case and without spaces', () => {
    expect(checkTrackingNumber('correios', ' aa123456785br ')).toEqual({ ok: true, number: 'AA123456785BR' });
  });

  it('says why a Correios code is refused', () => {
    expect(checkTrackingNumber('correios', '12345')).toEqual({ ok: false, reason: 'correios_shape' });
    expect(checkTrackingNumber('Correios', 'AA123456789BR')).toEqual({
      ok: false,
      reason: 'correios_check_digit',
    });
    expect(checkTrackingNumber('correios', '   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('does not let the override pass a wrong Correios code: its format is known', () => {
    expect(checkTrackingNumber('correios', '12345', { override: true }).ok).toBe(false);
  });

  it('checks a Correios-shaped code under the generic carrier as a Correios code', () => {
    expect(checkTrackingNumber('custom', 'QB123456789BR')).toEqual({
      ok: false,
      reason: 'correios_check_digit',
    });
    expect(checkTrackingNumber('custom', 'QB473124829BR')).toEqual({ ok: true, number: 'QB473124829BR' });
  });

  it.each(['jadlog', 'loggi', 'totalexpress', 'transportadora', 'custom'])(
    'takes a %s code only when staff confirm it (no published format)',
    (carrier) => {
      expect(checkTrackingNumber(carrier, '10082512345')).toEqual({ ok: false, reason: 'unknown_format' });
      expect(checkTrackingNumber(carrier, '10082512345', { override: true })).toEqual({
        ok: true,
        number: '10082512345',
      });
    },
  );

  it('refuses characters no carrier prints, even with the override', () => {
    expect(checkTrackingNumber('jadlog', 'abc<script>', { override: true })).toEqual({
      ok: false,
      reason: 'characters',
    });
  });
});
