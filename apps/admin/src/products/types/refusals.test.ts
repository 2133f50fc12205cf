import { describe, expect, it } from 'vitest';
import { typeRefusal } from './refusals';

describe('typeRefusal', () => {
  it("places Magento's refusals beside the input they are about", () => {
    expect(
      typeRefusal({
        message: 'Products "%1" and "%2" have the same set of attribute values.',
        parameters: ['A', 'B'],
      }),
    ).toEqual({ key: 'same_values', field: 'color' });
    expect(typeRefusal({ message: 'The product is already attached.' })).toEqual({
      key: 'attached',
      field: 'sku',
    });
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

  it('leaves an unknown refusal to the server text', () => {
    expect(typeRefusal({ message: 'Something else' })).toEqual({ key: '' });
    expect(typeRefusal(undefined)).toEqual({ key: '' });
  });

  it('places the refusals of a downloadable link beside its inputs', () => {
    expect(typeRefusal({ message: 'Link URL must have valid format.' })).toEqual({
      key: 'link_url',
      field: 'link_url',
    });
    expect(
      typeRefusal({ message: 'The link information is invalid. Verify the link and try again.' }),
    ).toEqual({
      key: 'link_file_refused',
      field: 'link_file',
    });
    expect(typeRefusal({ message: 'The link title is empty. Enter the link title and try again.' })).toEqual({
      key: 'link_title',
      field: 'title',
    });
    expect(typeRefusal({ message: 'Sample URL must have valid format.' })).toEqual({
      key: 'sample_url',
      field: 'sample_url',
    });
    expect(
      typeRefusal({
        message: 'No downloadable link with the provided ID was found. Verify the ID and try again.',
      }),
    ).toEqual({ key: 'no_link' });
  });
});
