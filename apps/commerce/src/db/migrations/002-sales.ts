import { type MigrationContext, notNull, type PortableMigration, withId } from './helpers';

/**
 * Customers (the part carts and orders need: identity and bearer tokens; the account issue adds
 * passwords and profiles), carts, coupons and orders. Money is integer cents in BRL, addresses
 * and item options are JSON text, timestamps ISO-8601 text.
 */
export const salesMigration: PortableMigration = {
  name: '002-sales',
  async up({ db, dialect }: MigrationContext) {
    await withId(db.schema.createTable('customer'), dialect)
      .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('firstname', 'varchar(255)', notNull)
      .addColumn('lastname', 'varchar(255)', notNull)
      .addColumn('taxvat', 'varchar(14)')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();

    // Only the SHA-256 of a token is stored: a leaked table does not let anyone log in.
    await db.schema
      .createTable('customer_token')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('expires_at', 'varchar(32)', notNull)
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('customer_token_customer_idx')
      .on('customer_token')
      .column('customer_id')
      .execute();

    await withId(db.schema.createTable('cart'), dialect)
      .addColumn('masked_id', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('store_code', 'varchar(32)', notNull)
      .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('cascade'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('email', 'varchar(255)')
      .addColumn('coupon_code', 'varchar(64)')
      .addColumn('shipping_address', 'text')
      .addColumn('billing_address', 'text')
      .addColumn('billing_same_as_shipping', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('shipping_carrier_code', 'varchar(64)')
      .addColumn('shipping_method_code', 'varchar(64)')
      .addColumn('payment_method_code', 'varchar(64)')
      .addColumn('purchase_order_number', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('cart_customer_idx')
      .on('cart')
      .columns(['customer_id', 'store_code', 'is_active'])
      .execute();

    await withId(db.schema.createTable('cart_item'), dialect)
      .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.id').onDelete('cascade'))
      // The product added (the parent for a configurable) and, for a configurable, the chosen child.
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('variant_product_id', 'integer', (c) => c.references('product.id').onDelete('cascade'))
      .addColumn('quantity', 'double precision', notNull)
      // Canonical JSON of the chosen options (bundle selections, downloadable links, grouped parent…);
      // two adds of the same product with the same options grow one line.
      .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();
    await db.schema.createIndex('cart_item_cart_idx').on('cart_item').column('cart_id').execute();

    await db.schema
      .createTable('coupon')
      .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('label', 'varchar(255)', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('discount_percent', 'double precision', notNull)
      .addColumn('requires_customer', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_purchase_only', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('uses_per_customer', 'integer')
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('from_date', 'varchar(32)')
      .addColumn('to_date', 'varchar(32)')
      .execute();

    // Increment ids ('000000001'): one row per sequence, advanced by a conditional UPDATE.
    await db.schema
      .createTable('sales_sequence')
      .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('value', 'integer', notNull)
      .execute();
    await db.insertInto('sales_sequence').values({ name: 'order', value: 0 }).execute();

    await withId(db.schema.createTable('sales_order'), dialect)
      .addColumn('increment_id', 'varchar(32)', (c) => c.notNull().unique())
      // One order per cart: a second placeOrder of the same cart finds this row (idempotency).
      .addColumn('cart_id', 'integer', (c) => c.notNull().unique().references('cart.id'))
      .addColumn('store_code', 'varchar(32)', notNull)
      // Random secret handed to whoever placed the order: a guest reaches its payment with it.
      .addColumn('access_token', 'varchar(64)', notNull)
      .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
      .addColumn('email', 'varchar(255)', notNull)
      .addColumn('customer_firstname', 'varchar(255)', notNull)
      .addColumn('customer_lastname', 'varchar(255)', notNull)
      .addColumn('customer_taxvat', 'varchar(14)')
      // Magento state/status pairs: new/pending, pending_payment/pending_payment,
      // processing/processing, canceled/canceled, complete/complete.
      .addColumn('state', 'varchar(32)', notNull)
      .addColumn('status', 'varchar(32)', notNull)
      .addColumn('is_virtual', 'integer', notNull)
      .addColumn('currency_code', 'varchar(3)', notNull)
      .addColumn('subtotal_cents', 'integer', notNull)
      .addColumn('discount_cents', 'integer', notNull)
      .addColumn('shipping_cents', 'integer', notNull)
      .addColumn('grand_total_cents', 'integer', notNull)
      // JSON list of { label, amount_cents, applied_to } as the cart showed them.
      .addColumn('discounts', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('coupon_code', 'varchar(64)')
      .addColumn('shipping_carrier_code', 'varchar(64)')
      .addColumn('shipping_method_code', 'varchar(64)')
      .addColumn('shipping_description', 'varchar(255)')
      .addColumn('payment_method_code', 'varchar(64)', notNull)
      .addColumn('payment_method_title', 'varchar(255)', notNull)
      .addColumn('purchase_order_number', 'varchar(64)')
      .addColumn('shipping_address', 'text')
      .addColumn('billing_address', 'text', notNull)
      // When an unpaid Pix/boleto order is cancelled by the expiry sweep.
      .addColumn('payment_expires_at', 'varchar(32)')
      .addColumn('paid_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('sales_order_customer_idx')
      .on('sales_order')
      .columns(['customer_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('sales_order_expiry_idx')
      .on('sales_order')
      .columns(['state', 'payment_expires_at'])
      .execute();

    await withId(db.schema.createTable('sales_order_item'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.references('product.id').onDelete('set null'))
      .addColumn('sku', 'varchar(64)', notNull)
      .addColumn('parent_sku', 'varchar(64)')
      .addColumn('name', 'varchar(255)', notNull)
      .addColumn('url_key', 'varchar(255)')
      .addColumn('product_type', 'varchar(16)', notNull)
      .addColumn('quantity', 'double precision', notNull)
      .addColumn('price_cents', 'integer', notNull)
      .addColumn('original_price_cents', 'integer', notNull)
      .addColumn('row_total_cents', 'integer', notNull)
      .addColumn('discount_cents', 'integer', notNull)
      // JSON list of { label, value } (chosen variant, bundle selections, links).
      .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .createIndex('sales_order_item_order_idx')
      .on('sales_order_item')
      .column('order_id')
      .execute();

    // Exactly what placeOrder took from stock, so a cancellation gives back exactly that.
    await db.schema
      .createTable('sales_order_stock')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', notNull)
      .addPrimaryKeyConstraint('sales_order_stock_pk', ['order_id', 'product_id'])
      .execute();

    await withId(db.schema.createTable('sales_order_status_history'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
      .addColumn('status', 'varchar(32)', notNull)
      .addColumn('comment', 'text', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('sales_order_status_history_order_idx')
      .on('sales_order_status_history')
      .column('order_id')
      .execute();

    await db.schema
      .createTable('coupon_usage')
      .addColumn('coupon_code', 'varchar(64)', (c) => c.notNull().references('coupon.code'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('coupon_usage_pk', ['coupon_code', 'customer_id', 'order_id'])
      .execute();

    await db
      .insertInto('coupon')
      .values([
        {
          code: 'ESP10',
          label: 'Cupom ESP10 (10% na primeira compra)',
          description: '10% de desconto na primeira compra de clientes cadastrados.',
          discount_percent: 10,
          requires_customer: 1,
          first_purchase_only: 1,
          uses_per_customer: 1,
          is_public: 1,
          is_active: 1,
        },
      ])
      .execute();
  },
};
