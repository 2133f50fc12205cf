import { notNull, type PortableMigration, withId } from './helpers';

/**
 * The links a customer bought with each downloadable order item (Magento's
 * downloadable_link_purchased_item): what the link delivered when the order was placed (so that
 * staff editing or removing the link later does not take away a purchase), how many downloads the
 * purchase allows (0 unlimited) and has used, and the random `link_hash` of its download address.
 * Whether a download is pending, available or expired follows from the order (sales/downloads).
 */
export const downloadablePurchasesMigration: PortableMigration = {
  name: '050-downloadable-purchases',
  async up({ db, dialect }) {
    await withId(db.schema.createTable('sales_downloadable_link'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
      .addColumn('order_item_id', 'integer', (c) =>
        c.notNull().references('sales_order_item.id').onDelete('cascade'),
      )
      .addColumn('customer_id', 'integer')
      .addColumn('link_id', 'integer', notNull)
      .addColumn('link_title', 'varchar(255)', notNull)
      .addColumn('link_type', 'varchar(8)', notNull)
      .addColumn('link_url', 'varchar(512)')
      .addColumn('link_upload_id', 'integer', (c) => c.references('upload.id'))
      .addColumn('number_of_downloads_bought', 'integer', notNull)
      .addColumn('number_of_downloads_used', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('link_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('sales_downloadable_link_customer_idx')
      .on('sales_downloadable_link')
      .columns(['customer_id', 'id'])
      .execute();
    await db.schema
      .createIndex('sales_downloadable_link_order_idx')
      .on('sales_downloadable_link')
      .column('order_id')
      .execute();
  },
};
