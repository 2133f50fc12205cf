import type { Generated } from 'kysely';

/** Columns migration 005-accounts adds to `customer` (db/schema.ts has the identity columns). */
export interface CustomerAccountColumns {
  /** scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>; null for accounts created without a password. */
  password_hash: string | null;
  prefix: string | null;
  middlename: string | null;
  suffix: string | null;
  /** 1 male, 2 female, 3 not specified. */
  gender: number | null;
  /** YYYY-MM-DD */
  date_of_birth: string | null;
  person_type: 'F' | 'J' | null;
  corporate_name: string | null;
  vendedora: string | null;
  segmento: string | null;
  /** SHA-256 of the confirmation key while the account waits for its e-mail confirmation. */
  confirmation_key_hash: string | null;
  confirmed_at: string | null;
  /** Unused since failed logins are counted by modules/ratelimit (kept for older databases). */
  failures_num: Generated<number>;
  first_failure_at: string | null;
  /** Set by staff only: failed logins slow the next attempts down, they never lock. */
  lock_expires: string | null;
  default_billing_id: number | null;
  default_shipping_id: number | null;
  /** Magento's group_id (migration 067): 1 General unless staff or the ERP move the account. */
  group_id: Generated<number>;
}

export interface CustomerGroupTable {
  id: Generated<number>;
  code: string;
  tax_class_id: Generated<number>;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  middlename: string | null;
  lastname: string;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  /** JSON list of street lines. */
  street: string;
  city: string;
  region_code: string | null;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  fax: string | null;
  vat_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerPasswordResetTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

declare module '../../db/schema' {
  interface CustomerTable extends CustomerAccountColumns {}
  interface Database {
    customer_address: CustomerAddressTable;
    customer_group: CustomerGroupTable;
    customer_password_reset: CustomerPasswordResetTable;
  }
}
