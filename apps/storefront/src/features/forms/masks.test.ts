import { describe, expect, it } from 'vitest';
import { maskCnpj, quotePrefill } from './masks';

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

describe('quotePrefill', () => {
  const base = { firstname: 'Ana', lastname: 'Souza', email: 'ana@example.com', custom_attributes: null };

  it('fills the company and CNPJ of a business customer', () => {
    expect(
      quotePrefill({
        ...base,
        taxvat: '11222333000181',
        custom_attributes: [{ code: 'razao_social', value: 'Papelaria Central Ltda' }],
      }),
    ).toEqual({
      contactName: 'Ana Souza',
      email: 'ana@example.com',
      cnpj: '11.222.333/0001-81',
      company: 'Papelaria Central Ltda',
    });
  });

  it('leaves them empty for a CPF customer', () => {
    expect(quotePrefill({ ...base, taxvat: '52998224725' })).toMatchObject({ cnpj: '', company: '' });
  });
});
