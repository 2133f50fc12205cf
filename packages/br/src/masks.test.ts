import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskCep, maskCnpj, maskPhone, maskTaxvat, onlyDigits } from './masks';

describe('maskCep', () => {
  it('formats 8 digits as 00000-000 and ignores anything else', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009999')).toBe('01310-100');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('abc')).toBe('');
  });
});

describe('maskTaxvat', () => {
  it('masks a CPF progressively', () => {
    expect(maskTaxvat('529')).toBe('529');
    expect(maskTaxvat('5299822')).toBe('529.982.2');
    expect(maskTaxvat('52998224725')).toBe('529.982.247-25');
  });

  it('switches to the CNPJ mask past 11 digits', () => {
    expect(maskTaxvat('112223330001')).toBe('11.222.333/0001');
    expect(maskTaxvat('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskTaxvat('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });

  it('keeps the letters of an alphanumeric CNPJ, upper-cased, and only digits as check digits', () => {
    expect(maskTaxvat('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskTaxvat('12ABC34501DEXY')).toBe('12.ABC.345/01DE');
  });
});

describe('maskPhone', () => {
  it('formats mobiles and landlines', () => {
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('')).toBe('');
  });
});

describe('maskCardNumber', () => {
  it('groups by four, and 4-6-5 for Amex', () => {
    expect(maskCardNumber('5448280000000007')).toBe('5448 2800 0000 0007');
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(maskCardNumber('4111')).toBe('4111');
    expect(maskCardNumber('41111')).toBe('4111 1');
  });
});

it('onlyDigits strips everything else', () => {
  expect(onlyDigits('(11) 9-1')).toBe('1191');
});

describe('maskCnpj', () => {
  it('formats progressively and never as a CPF', () => {
    expect(maskCnpj('112223')).toBe('11.222.3');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });

  it('keeps letters in the root of an alphanumeric CNPJ, upper-cased', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});
