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

  it('places the refusals of a downloadable link beside its inputs, in their own words', () => {
    expect(typeRefusal({ message: 'Link URL must have valid format.' })).toEqual({
      key: '',
      field: 'link_url',
    });
    expect(
      typeRefusal({ message: 'The link information is invalid. Verify the link and try again.' }),
    ).toEqual({ key: '', field: 'link_file' });
    expect(typeRefusal({ message: 'The link title is empty. Enter the link title and try again.' })).toEqual({
      key: '',
      field: 'title',
    });
    expect(typeRefusal({ message: 'The link type is invalid. Verify and try again.' })).toEqual({
      key: '',
      field: 'link_type',
    });
    expect(typeRefusal({ message: 'The link sample type is invalid. Verify and try again.' })).toEqual({
      key: '',
      field: 'sample_url',
    });
    // A link gone meanwhile names no input of the tab: it is shown above the form.
    expect(
      typeRefusal({
        message: 'No downloadable link with the provided ID was found. Verify the ID and try again.',
      }),
    ).toEqual({ key: '', field: undefined });
  });
});
