import { describe, expect, it } from 'vitest';
import { customAttributes, productBody, RESOURCES, withId } from './resources';

describe('product bodies', () => {
  it('sends the form’s fields, the stock item and only the custom attributes that changed', () => {
    const previous = { attributes: { special_price: '50', special_from_date: null, url_key: 'caneta' } };
    const body = productBody(
      {
        sku: 'CAN-1',
        name: 'Caneta',
        price: 64.9,
        status: 1,
        extension_attributes: { stock_item: { qty: '0' } },
        attributes: { special_price: '45', special_from_date: null, url_key: 'caneta' },
        custom_attributes: [{ attribute_code: 'url_key', value: 'caneta' }],
      },
      previous,
    );
    expect(body).toEqual({
      product: {
        sku: 'CAN-1',
        name: 'Caneta',
        price: 64.9,
        status: 1,
        extension_attributes: { stock_item: { qty: 0, is_in_stock: false } },
        custom_attributes: [{ attribute_code: 'special_price', value: '45' }],
      },
    });
  });

  it('sends the stock item only when the form changed it', () => {
    const previous = { extension_attributes: { stock_item: { qty: 7, is_in_stock: true } } };
    expect(productBody({ sku: 'X', price: 10, ...previous }, previous)).toEqual({
      product: { sku: 'X', price: 10 },
    });
    expect(
      productBody(
        { sku: 'X', extension_attributes: { stock_item: { qty: 7, is_in_stock: false } } },
        previous,
      ),
    ).toEqual({
      product: { sku: 'X', extension_attributes: { stock_item: { qty: 7, is_in_stock: false } } },
    });
    expect(
      productBody(
        { sku: 'X', extension_attributes: { stock_item: { qty: '3', is_in_stock: true } } },
        previous,
      ),
    ).toEqual({ product: { sku: 'X', extension_attributes: { stock_item: { qty: 3, is_in_stock: true } } } });
  });

  it('sends category links when the choice changed, keeping the positions of kept ones', () => {
    const previous = {
      extension_attributes: {
        category_links: [
          { category_id: '5', position: 3 },
          { category_id: '7', position: 1 },
        ],
      },
    };
    const shaped = withId(RESOURCES.products!, { sku: 'X', ...previous });
    expect(shaped.category_ids).toEqual([5, 7]);
    expect(productBody({ sku: 'X', category_ids: [7, 5] }, shaped)).toEqual({ product: { sku: 'X' } });
    expect(productBody({ sku: 'X', category_ids: [5, 9] }, shaped)).toEqual({
      product: {
        sku: 'X',
        extension_attributes: {
          category_links: [
            { category_id: '5', position: 3 },
            { category_id: '9', position: 0 },
          ],
        },
      },
    });
    expect(productBody({ sku: 'X', category_ids: [] }, shaped)).toEqual({
      product: { sku: 'X', extension_attributes: { category_links: [] } },
    });
  });

  it('sends the SEO fields and the description that changed', () => {
    const previous = { attributes: { url_key: 'caneta', meta_title: 'Caneta', description: '<p>Azul</p>' } };
    expect(
      productBody(
        {
          sku: 'X',
          attributes: { url_key: 'caneta-azul', meta_title: 'Caneta', description: '<p>Azul</p>' },
        },
        previous,
      ),
    ).toEqual({
      product: { sku: 'X', custom_attributes: [{ attribute_code: 'url_key', value: 'caneta-azul' }] },
    });
    expect(
      productBody({ sku: 'N', attributes: { description: '<p></p>', meta_description: 'Boa' } }),
    ).toEqual({
      product: { sku: 'N', custom_attributes: [{ attribute_code: 'meta_description', value: 'Boa' }] },
    });
  });

  it('leaves out what the form left empty', () => {
    expect(productBody({ sku: 'X', name: '', price: undefined })).toEqual({ product: { sku: 'X' } });
  });

  it('reads custom attributes as a map and identifies products by SKU', () => {
    const record = { sku: 'CAN-1', custom_attributes: [{ attribute_code: 'special_price', value: '45' }] };
    expect(customAttributes(record)).toEqual({ special_price: '45' });
    // The form shows the special price as money ("45,00"), so it reads it as a number.
    expect(withId(RESOURCES.products!, record)).toMatchObject({
      id: 'CAN-1',
      attributes: { special_price: 45 },
    });
  });

  it('sends numbers typed as in Brazil as JSON numbers, and text it cannot read as typed', () => {
    const typed = {
      sku: 'N',
      price: '1.234,56',
      weight: '0,25',
      attributes: { special_price: '31,90' },
      extension_attributes: { stock_item: { qty: '12' } },
    };
    expect(productBody(typed)).toEqual({
      product: {
        sku: 'N',
        price: 1234.56,
        weight: 0.25,
        extension_attributes: { stock_item: { qty: 12, is_in_stock: true } },
        custom_attributes: [{ attribute_code: 'special_price', value: '31.9' }],
      },
    });
    // The server refuses what the rule cannot read, beside its field; nothing is guessed here.
    expect(productBody({ sku: 'N', price: '31.90,5' })).toEqual({ product: { sku: 'N', price: '31.90,5' } });
  });
});
