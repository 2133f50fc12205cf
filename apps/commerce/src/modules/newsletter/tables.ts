import type { Generated } from 'kysely';

/** Magento's newsletter_subscriber (migration 005-accounts). */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  customer_id: number | null;
  store_code: string;
  /** 1 subscribed, 2 not active (waiting for confirmation), 3 unsubscribed, 4 unconfirmed. */
  status: number;
  /** SHA-256 of the code e-mailed to a guest who must confirm. */
  confirm_code_hash: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    newsletter_subscriber: NewsletterSubscriberTable;
  }
}
