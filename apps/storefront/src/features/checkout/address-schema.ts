import {
  formatCep,
  isCompleteCep,
  isValidTaxvat,
  maskCep,
  maskPhone,
  maskTaxvat,
  normalizeCep,
  onlyDigits,
  taxvatToDigits,
} from '@store/br';
import { z } from 'zod';
import type { CartAddressFields, CartAddressInput, RegionFields } from './checkout.documents';

/**
 * The checkout's address form (rules §3 Address: street lines are street, number/apartment,
 * neighbourhood, extra; country BR by default) and its rules (rules §5 messages). Error messages
 * are keys of `checkout.errors`, translated where they are shown.
 */

export const FIELD_ERRORS = {
  required: 'required',
  minLength: 'minLength',
  invalidTaxvat: 'invalidTaxvat',
  invalidCep: 'invalidCep',
  invalidPhone: 'invalidPhone',
  invalidEmail: 'invalidEmail',
} as const;

export type FieldErrorKey = (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS];

// `abort` stops at the first failed check: an empty field says 'required', nothing more.
const required = () => z.string().trim().min(1, { error: FIELD_ERRORS.required, abort: true });
/** Rules §5: "field minimum 2 characters" for names and the address lines that are words. */
const name = () => required().min(2, { error: FIELD_ERRORS.minLength, abort: true });

export const addressSchema = z.object({
  firstname: name(),
  lastname: name(),
  postcode: required().refine(isCompleteCep, FIELD_ERRORS.invalidCep),
  street: name(),
  number: required(),
  neighbourhood: name(),
  extra: z.string().trim(),
  city: name(),
  regionId: required(),
  telephone: required().refine((value) => /^\d{10,11}$/.test(onlyDigits(value)), FIELD_ERRORS.invalidPhone),
  company: z.string().trim(),
  vatId: required().refine(isValidTaxvat, FIELD_ERRORS.invalidTaxvat),
  countryCode: z.literal('BR'),
});

export type AddressFormValues = z.input<typeof addressSchema>;

/** Rules §3: a new address form starts empty, with country BR. */
export const EMPTY_ADDRESS: AddressFormValues = {
  firstname: '',
  lastname: '',
  postcode: '',
  street: '',
  number: '',
  neighbourhood: '',
  extra: '',
  city: '',
  regionId: '',
  telephone: '',
  company: '',
  vatId: '',
  countryCode: 'BR',
};

/** Guest e-mail (setGuestEmailOnCart): rules §5 "invalid email". */
export const guestEmailSchema = z.object({
  email: required().pipe(z.email(FIELD_ERRORS.invalidEmail)),
});

/** The form's values as Magento's CartAddressInput: four street lines (empty trailing ones dropped). */
export function toCartAddressInput(
  values: z.output<typeof addressSchema>,
  regions: readonly RegionFields[],
): CartAddressInput {
  const region = regions.find((candidate) => String(candidate.id) === values.regionId);
  const street = [values.street, values.number, values.neighbourhood, values.extra];
  while (street.length > 0 && !street.at(-1)) street.pop();
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    ...(values.company ? { company: values.company } : {}),
    street,
    city: values.city,
    ...(region ? { region: region.code, region_id: region.id } : {}),
    postcode: formatCep(values.postcode),
    country_code: values.countryCode,
    telephone: onlyDigits(values.telephone),
    vat_id: taxvatToDigits(values.vatId),
  };
}

/** An address already on the cart, back into the form (masked as the shopper would type it). */
export function fromCartAddress(address: CartAddressFields): AddressFormValues {
  const [street = '', number = '', neighbourhood = '', ...extra] = address.street;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    postcode: maskCep(address.postcode ?? ''),
    street,
    number,
    neighbourhood,
    extra: extra.join(' '),
    city: address.city,
    regionId: address.region?.region_id ? String(address.region.region_id) : '',
    telephone: maskPhone(address.telephone ?? ''),
    company: address.company ?? '',
    vatId: maskTaxvat(address.vat_id ?? ''),
    countryCode: 'BR',
  };
}

/** The region of a CEP lookup's `uf` (state code), by code. */
export function regionIdForUf(uf: string, regions: readonly RegionFields[]): string {
  const region = regions.find((candidate) => candidate.code.toUpperCase() === uf.toUpperCase());
  return region ? String(region.id) : '';
}

/** Rules §5: the lookup runs only once the CEP has 8 digits. */
export function cepToLookUp(value: string): string | undefined {
  const digits = normalizeCep(value);
  return digits.length === 8 ? digits : undefined;
}

/** Rules §5: regions sorted by label, only entries with id, code and name. */
export function sortRegions(regions: ReadonlyArray<RegionFields | null> | null | undefined): RegionFields[] {
  return (regions ?? [])
    .filter((region): region is RegionFields => Boolean(region?.id && region.code && region.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
