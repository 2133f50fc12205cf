import type { Generated } from 'kysely';

/** Tables of migration 008-requests (quotes, returns, contact messages, job applications). */

export type RequestStatus = 'open' | 'in_progress' | 'resolved' | 'refused';

interface RequestColumns {
  id: Generated<number>;
  /** 'ORC-2026-000123', 'DEV-…', 'CON-…', 'RH-…' (see protocol.ts). */
  protocol: string;
  customer_id: number | null;
  status: Generated<RequestStatus>;
  staff_note: string | null;
  created_at: string;
  resolved_at: string | null;
  /** Last reply e-mailed to the requester (migration 015), its author and time. */
  reply: string | null;
  replied_by: string | null;
  replied_at: string | null;
}

export interface RequestQuoteTable extends RequestColumns {
  company: string;
  /** Digits (and capital letters of an alphanumeric CNPJ) only. */
  cnpj: string;
  contact_name: string;
  email: string;
  /** Digits only, with the DDD. */
  phone: string;
  /** JSON list of QuoteItem. */
  items: string;
  items_text: string | null;
  message: string | null;
}

export interface RequestReturnTable extends RequestColumns {
  order_id: number;
  order_number: string;
  email: string;
  /** JSON list of SKUs of the order. */
  skus: string;
  reason: string;
  /** JSON list of { upload_id, role: 'invoice' | 'photo' }. */
  files: string;
  /** When staff received the returned goods (migration 035); a refund needs it. */
  received_at: string | null;
  /** The credit memo (sales_creditmemo.id) that refunded the return. */
  creditmemo_id: number | null;
}

export interface RequestContactTable extends RequestColumns {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

export interface RequestCareerTable extends RequestColumns {
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string | null;
  cv_upload_id: number;
}

export interface RequestSequenceTable {
  name: string;
  value: number;
}

declare module '../../db/schema' {
  interface Database {
    request_quote: RequestQuoteTable;
    request_return: RequestReturnTable;
    request_contact: RequestContactTable;
    request_career: RequestCareerTable;
    request_sequence: RequestSequenceTable;
  }
  interface SalesOrderTable {
    /** When the order reached the shopper (set by staff); returns are counted from it. */
    delivered_at: string | null;
  }
}
