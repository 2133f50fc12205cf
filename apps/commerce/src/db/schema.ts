import type { Generated, Kysely, Transaction } from 'kysely';

/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: booleans are 0/1 integers,
 * timestamps ISO-8601 text, money integer cents, JSON as text.
 */
/** Any query executor: the database or an open transaction (SQLite has one connection: use the transaction inside one). */
export type Db = Kysely<Database> | Transaction<Database>;

export interface Database {
  store_currency_rate: StoreCurrencyRateTable;
  category: CategoryTable;
  category_translation: CategoryTranslationTable;
  attribute_option: AttributeOptionTable;
  product: ProductTable;
  product_category: ProductCategoryTable;
  product_filter_value: ProductFilterValueTable;
  product_media: ProductMediaTable;
  product_special_price: ProductSpecialPriceTable;
  product_tier_price: ProductTierPriceTable;
  product_store_text: ProductStoreTextTable;
  product_link: ProductLinkTable;
  configurable_attribute: ConfigurableAttributeTable;
  bundle_option: BundleOptionTable;
  bundle_selection: BundleSelectionTable;
  downloadable_link: DownloadableLinkTable;
  stock_movement: StockMovementTable;
  giftcard_amount: GiftcardAmountTable;
  rating: RatingTable;
  review: ReviewTable;
  review_rating: ReviewRatingTable;
  url_rewrite: UrlRewriteTable;
  cms_page: CmsPageTable;
  cms_page_translation: CmsPageTranslationTable;
  cms_block: CmsBlockTable;
  cms_block_translation: CmsBlockTranslationTable;
  category_product_index: CategoryProductIndexTable;
  category_facet: CategoryFacetTable;
  cache_version: CacheVersionTable;
  search_document: SearchDocumentTable;
  search_term: SearchTermTable;
  search_term_variant: SearchTermVariantTable;
  search_store_name: SearchStoreNameTable;
  customer: CustomerTable;
  customer_token: CustomerTokenTable;
  cart: CartTable;
  cart_item: CartItemTable;
  coupon: CouponTable;
  coupon_usage: CouponUsageTable;
  sales_sequence: SalesSequenceTable;
  sales_order: SalesOrderTable;
  sales_order_item: SalesOrderItemTable;
  sales_order_stock: SalesOrderStockTable;
  sales_order_status_history: SalesOrderStatusHistoryTable;
}

export interface StoreCurrencyRateTable {
  currency_from: string;
  currency_to: string;
  rate: number;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Ids from the tree root, joined by '/', e.g. '1/2/5/12'. */
  path: string;
  level: number;
  position: number;
  url_key: string;
  url_path: string;
  is_anchor: number;
  include_in_menu: number;
  is_active: number;
  product_count: number;
  created_at: string;
  updated_at: string;
}

export interface CategoryTranslationTable {
  category_id: number;
  store_code: string;
  name: string;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface AttributeOptionTable {
  id: Generated<number>;
  attribute_code: string;
  label: string;
  sort_order: number;
}

export type ProductTypeId =
  | 'simple'
  | 'virtual'
  | 'downloadable'
  | 'grouped'
  | 'giftcard'
  | 'configurable'
  | 'bundle';

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  type_id: ProductTypeId;
  /** Parent of a configurable variant (variants are not visible on their own). */
  parent_id: number | null;
  /** 1 = not visible individually, 4 = catalogue and search (Magento's values). */
  visibility: number;
  status: number;
  name: string;
  url_key: string;
  price_cents: number;
  special_price_cents: number | null;
  /** Lowest price a shopper pays (own final price, or the cheapest child for composites). */
  min_price_cents: number;
  max_price_cents: number;
  /** Regular price matching min_price_cents, for discount display on composites. */
  min_regular_price_cents: number;
  max_regular_price_cents: number;
  manufacturer_id: number | null;
  color_id: number | null;
  weight: number | null;
  volume_height: number | null;
  volume_width: number | null;
  volume_length: number | null;
  description: string;
  short_description: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
  flagtext: string | null;
  flagcolor: string | null;
  flagposition: string | null;
  new_from_date: string | null;
  stock_qty: number;
  is_in_stock: number;
  /** Fiscal data for the NF-e (migration 064): NCM, CEST, GTIN/EAN, ICMS origin 0–8, unit. */
  ncm: Generated<string | null>;
  cest: Generated<string | null>;
  gtin: Generated<string | null>;
  origin: Generated<number | null>;
  unit: Generated<string | null>;
  rating_summary: number;
  review_count: number;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ProductFilterValueTable {
  product_id: number;
  attribute_code: string;
  option_id: number;
}

/** A product's texts in one store view; NULL inherits the product row's (default) text. */
export interface ProductStoreTextTable {
  product_id: number;
  store_code: string;
  name: string | null;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

/** Scheduled special price of a product; dates are inclusive ISO dates, null = open-ended. */
export interface ProductSpecialPriceTable {
  product_id: number;
  price_cents: number;
  price_from: string | null;
  price_to: string | null;
}

/** A tier price: from `qty` units, for one group or (all_groups = 1) for every group. */
export interface ProductTierPriceTable {
  id: Generated<number>;
  product_id: number;
  all_groups: number;
  /** The group's id; 0 with all_groups = 1. */
  customer_group_id: number;
  qty: number;
  /** A fixed unit price, or null when the tier is a percentage off the regular price. */
  value_cents: number | null;
  percentage_value: number | null;
}

export interface ProductMediaTable {
  id: Generated<number>;
  product_id: number;
  file: string;
  label: string | null;
  position: number;
  disabled: number;
  /** JSON of the ImageSpec the file is rendered from. */
  render_spec: string | null;
}

export type ProductLinkType = 'related' | 'upsell' | 'crosssell' | 'associated';

export interface ProductLinkTable {
  product_id: number;
  linked_product_id: number;
  link_type: ProductLinkType;
  position: number;
  qty: number;
}

export interface ConfigurableAttributeTable {
  id: Generated<number>;
  product_id: number;
  attribute_code: string;
  label: string;
  position: number;
}

export interface BundleOptionTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  required: number;
  type: string;
  position: number;
}

export interface BundleSelectionTable {
  id: Generated<number>;
  option_id: number;
  product_id: number;
  qty: number;
  is_default: number;
  can_change_qty: number;
  position: number;
}

export interface DownloadableLinkTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  price_cents: number;
  sort_order: number;
  sample_url: string | null;
  /** Migration 042: what the link delivers, an address or a private upload (`link_upload_id`). */
  link_type: Generated<'url' | 'file'>;
  link_url: string | null;
  link_upload_id: number | null;
  /** Magento's: 0 no, 1 yes, 2 the store's setting. */
  is_shareable: Generated<number>;
  /** 0: unlimited. */
  number_of_downloads: Generated<number>;
}

/** Migration 060: one row per change of a product's stock (catalog/stock-movements.ts). */
export interface StockMovementTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  qty_before: number;
  qty_after: number;
  delta: number;
  /** A StockReason (catalog/stock-movements.ts). */
  reason: string;
  /** The order number, the imported file's name…; null when there is none. */
  reference: string | null;
  /** staff, integration, cli, customer, guest or system. */
  actor_type: string;
  actor_id: string | null;
  actor_name: string;
  created_at: string;
}

export interface GiftcardAmountTable {
  id: Generated<number>;
  product_id: number;
  amount_cents: number;
}

export interface RatingTable {
  id: Generated<number>;
  code: string;
  name: string;
  position: number;
}

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  store_code: string;
  /** 'approved' reviews are public; 'pending' wait for moderation. */
  status: string;
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
}

export interface ReviewRatingTable {
  review_id: number;
  rating_id: number;
  value: number;
}

export type UrlEntityType = 'product' | 'category' | 'cms_page';

export interface UrlRewriteTable {
  id: Generated<number>;
  request_path: string;
  entity_type: UrlEntityType;
  entity_id: number;
  /** Where a redirect points; equals request_path for direct hits. */
  target_path: string;
  redirect_code: number;
}

export interface CmsPageTable {
  id: Generated<number>;
  identifier: string;
  url_key: string;
  is_active: number;
  page_layout: string;
}

export interface CmsPageTranslationTable {
  page_id: number;
  store_code: string;
  title: string;
  content_heading: string | null;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface CmsBlockTable {
  id: Generated<number>;
  identifier: string;
  is_active: number;
}

export interface CmsBlockTranslationTable {
  block_id: number;
  store_code: string;
  title: string;
  content: string;
}

/**
 * Flat listing index (like Magento's catalog_category_product_index): one row per visible
 * product and category it appears in, anchors including their descendants' products.
 * Listing, sorting, counting and facets read only this table and product_filter_value.
 */
export interface CategoryProductIndexTable {
  category_id: number;
  product_id: number;
  position: number;
  price_cents: number;
  name_key: string;
}

/**
 * Precomputed facets of an unfiltered category listing: facet 'manufacturer' / 'color' (value =
 * option id), 'price' (value = start of a price range in cents; it ends where the next starts, the
 * last is open), 'price_min' and 'price_max' (value = cents, count unused).
 */
export interface CategoryFacetTable {
  category_id: number;
  facet: string;
  value: number;
  count: number;
}

export interface CacheVersionTable {
  name: string;
  version: number;
}

/** Search text per product, normalised (lower case, no accents); SQLite mirrors it in FTS5. */
export interface SearchDocumentTable {
  product_id: number;
  name: string;
  keywords: string;
  description: string;
}

/** A product's name sort key in a store view that translates the name (migration 045). */
export interface SearchStoreNameTable {
  product_id: number;
  store_code: string;
  name_key: string;
}

/** Vocabulary of the search index, for prefix and one-typo expansion. */
export interface SearchTermTable {
  term: string;
  doc_count: number;
}

/** Symmetric-delete variants (the term with one letter removed) for one-typo matching. */
export interface SearchTermVariantTable {
  variant: string;
  term: string;
}

/** A shopper with an account (identity only here; the account issue adds the rest). */
export interface CustomerTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  /** CPF or CNPJ, digits (and capital letters for alphanumeric CNPJ) only. */
  taxvat: string | null;
  created_at: string;
  updated_at: string;
}

/** A bearer token of a customer; only its SHA-256 (hex) is stored. */
export interface CustomerTokenTable {
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Magento's quote. `masked_id` is the 32-character id clients see; `id` never leaves the server. */
export interface CartTable {
  id: Generated<number>;
  masked_id: string;
  store_code: string;
  customer_id: number | null;
  is_active: number;
  email: string | null;
  coupon_code: string | null;
  /** JSON of a cart address (see modules/cart). */
  shipping_address: string | null;
  billing_address: string | null;
  billing_same_as_shipping: number;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method_code: string | null;
  purchase_order_number: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  /** The product added: the parent of a configurable. */
  product_id: number;
  /** The chosen child of a configurable. */
  variant_product_id: number | null;
  quantity: number;
  /** Canonical JSON of the chosen options. */
  options: string;
  created_at: string;
  updated_at: string;
}

export interface CouponTable {
  code: string;
  label: string;
  description: string;
  discount_percent: number;
  requires_customer: number;
  first_purchase_only: number;
  uses_per_customer: number | null;
  is_public: number;
  is_active: number;
  from_date: string | null;
  to_date: string | null;
  /** The id the admin API gives the rule and its coupon (null for rows written by hand, never by the API). */
  rule_id: number | null;
  /** Magento's simple_action: `by_percent` (discount_percent) or `cart_fixed` (discount_fixed_cents off the cart). */
  simple_action: Generated<string>;
  discount_fixed_cents: number | null;
  /** The coupon takes nothing off a cart whose subtotal is below this. */
  min_subtotal_cents: number | null;
}

export interface CouponUsageTable {
  coupon_code: string;
  customer_id: number;
  order_id: number;
}

export interface SalesSequenceTable {
  name: string;
  value: number;
}

export type OrderState =
  | 'new'
  | 'pending_payment'
  | 'processing'
  | 'complete'
  | 'closed'
  | 'canceled'
  | 'holded';

export interface SalesOrderTable {
  id: Generated<number>;
  increment_id: string;
  cart_id: number;
  store_code: string;
  /** Random secret of the order's placer (guests reach the payment of their order with it). */
  access_token: string;
  customer_id: number | null;
  email: string;
  customer_firstname: string;
  customer_lastname: string;
  customer_taxvat: string | null;
  state: OrderState;
  status: string;
  is_virtual: number;
  currency_code: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  grand_total_cents: number;
  /** JSON list of { label, amount_cents, applied_to }. */
  discounts: string;
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string | null;
  payment_method_code: string;
  payment_method_title: string;
  purchase_order_number: string | null;
  shipping_address: string | null;
  billing_address: string;
  payment_expires_at: string | null;
  paid_at: string | null;
  /** Where unhold goes back to (migration 013). */
  hold_before_state: OrderState | null;
  hold_before_status: string | null;
  created_at: string;
  updated_at: string;
}

export interface SalesOrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  sku: string;
  parent_sku: string | null;
  name: string;
  url_key: string | null;
  product_type: string;
  quantity: number;
  price_cents: number;
  original_price_cents: number;
  row_total_cents: number;
  discount_cents: number;
  /** JSON list of { label, value }. */
  options: string;
  qty_invoiced: Generated<number>;
  qty_shipped: Generated<number>;
  qty_refunded: Generated<number>;
  qty_canceled: Generated<number>;
  /** JSON [{product_id, qty}] a unit takes from stock; NULL before migration 013. */
  stock_per_unit: string | null;
}

/** What placeOrder took from each product's stock. */
export interface SalesOrderStockTable {
  order_id: number;
  product_id: number;
  quantity: number;
}

export interface SalesOrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  comment: string;
  created_at: string;
  /** Magento's columns (migration 013): 1/0, or NULL when no e-mail applies. */
  is_customer_notified: number | null;
  is_visible_on_front: Generated<number>;
  /** 'order' | 'invoice' | 'shipment' | 'creditmemo'. */
  entity_name: Generated<string>;
  /** Who wrote the row: 'staff' | 'integration' | 'cli' | 'system' | 'customer'. */
  actor_kind: string | null;
  actor_id: string | null;
  actor_name: string | null;
  /** 1 for a note staff wrote (migration 056); 0 for the rows the lifecycle writes. */
  is_note: Generated<number>;
}
