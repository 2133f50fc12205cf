import type { ColumnDefinitionBuilder } from 'kysely';
import { type MigrationContext, notNull, type PortableMigration, withId } from './helpers';

/**
 * The order lifecycle after placement: invoices, shipments with their tracks, credit memos, the
 * quantities each item has been through, who changed the order (status history), and the keys
 * that make a repeated request a no-op. Payment reversals (card cancellation, Pix devolução,
 * boleto refund by bank transfer) are recorded by the payments module in payment_refund.
 */
export const orderLifecycleMigration: PortableMigration = {
  name: '013-order-lifecycle',
  async up({ db, dialect }: MigrationContext) {
    // Magento's hold: the state and status to go back to on unhold.
    await db.schema.alterTable('sales_order').addColumn('hold_before_state', 'varchar(32)').execute();
    await db.schema.alterTable('sales_order').addColumn('hold_before_status', 'varchar(32)').execute();

    for (const column of ['qty_invoiced', 'qty_shipped', 'qty_refunded', 'qty_canceled']) {
      await db.schema
        .alterTable('sales_order_item')
        .addColumn(column, 'double precision', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    // JSON [{product_id, qty}] per unit of the item: what a return puts back into stock (a bundle
    // unit is several products, a configurable unit its child). NULL for orders placed before.
    await db.schema.alterTable('sales_order_item').addColumn('stock_per_unit', 'text').execute();

    // Magento's sales_order_status_history columns, plus who wrote the row.
    const history = () => db.schema.alterTable('sales_order_status_history');
    await history().addColumn('is_customer_notified', 'integer').execute();
    await history()
      .addColumn('is_visible_on_front', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await history()
      .addColumn('entity_name', 'varchar(32)', (c) => c.notNull().defaultTo('order'))
      .execute();
    await history().addColumn('actor_kind', 'varchar(16)').execute();
    await history().addColumn('actor_id', 'varchar(64)').execute();
    await history().addColumn('actor_name', 'varchar(255)').execute();

    await db
      .insertInto('sales_sequence')
      .values([
        { name: 'invoice', value: 0 },
        { name: 'shipment', value: 0 },
        { name: 'creditmemo', value: 0 },
      ])
      .execute();

    const orderRef = (c: ColumnDefinitionBuilder) =>
      c.notNull().references('sales_order.id').onDelete('cascade');
    const itemRef = (c: ColumnDefinitionBuilder) =>
      c.notNull().references('sales_order_item.id').onDelete('cascade');

    await withId(db.schema.createTable('sales_invoice'), dialect)
      .addColumn('order_id', 'integer', orderRef)
      .addColumn('increment_id', 'varchar(32)', (c) => c.notNull().unique())
      // 1 open, 2 paid, 3 canceled (Magento's Invoice::STATE_*).
      .addColumn('state', 'integer', notNull)
      .addColumn('subtotal_cents', 'integer', notNull)
      .addColumn('discount_cents', 'integer', notNull)
      .addColumn('shipping_cents', 'integer', notNull)
      .addColumn('grand_total_cents', 'integer', notNull)
      .addColumn('total_qty', 'double precision', notNull)
      .addColumn('transaction_id', 'varchar(64)')
      .addColumn('comment', 'text')
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema.createIndex('sales_invoice_order_idx').on('sales_invoice').column('order_id').execute();

    await withId(db.schema.createTable('sales_shipment'), dialect)
      .addColumn('order_id', 'integer', orderRef)
      .addColumn('increment_id', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('total_qty', 'double precision', notNull)
      .addColumn('comment', 'text')
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema.createIndex('sales_shipment_order_idx').on('sales_shipment').column('order_id').execute();

    await withId(db.schema.createTable('sales_shipment_track'), dialect)
      .addColumn('shipment_id', 'integer', (c) =>
        c.notNull().references('sales_shipment.id').onDelete('cascade'),
      )
      .addColumn('order_id', 'integer', orderRef)
      .addColumn('carrier_code', 'varchar(32)', notNull)
      .addColumn('title', 'varchar(255)', notNull)
      .addColumn('track_number', 'varchar(64)', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('sales_shipment_track_shipment_idx')
      .on('sales_shipment_track')
      .column('shipment_id')
      .execute();

    await withId(db.schema.createTable('sales_creditmemo'), dialect)
      .addColumn('order_id', 'integer', orderRef)
      .addColumn('increment_id', 'varchar(32)', (c) => c.notNull().unique())
      // 1 open (refund by bank transfer still to be made), 2 refunded, 3 canceled.
      .addColumn('state', 'integer', notNull)
      .addColumn('subtotal_cents', 'integer', notNull)
      .addColumn('discount_cents', 'integer', notNull)
      .addColumn('shipping_cents', 'integer', notNull)
      .addColumn('adjustment_positive_cents', 'integer', notNull)
      .addColumn('adjustment_negative_cents', 'integer', notNull)
      .addColumn('grand_total_cents', 'integer', notNull)
      // card_cancellation | pix_devolucao | bank_transfer | offline
      .addColumn('refund_method', 'varchar(32)', notNull)
      .addColumn('payment_refund_id', 'integer')
      .addColumn('comment', 'text')
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('sales_creditmemo_order_idx')
      .on('sales_creditmemo')
      .column('order_id')
      .execute();

    // One table for the items of the three documents: (document kind, document id, order item, qty).
    await withId(db.schema.createTable('sales_document_item'), dialect)
      .addColumn('document_kind', 'varchar(16)', notNull)
      .addColumn('document_id', 'integer', notNull)
      .addColumn('order_item_id', 'integer', itemRef)
      .addColumn('qty', 'double precision', notNull)
      .addColumn('row_total_cents', 'integer', notNull)
      .addColumn('discount_cents', 'integer', notNull)
      .addColumn('back_to_stock', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('sales_document_item_doc_idx')
      .on('sales_document_item')
      .columns(['document_kind', 'document_id'])
      .execute();

    // A request that changed an order, by its key (the caller's Idempotency-Key, or a hash of the
    // request): written in the transaction of the change, so a repeat finds it and changes nothing.
    await db.schema
      .createTable('sales_order_operation')
      .addColumn('request_key', 'varchar(128)', (c) => c.primaryKey())
      .addColumn('order_id', 'integer', orderRef)
      .addColumn('operation', 'varchar(32)', notNull)
      .addColumn('result_id', 'integer')
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();

    // Money sent back to the payer through the payment method (or to be sent, for a bank transfer).
    await withId(db.schema.createTable('payment_refund'), dialect)
      .addColumn('order_id', 'integer', orderRef)
      // The same key as the order operation: a retried refund finds its reversal and never repeats it.
      .addColumn('request_key', 'varchar(128)', (c) => c.notNull().unique())
      // card_void | card_cancellation | pix_devolucao | pix_charge_removed | boleto_write_off | bank_transfer
      .addColumn('kind', 'varchar(32)', notNull)
      .addColumn('provider', 'varchar(16)', notNull)
      .addColumn('amount_cents', 'integer', notNull)
      // pending (claimed, provider not answered yet) | done | failed | awaiting_transfer
      .addColumn('status', 'varchar(32)', notNull)
      // The provider's reference: Rede refundId/cancelId, Pix devolução id and rtrId.
      .addColumn('reference', 'varchar(64)')
      .addColumn('provider_status', 'varchar(64)')
      // JSON of the payer's bank account for a refund by bank transfer (boleto).
      .addColumn('bank_account', 'text')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();
    await db.schema.createIndex('payment_refund_order_idx').on('payment_refund').column('order_id').execute();
  },
};
