import { notNull, type PortableMigration } from './helpers';

/**
 * A product's texts in one store view (Magento's store-scoped name, description,
 * short_description, meta_title and meta_description). The `product` row keeps the default
 * (Portuguese) texts; a NULL column here inherits the default's value field by field. The
 * primary key (product_id, store_code) is what every product read joins on.
 */
export const productStoreTextMigration: PortableMigration = {
  name: '032-product-store-text',
  async up({ db }) {
    await db.schema
      .createTable('product_store_text')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('store_code', 'varchar(32)', notNull)
      .addColumn('name', 'varchar(255)')
      .addColumn('description', 'text')
      .addColumn('short_description', 'text')
      .addColumn('meta_title', 'varchar(255)')
      .addColumn('meta_description', 'text')
      .addPrimaryKeyConstraint('product_store_text_pk', ['product_id', 'store_code'])
      .execute();
  },
};
