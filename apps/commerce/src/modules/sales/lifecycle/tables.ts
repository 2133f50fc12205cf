import type { Generated } from 'kysely';

/** The order's documents (migration 013-order-lifecycle), Magento's sales_invoice & co. */
export interface SalesInvoiceTable {
  id: Generated<number>;
  order_id: number;
  increment_id: string;
  /** 1 open, 2 paid, 3 canceled. */
  state: number;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  grand_total_cents: number;
  total_qty: number;
  transaction_id: string | null;
  comment: string | null;
  created_at: string;
}

export interface SalesShipmentTable {
  id: Generated<number>;
  order_id: number;
  increment_id: string;
  total_qty: number;
  comment: string | null;
  created_at: string;
}

export interface SalesShipmentTrackTable {
  id: Generated<number>;
  shipment_id: number;
  order_id: number;
  carrier_code: string;
  title: string;
  track_number: string;
  created_at: string;
}

export interface SalesCreditmemoTable {
  id: Generated<number>;
  order_id: number;
  increment_id: string;
  /** 1 open (bank transfer to make), 2 refunded, 3 canceled. */
  state: number;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  adjustment_positive_cents: number;
  adjustment_negative_cents: number;
  grand_total_cents: number;
  refund_method: string;
  payment_refund_id: number | null;
  comment: string | null;
  created_at: string;
}

export type DocumentKind = 'invoice' | 'shipment' | 'creditmemo';

export interface SalesDocumentItemTable {
  id: Generated<number>;
  document_kind: DocumentKind;
  document_id: number;
  order_item_id: number;
  qty: number;
  row_total_cents: number;
  discount_cents: number;
  back_to_stock: Generated<number>;
}

export interface SalesOrderOperationTable {
  request_key: string;
  order_id: number;
  operation: string;
  result_id: number | null;
  created_at: string;
}

/** The NF-e of an invoice or the return NF-e of a credit memo (migration 063). */
export interface SalesNfeTable {
  id: Generated<number>;
  document_kind: 'invoice' | 'creditmemo';
  document_id: number;
  order_id: number;
  access_key: string;
  number: number;
  series: number;
  /** ISO-8601 UTC. */
  issued_at: string;
  danfe_url: string | null;
  /** The DANFE PDF, base64. */
  danfe_pdf: string | null;
  xml: string | null;
  download_token: string;
  created_at: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    sales_invoice: SalesInvoiceTable;
    sales_shipment: SalesShipmentTable;
    sales_shipment_track: SalesShipmentTrackTable;
    sales_creditmemo: SalesCreditmemoTable;
    sales_document_item: SalesDocumentItemTable;
    sales_order_operation: SalesOrderOperationTable;
    sales_nfe: SalesNfeTable;
  }
}
