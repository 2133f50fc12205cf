import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../../db/schema';
import type { RestContext } from '../../../rest/api';

/**
 * The back office's one rule for a sale: an order that was paid and not cancelled. A Pix or boleto
 * order waiting for its payment is an order, not yet a sale.
 */
export const isSale = (eb: ExpressionBuilder<Database, 'sales_order'>) =>
  eb.and([eb('paid_at', 'is not', null), eb('state', '<>', 'canceled')]);

/** Every order counts as an order, sales as `isSale` says: the summary and the daily series. */
export const ordersAndSales = (eb: ExpressionBuilder<Database, 'sales_order'>) =>
  [
    eb.fn.countAll<number>().as('orders'),
    eb.fn
      .sum<number>(eb.case().when(isSale(eb)).then(eb.ref('grand_total_cents')).else(0).end())
      .as('sales_cents'),
  ] as const;

/**
 * The orders a REST call reads: every store view's, as Magento's order list (its repository does
 * not filter by the URL's store), unless the URL names a view (`/rest/en/V1/…`), which then narrows
 * the list to that view's orders. The back office calls `/rest/V1` and must see every order.
 */
export const ordersInScope = (db: Db, { store, scope }: Pick<RestContext, 'store' | 'scope'>) =>
  store && scope === 'store'
    ? db.selectFrom('sales_order').where('store_code', '=', store.code)
    : db.selectFrom('sales_order');
