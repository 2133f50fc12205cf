import { describe, expect, it } from 'vitest';
import { quotePrefill } from './quote-prefill';

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
