import { describe, expect, it } from 'vitest';
import { addressBookBody, addressForm, formatTaxvat, fullName } from './customer-types';

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

describe('address book bodies', () => {
  const book = [
    { id: 1, city: 'São Paulo', default_billing: true, default_shipping: true },
    { id: 2, city: 'Rio de Janeiro' },
  ];
  const form = {
    ...addressForm(undefined, { id: 9, email: 'a@b.test', firstname: 'Ana', lastname: 'Souza' }),
    street: ['Rua Direita', ' 10 ', '', ''] as [string, string, string, string],
    city: 'Santos',
    region_code: 'sp',
    postcode: '11010-000',
    telephone: '13 3222-1111',
  };

  it('adds an address, keeping the others by id with their default flags', () => {
    expect(addressBookBody(book, undefined, form)).toEqual({
      customer: {
        addresses: [
          { id: 1, default_shipping: true, default_billing: true },
          { id: 2 },
          {
            firstname: 'Ana',
            lastname: 'Souza',
            company: null,
            street: ['Rua Direita', '10'],
            city: 'Santos',
            region: { region_code: 'SP' },
            postcode: '11010-000',
            country_id: 'BR',
            telephone: '13 3222-1111',
            vat_id: null,
          },
        ],
      },
    });
  });

  it('changes one address; a default it takes leaves the other address', () => {
    const body = addressBookBody(book, 2, { ...form, default_shipping: true });
    expect(body.customer.addresses[0]).toEqual({ id: 1, default_billing: true });
    expect(body.customer.addresses[1]).toMatchObject({ id: 2, city: 'Santos', default_shipping: true });
  });

  it('deletes an address by leaving it out', () => {
    expect(addressBookBody(book, 1, null)).toEqual({ customer: { addresses: [{ id: 2 }] } });
  });
});
