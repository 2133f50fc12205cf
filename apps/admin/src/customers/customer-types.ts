import { formatCnpj, formatCpf, taxvatToDigits } from '@store/br';

/** Magento's AddressInterface, as `GET /V1/customers/:id` answers it. */
export interface CustomerAddress {
  id: number;
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[];
  city?: string;
  region?: { region_code?: string | null; region?: string | null };
  postcode?: string;
  country_id?: string;
  telephone?: string;
  vat_id?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

/** Magento's CustomerInterface, with the lock and newsletter extension attributes. */
export interface Customer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  taxvat?: string;
  /** Magento's customer group: the prices the customer pays. */
  group_id?: number;
  dob?: string;
  created_at?: string;
  addresses?: CustomerAddress[];
  extension_attributes?: { is_locked?: boolean; is_subscribed?: boolean };
}

/** CPF or CNPJ with its punctuation (the API stores digits); anything else as it came. */
export function formatTaxvat(value: unknown): string {
  if (typeof value !== 'string' || !value) return '—';
  const digits = taxvatToDigits(value);
  if (/^\d{11}$/.test(digits)) return formatCpf(digits);
  if (/^[0-9A-Z]{12}\d{2}$/.test(digits)) return formatCnpj(digits);
  return value;
}

export const fullName = (c: { firstname?: string; lastname?: string }) =>
  [c.firstname, c.lastname].filter(Boolean).join(' ');

/** The fields the address form edits (Magento's AddressInterface names). */
export interface AddressForm {
  firstname: string;
  lastname: string;
  company: string;
  street: [string, string, string, string];
  city: string;
  region_code: string;
  postcode: string;
  telephone: string;
  vat_id: string;
  default_shipping: boolean;
  default_billing: boolean;
}

export function addressForm(address?: CustomerAddress, customer?: Customer): AddressForm {
  const street = address?.street ?? [];
  return {
    firstname: address?.firstname ?? customer?.firstname ?? '',
    lastname: address?.lastname ?? customer?.lastname ?? '',
    company: address?.company ?? '',
    street: [street[0] ?? '', street[1] ?? '', street[2] ?? '', street[3] ?? ''],
    city: address?.city ?? '',
    region_code: address?.region?.region_code ?? '',
    postcode: address?.postcode ?? '',
    telephone: address?.telephone ?? '',
    vat_id: address?.vat_id ?? '',
    default_shipping: Boolean(address?.default_shipping),
    default_billing: Boolean(address?.default_billing),
  };
}

/**
 * The body of `PUT /V1/customers/:id` that changes one address of the book (`id`), adds one
 * (`id` undefined) or deletes one (`form` null). The API takes the whole book: the other
 * addresses go by id only, so the server keeps them as they are.
 */
export function addressBookBody(
  book: readonly CustomerAddress[],
  id: number | undefined,
  form: AddressForm | null,
) {
  const full = form && {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    company: form.company.trim() || null,
    street: form.street.map((line) => line.trim()).filter(Boolean),
    city: form.city.trim(),
    region: { region_code: form.region_code.trim().toUpperCase() },
    postcode: form.postcode.trim(),
    country_id: 'BR',
    telephone: form.telephone.trim(),
    vat_id: form.vat_id.trim() || null,
    // Only a ticked box moves a default: unticking one leaves the server to choose another.
    ...(form.default_shipping ? { default_shipping: true } : {}),
    ...(form.default_billing ? { default_billing: true } : {}),
  };
  const flags = (a: CustomerAddress) => ({
    ...(a.default_shipping && !form?.default_shipping ? { default_shipping: true } : {}),
    ...(a.default_billing && !form?.default_billing ? { default_billing: true } : {}),
  });
  const addresses: Record<string, unknown>[] = book.flatMap((a) => {
    if (a.id !== id) return [{ id: a.id, ...flags(a) }];
    return full ? [{ id: a.id, ...full }] : [];
  });
  if (id === undefined && full) addresses.push(full);
  return { customer: { addresses } };
}
