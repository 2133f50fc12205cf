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
});
