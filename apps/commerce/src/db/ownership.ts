import type { Database } from './schema';

/**
 * Which module owns each table: only that module's code names the table in a query; every other
 * module asks the owner's service. `modules/ownership.test.ts` holds the modules to this map, so a
 * new table is added here with its owner (the test fails on a table it cannot place).
 *
 * `db` is not a module: `cache_version` belongs to the cache machinery in `src/db`, which no
 * module queries directly (they call `bumpCatalogVersion`).
 */
export const TABLE_OWNERS = {
  // The catalogue: products, their categories, prices, media, composites and stock.
  attribute_option: 'catalog',
  bundle_option: 'catalog',
  bundle_selection: 'catalog',
  category: 'catalog',
  category_facet: 'catalog',
  category_product_index: 'catalog',
  category_translation: 'catalog',
  configurable_attribute: 'catalog',
  downloadable_link: 'catalog',
  giftcard_amount: 'catalog',
  product: 'catalog',
  product_category: 'catalog',
  product_filter_value: 'catalog',
  product_link: 'catalog',
  product_media: 'catalog',
  product_special_price: 'catalog',
  product_store_text: 'catalog',
  product_tier_price: 'catalog',
  stock_movement: 'catalog',
  // Product and category URLs are most of it; routing and the CMS use catalog/url-rewrites.ts.
  url_rewrite: 'catalog',

  store_currency_rate: 'store',
  cms_block: 'cms',
  cms_block_translation: 'cms',
  cms_page: 'cms',
  cms_page_translation: 'cms',
  cache_version: 'db',

  rating: 'review',
  review: 'review',
  review_rating: 'review',

  search_document: 'search',
  search_fts: 'search',
  search_store_name: 'search',
  search_term: 'search',
  search_term_variant: 'search',

  customer: 'customer',
  customer_address: 'customer',
  customer_group: 'customer',
  customer_password_reset: 'customer',
  customer_token: 'customer',
  newsletter_subscriber: 'newsletter',
  wishlist: 'wishlist',
  wishlist_item: 'wishlist',
  vault_card: 'vault',

  cart: 'cart',
  cart_item: 'cart',
  acart: 'acart',
  coupon: 'coupons',
  coupon_usage: 'coupons',

  sales_creditmemo: 'sales',
  sales_document_item: 'sales',
  sales_downloadable_link: 'sales',
  sales_invoice: 'sales',
  sales_order: 'sales',
  sales_order_item: 'sales',
  sales_order_mail: 'sales',
  sales_order_operation: 'sales',
  sales_nfe: 'sales',
  sales_order_stock: 'sales',
  sales_order_status_history: 'sales',
  sales_sequence: 'sales',
  sales_shipment: 'sales',
  sales_shipment_track: 'sales',

  payment_attempt_limit: 'payments',
  payment_boleto: 'payments',
  payment_card_transaction: 'payments',
  payment_pix_charge: 'payments',
  payment_refund: 'payments',
  payment_sequence: 'payments',

  request_career: 'requests',
  request_contact: 'requests',
  request_quote: 'requests',
  request_return: 'requests',
  request_sequence: 'requests',
  upload: 'uploads',

  blog_media: 'blog',
  blog_post: 'blog',
  mail_outbox: 'mail',
  rate_limit: 'ratelimit',

  audit_log: 'staff',
  staff_integration: 'staff',
  staff_recovery_code: 'staff',
  staff_token: 'staff',
  staff_user: 'staff',
} as const satisfies Record<keyof Database | 'search_fts', string>;

export type TableName = keyof typeof TABLE_OWNERS;

/** The module (folder under `src/modules`) that owns `table`, or undefined for an unknown name. */
export function ownerOf(table: string): string | undefined {
  return (TABLE_OWNERS as Record<string, string>)[table];
}
