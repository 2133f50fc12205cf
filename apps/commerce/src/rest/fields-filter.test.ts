import { describe, expect, it } from 'vitest';
import { applyFieldsFilter, parseFields } from './fields-filter';

const product = {
  id: 1,
  sku: 'CANETA',
  name: 'Caneta',
  price: 2.5,
  extension_attributes: { stock_item: { qty: 10, is_in_stock: true, item_id: 3 }, website_ids: [1] },
  custom_attributes: [
    { attribute_code: 'color', value: '49' },
    { attribute_code: 'description', value: '<p>Azul</p>' },
    { attribute_code: 'url_key', value: 'caneta' },
  ],
};

describe('fields filter', () => {
  it('parses nested lists', () => {
    expect(parseFields('sku,extension_attributes[stock_item[qty,is_in_stock]],name')).toEqual({
      sku: true,
      extension_attributes: { stock_item: { qty: true, is_in_stock: true } },
      name: true,
    });
    for (const bad of ['sku, name', 'a[b', 'a]b', 'a[b]]', 'a;b'])
      expect(parseFields(bad), bad).toBeUndefined();
  });

  it('keeps the named keys, recursively, and custom attributes by code', () => {
    expect(
      applyFieldsFilter(
        product,
        'sku,extension_attributes[stock_item[qty,is_in_stock]],custom_attributes[color,url_key]',
      ),
    ).toEqual({
      sku: 'CANETA',
      extension_attributes: { stock_item: { qty: 10, is_in_stock: true } },
      custom_attributes: [
        { attribute_code: 'color', value: '49' },
        { attribute_code: 'url_key', value: 'caneta' },
      ],
    });
  });

  it('applies to every item of a list envelope and to top-level lists', () => {
    const envelope = { items: [product, { ...product, sku: 'LAPIS' }], search_criteria: {}, total_count: 2 };
    expect(applyFieldsFilter(envelope, 'items[sku],total_count')).toEqual({
      items: [{ sku: 'CANETA' }, { sku: 'LAPIS' }],
      total_count: 2,
    });
    expect(applyFieldsFilter([product], 'id')).toEqual([{ id: 1 }]);
  });

  it('leaves scalars and empty filters alone; a malformed filter empties the answer', () => {
    expect(applyFieldsFilter('token', 'sku')).toBe('token');
    expect(applyFieldsFilter(true, 'sku')).toBe(true);
    expect(applyFieldsFilter(product, '')).toBe(product);
    expect(applyFieldsFilter(product, undefined)).toBe(product);
    expect(applyFieldsFilter(product, 'sku, name')).toEqual([]);
  });
});
