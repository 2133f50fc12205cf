import { describe, expect, it } from 'vitest';
import type { CustomerAddressFields } from '../account/account.documents';
import type { CartAddressFields } from './checkout.documents';
import { currentSavedAddressId, matchSavedAddress, showsNewAddressForm } from './saved-addresses';

const saved = (id: number, street: string[], postcode = '01310-100'): CustomerAddressFields => ({
  id,
  firstname: 'Ana',
  lastname: 'Souza',
  company: null,
  street,
  city: 'São Paulo',
  region: { region_code: 'SP', region: 'São Paulo', region_id: 25 },
  postcode,
  country_code: 'BR',
  telephone: '11912345678',
  vat_id: '52998224725',
  default_billing: false,
  default_shipping: id === 1,
});

const cartAddress = (street: string[], postcode = '01310100'): CartAddressFields => ({
  firstname: 'Ana',
  lastname: 'souza ',
  company: null,
  street,
  city: 'São Paulo',
  region: { code: 'SP', label: 'São Paulo', region_id: 25 },
  postcode,
  country: { code: 'BR', label: 'Brazil' },
  telephone: '11912345678',
  vat_id: '52998224725',
});

describe('matchSavedAddress (the cart answers addresses, not address-book ids)', () => {
  const book = [
    saved(1, ['Av. Paulista', '1000', 'Bela Vista']),
    saved(2, ['Rua Augusta', '50', 'Consolação']),
  ];

  it('finds the saved address with the same recipient, street lines and CEP', () => {
    expect(matchSavedAddress(cartAddress(['Rua Augusta', '50', 'Consolação']), book)).toBe(2);
  });

  it('answers none for another address or no address', () => {
    expect(matchSavedAddress(cartAddress(['Rua Augusta', '51', 'Consolação']), book)).toBeUndefined();
    expect(
      matchSavedAddress(cartAddress(['Rua Augusta', '50', 'Consolação'], '01310200'), book),
    ).toBeUndefined();
    expect(matchSavedAddress(null, book)).toBeUndefined();
  });
});

describe('current saved address (rules §4)', () => {
  it('adding a new address clears the selection; cancelling restores it', () => {
    expect(currentSavedAddressId({ isAdding: true, chosenId: 2, matchedId: 1 })).toBeUndefined();
    expect(currentSavedAddressId({ isAdding: false, chosenId: 2, matchedId: 1 })).toBe(2);
  });

  it('is the cart address when nothing was chosen on this page', () => {
    expect(currentSavedAddressId({ isAdding: false, chosenId: undefined, matchedId: 1 })).toBe(1);
  });
});

describe('showsNewAddressForm (rules §4: hidden for customers with saved addresses)', () => {
  it('hides the form for a customer with saved addresses until they add one', () => {
    expect(showsNewAddressForm({ isLoggedIn: true, savedCount: 2, isAdding: false })).toBe(false);
    expect(showsNewAddressForm({ isLoggedIn: true, savedCount: 2, isAdding: true })).toBe(true);
  });

  it('shows it to guests and to customers without saved addresses', () => {
    expect(showsNewAddressForm({ isLoggedIn: false, savedCount: 0, isAdding: false })).toBe(true);
    expect(showsNewAddressForm({ isLoggedIn: true, savedCount: 0, isAdding: false })).toBe(true);
  });
});
