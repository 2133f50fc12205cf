import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  cepToLookUp,
  EMPTY_ADDRESS,
  fromCartAddress,
  guestEmailSchema,
  regionIdForUf,
  sortRegions,
  toCartAddressInput,
} from './address-schema';
import { PAULISTA_ADDRESS } from './test-cart';

const REGIONS = [
  { id: 25, code: 'SP', name: 'São Paulo' },
  { id: 19, code: 'RJ', name: 'Rio de Janeiro' },
];

const VALID = {
  ...EMPTY_ADDRESS,
  firstname: 'Maria',
  lastname: 'Silva',
  postcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000 ap 12',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  regionId: '25',
  telephone: '(11) 91234-5678',
  vatId: '529.982.247-25',
};

function errorsOf(values: typeof VALID) {
  const result = addressSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('addressSchema (rules §3/§5)', () => {
  it('accepts a complete Brazilian address with a CPF or a CNPJ', () => {
    expect(addressSchema.safeParse(VALID).success).toBe(true);
    expect(addressSchema.safeParse({ ...VALID, vatId: '11.222.333/0001-81' }).success).toBe(true);
  });

  it('says which fields are required, too short or invalid', () => {
    expect(errorsOf(EMPTY_ADDRESS as typeof VALID)).toMatchObject({
      firstname: 'required',
      lastname: 'required',
      postcode: 'required',
      street: 'required',
      number: 'required',
      neighbourhood: 'required',
      city: 'required',
      regionId: 'required',
      telephone: 'required',
      vatId: 'required',
    });
    expect(errorsOf({ ...VALID, firstname: 'M', city: ' S ' })).toEqual({
      firstname: 'minLength',
      city: 'minLength',
    });
    expect(errorsOf({ ...VALID, vatId: '529.982.247-24' })).toEqual({ vatId: 'invalidTaxvat' });
    expect(errorsOf({ ...VALID, vatId: '111.111.111-11' })).toEqual({ vatId: 'invalidTaxvat' });
    expect(errorsOf({ ...VALID, postcode: '01310-10' })).toEqual({ postcode: 'invalidCep' });
    expect(errorsOf({ ...VALID, telephone: '(11) 9123' })).toEqual({ telephone: 'invalidPhone' });
  });
});

describe('guestEmailSchema', () => {
  it('requires a valid e-mail', () => {
    expect(guestEmailSchema.safeParse({ email: 'maria@example.com' }).success).toBe(true);
    expect(guestEmailSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('required');
    expect(guestEmailSchema.safeParse({ email: 'maria@' }).error?.issues[0]?.message).toBe('invalidEmail');
  });
});

describe('toCartAddressInput', () => {
  it('builds the four street lines, the region and digits-only phone and taxvat', () => {
    const input = toCartAddressInput(addressSchema.parse({ ...VALID, extra: 'Bloco B' }), REGIONS);
    expect(input).toEqual({
      firstname: 'Maria',
      lastname: 'Silva',
      street: ['Avenida Paulista', '1000 ap 12', 'Bela Vista', 'Bloco B'],
      city: 'São Paulo',
      region: 'SP',
      region_id: 25,
      postcode: '01310-100',
      country_code: 'BR',
      telephone: '11912345678',
      vat_id: '52998224725',
    });
  });

  it('drops an empty extra line and keeps the company', () => {
    const input = toCartAddressInput(addressSchema.parse({ ...VALID, company: 'ACME' }), REGIONS);
    expect(input.street).toHaveLength(3);
    expect(input.company).toBe('ACME');
  });

  it('round-trips through the cart address', () => {
    expect(fromCartAddress(PAULISTA_ADDRESS)).toMatchObject({
      street: 'Avenida Paulista',
      number: '1000',
      neighbourhood: 'Bela Vista',
      regionId: '25',
      telephone: '(11) 91234-5678',
      vatId: '529.982.247-25',
      postcode: '01310-100',
    });
  });
});

describe('CEP lookup helpers', () => {
  it('looks up only 8-digit CEPs (rules §5)', () => {
    expect(cepToLookUp('01310-100')).toBe('01310100');
    expect(cepToLookUp('01310-10')).toBeUndefined();
    expect(cepToLookUp('')).toBeUndefined();
  });

  it('maps the uf to the region id and sorts regions by name', () => {
    expect(regionIdForUf('sp', REGIONS)).toBe('25');
    expect(regionIdForUf('XX', REGIONS)).toBe('');
    expect(sortRegions([...REGIONS, null]).map((r) => r.code)).toEqual(['RJ', 'SP']);
  });
});
