/** The parts of Magento's `sales-data-order` the order page reads. */
export interface Address {
  firstname?: string;
  lastname?: string;
  street?: string[];
  city?: string;
  region?: string;
  region_code?: string;
  postcode?: string;
  telephone?: string;
  vat_id?: string;
}

export interface OrderItem {
  item_id: number;
  sku: string;
  name: string;
  parent_item_id?: number | null;
  qty_ordered: number;
  qty_invoiced?: number;
  qty_shipped?: number;
  qty_refunded?: number;
  qty_canceled?: number;
  price?: number;
  row_total?: number;
}

export interface Order {
  id: number;
  entity_id: number;
  increment_id: string;
  state?: string;
  status?: string;
  created_at?: string;
  customer_email?: string;
  customer_firstname?: string;
  customer_lastname?: string;
  customer_taxvat?: string;
  subtotal?: number;
  shipping_amount?: number;
  discount_amount?: number;
  grand_total?: number;
  total_paid?: number;
  total_refunded?: number;
  shipping_description?: string;
  items?: OrderItem[];
  billing_address?: Address;
  payment?: {
    method?: string;
    cc_type?: string;
    cc_last4?: string;
    cc_approval?: string;
    last_trans_id?: string;
    additional_information?: string[];
  };
  status_histories?: {
    entity_id?: number;
    comment?: string;
    status?: string;
    created_at?: string;
    is_customer_notified?: number | null;
    is_visible_on_front?: number;
    /** A note staff wrote (not a row the lifecycle wrote itself). */
    extension_attributes?: { is_note?: boolean };
  }[];
  updated_at?: string;
  extension_attributes?: {
    shipping_assignments?: { shipping?: { address?: Address } }[];
    /** What the payment records hold (Pix txid, boleto line, card brand/last four/authorisation). */
    payment_additional_info?: { key: string; value: string }[];
  };
}
