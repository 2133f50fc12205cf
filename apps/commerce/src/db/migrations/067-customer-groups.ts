import { sql } from 'kysely';
import { notNull, type PortableMigration, withId } from './helpers';

/**
 * Customer groups (Magento's customer_group: 0 NOT LOGGED IN for guests, 1 General for every new
 * account, and the groups a store creates such as Atacado), the group of each customer, and tier
 * prices (Magento's catalog_product_entity_tier_price): a unit price for a group, or for every
 * group, from a minimum quantity, either a fixed amount or a percentage off the regular price.
 */
export const customerGroupsMigration: PortableMigration = {
  name: '067-customer-groups',
  async up({ db, dialect }) {
    await withId(db.schema.createTable('customer_group'), dialect)
      .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('tax_class_id', 'integer', (c) => c.notNull().defaultTo(3))
      .execute();
    await db
      .insertInto('customer_group')
      .values([
        { id: 0, code: 'NOT LOGGED IN', tax_class_id: 3 },
        { id: 1, code: 'General', tax_class_id: 3 },
      ])
      .execute();
    if (dialect === 'postgres') {
      await sql`SELECT setval(pg_get_serial_sequence('customer_group', 'id'), 1)`.execute(db);
    }
    await db.schema
      .alterTable('customer')
      .addColumn('group_id', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('customer_group_id_idx').on('customer').column('group_id').execute();

    await withId(db.schema.createTable('product_tier_price'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
      .addColumn('all_groups', 'integer', notNull)
      .addColumn('customer_group_id', 'integer', notNull)
      .addColumn('qty', 'integer', notNull)
      .addColumn('value_cents', 'integer')
      .addColumn('percentage_value', 'real')
      .execute();
    await db.schema
      .createIndex('product_tier_price_unique')
      .on('product_tier_price')
      .columns(['product_id', 'all_groups', 'customer_group_id', 'qty'])
      .unique()
      .execute();
  },
};
