import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/** Who asks for a change: written to the status history, and handed to the audit seam. */
export interface Actor {
  kind: 'staff' | 'integration' | 'cli' | 'system';
  id?: string | number;
  name: string;
}

/** One change of an order or of one of its documents, as the audit log will record it. */
export interface OrderChange {
  actor: Actor;
  /** The client's address, for changes asked through the API. */
  ip?: string;
  entityType: 'order' | 'invoice' | 'shipment' | 'creditmemo';
  entityId: number;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * The audit seam: called inside the transaction of every change, so an audit row and the change
 * commit (or roll back) together. The staff module's audit log plugs in here.
 */
export type OnOrderChange = (trx: Transaction<Database>, change: OrderChange) => Promise<void>;

/** A request's own identity: the caller's Idempotency-Key, if it sent one. */
export interface RequestOptions {
  actor: Actor;
  ip?: string;
  idempotencyKey?: string;
  /** E-mail the customer (Magento's `notify`). */
  notify?: boolean;
  comment?: string;
  /** The comment is shown to the shopper (Magento's is_visible_on_front). */
  commentVisible?: boolean;
}

export interface ItemQty {
  order_item_id: number;
  qty: number;
}

export interface TrackInput {
  carrier_code: string;
  title?: string;
  track_number: string;
  /** Staff confirm a code of a carrier whose format is not known (carriers.ts `checkTrack`). */
  extension_attributes?: { format_override?: boolean };
}

/** The payer's account for a refund by bank transfer (boleto orders). */
export interface BankAccount {
  bank_code: string;
  agency: string;
  account: string;
  holder_name: string;
  holder_taxvat: string;
}
