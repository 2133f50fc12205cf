import { describe, expect, it } from 'vitest';
import { formatNumberInput, numberInputMessage, parseNumberInput } from './number-input';

const read = (text: string) => {
  const result = parseNumberInput(text);
  return result.ok ? result.decimal : result.problem;
};

describe('parseNumberInput', () => {
  it('reads a comma as the decimal separator and dots before it as thousands', () => {
    expect(read('31,90')).toBe('31.90');
    expect(read('1.234,56')).toBe('1234.56');
    expect(read('12.345.678,9')).toBe('12345678.9');
    expect(read('0,005')).toBe('0.005');
    expect(read(',5')).toBe('0.5');
    expect(read('R$ 29,90')).toBe('29.90');
    expect(read('  r$\u00a01.000,00 ')).toBe('1000.00');
    expect(read('-3,5')).toBe('-3.5');
  });

  it('reads plain digits, dotted thousands, and one dot as a decimal point when unambiguous', () => {
    expect(read('42')).toBe('42');
    expect(read('007')).toBe('7');
    expect(read('1.234.567')).toBe('1234567');
    expect(read('31.90')).toBe('31.90');
    expect(read('31.9')).toBe('31.9');
    expect(read('0.500')).toBe('0.500');
    expect(read('1234.567')).toBe('1234.567');
    expect(read('1.2345')).toBe('1.2345');
  });

  it('refuses a single dot followed by exactly three digits: thousands or decimals cannot be told', () => {
    expect(read('1.234')).toBe('ambiguous');
    expect(read('12.500')).toBe('ambiguous');
    expect(read('999.999')).toBe('ambiguous');
  });

  it('refuses anything else', () => {
    for (const text of [
      '31.90,5',
      '1,2,3',
      '12;90',
      '1.23,4',
      '1.2345,6',
      'abc',
      '1,',
      '12 90',
      '--1',
      'R$',
      '1e3',
      '1.234.5',
    ])
      expect(read(text), text).toBe('malformed');
    expect(read('')).toBe('empty');
    expect(read('   ')).toBe('empty');
  });

  it('gives the value as a number too', () => {
    expect(parseNumberInput('1.234,56')).toEqual({ ok: true, decimal: '1234.56', value: 1234.56 });
  });
});

describe('numberInputMessage', () => {
  it('says in Portuguese how to write the number', () => {
    expect(numberInputMessage('31.90,5', 'malformed')).toBe(
      '"31.90,5" não é um número (use vírgula para os centavos, ex.: 12,90 ou 1.234,56).',
    );
    expect(numberInputMessage('1.234', 'ambiguous')).toBe(
      '"1.234" é ambíguo: escreva 1234 para milhar ou 1,234 para decimais.',
    );
  });
});

describe('formatNumberInput', () => {
  it('writes what parseNumberInput reads back to the same value', () => {
    expect(formatNumberInput(29.9, 2)).toBe('29,90');
    expect(formatNumberInput(1234.5, 2)).toBe('1234,50');
    expect(formatNumberInput(0.25)).toBe('0,25');
    expect(formatNumberInput(3)).toBe('3');
    for (const value of [29.9, 1234.56, 0.005, 1000, 12.5])
      expect(
        parseNumberInput(formatNumberInput(value, 2)).ok && Number(read(formatNumberInput(value, 2))),
      ).toBe(value);
  });
});
