import { describe, expect, it } from 'vitest';
import { cpfCheckDigits, formatCpf, isValidCpf, stripCpf } from './cpf';

// Vectors: brazil-payments.md §1.
describe('isValidCpf', () => {
  it.each([
    '529.982.247-25', // [PUB] documentation example
    '111.444.777-35', // [PUB] textbook example
    '123.456.789-09', // [PUB] BCB Pix API devedor.cpf
  ])('accepts the published CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('accepts the same CPFs unmasked and with spaces', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf(' 111 444 777 35 ')).toBe(true);
    expect(isValidCpf('123456789-09')).toBe(true);
  });

  it.each(['529.982.247-24', '123.456.789-00'])('rejects %s, whose check digits do not match', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(['000.000.000-00', '111.111.111-11', '222.222.222-22', '999.999.999-99'])(
    'rejects the repeated-digit CPF %s although the arithmetic works',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it('confirms that repeated digits would pass the check-digit arithmetic alone', () => {
    expect(cpfCheckDigits('111111111')).toBe('11');
    expect(cpfCheckDigits('000000000')).toBe('00');
  });

  it.each([
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['empty', ''],
    ['letters', '529.982.247-2A'],
    ['other punctuation', '529/982/247-25'],
    ['a CNPJ', '11.222.333/0001-81'],
  ])('rejects a value with %s', (_label, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('cpfCheckDigits', () => {
  it('reproduces the worked example 529.982.247-25 (sum1 295 → 2, sum2 347 → 5)', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
  });

  it('gives 0 when the remainder is below 2', () => {
    // 123456789: sum1 = 1·10+2·9+…+9·2 = 210, 210 % 11 = 1 → DV1 = 0; sum2 = 255, 255 % 11 = 2 → DV2 = 9.
    expect(cpfCheckDigits('123456789')).toBe('09');
  });

  it('refuses a base that is not 9 digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cpfCheckDigits('12345678a')).toThrow(RangeError);
  });
});

describe('stripCpf', () => {
  it('removes dots, hyphens and whitespace only', () => {
    expect(stripCpf('529.982.247-25')).toBe('52998224725');
    expect(stripCpf(' 529 982\t247-25\n')).toBe('52998224725');
    expect(stripCpf('529/982')).toBe('529/982');
  });
});

describe('formatCpf', () => {
  it('masks 11 digits as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('00000000000')).toBe('000.000.000-00');
  });

  it('throws on a value that does not have 11 digits', () => {
    expect(() => formatCpf('5299822472')).toThrow(RangeError);
    expect(() => formatCpf('abc')).toThrow(RangeError);
  });
});
