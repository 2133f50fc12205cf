import { notNull, type PortableMigration, withId } from './helpers';

/**
 * Every change of a product's stock (owned by the catalogue): the quantity before and after,
 * why (an order, a cancellation, a refund, an import, an API or back-office edit), what caused it
 * (order number, file name) and who. The sku is kept beside the id so that the history of a
 * deleted product still reads.
 */
export const stockMovementMigration: PortableMigration = {
  name: '060-stock-movement',
  async up({ db, dialect }) {
    await withId(db.schema.createTable('stock_movement'), dialect)
      .addColumn('product_id', 'integer', notNull)
      .addColumn('sku', 'varchar(64)', notNull)
      .addColumn('qty_before', 'integer', notNull)
      .addColumn('qty_after', 'integer', notNull)
      .addColumn('delta', 'integer', notNull)
      .addColumn('reason', 'varchar(32)', notNull)
      .addColumn('reference', 'varchar(255)')
      .addColumn('actor_type', 'varchar(16)', notNull)
      .addColumn('actor_id', 'varchar(64)')
      .addColumn('actor_name', 'varchar(255)', notNull)
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema
      .createIndex('stock_movement_product_idx')
      .on('stock_movement')
      .columns(['product_id', 'id'])
      .execute();
  },
};
