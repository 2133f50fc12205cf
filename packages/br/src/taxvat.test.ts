import { describe, expect, it } from 'vitest';
import { isValidTaxvat, personType, taxvatToDigits } from './taxvat';

describe('personType (rules §5: valid CPF gives F, otherwise J)', () => {
  it.each(['529.982.247-25', '11144477735', '123.456.789-09'])('gives F for the valid CPF %s', (cpf) => {
    expect(personType(cpf)).toBe('F');
  });

  it.each([
    '11.222.333/0001-81',
    '12.ABC.345/01DE-35',
    '529.982.247-24', // an invalid CPF is not a person
    '111.111.111-11',
    '',
  ])('gives J for %s', (taxvat) => {
    expect(personType(taxvat)).toBe('J');
  });
});

describe('taxvatToDigits', () => {
  it('strips a CPF or numeric CNPJ to its digits', () => {
    expect(taxvatToDigits('529.982.247-25')).toBe('52998224725');
    expect(taxvatToDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(taxvatToDigits(' 123 456 789 09 ')).toBe('12345678909');
  });

  it('keeps the letters of an alphanumeric CNPJ, upper-cased', () => {
    expect(taxvatToDigits('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(taxvatToDigits('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('drops every other character', () => {
    expect(taxvatToDigits('CPF: 529_982#247(25)')).toBe('CPF52998224725');
  });
});

describe('isValidTaxvat', () => {
  it.each(['529.982.247-25', '11.222.333/0001-81', '12.ABC.345/01DE-35', '12.abc.345/01de-35'])(
    'accepts %s',
    (taxvat) => {
      expect(isValidTaxvat(taxvat)).toBe(true);
    },
  );

  it.each(['529.982.247-24', '11.222.333/0001-80', '00000000000', '00000000000000', '123'])(
    'rejects %s',
    (taxvat) => {
      expect(isValidTaxvat(taxvat)).toBe(false);
    },
  );
});
