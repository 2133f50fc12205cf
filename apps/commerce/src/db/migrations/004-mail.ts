import { notNull, type PortableMigration, withId } from './helpers';

/**
 * Outgoing e-mail: every message is recorded; without SMTP it waits here (docs/architecture.md,
 * decision 10).
 */
export const mailMigration: PortableMigration = {
  name: '004-mail',
  async up({ db, dialect }) {
    await withId(db.schema.createTable('mail_outbox'), dialect)
      .addColumn('to_address', 'varchar(255)', notNull)
      .addColumn('subject', 'varchar(255)', notNull)
      .addColumn('text_body', 'text', notNull)
      .addColumn('html_body', 'text')
      // What the message is about (template name), for staff and tests: 'account-confirmation'…
      .addColumn('kind', 'varchar(64)', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('sent_at', 'varchar(32)')
      .addColumn('error', 'text')
      .execute();
    await db.schema
      .createIndex('mail_outbox_to_idx')
      .on('mail_outbox')
      .columns(['to_address', 'created_at'])
      .execute();
  },
};
