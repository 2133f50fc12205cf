import { createHash } from 'node:crypto';
import { type MigrationContext, notNull, type PortableMigration } from './helpers';

/**
 * Card-testing limits and hashed order tokens. `payment_attempt_limit` counts card payments per
 * subject (an order, a card's fingerprint, a customer, a client address) in a fixed window; the
 * count is moved by one conditional upsert, so concurrent attempts cannot pass the limit together.
 * `sales_order.access_token` keeps the SHA-256 (hex) of the token from now on: existing tokens are
 * hashed here, and the links shoppers already hold keep working.
 */
export const paymentsSecurityMigration: PortableMigration = {
  name: '010-payments-security',
  async up({ db }: MigrationContext) {
    await db.schema
      .createTable('payment_attempt_limit')
      .addColumn('scope', 'varchar(16)', notNull)
      .addColumn('subject', 'varchar(128)', notNull)
      .addColumn('window_start', 'varchar(32)', notNull)
      .addColumn('attempts', 'integer', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .addPrimaryKeyConstraint('payment_attempt_limit_pk', ['scope', 'subject'])
      .execute();
    await db.schema
      .createIndex('payment_attempt_limit_updated_at')
      .on('payment_attempt_limit')
      .column('updated_at')
      .execute();

    const orders: { id: number; access_token: string }[] = await db
      .selectFrom('sales_order')
      .select(['id', 'access_token'])
      .execute();
    for (const order of orders) {
      await db
        .updateTable('sales_order')
        .set({ access_token: createHash('sha256').update(order.access_token, 'utf8').digest('hex') })
        .where('id', '=', order.id)
        .execute();
    }
  },
};
