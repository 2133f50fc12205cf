import type { Generated } from 'kysely';

/** An abandoned cart of a logged-in customer (rules §1, §7), one row per cart. */
export interface AcartTable {
  id: Generated<number>;
  /** cart.id (not the masked id). */
  cart_id: number;
  customer_id: number;
  store_code: string;
  email: string;
  user_name: string;
  /** JSON snapshot the storefront sent (kept for staff; restoring copies the real cart lines). */
  cart_data: string;
  /** SHA-256 of the recovery token, set when the e-mail goes out. */
  token_hash: string | null;
  saved_at: string;
  updated_at: string;
  emailed_at: string | null;
  restored_at: string | null;
  /** The cart a recovery link handed out (the owner's cart or a guest copy). */
  restored_cart_id: number | null;
  converted_order_id: number | null;
  converted_at: string | null;
}

declare module '../../db/schema' {
  interface Database {
    acart: AcartTable;
  }
}
