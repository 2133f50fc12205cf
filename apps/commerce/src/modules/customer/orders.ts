import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import { ORDER_STATUS_LABELS } from '../sales/order-status';
import type { OrderRow } from '../sales/repository';
import { customerOrders } from '../sales/service';
import { STORE_VIEWS } from '../store/stores';

/**
 * `customer.orders(filter, currentPage, pageSize, sort, scope)` (Magento's SalesGraphQl) over the sales
 * service's list of the caller's orders: a customer has few orders, so filtering, sorting and
 * paging happen here rather than in another module's SQL.
 */

interface RangeFilter {
  from?: string | null;
  to?: string | null;
}

export interface CustomerOrdersArgs {
  filter?: {
    order_date?: RangeFilter | null;
    status?: { eq?: string | null; in?: (string | null)[] | null } | null;
    number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null;
    grand_total?: RangeFilter | null;
  } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: { sort_field: 'NUMBER' | 'CREATED_AT'; sort_direction: 'ASC' | 'DESC' } | null;
  scope?: 'GLOBAL' | 'WEBSITE' | 'STORE' | null;
}

/** Magento's order timestamps: 'YYYY-MM-DD HH:MM:SS' (UTC). */
export const orderTimestamp = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** A date or timestamp filter value as a comparable ISO prefix ('2026-11-01' or '2026-11-01T10:00:00'). */
function isoBound(value: string, end: boolean): string {
  const text = value.trim().replace(' ', 'T');
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?/.test(text)) {
    throw new InputError(`Invalid date "${value}" in the order_date filter.`);
  }
  return text.length === 10 && end ? `${text}T23:59:59.999Z` : text;
}

function matches(order: OrderRow, filter: NonNullable<CustomerOrdersArgs['filter']>): boolean {
  const { number, status, order_date: date, grand_total: total } = filter;
  if (number?.eq && order.increment_id !== number.eq) return false;
  if (number?.in && !number.in.includes(order.increment_id)) return false;
  if (number?.match && !order.increment_id.includes(number.match)) return false;
  const statusNames = [order.status, ORDER_STATUS_LABELS[order.status] ?? order.status].map((s) =>
    s.toLowerCase(),
  );
  if (status?.eq && !statusNames.includes(status.eq.toLowerCase())) return false;
  if (status?.in && !status.in.some((s) => s && statusNames.includes(s.toLowerCase()))) return false;
  if (date?.from && order.created_at < isoBound(date.from, false)) return false;
  if (date?.to && order.created_at > isoBound(date.to, true)) return false;
  const reais = order.grand_total_cents / 100;
  if (total?.from && reais < Number(total.from)) return false;
  if (total?.to && reais > Number(total.to)) return false;
  return true;
}

export async function ordersForCustomer(ctx: RequestContext, args: CustomerOrdersArgs) {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw new InputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw new InputError('pageSize value must be greater than 0.');
  const stores =
    args.scope === 'GLOBAL' || args.scope === 'WEBSITE' ? STORE_VIEWS.map((s) => s.code) : [ctx.store.code];
  const all = (await Promise.all(stores.map((code) => customerOrders(ctx.db, ctx.caller, code)))).flat();
  const filtered = args.filter ? all.filter((o) => matches(o, args.filter!)) : all;
  const direction = args.sort?.sort_direction === 'ASC' ? 1 : -1;
  const key = (o: OrderRow) =>
    args.sort?.sort_field === 'NUMBER' ? o.increment_id : `${o.created_at}#${o.increment_id}`;
  filtered.sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0));
  const first = all.reduce<string | null>(
    (min, o) => (min === null || o.created_at < min ? o.created_at : min),
    null,
  );
  return {
    items: filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: filtered.length,
    page_info: {
      page_size: pageSize,
      current_page: currentPage,
      total_pages: Math.ceil(filtered.length / pageSize),
    },
    date_of_first_order: first ? orderTimestamp(first) : null,
  };
}
