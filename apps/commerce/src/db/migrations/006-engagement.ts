import { type MigrationContext, notNull, type PortableMigration, withId } from './helpers';

/**
 * Wishlist, review moderation, saved cards and abandoned carts. Timestamps are ISO-8601
 * text, JSON is text, booleans are 0/1. Table types live in the owning modules (`tables.ts` of
 * modules/wishlist, review, vault, acart).
 */
export const engagementMigration: PortableMigration = {
  name: '006-engagement',
  async up({ db, dialect }: MigrationContext) {
    // One wishlist per customer (Magento Open Source), created on demand.
    await withId(db.schema.createTable('wishlist'), dialect)
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().unique().references('customer.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(255)')
      .addColumn('sharing_code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();

    // product_id is the product shown (the parent of a configurable); variant_product_id the chosen
    // child when one was picked. `options` keeps the selected/entered options as given (canonical
    // JSON), so the same product with the same options grows one line.
    await withId(db.schema.createTable('wishlist_item'), dialect)
      .addColumn('wishlist_id', 'integer', (c) => c.notNull().references('wishlist.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('variant_product_id', 'integer', (c) => c.references('product.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', notNull)
      .addColumn('options', 'text', notNull)
      .addColumn('description', 'text')
      .addColumn('added_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('wishlist_item_wishlist_idx')
      .on('wishlist_item')
      .column('wishlist_id')
      .execute();

    // Review moderation: status 'pending' → 'approved' | 'rejected' by staff (npm run reviews).
    await db.schema.alterTable('review').addColumn('moderated_at', 'varchar(32)').execute();
    await db.schema
      .createIndex('review_customer_idx')
      .on('review')
      .columns(['customer_id', 'created_at'])
      .execute();

    // Saved cards (docs/architecture.md, decision 6): the card number only as AES-256-GCM ciphertext (base64
    // iv, tag, ciphertext); fingerprint = HMAC of the number, so saving a card twice updates it.
    // The security code is never stored.
    await withId(db.schema.createTable('vault_card'), dialect)
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
      .addColumn('brand', 'varchar(16)', notNull)
      .addColumn('last4', 'varchar(4)', notNull)
      .addColumn('holder', 'varchar(64)', notNull)
      .addColumn('expiry_month', 'integer', notNull)
      .addColumn('expiry_year', 'integer', notNull)
      .addColumn('pan_iv', 'varchar(32)', notNull)
      .addColumn('pan_tag', 'varchar(32)', notNull)
      .addColumn('pan_ciphertext', 'varchar(64)', notNull)
      .addColumn('fingerprint', 'varchar(64)', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .addUniqueConstraint('vault_card_fingerprint_uq', ['customer_id', 'fingerprint'])
      .execute();

    // Abandoned carts of logged-in customers: one row per cart, refreshed by every save. The
    // recovery token is created when the e-mail goes out; only its SHA-256 is kept.
    await withId(db.schema.createTable('acart'), dialect)
      .addColumn('cart_id', 'integer', (c) => c.notNull().unique().references('cart.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
      .addColumn('store_code', 'varchar(32)', notNull)
      .addColumn('email', 'varchar(255)', notNull)
      .addColumn('user_name', 'varchar(255)', notNull)
      .addColumn('cart_data', 'text', notNull)
      .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
      .addColumn('saved_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .addColumn('emailed_at', 'varchar(32)')
      .addColumn('restored_at', 'varchar(32)')
      .addColumn('restored_cart_id', 'integer', (c) => c.references('cart.id').onDelete('set null'))
      .addColumn('converted_order_id', 'integer', (c) => c.references('sales_order.id').onDelete('set null'))
      .addColumn('converted_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('acart_due_idx').on('acart').columns(['emailed_at', 'saved_at']).execute();
    await db.schema.createIndex('acart_customer_idx').on('acart').column('customer_id').execute();
  },
};
