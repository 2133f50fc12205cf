import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { CouponTable, Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { InputError, NotFoundError } from '../../graphql/errors';
import { type FieldMap, runSearch, type SearchCriteria } from '../../rest/search-criteria';
import { clearCouponFromCarts } from '../cart/service';
import { type AuditActor, audit } from '../staff/audit';
import { timesUsed } from './usage';

/**
 * Cart price rules for the back office (Magento_SalesRule over the Web API). The store has one
 * coupon code per rule, so a coupon row is the rule and its only coupon: `rule_id` is the id of
 * both, and a rule is created with its code. What the rule does is what the cart applies
 * (modules/cart/coupons.ts, view.ts): a percentage or a fixed amount off the goods, for customers
 * only or guests too (customer groups 1 / 0 and 1), the first purchase only, from/to dates, uses
 * per customer and a minimum subtotal.
 */

type CouponRow = Selectable<CouponTable>;

export const RULE_FIELDS: FieldMap = {
  rule_id: { type: 'int' },
  name: { column: 'label', type: 'string' },
  description: { type: 'string' },
  is_active: { type: 'bool' },
  from_date: { type: 'string' },
  to_date: { type: 'string' },
  simple_action: { type: 'string' },
  discount_amount: { column: 'discount_percent', type: 'float' },
  uses_per_customer: { type: 'int' },
  code: { type: 'string' },
};

export const COUPON_FIELDS: FieldMap = {
  coupon_id: { column: 'rule_id', type: 'int' },
  rule_id: { type: 'int' },
  code: { type: 'string' },
  usage_per_customer: { column: 'uses_per_customer', type: 'int' },
};

export interface RuleInput {
  name?: string;
  description?: string | null;
  is_active?: boolean;
  from_date?: string | null;
  to_date?: string | null;
  uses_per_customer?: number;
  customer_group_ids?: number[];
  simple_action?: 'by_percent' | 'cart_fixed';
  discount_amount?: number;
  extension_attributes?: {
    coupon_code?: string;
    first_purchase_only?: boolean;
    is_public?: boolean;
    /** Reais, as Magento's base_subtotal condition. */
    min_subtotal?: number | null;
  };
}

export interface RuleChange {
  actor: AuditActor;
  ip: string | null;
}

const toCents = (reais: number) => Math.round(reais * 100);

function subtotalCondition(row: CouponRow) {
  const conditions =
    row.min_subtotal_cents === null
      ? []
      : [
          {
            condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address',
            attribute_name: 'base_subtotal',
            operator: '>=',
            value: (row.min_subtotal_cents / 100).toFixed(2),
          },
        ];
  return {
    condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine',
    conditions,
    aggregator_type: 'all',
    value: '1',
  };
}

/** Magento's RuleInterface. */
export function toMagentoRule(row: CouponRow, used: number) {
  const fixed = row.simple_action === 'cart_fixed';
  return {
    rule_id: row.rule_id,
    name: row.label,
    store_labels: [],
    description: row.description,
    website_ids: [1],
    customer_group_ids: row.requires_customer === 1 ? [1] : [0, 1],
    ...(row.from_date ? { from_date: row.from_date.slice(0, 10) } : {}),
    ...(row.to_date ? { to_date: row.to_date.slice(0, 10) } : {}),
    uses_per_customer: row.uses_per_customer ?? 0,
    is_active: row.is_active === 1,
    condition: subtotalCondition(row),
    stop_rules_processing: true,
    is_advanced: true,
    sort_order: 0,
    simple_action: row.simple_action,
    discount_amount: fixed ? (row.discount_fixed_cents ?? 0) / 100 : Number(row.discount_percent),
    discount_qty: 0,
    discount_step: 0,
    apply_to_shipping: false,
    times_used: used,
    is_rss: false,
    coupon_type: 'SPECIFIC_COUPON',
    use_auto_generation: false,
    uses_per_coupon: 0,
    simple_free_shipping: '0',
    extension_attributes: {
      coupon_code: row.code,
      first_purchase_only: row.first_purchase_only === 1,
      is_public: row.is_public === 1,
      min_subtotal: row.min_subtotal_cents === null ? null : row.min_subtotal_cents / 100,
    },
  };
}

/** Magento's CouponInterface of the rule's only code. */
export function toMagentoCoupon(row: CouponRow, used: number) {
  return {
    coupon_id: row.rule_id,
    rule_id: row.rule_id,
    code: row.code,
    usage_limit: 0,
    usage_per_customer: row.uses_per_customer ?? 0,
    times_used: used,
    is_primary: true,
    type: 0,
  };
}

async function search<T>(
  db: Kysely<Database>,
  criteria: SearchCriteria,
  fields: FieldMap,
  shape: (row: CouponRow, used: number) => T,
) {
  const { rows, total } = await runSearch(
    db.selectFrom('coupon').where('rule_id', 'is not', null),
    (qb) => qb.selectAll(),
    criteria,
    { fields, tieBreak: [{ field: 'rule_id', direction: 'ASC' }] },
  );
  const used = await timesUsed(
    db,
    (rows as CouponRow[]).map((r) => r.code),
  );
  return { items: (rows as CouponRow[]).map((r) => shape(r, used.get(r.code) ?? 0)), total };
}

export const searchRules = (db: Kysely<Database>, criteria: SearchCriteria) =>
  search(db, criteria, RULE_FIELDS, toMagentoRule);
export const searchCoupons = (db: Kysely<Database>, criteria: SearchCriteria) =>
  search(db, criteria, COUPON_FIELDS, toMagentoCoupon);

async function findRule(db: Kysely<Database>, id: number): Promise<CouponRow> {
  const row = await db.selectFrom('coupon').selectAll().where('rule_id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(`Rule with specified ID "${id}" not found.`);
  return row;
}

export async function getRule(db: Kysely<Database>, id: number) {
  const row = await findRule(db, id);
  return toMagentoRule(row, (await timesUsed(db, [row.code])).get(row.code) ?? 0);
}

/** Dates as stored: YYYY-MM-DD (the cart compares UTC days). */
function day(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null || value === '') return value === '' ? null : value;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  if (!match || Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`))) {
    throw new InputError(`Invalid value of "${value}" provided for the from_date/to_date field.`);
  }
  return match[1];
}

/** The coupon columns an input sets, checked against each other and the row it changes. */
function ruleValues(input: RuleInput, current: CouponRow | undefined) {
  const ext = input.extension_attributes ?? {};
  const values: Updateable<CouponTable> = {};
  if (input.name !== undefined) values.label = input.name.trim();
  if (input.description !== undefined) values.description = input.description ?? '';
  if (input.is_active !== undefined) values.is_active = input.is_active ? 1 : 0;
  if (input.from_date !== undefined) values.from_date = day(input.from_date);
  if (input.to_date !== undefined) values.to_date = day(input.to_date);
  if (input.uses_per_customer !== undefined)
    values.uses_per_customer = input.uses_per_customer === 0 ? null : input.uses_per_customer;
  if (input.customer_group_ids !== undefined)
    values.requires_customer = input.customer_group_ids.includes(0) ? 0 : 1;
  if (ext.first_purchase_only !== undefined) values.first_purchase_only = ext.first_purchase_only ? 1 : 0;
  if (ext.is_public !== undefined) values.is_public = ext.is_public ? 1 : 0;
  if (ext.min_subtotal !== undefined)
    values.min_subtotal_cents = ext.min_subtotal === null ? null : toCents(ext.min_subtotal);
  const action = input.simple_action ?? current?.simple_action ?? 'by_percent';
  if (input.simple_action !== undefined || input.discount_amount !== undefined) {
    const amount =
      input.discount_amount ??
      (action === 'cart_fixed'
        ? (current?.discount_fixed_cents ?? 0) / 100
        : Number(current?.discount_percent ?? 0));
    if (amount <= 0 || (action === 'by_percent' && amount > 100)) {
      throw new InputError(`Invalid value of "${amount}" provided for the discount_amount field.`);
    }
    values.simple_action = action;
    values.discount_percent = action === 'by_percent' ? amount : 0;
    values.discount_fixed_cents = action === 'cart_fixed' ? toCents(amount) : null;
  }
  const from = (values.from_date ?? current?.from_date) as string | null | undefined;
  const to = (values.to_date ?? current?.to_date) as string | null | undefined;
  if (from && to && from.slice(0, 10) > to.slice(0, 10)) {
    throw new InputError('End Date must follow Start Date.');
  }
  return values;
}

async function inRuleTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>) {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new InputError('Coupon with the same code already exists.');
    throw error;
  }
}

export async function createRule(db: Kysely<Database>, input: RuleInput, change: RuleChange) {
  const code = input.extension_attributes?.coupon_code?.trim().toUpperCase();
  if (!code) throw new InputError('Required parameters are missing: coupon_code');
  const values = ruleValues(input, undefined);
  return inRuleTransaction(db, async (trx) => {
    const next = await trx
      .selectFrom('coupon')
      .select(sql<number>`coalesce(max(rule_id), 0) + 1`.as('id'))
      .executeTakeFirstOrThrow();
    const id = Number(next.id);
    await trx
      .insertInto('coupon')
      .values({
        label: input.name?.trim() ?? code,
        description: '',
        discount_percent: 0,
        is_public: 0,
        ...values,
        code,
        rule_id: id,
      } as never)
      .execute();
    const after = await getRule(trx, id);
    await audit.record(trx, { ...change, action: 'create', entityType: 'sales_rule', entityId: id, after });
    return after;
  });
}

export async function updateRule(db: Kysely<Database>, id: number, input: RuleInput, change: RuleChange) {
  return inRuleTransaction(db, async (trx) => {
    const current = await findRule(trx, id);
    const code = input.extension_attributes?.coupon_code?.trim().toUpperCase();
    if (code && code !== current.code) {
      throw new InputError("A rule's coupon code can't be changed: create a new rule for a new code.");
    }
    const before = await getRule(trx, id);
    const values = ruleValues(input, current);
    if (Object.keys(values).length)
      await trx.updateTable('coupon').set(values).where('rule_id', '=', id).execute();
    const after = await getRule(trx, id);
    await audit.record(trx, {
      ...change,
      action: 'update',
      entityType: 'sales_rule',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** A rule that orders used stays (their history names it): it can only be deactivated. */
export async function deleteRule(db: Kysely<Database>, id: number, change: RuleChange) {
  await inRuleTransaction(db, async (trx) => {
    const before = await getRule(trx, id);
    const used = await trx
      .selectFrom('coupon_usage')
      .select('order_id')
      .where('coupon_code', '=', before.extension_attributes.coupon_code)
      .executeTakeFirst();
    if (used)
      throw new InputError('The rule was used by orders and cannot be deleted: deactivate it instead.');
    await clearCouponFromCarts(trx, before.extension_attributes.coupon_code);
    await trx.deleteFrom('coupon').where('rule_id', '=', id).execute();
    await audit.record(trx, { ...change, action: 'delete', entityType: 'sales_rule', entityId: id, before });
  });
}
