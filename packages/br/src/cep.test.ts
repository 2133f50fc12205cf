import { describe, expect, it } from 'vitest';
import { formatCep, isCompleteCep, normalizeCep } from './cep';

describe('normalizeCep', () => {
  it('removes every non-digit', () => {
    expect(normalizeCep('01001-000')).toBe('01001000');
    expect(normalizeCep(' 01.001 000 ')).toBe('01001000');
    expect(normalizeCep('CEP 01001-000')).toBe('01001000');
    expect(normalizeCep('')).toBe('');
  });
});

describe('isCompleteCep', () => {
  it.each(['01001000', '01001-000', ' 01001-000 '])('is true for %s', (cep) => {
    expect(isCompleteCep(cep)).toBe(true);
  });

  it.each(['0100100', '01001-00', '010010000', '', 'abcdefgh'])('is false for %s', (cep) => {
    expect(isCompleteCep(cep)).toBe(false);
  });
});

describe('formatCep', () => {
  it('masks 8 digits as 00000-000', () => {
    expect(formatCep('01001000')).toBe('01001-000');
    expect(formatCep('01001-000')).toBe('01001-000');
    expect(formatCep('99999999')).toBe('99999-999');
  });

  it('throws when the CEP does not have 8 digits', () => {
    expect(() => formatCep('0100100')).toThrow(RangeError);
    expect(() => formatCep('010010001')).toThrow(RangeError);
  });
});
