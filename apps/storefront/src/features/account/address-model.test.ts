import { describe, expect, it } from 'vitest';
import type { CustomerAddressFields } from './account.documents';
import { addressLines, toAddressFormValues, toCustomerAddressInput } from './address-model';

const regions = [{ id: 508, code: 'SP', name: 'São Paulo' }];

const saved: CustomerAddressFields = {
  id: 7,
  firstname: 'Maria',
  lastname: 'Souza',
  company: null,
  street: ['Avenida Paulista', '1000', 'Bela Vista'],
  city: 'São Paulo',
  region: { region_code: 'SP', region: 'São Paulo', region_id: 508 },
  postcode: '01310-100',
  country_code: 'BR',
  telephone: '11912345678',
  vat_id: '52998224725',
  default_billing: true,
  default_shipping: true,
};

describe('saved addresses', () => {
  it('round-trips through the form as CustomerAddressInput', () => {
    const form = toAddressFormValues(saved);
    expect(form).toMatchObject({
      postcode: '01310-100',
      telephone: '(11) 91234-5678',
      vatId: '529.982.247-25',
    });
    const input = toCustomerAddressInput(
      { ...form, extra: '', company: '', countryCode: 'BR' } as Parameters<typeof toCustomerAddressInput>[0],
      regions,
      { billing: false, shipping: true },
    );
    expect(input).toEqual({
      firstname: 'Maria',
      lastname: 'Souza',
      street: ['Avenida Paulista', '1000', 'Bela Vista'],
      city: 'São Paulo',
      region: { region_code: 'SP', region: 'São Paulo', region_id: 508 },
      postcode: '01310-100',
      country_code: 'BR',
      telephone: '11912345678',
      vat_id: '52998224725',
      default_billing: false,
      default_shipping: true,
    });
  });

  it('prints the card lines', () => {
    expect(addressLines(saved)).toEqual([
      'Avenida Paulista, 1000',
      'Bela Vista',
      'São Paulo – SP',
      'CEP 01310-100',
    ]);
  });
});
