import { notNull, type PortableMigration } from './helpers';

/**
 * Scheduled special prices (Magento's special_price with special_from_date / special_to_date).
 * The product row keeps the special price in force today (`special_price_cents`), which every
 * read path (listing, cart, order) uses; this table is the schedule it is computed from.
 */
export const catalogSpecialPriceMigration: PortableMigration = {
  name: '013-catalog-special-price',
  async up({ db }) {
    await db.schema
      .createTable('product_special_price')
      .addColumn('product_id', 'integer', (c) => c.primaryKey().references('product.id').onDelete('cascade'))
      .addColumn('price_cents', 'integer', notNull)
      // ISO dates (YYYY-MM-DD), both inclusive; null = open-ended.
      .addColumn('price_from', 'varchar(32)')
      .addColumn('price_to', 'varchar(32)')
      .execute();
  },
};
