import { isCompleteCep, isValidTaxvat, normalizeCep, stateOfCep, taxvatToDigits } from '@store/br';
import { InputError } from '../../graphql/errors';
import { findCountry } from '../store/countries';
import { REGIONS_BY_COUNTRY } from '../store/regions';

/** Magento's CartAddressInput (the fields the store keeps). */
export interface CartAddressInput {
  firstname: string;
  middlename?: string | null;
  lastname: string;
  company?: string | null;
  street: (string | null)[];
  city: string;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code: string;
  telephone?: string | null;
  vat_id?: string | null;
  fax?: string | null;
  prefix?: string | null;
  suffix?: string | null;
}

/** A cart or order address as stored (JSON in the cart and order rows). */
export interface StoredAddress {
  firstname: string;
  middlename: string | null;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: { code: string | null; label: string | null; region_id: number | null } | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  vat_id: string | null;
  fax: string | null;
  prefix: string | null;
  suffix: string | null;
  customer_notes?: string | null;
}

const required = (field: string) => new InputError(`"${field}" is required. Enter and try again.`);

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/**
 * Validates an address and puts it in the stored shape: required fields present, a known country,
 * for Brazil a complete CEP, a state (taken from the CEP when not given) and a valid CPF/CNPJ in
 * vat_id when one is given. Messages follow Magento's address validator.
 */
export function normalizeAddress(input: CartAddressInput): StoredAddress {
  const firstname = clean(input.firstname);
  const lastname = clean(input.lastname);
  const city = clean(input.city);
  const street = (input.street ?? []).map((line) => (line ?? '').trim());
  if (!firstname) throw required('firstname');
  if (!lastname) throw required('lastname');
  if (!street[0]) throw required('street');
  if (street.length > 4) throw new InputError('"street" must have at most 4 lines.');
  if (!city) throw required('city');
  const countryCode = input.country_code.trim().toUpperCase();
  if (!findCountry(countryCode, 'en-US'))
    throw new InputError(`The country "${input.country_code}" isn't available.`);
  const telephone = clean(input.telephone);
  if (!telephone) throw required('telephone');
  let postcode = clean(input.postcode);
  if (!postcode) throw required('postcode');
  if (countryCode === 'BR') {
    if (!isCompleteCep(postcode)) throw new InputError(`Invalid postcode "${postcode}": a CEP has 8 digits.`);
    const digits = normalizeCep(postcode);
    postcode = `${digits.slice(0, 5)}-${digits.slice(5)}`;
  }
  const region = resolveRegion(countryCode, input, postcode);
  const vat = clean(input.vat_id);
  if (vat && countryCode === 'BR' && !isValidTaxvat(vat)) {
    throw new InputError(`"vat_id" "${vat}" is not a valid CPF or CNPJ.`);
  }
  return {
    firstname,
    middlename: clean(input.middlename),
    lastname,
    company: clean(input.company),
    street: street.filter((line, index) => index === 0 || line !== ''),
    city,
    region,
    postcode,
    country_code: countryCode,
    telephone,
    vat_id: vat && countryCode === 'BR' ? taxvatToDigits(vat) : vat,
    fax: clean(input.fax),
    prefix: clean(input.prefix),
    suffix: clean(input.suffix),
  };
}

function resolveRegion(
  countryCode: string,
  input: CartAddressInput,
  postcode: string,
): StoredAddress['region'] {
  const regions = REGIONS_BY_COUNTRY[countryCode];
  const text = clean(input.region);
  if (!regions) return text || input.region_id ? { code: text, label: text, region_id: null } : null;
  const byId = input.region_id ? regions.find((r) => r.id === input.region_id) : undefined;
  if (input.region_id && !byId)
    throw new InputError(`Invalid "region_id" ${input.region_id} for country "${countryCode}".`);
  const byText = text
    ? regions.find(
        (r) => r.code.toUpperCase() === text.toUpperCase() || r.name.toLowerCase() === text.toLowerCase(),
      )
    : undefined;
  if (text && !byText && !byId)
    throw new InputError(`Invalid "region" "${text}" for country "${countryCode}".`);
  const fromCep = countryCode === 'BR' ? stateOfCep(postcode) : undefined;
  const found = byId ?? byText ?? (fromCep ? regions.find((r) => r.code === fromCep) : undefined);
  if (!found) throw required('region');
  return { code: found.code, label: found.name, region_id: found.id };
}

export function parseAddress(json: string | null): StoredAddress | null {
  return json ? (JSON.parse(json) as StoredAddress) : null;
}
