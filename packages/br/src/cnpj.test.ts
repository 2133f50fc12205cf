import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

// Vectors: brazil-payments.md §2.
describe('isValidCnpj', () => {
  it.each([
    '12.ABC.345/01DE-35', // [PUB] Receita Federal's alphanumeric example
    '11.222.333/0001-81', // [PUB] common numeric example
    '12.345.678/0001-95', // [PUB] BCB Pix API devedor.cnpj
    'ABCDEFGH000195', // [SELF]
    'Z9Y8X7W6000105', // [SELF]
    'A1B2C3D4E5F668', // [SELF]
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('accepts lower case by upper-casing (12.abc.345/01de-35)', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });

  it.each([
    ['12.ABC.345/01DE-36', 'wrong second check digit'],
    ['11.222.333/0001-80', 'wrong second check digit'],
    ['12.ABC.345/01DE-3A', 'a letter in the check digits'],
    ['11.222.333/0001-8', '13 characters'],
    ['11.222.333/0001-811', '15 characters'],
    ['11.222.333/0001_81', 'an underscore'],
    ['1Ç.222.333/0001-81', 'a non-ASCII letter'],
    ['', 'an empty value'],
    ['529.982.247-25', 'a CPF'],
  ])('rejects %s (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it.each(['00000000000000', '11111111111111', '00.000.000/0000-00', 'AAAAAAAAAAAAAA'])(
    'rejects the repeated-character CNPJ %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(false);
    },
  );

  it('finds 00000000000000 arithmetic-valid, so only the repeated-character policy rejects it', () => {
    expect(cnpjCheckDigits('000000000000')).toBe('00');
  });

  it('rejects the Pix API sample CNPJs that are not check-digit valid', () => {
    expect(isValidCnpj('56989000019533')).toBe(false);
    expect(isValidCnpj('58900633120711')).toBe(false);
  });
});

describe('cnpjCheckDigits', () => {
  it('reproduces the worked alphanumeric example 12ABC34501DE (459 % 11 = 8 → 3; 424 % 11 = 6 → 5)', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('reduces to the classic numeric rule', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('123456780001')).toBe('95');
  });

  it('accepts a lower-case base and refuses a malformed one', () => {
    expect(cnpjCheckDigits('12abc34501de')).toBe('35');
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC34501D-')).toThrow(RangeError);
  });
});

describe('normalizeCnpj', () => {
  it('strips dots, slash, hyphen and spaces and upper-cases', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj(' 11 222 333 0001 81 ')).toBe('11222333000181');
  });

  it('keeps any other character, so validation can reject it', () => {
    expect(normalizeCnpj('11,222')).toBe('11,222');
  });
});

describe('formatCnpj', () => {
  it('masks as AA.AAA.AAA/AAAA-DD', () => {
    expect(formatCnpj('ABCDEFGH000195')).toBe('AB.CDE.FGH/0001-95');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('throws on a value without the CNPJ shape', () => {
    expect(() => formatCnpj('1122233300018')).toThrow(RangeError);
    expect(() => formatCnpj('12ABC34501DE3A')).toThrow(RangeError);
  });
});
