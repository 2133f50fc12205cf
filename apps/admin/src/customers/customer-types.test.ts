import { describe, expect, it } from 'vitest';
import { formatTaxvat, fullName } from './customer-types';

describe('customer display', () => {
  it('writes CPF and CNPJ with their punctuation and leaves anything else as it came', () => {
    expect(formatTaxvat('52998224725')).toBe('529.982.247-25');
    expect(formatTaxvat('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxvat('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatTaxvat('123')).toBe('123');
    expect(formatTaxvat(undefined)).toBe('—');
  });

  it('joins the names it has', () => {
    expect(fullName({ firstname: 'Ana', lastname: 'Souza' })).toBe('Ana Souza');
    expect(fullName({ firstname: 'Ana' })).toBe('Ana');
  });
});
