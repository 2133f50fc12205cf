import { notNull, type PortableMigration } from './helpers';

/**
 * The sort key of a product's name in each store view that translates it (normalised like the
 * listing index's `name_key`), so that "name A–Z" follows the names shoppers of that view read.
 * The search indexer writes it with the search documents; a product without a row for the view
 * sorts by its default name. Keyed by (store_code, name_key) too, the order of a view's names.
 */
export const searchStoreNameMigration: PortableMigration = {
  name: '045-search-store-name',
  async up({ db }) {
    await db.schema
      .createTable('search_store_name')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('store_code', 'varchar(32)', notNull)
      .addColumn('name_key', 'varchar(255)', notNull)
      .addPrimaryKeyConstraint('search_store_name_pk', ['product_id', 'store_code'])
      .execute();
    await db.schema
      .createIndex('search_store_name_order_idx')
      .on('search_store_name')
      .columns(['store_code', 'name_key'])
      .execute();
  },
};
