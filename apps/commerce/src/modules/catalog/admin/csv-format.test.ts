import { describe, expect, it } from 'vitest';
import { readCsvProduct } from './csv-format';
import { CatalogInputError } from './errors';

const refusal = (row: Record<string, string>) => {
  try {
    readCsvProduct(row);
  } catch (error) {
    if (error instanceof CatalogInputError) return { column: error.field, message: error.pt };
    throw error;
  }
  throw new Error('not refused');
};

describe('readCsvProduct numbers', () => {
  it("reads Magento's dots and the commas people type, with the back office's one rule", () => {
    expect(readCsvProduct({ sku: 'A', price: '12.90', weight: '0.500', qty: '7' }).input).toMatchObject({
      price: 12.9,
      weight: 0.5,
      qty: 7,
    });
    expect(readCsvProduct({ sku: 'A', price: '49,90', special_price: '1.234,56' }).input).toMatchObject({
      price: 49.9,
      special_price: 1234.56,
    });
  });

  it('refuses an ambiguous or unreadable number in its column, in Portuguese', () => {
    expect(refusal({ sku: 'A', price: '1.234' })).toEqual({
      column: 'price',
      message: '"1.234" é ambíguo: escreva 1234 para milhar ou 1,234 para decimais.',
    });
    expect(refusal({ sku: 'A', weight: '31.90,5' })).toEqual({
      column: 'weight',
      message: '"31.90,5" não é um número (use vírgula para os centavos, ex.: 12,90 ou 1.234,56).',
    });
  });
});
