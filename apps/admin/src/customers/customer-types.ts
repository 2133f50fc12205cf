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
