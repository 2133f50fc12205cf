import type { CreateTableBuilder } from 'kysely';
import { type MigrationContext, notNull, type PortableMigration, withId } from './helpers';

/**
 * Quotes, returns, contact messages and job applications, their private uploads, the
 * per-client form quota and the delivery date of orders. Timestamps are ISO-8601 text, JSON is
 * text. Table types live in modules/requests/tables.ts and modules/uploads/tables.ts.
 */
export const requestsMigration: PortableMigration = {
  name: '008-requests',
  async up({ db, dialect }: MigrationContext) {
    // Private files (return invoices and photos, CVs) under UPLOADS_DIR. `stored_name` is random:
    // the shopper's file name never reaches the disk. `mime` is what the content is (magic numbers).
    await withId(db.schema.createTable('upload'), dialect)
      .addColumn('kind', 'varchar(32)', notNull)
      .addColumn('stored_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('original_name', 'varchar(255)', notNull)
      .addColumn('mime', 'varchar(100)', notNull)
      .addColumn('size_bytes', 'integer', notNull)
      .addColumn('sha256', 'varchar(64)', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();

    // Protocol numbers: one counter per prefix and year ('ORC-2026' → 123 gives ORC-2026-000123).
    await db.schema
      .createTable('request_sequence')
      .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('value', 'integer', notNull)
      .execute();

    const common = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
      table
        .addColumn('protocol', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
        .addColumn('staff_note', 'text')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('resolved_at', 'varchar(32)');

    await common(withId(db.schema.createTable('request_quote'), dialect))
      .addColumn('company', 'varchar(255)', notNull)
      .addColumn('cnpj', 'varchar(14)', notNull)
      .addColumn('contact_name', 'varchar(255)', notNull)
      .addColumn('email', 'varchar(255)', notNull)
      .addColumn('phone', 'varchar(16)', notNull)
      // JSON list of { sku | null, name, quantity }; `items_text` is the free-text list, if any.
      .addColumn('items', 'text', notNull)
      .addColumn('items_text', 'text')
      .addColumn('message', 'text')
      .execute();

    await common(withId(db.schema.createTable('request_return'), dialect))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id'))
      .addColumn('order_number', 'varchar(32)', notNull)
      .addColumn('email', 'varchar(255)', notNull)
      // JSON list of SKUs of the order; JSON list of { upload_id, role: 'invoice' | 'photo' }.
      .addColumn('skus', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('files', 'text', notNull)
      .execute();

    await common(withId(db.schema.createTable('request_contact'), dialect))
      .addColumn('name', 'varchar(255)', notNull)
      .addColumn('email', 'varchar(255)', notNull)
      .addColumn('phone', 'varchar(16)')
      .addColumn('subject', 'varchar(255)', notNull)
      .addColumn('message', 'text', notNull)
      .execute();

    await common(withId(db.schema.createTable('request_career'), dialect))
      .addColumn('name', 'varchar(255)', notNull)
      .addColumn('email', 'varchar(255)', notNull)
      .addColumn('phone', 'varchar(16)', notNull)
      .addColumn('position', 'varchar(255)', notNull)
      .addColumn('message', 'text')
      .addColumn('cv_upload_id', 'integer', (c) => c.notNull().references('upload.id'))
      .execute();

    for (const table of ['request_quote', 'request_return', 'request_contact', 'request_career']) {
      await db.schema
        .createIndex(`${table}_status_idx`)
        .on(table)
        .columns(['status', 'created_at'])
        .execute();
    }

    // Form submissions per client address and hour (docs/architecture.md, decision 4: a row, not memory).
    // `client_key` is the SHA-256 of the address: the quota needs no readable IP.
    await db.schema
      .createTable('form_rate_limit')
      .addColumn('client_key', 'varchar(64)', notNull)
      .addColumn('window_start', 'varchar(32)', notNull)
      .addColumn('hits', 'integer', notNull)
      .addPrimaryKeyConstraint('form_rate_limit_pk', ['client_key', 'window_start'])
      .execute();
    await db.schema
      .createIndex('form_rate_limit_window_idx')
      .on('form_rate_limit')
      .column('window_start')
      .execute();

    // Delivery date set by staff (`npm run requests -- deliver`); the return deadline counts from it.
    await db.schema.alterTable('sales_order').addColumn('delivered_at', 'varchar(32)').execute();
  },
};
