import { type MigrationContext, notNull, type PortableMigration, withId } from './helpers';

/**
 * Order e-mails: one row per order and kind of e-mail ('confirmation', 'paid', 'canceled'). The
 * UNIQUE pair is what makes each e-mail go out once, however often its event repeats (a webhook
 * retried, two servers sweeping). Outbox rows may carry attachments (boleto PDF, Pix QR image).
 */
export const orderMailMigration: PortableMigration = {
  name: '011-order-mail',
  async up({ db, dialect }: MigrationContext) {
    await withId(db.schema.createTable('sales_order_mail'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(32)', notNull)
      .addColumn('mail_id', 'integer')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addUniqueConstraint('sales_order_mail_order_kind_uq', ['order_id', 'kind'])
      .execute();
    // JSON array of {filename, contentType, content (base64), cid?}; NULL for plain messages.
    await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  },
};
