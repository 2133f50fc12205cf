import { describe, expect, it } from 'vitest';
import { typeRefusal } from './refusals';

describe('typeRefusal', () => {
  it("places Magento's refusals beside the input they are about, in their own words", () => {
    // The catalogue of server messages says which input; the words are the refusal's own.
    expect(
      typeRefusal({
        message: 'Products "%1" and "%2" have the same set of attribute values.',
        parameters: ['A', 'B'],
      }),
    ).toEqual({ key: '', field: 'color' });
    expect(typeRefusal({ message: 'The product is already attached.' })).toEqual({ key: '', field: 'sku' });
    expect(
      typeRefusal({ message: 'Child with specified sku: "A" already assigned to product: "KIT"' }),
    ).toEqual({ key: '', field: 'sku' });
    expect(
      typeRefusal({ message: 'The product with the "%1" SKU isn\'t a bundle product.', parameters: ['A'] }),
    ).toEqual({ key: '', field: undefined });
    expect(
      typeRefusal({
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'qty', value: '0' },
      }),
    ).toEqual({ key: 'qty', field: 'qty' });
    expect(
      typeRefusal({
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'type', value: 'lista' },
      }),
    ).toEqual({ key: 'invalid', field: 'type' });
    expect(
      typeRefusal({
        message: '"%fieldName" is required. Enter and try again.',
        parameters: { fieldName: 'title' },
      }),
    ).toEqual({
      key: 'required',
      field: 'title',
    });
  });

  it("says Magento's generic input problems with a short word", () => {
    expect(
      typeRefusal({
        message: 'The "%fieldName" value is invalid: %reason.',
        parameters: { fieldName: 'price', reason: 'must be >= 0' },
      }),
    ).toEqual({ key: 'invalid', field: 'price' });
  });

  it('leaves an unknown refusal to the server text', () => {
    expect(typeRefusal({ message: 'Something else' })).toEqual({ key: '' });
    expect(typeRefusal(undefined)).toEqual({ key: '' });
  });
});
