import { notNull, type PortableMigration, withId } from './helpers';

/**
 * Customer accounts: passwords, profile, confirmation, lockout, address book,
 * password resets, login attempts for throttling and newsletter subscribers.
 */
export const accountsMigration: PortableMigration = {
  name: '005-accounts',
  async up({ db, dialect }) {
    // SQLite adds one column per ALTER TABLE statement.
    const customerColumns = [
      ['password_hash', 'varchar(255)'],
      ['prefix', 'varchar(40)'],
      ['middlename', 'varchar(255)'],
      ['suffix', 'varchar(40)'],
      // 1 male, 2 female, 3 not specified (Magento's EAV options).
      ['gender', 'integer'],
      // YYYY-MM-DD
      ['date_of_birth', 'varchar(10)'],
      // 'F' (CPF) or 'J' (CNPJ), derived from taxvat.
      ['person_type', 'varchar(1)'],
      ['corporate_name', 'varchar(255)'],
      // Custom attributes of rules §3: salesperson and segment.
      ['vendedora', 'varchar(255)'],
      ['segmento', 'varchar(255)'],
      // SHA-256 of the e-mailed confirmation key while the account waits for confirmation.
      ['confirmation_key_hash', 'varchar(64)'],
      ['confirmed_at', 'varchar(32)'],
      // Lockout (Magento's failures_num / first_failure / lock_expires).
      ['first_failure_at', 'varchar(32)'],
      ['lock_expires', 'varchar(32)'],
      ['default_billing_id', 'integer'],
      ['default_shipping_id', 'integer'],
    ] as const;
    for (const [name, type] of customerColumns) {
      await db.schema.alterTable('customer').addColumn(name, type).execute();
    }
    await db.schema
      .alterTable('customer')
      .addColumn('failures_num', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('customer_address'), dialect)
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
      .addColumn('firstname', 'varchar(255)', notNull)
      .addColumn('middlename', 'varchar(255)')
      .addColumn('lastname', 'varchar(255)', notNull)
      .addColumn('prefix', 'varchar(40)')
      .addColumn('suffix', 'varchar(40)')
      .addColumn('company', 'varchar(255)')
      // JSON list of lines: street, number, neighbourhood, complement.
      .addColumn('street', 'text', notNull)
      .addColumn('city', 'varchar(255)', notNull)
      .addColumn('region_code', 'varchar(32)')
      .addColumn('region', 'varchar(255)')
      .addColumn('region_id', 'integer')
      .addColumn('postcode', 'varchar(32)')
      .addColumn('country_code', 'varchar(2)', notNull)
      .addColumn('telephone', 'varchar(64)')
      .addColumn('fax', 'varchar(64)')
      .addColumn('vat_id', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('customer_address_customer_idx')
      .on('customer_address')
      .column('customer_id')
      .execute();

    // Only the SHA-256 of a reset token is stored; a token works once and until it expires.
    await withId(db.schema.createTable('customer_password_reset'), dialect)
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('expires_at', 'varchar(32)', notNull)
      .addColumn('used_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('customer_password_reset_customer_idx')
      .on('customer_password_reset')
      .column('customer_id')
      .execute();

    // Failed logins, per e-mail and per client address (kind 'email' | 'ip'), for throttling.
    await withId(db.schema.createTable('customer_login_attempt'), dialect)
      .addColumn('kind', 'varchar(8)', notNull)
      .addColumn('subject', 'varchar(255)', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('customer_login_attempt_subject_idx')
      .on('customer_login_attempt')
      .columns(['kind', 'subject', 'created_at'])
      .execute();

    // Magento's newsletter_subscriber: status 1 subscribed, 2 not active, 3 unsubscribed, 4 unconfirmed.
    await withId(db.schema.createTable('newsletter_subscriber'), dialect)
      .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
      .addColumn('store_code', 'varchar(32)', notNull)
      .addColumn('status', 'integer', notNull)
      .addColumn('confirm_code_hash', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('newsletter_subscriber_customer_idx')
      .on('newsletter_subscriber')
      .column('customer_id')
      .execute();
  },
};
