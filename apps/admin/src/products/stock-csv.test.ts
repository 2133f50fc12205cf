import { describe, expect, it } from 'vitest';
import { productsCsv } from './stock-csv';

const labels = {
  header: ['SKU', 'Nome', 'Tipo', 'Preço (R$)', 'Estoque', 'Em estoque', 'Situação'],
  type: (t: string) => ({ simple: 'Simples', bundle: 'Pacote' })[t] ?? t,
  yes: 'Sim',
  no: 'Não',
  enabled: 'Ativo',
  disabled: 'Inativo',
};

describe('productsCsv', () => {
  it('writes one row per product with decimal commas, quoting what needs it', () => {
    const csv = productsCsv(
      [
        {
          sku: 'A-1',
          name: 'Caneta "gel"; azul',
          type_id: 'simple',
          price: 31.9,
          status: 1,
          extension_attributes: { stock_item: { qty: 3, is_in_stock: true } },
        },
        {
          sku: 'K-1',
          name: 'Kit',
          type_id: 'bundle',
          price: 0,
          status: 2,
          extension_attributes: { stock_item: { qty: 0, is_in_stock: true } },
        },
      ],
      labels,
    );
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'SKU;Nome;Tipo;Preço (R$);Estoque;Em estoque;Situação',
      'A-1;"Caneta ""gel""; azul";Simples;31,90;3;Sim;Ativo',
      // A bundle has no stock of its own: the cells stay empty rather than claim 0.
      'K-1;Kit;Pacote;0,00;;;Inativo',
      '',
    ]);
  });
});
