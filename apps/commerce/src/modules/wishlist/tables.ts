import type { Generated } from 'kysely';

/** A customer's wishlist (one per customer, created on demand; migration 006-engagement). */
export interface WishlistTable {
  id: Generated<number>;
  customer_id: number;
  name: string | null;
  sharing_code: string;
  shared: number;
  created_at: string;
  updated_at: string;
}

export interface WishlistItemTable {
  id: Generated<number>;
  wishlist_id: number;
  /** The product shown: the parent of a configurable. */
  product_id: number;
  /** The chosen child of a configurable, when one was picked. */
  variant_product_id: number | null;
  quantity: number;
  /** Canonical JSON of { selected_options?, entered_options? } as the shopper gave them. */
  options: string;
  description: string | null;
  added_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    wishlist: WishlistTable;
    wishlist_item: WishlistItemTable;
  }
}
