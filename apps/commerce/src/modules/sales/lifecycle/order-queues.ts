import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { Database, Db } from '../../../db/schema';
import type { RestContext } from '../../../rest/api';
import { invalidFieldValue } from '../../../rest/errors';
import type { FieldMap, Filter, SearchCriteria } from '../../../rest/search-criteria';
import { searchWhere } from '../../../rest/search-criteria';
import { startOf } from '../../store/time-zone';
import { taxvatFilterForms } from './order-filters';
import { narrowToSearchMatches } from './order-search';
import { isSale, ordersInScope } from './sales-figures';

/**
 * The back office's named order filters, one definition each, which both the order list
 * (`GET /V1/orders`, searchCriteria fields `queue` and `period`, ours) and the Painel's figures
 * use: a card's number is the list's total for the same filter.
 *
 * - `queue`: `paid` (paid and not cancelled: a sale), `to_invoice` (paid, something left to
 *   invoice), `to_ship` (invoiced units not shipped yet). Held, cancelled and finished orders wait
 *   in no queue: nobody can invoice or ship them.
 * - `period`: `today` and `month`, placed since the day (or month) began in the store's time zone.
 */

export const ORDER_QUEUES = ['paid', 'to_invoice', 'to_ship'] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];
export const ORDER_PERIODS = ['today', 'month'] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];

/** Magento's order grid fields a searchCriteria may filter and sort on. */
export const ORDER_FIELDS: FieldMap = {
  entity_id: { column: 'id', type: 'int' },
  increment_id: { type: 'string' },
  state: { type: 'string' },
  status: { type: 'string' },
  created_at: { type: 'date' },
  updated_at: { type: 'date' },
  customer_id: { type: 'int' },
  customer_email: { column: 'email', type: 'string' },
  store_code: { type: 'string' },
  customer_firstname: { type: 'string' },
  customer_lastname: { type: 'string' },
  customer_taxvat: { type: 'string', sortable: false },
  // Magento's order grid calls the method's code `payment_method`.
  payment_method: { column: 'payment_method_code', type: 'string' },
};

type OrderEb = ExpressionBuilder<Database, 'sales_order'>;
type OrderQuery = SelectQueryBuilder<Database, 'sales_order', object>;

const paid = isSale;

/** An item of the order whose quantities satisfy `condition`. */
const anyItem = (eb: OrderEb, condition: ReturnType<typeof sql<SqlBool>>) =>
  eb.exists(
    eb
      .selectFrom('sales_order_item as i')
      .select(sql.lit(1).as('one'))
      .whereRef('i.order_id', '=', 'sales_order.id')
      .where(condition),
  );

const QUEUES: Record<OrderQueue, (eb: OrderEb) => Expression<SqlBool>> = {
  paid,
  to_invoice: (eb) =>
    eb.and([
      paid(eb),
      eb('state', '=', 'processing'),
      anyItem(eb, sql<SqlBool>`i.quantity - i.qty_invoiced - i.qty_canceled > 0`),
    ]),
  to_ship: (eb) =>
    eb.and([
      eb('state', '=', 'processing'),
      eb('is_virtual', '=', 0),
      anyItem(eb, sql<SqlBool>`i.qty_invoiced - i.qty_shipped - i.qty_refunded > 0`),
    ]),
};

const isQueue = (value: string): value is OrderQueue => (ORDER_QUEUES as readonly string[]).includes(value);
const isPeriod = (value: string): value is OrderPeriod =>
  (ORDER_PERIODS as readonly string[]).includes(value);

/** The instant a period began in the store's time zone (ISO, as created_at is stored). */
export function periodStart(period: OrderPeriod, now: Date): string {
  return startOf(period === 'today' ? 'day' : 'month', now).toISOString();
}

const NAMED_FIELDS = new Set(['queue', 'period']);

/** A named filter must stand alone in its group, as `eq` (OR-ing it with a column means nothing). */
function namedFilter(filters: Filter[]): Filter | undefined {
  const named = filters.find((f) => NAMED_FIELDS.has(f.field));
  if (!named) return undefined;
  if (filters.length > 1 || named.condition_type !== 'eq') throw invalidFieldValue(named.field, named.value);
  return named;
}

/**
 * The orders a list's criteria select, before paging: the named filters applied here, the others
 * left to searchCriteria. Answers the narrowed query and the criteria still to apply.
 */
export function ordersMatching(
  db: Db,
  dialect: Dialect,
  scope: Pick<RestContext, 'store' | 'scope'>,
  criteria: SearchCriteria,
  now = new Date(),
): { base: OrderQuery; criteria: SearchCriteria } {
  let base: OrderQuery = ordersInScope(db, scope);
  const rest: SearchCriteria['filter_groups'] = [];
  for (const group of criteria.filter_groups) {
    const named = namedFilter(group.filters);
    if (!named) {
      rest.push(group);
      continue;
    }
    const value = named.value.trim();
    if (named.field === 'queue' && isQueue(value)) base = base.where((eb) => QUEUES[value](eb));
    else if (named.field === 'period' && isPeriod(value))
      base = base.where('created_at', '>=', periodStart(value, now));
    else throw invalidFieldValue(named.field, named.value);
  }
  // A CPF typed in the search box adds a taxvat filter to its group, which the search index cannot
  // narrow: both steps read the same criteria.
  const remaining = taxvatFilterForms({ ...criteria, filter_groups: rest });
  return { base: narrowToSearchMatches(base, remaining, dialect), criteria: remaining };
}

/** A figure of the Painel: its filter (as searchCriteria filters, one per group) and what it counts. */
export interface OrderFigure {
  key: 'today' | 'month' | 'pending_payment' | 'to_invoice' | 'to_ship';
  filters: Filter[];
  /** Sales of the period (paid orders' grand totals). */
  sales?: boolean;
}

const eq = (field: string, value: string): Filter => ({ field, value, condition_type: 'eq' });

export const ORDER_FIGURES: readonly OrderFigure[] = [
  { key: 'today', filters: [eq('queue', 'paid'), eq('period', 'today')], sales: true },
  { key: 'month', filters: [eq('queue', 'paid'), eq('period', 'month')], sales: true },
  { key: 'pending_payment', filters: [eq('status', 'pending_payment')] },
  { key: 'to_invoice', filters: [eq('queue', 'to_invoice')] },
  { key: 'to_ship', filters: [eq('queue', 'to_ship')] },
];

/** Counts (and, for sales, sums) one figure exactly as the order list would filter it. */
export async function countFigure(
  db: Db,
  dialect: Dialect,
  scope: Pick<RestContext, 'store' | 'scope'>,
  figure: OrderFigure,
  now: Date,
): Promise<{ orders_count: number; grand_total?: number }> {
  const criteria: SearchCriteria = { filter_groups: figure.filters.map((f) => ({ filters: [f] })) };
  const matching = ordersMatching(db, dialect, scope, criteria, now);
  const filtered =
    matching.criteria.filter_groups.length > 0
      ? matching.base.where(searchWhere(matching.criteria, ORDER_FIELDS))
      : matching.base;
  const row = await filtered
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('grand_total_cents').as('cents'),
    ])
    .executeTakeFirstOrThrow();
  return {
    orders_count: Number(row.orders),
    ...(figure.sales ? { grand_total: Number(row.cents ?? 0) / 100 } : {}),
  };
}
