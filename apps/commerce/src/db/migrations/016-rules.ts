import type { PortableMigration } from './helpers';

/**
 * Cart price rules as Magento's Web API shows them (salesRules / coupons). This store keeps one
 * coupon code per rule, so the coupon row is the rule: it gains the numeric id the API addresses
 * it by (`rule_id`, also its `coupon_id`), a fixed-amount action beside the percentage, and a
 * minimum subtotal. Existing coupons get ids in code order.
 */
export const rulesMigration: PortableMigration = {
  name: '016-rules',
  async up({ db }) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('coupon').addColumn('rule_id', 'integer').execute();
    await db.schema
      .alterTable('coupon')
      .addColumn('simple_action', 'varchar(16)', (c) => c.notNull().defaultTo('by_percent'))
      .execute();
    await db.schema.alterTable('coupon').addColumn('discount_fixed_cents', 'integer').execute();
    await db.schema.alterTable('coupon').addColumn('min_subtotal_cents', 'integer').execute();
    await db.schema.createIndex('coupon_rule_id_idx').on('coupon').column('rule_id').unique().execute();
    const codes = await db.selectFrom('coupon').select('code').orderBy('code').execute();
    for (const [index, { code }] of codes.entries()) {
      await db
        .updateTable('coupon')
        .set({ rule_id: index + 1 })
        .where('code', '=', code)
        .execute();
    }
  },
};
