import { type MigrationContext, notNull, type PortableMigration, withId } from './helpers';

/**
 * Payment records of the payment service (modules/payments): Pix charges, boletos and card
 * authorisation attempts, one sequence for Itaú's nosso número. Money is integer cents, timestamps
 * ISO-8601 text, dates 'YYYY-MM-DD'. Card numbers and security codes are never stored.
 */
export const paymentsMigration: PortableMigration = {
  name: '003-payments',
  async up({ db, dialect }: MigrationContext) {
    // One Pix charge per order (UNIQUE order_id): a second request finds it instead of charging twice.
    await withId(db.schema.createTable('payment_pix_charge'), dialect)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().unique().references('sales_order.id').onDelete('cascade'),
      )
      .addColumn('txid', 'varchar(35)', (c) => c.notNull().unique())
      .addColumn('provider', 'varchar(16)', notNull)
      // ATIVA, CONCLUIDA, REMOVIDA_PELO_PSP, REMOVIDA_PELO_USUARIO_RECEBEDOR (BCB Pix API enum).
      .addColumn('status', 'varchar(40)', notNull)
      .addColumn('amount_cents', 'integer', notNull)
      .addColumn('pix_copia_e_cola', 'text', notNull)
      .addColumn('location', 'varchar(77)')
      .addColumn('expiration_seconds', 'integer', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('expires_at', 'varchar(32)', notNull)
      .addColumn('paid_at', 'varchar(32)')
      .addColumn('end_to_end_id', 'varchar(32)')
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();

    // One boleto per order; the codes are kept as issued (a reprint is the same slip).
    await withId(db.schema.createTable('payment_boleto'), dialect)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().unique().references('sales_order.id').onDelete('cascade'),
      )
      .addColumn('provider', 'varchar(16)', notNull)
      .addColumn('nosso_numero', 'varchar(8)', notNull)
      .addColumn('nosso_numero_formatted', 'varchar(16)', notNull)
      .addColumn('barcode', 'varchar(44)', notNull)
      .addColumn('digitable_line', 'varchar(47)', notNull)
      .addColumn('amount_cents', 'integer', notNull)
      .addColumn('issue_date', 'varchar(10)', notNull)
      .addColumn('due_date', 'varchar(10)', notNull)
      // EM_ABERTO, PAGO, BAIXADO.
      .addColumn('status', 'varchar(16)', notNull)
      // JSON of the payer printed on the slip (name, person type, document, address).
      .addColumn('payer', 'text', notNull)
      .addColumn('paid_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();

    // Every card authorisation attempt. `active_order_id` is the order id while an attempt is
    // processing or approved and NULL once it is declined or failed: its UNIQUE constraint lets at
    // most one attempt per order be in flight or approved, so parallel requests cannot charge twice.
    await withId(db.schema.createTable('payment_card_transaction'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
      .addColumn('active_order_id', 'integer', (c) => c.unique())
      .addColumn('attempt', 'integer', notNull)
      .addColumn('reference', 'varchar(50)', notNull)
      .addColumn('provider', 'varchar(16)', notNull)
      // processing, approved, declined, failed.
      .addColumn('status', 'varchar(16)', notNull)
      .addColumn('brand', 'varchar(16)', notNull)
      .addColumn('last4', 'varchar(4)', notNull)
      .addColumn('installments', 'integer', notNull)
      .addColumn('amount_cents', 'integer', notNull)
      .addColumn('return_code', 'varchar(8)')
      .addColumn('return_message', 'varchar(255)')
      .addColumn('tid', 'varchar(64)')
      .addColumn('nsu', 'varchar(64)')
      .addColumn('authorization_code', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .addUniqueConstraint('payment_card_transaction_attempt_uq', ['order_id', 'attempt'])
      .execute();

    await db.schema
      .createTable('payment_sequence')
      .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('value', 'integer', notNull)
      .execute();
    await db.insertInto('payment_sequence').values({ name: 'boleto_nosso_numero', value: 0 }).execute();
  },
};
