import type { Generated } from 'kysely';

/**
 * A saved card (docs/architecture.md, decision 6). The number is kept only as AES-256-GCM ciphertext
 * (base64 fields); the security code is never stored.
 */
export interface VaultCardTable {
  id: Generated<number>;
  customer_id: number;
  brand: string;
  last4: string;
  holder: string;
  expiry_month: number;
  expiry_year: number;
  pan_iv: string;
  pan_tag: string;
  pan_ciphertext: string;
  /** HMAC-SHA256 of the number under the vault key: the same card saved twice is one row. */
  fingerprint: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    vault_card: VaultCardTable;
  }
}
